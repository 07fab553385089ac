/// One operation a scenario step performs, named after the model's API (README, "Scenario
/// files"): how a file spells it and its arguments, how it is read (refusing what can be known to
/// be wrong before running), how it is written back, and what it does to the model. Each
/// operation is one type in its own file, listed once in `ScenarioOperations.all`: the loader,
/// the writer and the runner know operations only through this protocol, so an operation is
/// added in one place.
///
/// The library's operations are the only conformers: `ScenarioArguments`,
/// `ScenarioArgumentWriter` and `ScenarioRunner` keep their members to this module.
public protocol ScenarioOperation: Sendable, Equatable {
    /// The step's key in a file (`push`, `window.rootViewController`).
    static var name: String { get }
    /// The arguments it takes, in the order the writer writes them.
    static var signature: ScenarioSignature { get }
    /// Reads a step's arguments, checking every name and what UIKit refuses outright.
    init(_ arguments: ScenarioArguments) throws(ScenarioError)
    /// Writes the arguments back as `init(_:)` reads them, in signature order.
    func write(to arguments: inout ScenarioArgumentWriter)
    /// Performs the step on the model. Misuse only known while running is left to the model,
    /// which records UIKit's diagnostics; only what would never end is an error.
    @MainActor func perform(in runner: ScenarioRunner) throws(ScenarioError)
    /// The name of the hook the step adds, which later steps can cancel; nil for most.
    var addedHookName: String? { get }
    /// Whether the step replaces a container's controllers, which makes a tab count unknowable
    /// before running (so tab indexes are then only checked by the model).
    static var replacesContainedControllers: Bool { get }
    /// Whether the step turns the main run loop, which app code inside a callback, a block or a
    /// timer cannot do: such steps are top-level steps only.
    static var turnsTheRunLoop: Bool { get }
}

extension ScenarioOperation {
    public var addedHookName: String? { nil }
    public static var replacesContainedControllers: Bool { false }
    public static var turnsTheRunLoop: Bool { false }

    /// Equality across operations: equal when of the same type and equal as that type.
    func isEqual(to other: any ScenarioOperation) -> Bool { (other as? Self) == self }
}

/// The arguments an operation takes: their keys, in the order they are written; the ones a step
/// must give; and `main`, the one a bare value fills (`pop: nav` is `pop: { on: nav }`). `on`
/// always names the object the method is called on, as in `nav.pushViewController`.
public struct ScenarioSignature: Sendable {
    let keys: [String]
    let required: [String]
    let main: String?

    /// `required` defaults to `main` alone.
    init(_ keys: [String] = [], required: [String]? = nil, main: String? = nil) {
        self.keys = keys
        self.required = required ?? (main.map { [$0] } ?? [])
        self.main = main
    }

    /// No arguments.
    static let none = ScenarioSignature()
    /// One controller or view, `on`, which a bare value gives.
    static let on = ScenarioSignature(["on"], main: "on")
    /// `on`, and an optional `animated`.
    static let onAnimated = ScenarioSignature(["on", "animated"], main: "on")
}
