import Yams

/// One operation a step can perform: its name in the file, the arguments it takes (`main` is the
/// one a bare value fills: `pop: nav` is `pop: { on: nav }`), and how its arguments become an
/// action. `on` always names the object the method is called on, as in `nav.pushViewController`.
struct ScenarioOperation: Sendable {
    let name: String
    let keys: [String]
    let required: [String]
    let main: String?
    let build: @Sendable (StepArguments) throws(ScenarioError) -> ScenarioAction
}

/// Every operation, named after the model's API (see README, "Scenario files").
enum ScenarioOperations {
    static func named(_ name: String) -> ScenarioOperation? { all.first { $0.name == name } }
    static var names: [String] { all.map(\.name) }

    private static func op(_ name: String, _ keys: [String] = [], required: [String]? = nil, main: String? = nil,
                           _ build: @escaping @Sendable (StepArguments) throws(ScenarioError) -> ScenarioAction)
        -> ScenarioOperation {
        ScenarioOperation(name: name, keys: keys, required: required ?? (main.map { [$0] } ?? []),
                          main: main, build: build)
    }

    static let all: [ScenarioOperation] = [
        // Objects and the window.
        op("create", ["objects"], main: "objects") { args throws(ScenarioError) in
            let node = args.node("objects")
            let items: [(String, Yams.Node)]
            if case .sequence = node {
                items = try args.nodes.strings(node, for: "create", expected: "names")
            } else {
                items = [(try args.nodes.string(node, for: "create", expected: "a name"), node)]
            }
            let valid = ["window"] + args.controllers.map(\.name) + args.declaredFreeViews
            for (name, node) in items where !valid.contains(name) {
                throw args.nodes.error(at: node, ScenarioError.unknownMessage("object", name, among: valid))
            }
            return .create(items.map(\.0))
        },
        op("window.rootViewController", ["controller"], main: "controller") { args throws(ScenarioError) in
            let name = try args.controller("controller")
            if let container = args.container(of: name) {
                throw args.rejected("controller", "'\(name)' is in '\(container.name)'; a contained controller "
                    + "cannot also be a window's root (UIKit raises UIViewControllerHierarchyInconsistency)")
            }
            return .setRootViewController(name)
        },
        op("window.makeKeyAndVisible") { _ in .makeKeyAndVisible },
        // Loading and appearance.
        op("accessView", ["on"], main: "on") { args throws(ScenarioError) in .accessView(try args.controller("on")) },
        op("loadViewIfNeeded", ["on"], main: "on") { args throws(ScenarioError) in
            .loadViewIfNeeded(try args.controller("on"))
        },
        op("beginAppearanceTransition", ["on", "appearing", "animated"], required: ["on", "appearing"]) {
            args throws(ScenarioError) in
            .beginAppearanceTransition(try args.controller("on"), appearing: try args.bool("appearing"),
                                       animated: try args.bool("animated"))
        },
        op("endAppearanceTransition", ["on"], main: "on") { args throws(ScenarioError) in
            .endAppearanceTransition(try args.controller("on"))
        },
        // Views.
        op("addSubview", ["view", "on"], required: ["view", "on"]) { args throws(ScenarioError) in
            let view = try args.view("view")
            if view == .window { throw args.rejected("view", "a window cannot be added to a view") }
            return .addSubview(view, on: try args.view("on"))
        },
        op("removeFromSuperview", ["on"], main: "on") { args throws(ScenarioError) in
            .removeFromSuperview(try args.view("on"))
        },
        op("setNeedsLayout", ["on"], main: "on") { args throws(ScenarioError) in .setNeedsLayout(try args.view("on")) },
        op("layoutIfNeeded", ["on"], main: "on") { args throws(ScenarioError) in .layoutIfNeeded(try args.view("on")) },
        // The run loop.
        op("runOnce") { _ in .runOnce },
        op("runUntilIdle") { _ in .runUntilIdle },
        op("advance", ["seconds"], main: "seconds") { args throws(ScenarioError) in
            let seconds = try args.number("seconds")
            guard seconds >= 0 else { throw args.rejected("seconds", "time only moves forward; expected seconds >= 0") }
            return .advance(seconds)
        },
        // Navigation.
        op("push", ["controller", "on", "animated"], required: ["controller", "on"]) { args throws(ScenarioError) in
            let nav = try args.controller("on", kinds: [.navigation])
            let pushed = try args.controller("controller")
            if args.declared.controllers[pushed] == .navigation {
                throw args.rejected("controller", "'\(pushed)' is a navigation controller; UIKit does not support "
                    + "pushing a navigation controller")
            }
            return .push(pushed, on: nav, animated: try args.bool("animated"))
        },
        op("pop", ["on", "animated"], main: "on") { args throws(ScenarioError) in
            .pop(on: try args.controller("on", kinds: [.navigation]), animated: try args.bool("animated"))
        },
        op("popToRoot", ["on", "animated"], main: "on") { args throws(ScenarioError) in
            .popToRoot(on: try args.controller("on", kinds: [.navigation]), animated: try args.bool("animated"))
        },
        op("popTo", ["controller", "on", "animated"], required: ["controller", "on"]) { args throws(ScenarioError) in
            .popTo(try args.controller("controller"), on: try args.controller("on", kinds: [.navigation]),
                   animated: try args.bool("animated"))
        },
        op("setViewControllers", ["controllers", "on", "animated"], required: ["controllers", "on"]) {
            args throws(ScenarioError) in
            let container = try args.controller("on", kinds: [.navigation, .tab])
            let list = try args.controllerList("controllers")
            if args.declared.controllers[container] == .navigation {
                if let nested = list.first(where: { args.declared.controllers[$0] == .navigation }) {
                    throw args.rejected("controllers", "'\(nested)' is a navigation controller; UIKit does not "
                        + "support pushing a navigation controller")
                }
                if let repeated = list.enumerated().first(where: { list.prefix($0.offset).contains($0.element) }) {
                    throw args.rejected("controllers", "'\(repeated.element)' is listed twice; UIKit refuses the "
                        + "same controller twice in a stack")
                }
            }
            if list.contains(container) {
                throw args.rejected("controllers", "'\(container)' cannot contain itself")
            }
            return .setViewControllers(list, on: container, animated: try args.bool("animated"))
        },
        op("beginInteractivePop", ["on"], main: "on") { args throws(ScenarioError) in
            .beginInteractivePop(on: try args.controller("on", kinds: [.navigation]))
        },
        op("updateInteractivePop", ["on", "percentComplete"], required: ["on", "percentComplete"]) {
            args throws(ScenarioError) in
            let percent = try args.number("percentComplete")
            guard (0...1).contains(percent) else {
                throw args.rejected("percentComplete", "expected percentComplete between 0 and 1, found \(percent)")
            }
            return .updateInteractivePop(on: try args.controller("on", kinds: [.navigation]), percentComplete: percent)
        },
        op("cancelInteractivePop", ["on"], main: "on") { args throws(ScenarioError) in
            .cancelInteractivePop(on: try args.controller("on", kinds: [.navigation]))
        },
        op("finishInteractivePop", ["on"], main: "on") { args throws(ScenarioError) in
            .finishInteractivePop(on: try args.controller("on", kinds: [.navigation]))
        },
        // Presentation.
        op("present", ["controller", "on", "animated", "style", "completion"], required: ["controller", "on"]) {
            args throws(ScenarioError) in
            let presenter = try args.controller("on")
            let presented = try args.controller("controller")
            if presented == presenter {
                throw args.rejected("controller", "'\(presented)' cannot present itself (UIKit raises)")
            }
            if let container = args.container(of: presented) {
                throw args.rejected("controller", "'\(presented)' is in '\(container.name)'; UIKit refuses to "
                    + "present a controller that has a parent")
            }
            return .present(presented, on: presenter, animated: try args.bool("animated"),
                            style: try args.style("style"), completion: try args.bool("completion"))
        },
        op("dismiss", ["on", "animated", "completion"], main: "on") { args throws(ScenarioError) in
            .dismiss(try args.controller("on"), animated: try args.bool("animated"),
                     completion: try args.bool("completion"))
        },
        op("tapAction", ["on", "title"], required: ["on", "title"]) { args throws(ScenarioError) in try tapAction(args) },
        // Containment.
        op("addChild", ["controller", "on"], required: ["controller", "on"]) { args throws(ScenarioError) in
            let parent = try args.controller("on")
            let child = try args.controller("controller")
            if child == parent { throw args.rejected("controller", "'\(child)' cannot be its own child") }
            return .addChild(child, on: parent)
        },
        op("willMoveToParent", ["on", "parent"], required: ["on", "parent"]) { args throws(ScenarioError) in
            .willMoveToParent(try args.controller("on"), parent: try args.optionalController("parent"))
        },
        op("didMoveToParent", ["on", "parent"], required: ["on", "parent"]) { args throws(ScenarioError) in
            .didMoveToParent(try args.controller("on"), parent: try args.optionalController("parent"))
        },
        op("removeFromParent", ["on"], main: "on") { args throws(ScenarioError) in
            .removeFromParent(try args.controller("on"))
        },
        op("transition", ["on", "from", "to", "duration", "animations", "completion"], required: ["on", "from", "to"]) {
            args throws(ScenarioError) in try transition(args)
        },
        // Tabs.
        op("selectTab", ["index", "on"], required: ["index", "on"]) { args throws(ScenarioError) in
            let (index, tabs) = try tabIndex(args)
            return .selectTab(index, on: tabs)
        },
        op("tapTab", ["index", "on"], required: ["index", "on"]) { args throws(ScenarioError) in
            let (index, tabs) = try tabIndex(args)
            return .tapTab(index, on: tabs)
        },
        // Hooks (README, "Hooks").
        op("hook", ["on", "event", "priority", "onceOnly", "name", "immediately"], required: ["on", "event"]) {
            args throws(ScenarioError) in try hook(args)
        },
        op("cancelHook", ["hook"], main: "hook") { args throws(ScenarioError) in
            let node = args.node("hook")
            let name = try args.nodes.string(node, for: "cancelHook", expected: "a hook name")
            guard args.declared.hooks.contains(name) else {
                let known = args.declared.hooks
                throw args.nodes.error(at: node, known.isEmpty
                    ? "unknown hook '\(name)'; no earlier step adds a hook (add one with 'hook: { on: ..., event: ... }')"
                    : ScenarioError.unknownMessage("hook", name, among: known))
            }
            return .cancelHook(name)
        },
        // Markers.
        op("mark", ["name"], main: "name") { args throws(ScenarioError) in .mark(try args.string("name")) },
    ]

