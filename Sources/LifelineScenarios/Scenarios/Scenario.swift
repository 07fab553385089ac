/// A scenario: the controllers a flow uses and the steps it performs on them, as a scenario file
/// (YAML or JSON) declares them. A value: loading it checks everything that can be known without
/// running it, and `run(ios:fromMarker:maxTurns:)` performs it on the model in a fresh `Session`.
///
/// The built-in strategies are scenarios too (`Strategy.scenario`), so the command line has one
/// way to run anything: a strategy name or a file.
public struct Scenario: Sendable, Equatable {
    /// The file's base name without its extension; the trace's `scenario`.
    public var name: String
    /// The path the scenario was loaded from, which errors while running name; nil when built in
    /// code. Two scenarios are equal whatever files they come from.
    public var file: String?
    /// One line describing the flow, shown by `lifeline strategies`.
    public var summary: String?
    /// The iOS version the file asks for; `run(ios:)` and `--ios` override it.
    public var ios: IOSVersion?
    /// The device the file asks for (`device: iphone|ipad`); `run(device:)` and `--device` override it.
    public var device: Device?
    /// Free-standing views (not built by a controller), created at first use.
    public var views: [String]
    /// The controllers, in the order the file declares them.
    public var controllers: [ScenarioController]
    /// The top-level `react` section: reactions attached before the first step (each to its
    /// object as it comes into being), as overrides are there from the start.
    public var reactions: [ScenarioOperations.React]
    /// What the flow does, in order.
    public var steps: [ScenarioStep]

    public init(name: String, file: String? = nil, summary: String? = nil, ios: IOSVersion? = nil,
                device: Device? = nil, views: [String] = [], controllers: [ScenarioController], reactions: [ScenarioOperations.React] = [],
                steps: [ScenarioStep]) {
        self.name = name
        self.file = file
        self.summary = summary
        self.ios = ios
        self.device = device
        self.views = views
        self.controllers = controllers
        self.reactions = reactions
        self.steps = steps
    }

    /// The name of the first `mark` step: where `--from-marker` starts the trace.
    public var marker: String? {
        steps.lazy.compactMap { ($0.operation as? ScenarioOperations.Mark)?.name }.first
    }

    /// The declaration of the controller called `name`.
    public func controller(named name: String) -> ScenarioController? {
        controllers.first { $0.name == name }
    }

    /// Whether a controller's presentation declares an app's presentation controller of this name.
    func declaresPresentationController(_ name: String) -> Bool {
        controllers.contains { $0.presentation?.presentationController?.name == name }
    }

    public static func == (lhs: Scenario, rhs: Scenario) -> Bool {
        lhs.name == rhs.name && lhs.summary == rhs.summary && lhs.ios == rhs.ios && lhs.device == rhs.device && lhs.views == rhs.views
            && lhs.controllers == rhs.controllers && lhs.reactions == rhs.reactions && lhs.steps == rhs.steps
    }
}

/// One step of a scenario, the operation it performs, and where the file wrote it.
public struct ScenarioStep: Sendable, Equatable {
    /// What the step does: a value of one of the `ScenarioOperations` types.
    public var operation: any ScenarioOperation
    /// 1-based line and column of the step in its file; 0 when built in code.
    public var line: Int
    public var column: Int

    public init(_ operation: any ScenarioOperation, line: Int = 0, column: Int = 0) {
        self.operation = operation
        self.line = line
        self.column = column
    }

    /// Steps are equal when they do the same: where a file wrote them does not matter, so a
    /// scenario written back and reloaded equals the original.
    public static func == (lhs: ScenarioStep, rhs: ScenarioStep) -> Bool { lhs.operation.isEqual(to: rhs.operation) }
}

/// A node of a hosting controller's content, as a scenario declares it: a name and nested nodes
/// (`content: { list: { header: {}, row: {} } }`, or `content: text` for a single node). The
/// runner gives every node `onAppear` and `onDisappear` actions; they are not nodes.
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
