/// A controller that left the screen (Deallocation.swift) and was still alive when the report
/// was asked for: the "this controller never deallocates after I pop it" bug.
public struct Leak: Sendable, Equatable, CustomStringConvertible {
    /// The controller's name in the trace.
    public let controller: String
    /// Its class, as the trace lists it.
    public let className: String
    /// How many events the trace held when it left the screen: it left after event `departure`.
    public let departure: Int
    /// Who holds it, where the model can tell (`LifetimeTracker.leaks`), most direct first.
    public let holders: [String]

    public init(controller: String, className: String, departure: Int, holders: [String]) {
        self.controller = controller
        self.className = className
        self.departure = departure
        self.holders = holders
    }

    /// One line: `b (ViewController) left the screen after event 27 and is still alive: held by …`.
    public var description: String {
        "\(controller) (\(className)) left the screen after event \(departure) and is still alive: held by "
            + holders.joined(separator: "; ")
    }
}