    /// A `hook` step: the target decides the events (a controller's, or a view's), the priority is
    /// a named level or a number (clamped to 0...1000, as `HookPriority.custom`), and the hook's
    /// name, given or derived, must be new.
    private static func hook(_ args: StepArguments) throws(ScenarioError) -> ScenarioAction {
        let onNode = args.node("on")
        let onName = try args.nodes.string(onNode, for: "on", expected: "a controller or a view")
        let target: ScenarioHook.Target
        let events: [String]
        if args.declared.controllers[onName] != nil {
            target = .controller(onName)
            events = ViewControllerLifecycleHook.allCases.map(\.rawValue)
        } else {
            guard args.declared.controllers.keys.contains(where: { "\($0).view" == onName }) || onName == "window"
                    || args.declared.views.contains(onName) else {
                let candidates = args.controllers.map(\.name) + ["window"] + args.controllers.map { "\($0.name).view" }
                    + args.declared.views.sorted()
                throw args.nodes.error(at: onNode, ScenarioError.unknownMessage("controller or view", onName, among: candidates))
            }
            target = .view(try args.view("on"))
            events = ViewLifecycleHook.allCases.map(\.rawValue)
        }
        let eventNode = args.node("event")
        let event = try args.nodes.string(eventNode, for: "event", expected: "a lifecycle event")
        guard events.contains(event) else {
            let kind = if case .controller = target { "controller" } else { "view" }
            throw args.nodes.error(at: eventNode, ScenarioError.unknownMessage("\(kind) hook event", event, among: events))
        }
        var priority = HookPriority.normal
        if args.has("priority") {
            let node = args.node("priority")
            if case .scalar(let scalar) = node, let value = Int(scalar.string) {
                priority = .custom(value)
            } else {
                let text = try args.nodes.string(node, for: "priority", expected: "a priority")
                let levels = HookPriority.namedLevels.map(\.name)
                guard let level = HookPriority.namedLevels.first(where: { $0.name == text }) else {
                    throw args.nodes.error(at: node, ScenarioError.unknownMessage("priority", text, among: levels)
                        + " (a number from 0 to 1000 is a custom priority)")
                }
                priority = level.priority
            }
        }
        let immediately = try args.bool("immediately")
        if immediately && event != "viewDidLoad" {
            throw args.rejected("immediately", "'immediately' applies to viewDidLoad hooks only (a hook added after "
                + "the view loaded runs at once if asked)")
        }
        var name: String?
        if args.has("name") {
            let node = args.node("name")
            let given = try args.nodes.string(node, for: "name", expected: "a hook name")
            try args.declared.checkNew(given, at: node, args.nodes)
            name = given
        }
        let hook = ScenarioHook(target: target, event: event, priority: priority, onceOnly: try args.bool("onceOnly"),
                                name: name, immediately: immediately)
        if name == nil, args.declared.hooks.contains(hook.traceName) {
            throw args.nodes.error(at: args.nameNode, "a hook named '\(hook.traceName)' already exists; give this one a "
                + "'name' so that traces and 'cancelHook' can tell them apart")
        }
        return .hook(hook)
    }

    /// A tab index, which must exist among the declared tabs unless a step replaces them.
    private static func tabIndex(_ args: StepArguments) throws(ScenarioError) -> (Int, String) {
        let tabs = try args.controller("on", kinds: [.tab])
        let index = try args.integer("index")
        let count = args.controllers.first { $0.name == tabs }?.tabs?.count ?? 0
        guard index >= 0 else { throw args.rejected("index", "expected a tab index from 0, found \(index)") }
        if index >= count && !args.replacesTabs {
            throw args.rejected("index", "'\(tabs)' has \(count) tab\(count == 1 ? "" : "s"); "
                + "expected an index below \(count), found \(index)")
        }
        return (index, tabs)
    }
}

extension StepArguments {
    var declaredFreeViews: [String] { declared.freeViews }
    /// Whether the scenario replaces some tab controller's tabs in a step, which makes a tab
    /// count unknowable before running.
    var replacesTabs: Bool { declared.setsViewControllers }
}
