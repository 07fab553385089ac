extension ScenarioOperations {
    /// `hook: { on: ..., event: ... }`: `on(_:onceOnly:priority:perform:)` on a controller,
    /// `onView(_:)` on a controller's root view (so it never loads the view), or `on(_:)` on
    /// another view; the closure does nothing, and its runs show in the trace (README, "Hooks").
    public struct AddHook: ScenarioOperation {
        /// What the hook is added to.
        public enum Target: Sendable, Equatable {
            case controller(String)
            case view(ScenarioView)
        }

        public static let name = "hook"
        public static let signature = ScenarioSignature(["on", "event", "priority", "onceOnly", "name", "immediately"],
                                                        required: ["on", "event"])
        public var target: Target
        /// A `ViewControllerLifecycleHook` for a controller, a `ViewLifecycleHook` for a view, by name.
        public var event: String
        public var priority: HookPriority
        public var onceOnly: Bool
        /// The hook's name in the trace; nil for `<on>.<event>Hook`.
        public var name: String?
        /// For `viewDidLoad`: run at once if the view has already loaded.
        public var immediately: Bool

        public init(target: Target, event: String, priority: HookPriority = .normal, onceOnly: Bool = false,
                    name: String? = nil, immediately: Bool = false) {
            self.target = target
            self.event = event
            self.priority = priority
            self.onceOnly = onceOnly
            self.name = name
            self.immediately = immediately
        }

        /// The name the hook has in the trace (unless another object took it first).
        public var traceName: String {
            if let name { return name }
            switch target {
            case .controller(let controller): return "\(controller).\(event)Hook"
            case .view(let view): return "\(view.description).\(event)Hook"
            }
        }

        public var addedHookName: String? { traceName }

        /// The target decides the events (a controller's, or a view's), the priority is a named
        /// level or a number (clamped to 0...1000, as `HookPriority.custom`), and the hook's name,
        /// given or derived, must be new.
        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            let onNode = args.node("on")
            let onName = try args.nodes.string(onNode, for: "on", expected: "a controller or a view")
            let events: [String]
            if args.declared.controllers[onName] != nil {
                target = .controller(onName)
                events = ViewControllerLifecycleHook.allCases.map(\.rawValue)
            } else {
                guard args.declared.controllers.keys.contains(where: { "\($0).view" == onName }) || onName == "window"
                        || args.declared.views.contains(onName) else {
                    let candidates = args.controllers.map(\.name) + ["window"] + args.controllers.map { "\($0.name).view" }
                        + args.declared.views.sorted()
                    throw args.nodes.error(at: onNode, ScenarioError.unknownMessage("controller or view", onName,
                                                                                    among: candidates))
                }
                target = .view(try args.view("on"))
                events = ViewLifecycleHook.allCases.map(\.rawValue)
            }
            let eventNode = args.node("event")
            event = try args.nodes.string(eventNode, for: "event", expected: "a lifecycle event")
            guard events.contains(event) else {
                let kind = if case .controller = target { "controller" } else { "view" }
                throw args.nodes.error(at: eventNode, ScenarioError.unknownMessage("\(kind) hook event", event, among: events))
            }
            priority = try Self.priority(args)
            immediately = try args.bool("immediately")
            if immediately && event != "viewDidLoad" {
                throw args.rejected("immediately", "'immediately' applies to viewDidLoad hooks only (a hook added after "
                    + "the view loaded runs at once if asked)")
            }
            name = nil
            if args.has("name") {
                let node = args.node("name")
                let given = try args.nodes.string(node, for: "name", expected: "a hook name")
                try args.declared.checkNew(given, at: node, args.nodes)
                name = given
            }
            onceOnly = try args.bool("onceOnly")
            if name == nil, args.declared.hooks.contains(traceName) {
                throw args.nodes.error(at: args.nameNode, "a hook named '\(traceName)' already exists; give this one a "
                    + "'name' so that traces and 'cancelHook' can tell them apart")
            }
        }

        private static func priority(_ args: ScenarioArguments) throws(ScenarioError) -> HookPriority {
            guard args.has("priority") else { return .normal }
            let node = args.node("priority")
            if case .scalar(let scalar) = node, let value = Int(scalar.string) { return .custom(value) }
            let text = try args.nodes.string(node, for: "priority", expected: "a priority")
            guard let level = HookPriority.namedLevels.first(where: { $0.name == text }) else {
                throw args.nodes.error(at: node, ScenarioError.unknownMessage("priority", text,
                                                                              among: HookPriority.namedLevels.map(\.name))
                    + " (a number from 0 to 1000 is a custom priority)")
            }
            return level.priority
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            switch target {
            case .controller(let controller): args.name("on", controller)
            case .view(let view): args.view("on", view)
            }
            args.word("event", event)
            if priority != .normal { args.word("priority", priority.description) }
            args.flag("onceOnly", onceOnly)
            if let name { args.name("name", name) }
            args.flag("immediately", immediately)
        }

        public func perform(in runner: ScenarioRunner) {
            let hook: Lifeline.Hook
            switch target {
            case .controller(let controllerName):
                let controller = runner.controller(controllerName)
                let event = ViewControllerLifecycleHook(rawValue: event) ?? .viewDidAppear
                if event == .viewDidLoad {
                    hook = controller.onViewDidLoad(immediatelyIfAlreadyLoaded: immediately, priority: priority,
                                                    name: name) { _ in }
                } else {
                    hook = controller.on(event, onceOnly: onceOnly, priority: priority, name: name) { _ in }
                }
            case .view(let reference):
                let event = ViewLifecycleHook(rawValue: event) ?? .didMoveToWindow
                if case .rootView(let controllerName) = reference {
                    // onView never loads the view, as adding a hook never does.
                    hook = runner.controller(controllerName).onView(event, onceOnly: onceOnly, priority: priority,
                                                                    name: name) {}
                } else {
                    hook = runner.view(reference).on(event, onceOnly: onceOnly, priority: priority, name: name) {}
                }
            }
            runner.hooks[traceName] = hook
        }
    }
}
