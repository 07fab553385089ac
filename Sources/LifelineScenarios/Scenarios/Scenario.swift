/// A scenario: the controllers a flow uses and the steps it performs on them, as a scenario file
/// (YAML or JSON) declares them. A value: loading it checks everything that can be known without
/// running it, and `run(ios:fromMarker:)` performs it on the model in a fresh `Session`.
///
/// The built-in strategies are scenarios too (`Strategy.scenario`), so the command line has one
/// way to run anything: a strategy name or a file.
public struct Scenario: Sendable, Equatable {
    /// The file's base name without its extension; the trace's `scenario`.
    public var name: String
    /// One line describing the flow, shown by `lifeline strategies`.
    public var summary: String?
    /// The iOS version the file asks for; `run(ios:)` and `--ios` override it.
    public var ios: IOSVersion?
    /// Free-standing views (not built by a controller), created at first use.
    public var views: [String]
    /// The controllers, in the order the file declares them.
    public var controllers: [ScenarioController]
    /// What the flow does, in order.
    public var steps: [ScenarioStep]

    public init(name: String, summary: String? = nil, ios: IOSVersion? = nil, views: [String] = [],
                controllers: [ScenarioController], steps: [ScenarioStep]) {
        self.name = name
        self.summary = summary
        self.ios = ios
        self.views = views
        self.controllers = controllers
        self.steps = steps
    }

    /// The name of the first `mark` step: where `--from-marker` starts the trace.
    public var marker: String? {
        for step in steps { if case .mark(let name) = step.action { return name } }
        return nil
    }

    /// The declaration of the controller called `name`.
    public func controller(named name: String) -> ScenarioController? {
        controllers.first { $0.name == name }
    }
}

/// One controller a scenario declares: its kind, and what it is made of.
public struct ScenarioController: Sendable, Equatable {
    /// What kind of `ViewController` it is.
    public enum Kind: String, Sendable, CaseIterable {
        /// `ViewController`; with `subviews` or `children`, `DemoViewController`, whose
        /// `loadView()` builds them.
        case plain
        /// `NavigationController`, whose stack is set when it is created.
        case navigation
        /// `TabBarController`, whose tabs are set when it is created.
        case tab
        /// `HostingController`, whose `content` is set when it is created.
        case hosting
        /// `AlertController`, made from `alert` (its title, message, style and actions).
        case alert
    }

    public var name: String
    public var kind: Kind
    /// Views the controller's `loadView()` adds to its root view, in order (plain only). Nil: the
    /// plain `loadView()` of `ViewController`.
    public var subviews: [String]?
    /// Controllers embedded in `viewDidLoad()` with Apple's recipe (plain only).
    public var children: [String]
    /// The navigation stack, bottom first (navigation only).
    public var stack: [String]
    /// The tabs, in order (tab only); nil leaves `viewControllers` unset.
    public var tabs: [String]?
    /// `modalPresentationStyle`, set when the controller is created; an alert ignores it, as in
    /// UIKit (its `preferredStyle` decides its presentation).
    public var style: ModalPresentationStyle?
    /// `AnalyticsObserver`s its `viewDidLoad()` adds with `addLifecycleObserver(_:)`, in order
    /// (plain only); created with the controller.
    public var observers: [String]
    /// The hosted content (hosting only): every node has `onAppear` / `onDisappear` actions.
    public var content: ScenarioContent?
    /// A `TracedDelegate` of that name, set as the container's `delegate` when the container is
    /// created (navigation and tab only); containers naming the same delegate share it.
    public var delegate: String?
    /// What the alert shows (alerts only; other kinds ignore it): an alert declared without
    /// `title`, `message`, `preferredStyle` or `actions` has the default `ScenarioAlert()`.
    public var alert: ScenarioAlert

    public init(name: String, kind: Kind = .plain, subviews: [String]? = nil, children: [String] = [],
                stack: [String] = [], tabs: [String]? = nil, style: ModalPresentationStyle? = nil,
                observers: [String] = [], content: ScenarioContent? = nil, delegate: String? = nil,
                alert: ScenarioAlert = ScenarioAlert()) {
        self.name = name
        self.kind = kind
        self.subviews = subviews
        self.children = children
        self.stack = stack
        self.tabs = tabs
        self.style = style
        self.observers = observers
        self.content = content
        self.delegate = delegate
        self.alert = alert
    }

