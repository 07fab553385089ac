/// A controller that left the screen (Deallocation.swift) and was still alive when the report
/// was asked for: the "this controller never deallocates after I pop it" bug.
public struct Leak: Sendable, Equatable, CustomStringConvertible {
    /// The controller's name in the trace.
    public let controller: String
    /// Its class, as the trace lists it.
    public let className: String
    /// How many events the trace held when it left the screen: it left after event `departure`.
    public let departure: Int
    /// The run-loop turn it left the screen in, as the trace's `turn` lines number them.
    public let turn: Int
    /// Who holds it, where the model can tell (`LifetimeTracker.leaks`), most direct first.
    public let holders: [String]

    public init(controller: String, className: String, departure: Int, turn: Int, holders: [String]) {
        self.controller = controller
        self.className = className
        self.departure = departure
        self.turn = turn
        self.holders = holders
    }

    /// One line: `b (ViewController) left the screen in turn 8 and is still alive: held by …`.
    public var description: String {
        "\(controller) (\(className)) left the screen in turn \(turn) and is still alive: held by "
            + holders.joined(separator: "; ")
    }
}
