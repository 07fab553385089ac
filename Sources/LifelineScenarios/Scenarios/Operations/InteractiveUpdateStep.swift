/// The `update…` step of an interactive transition: an interactive pop, a page swipe, a sheet
/// swipe, an interactive custom presentation or dismissal, an interactive tab switch. `on` names
/// the controller the transition runs on and `percentComplete` the gesture's progress (0 to 1).
/// The steps differ only in which controllers they accept and which transition they move, so
/// their signature, reading and writing live here once; each step gives `controllerKinds` and
/// `perform(in:)`.
public protocol InteractiveUpdateStep: ScenarioOperation {
    /// The kinds of controller `on` may name; nil for any controller.
    static var controllerKinds: [ScenarioController.TypeName]? { get }
    /// The controller the transition runs on.
    var on: String { get }
    /// How far the gesture has gone, 0 to 1.
    var percentComplete: Double { get }
    init(on: String, percentComplete: Double)
}

extension InteractiveUpdateStep {
    public static var signature: ScenarioSignature {
        ScenarioSignature(["on", "percentComplete"], required: ["on", "percentComplete"])
    }

    /// Reads `percentComplete` first, then `on`, so that an out-of-range percentage is reported
    /// before an unknown controller, as every update step did.
    public init(_ args: ScenarioArguments) throws(ScenarioError) {
        let percentComplete = try args.percentComplete()
        self.init(on: try args.controller("on", kinds: Self.controllerKinds), percentComplete: percentComplete)
    }

    public func write(to args: inout ScenarioArgumentWriter) {
        args.name("on", on)
        args.number("percentComplete", percentComplete)
    }
}