    /// The controllers this one holds (stack, tabs, children, observers), which it creates with itself.
    public var contents: [String] { stack + (tabs ?? []) + children + observers }

    /// Whether the controller needs `DemoViewController` to build its views.
    var buildsItsViews: Bool { subviews != nil || !children.isEmpty || !observers.isEmpty }
}

/// A node of a hosting controller's content, as a scenario declares it: a name and nested nodes
/// (`content: { list: { header: {}, row: {} } }`, or `content: text` for a single node).
public struct ScenarioContent: Sendable, Equatable {
    public var name: String
    public var children: [ScenarioContent]

    public init(name: String, children: [ScenarioContent] = []) {
        self.name = name
        self.children = children
    }

    /// Every node's name, parents first.
    public var names: [String] { [name] + children.flatMap(\.names) }
}

/// A `hook` step: `on(_:onceOnly:priority:perform:)` on a controller, `onView(_:)` on a
/// controller's root view (so it never loads the view), or `on(_:)` on another view; the closure
/// does nothing, and its runs show in the trace.
public struct ScenarioHook: Sendable, Equatable {
    public enum Target: Sendable, Equatable {
        case controller(String)
        case view(ScenarioView)
    }

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
}

/// A view a step names: the window, a controller's root view (`a.view`), or a view by its name
/// (a subview a controller builds, or one of the scenario's free-standing `views`).
public enum ScenarioView: Sendable, Equatable, CustomStringConvertible {
    case window
    case rootView(of: String)
    case named(String)

    public var description: String {
        switch self {
        case .window: return "window"
        case .rootView(let controller): return "\(controller).view"
        case .named(let name): return name
        }
    }
}

/// One step of a scenario and where the file wrote it.
public struct ScenarioStep: Sendable, Equatable {
    public var action: ScenarioAction
    /// 1-based line and column of the step in its file; 0 when built in code.
    public var line: Int
    public var column: Int

    public init(_ action: ScenarioAction, line: Int = 0, column: Int = 0) {
        self.action = action
        self.line = line
        self.column = column
    }

    /// Steps are equal when they do the same: where a file wrote them does not matter, so a
    /// scenario written back and reloaded equals the original.
    public static func == (lhs: ScenarioStep, rhs: ScenarioStep) -> Bool { lhs.action == rhs.action }
}

/// What a step does: one call of the model's API, named after it (see README, "Scenario files").
public enum ScenarioAction: Sendable, Equatable {
    /// Creates objects now rather than at first use (only their place in the trace's objects changes).
    case create([String])
    case setRootViewController(String)
    case makeKeyAndVisible
    /// `_ = vc.view`
    case accessView(String)
    case loadViewIfNeeded(String)
    case beginAppearanceTransition(String, appearing: Bool, animated: Bool)
    case endAppearanceTransition(String)
    case addSubview(ScenarioView, on: ScenarioView)
    case removeFromSuperview(ScenarioView)
    case setNeedsLayout(ScenarioView)
    case layoutIfNeeded(ScenarioView)
    case runOnce
    case runUntilIdle
    /// Virtual seconds.
    case advance(Double)
    case push(String, on: String, animated: Bool)
    case pop(on: String, animated: Bool)
    case popToRoot(on: String, animated: Bool)
    case popTo(String, on: String, animated: Bool)
    case setViewControllers([String], on: String, animated: Bool)
    case present(String, on: String, animated: Bool, style: ModalPresentationStyle?, completion: Bool)
    case dismiss(String, animated: Bool, completion: Bool)
    case addChild(String, on: String)
    case willMoveToParent(String, parent: String?)
    case didMoveToParent(String, parent: String?)
    case removeFromParent(String)
    case selectTab(Int, on: String)
    case tapTab(Int, on: String)
    /// `on.transition(from:to:duration:options:animations:completion:)` with no options;
    /// `animations` and `completion` pass an empty block (`{}`, `{ _ in }`) instead of nil.
    case transition(on: String, from: String, to: String, duration: Double, animations: Bool, completion: Bool)
    /// `alert.tapAction(titled:)`.
    case tapAction(String, title: String)
    case beginInteractivePop(on: String)
    case updateInteractivePop(on: String, percentComplete: Double)
    case cancelInteractivePop(on: String)
    case finishInteractivePop(on: String)
    case mark(String)
    /// Adds a hook (README, "Hooks").
    case hook(ScenarioHook)
    /// `cancel()` on the hook of that name.
    case cancelHook(String)
}
