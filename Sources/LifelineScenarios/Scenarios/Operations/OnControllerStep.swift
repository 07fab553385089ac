/// A step whose one argument is `on`, the controller it acts on (`loadViewIfNeeded`,
/// `removeFromParent`, the begin, cancel and finish steps of interactive transitions). Its
/// signature, reading and writing live here once; each step gives `controllerKinds` and
/// `perform(in:)`.
public protocol OnControllerStep: ScenarioOperation {
    /// The kinds of controller `on` may name; nil for any controller.
    static var controllerKinds: [ScenarioController.TypeName]? { get }
    /// The controller the step acts on.
    var on: String { get }
    init(on: String)
}

extension OnControllerStep {
    public static var signature: ScenarioSignature { .on }

    public init(_ args: ScenarioArguments) throws(ScenarioError) {
        self.init(on: try args.controller("on", kinds: Self.controllerKinds))
    }

    public func write(to args: inout ScenarioArgumentWriter) { args.name("on", on) }
}
