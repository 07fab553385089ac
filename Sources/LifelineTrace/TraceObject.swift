/// A stable identifier for an object that appears in a trace (a controller, a view, a window).
///
/// Identifiers are dense and start at 1 in the order objects were registered, so a trace written
/// to text and read back gets the same identifiers.
public struct ObjectID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 1-based id: objects are numbered in the order they were registered.
    public var rawValue: Int
    /// The id `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The id `rawValue`.
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// Registration order.
    public static func < (lhs: ObjectID, rhs: ObjectID) -> Bool { lhs.rawValue < rhs.rawValue }
    /// `#3`.
    public var description: String { "#\(rawValue)" }
}

/// What kind of UIKit object a traced object models.
public enum ObjectRole: String, Sendable, Codable, CaseIterable {
    case viewController
    case view
    case window
    /// A closure hook registered with `on(_:onceOnly:priority:perform:)`: one object per
    /// registration, so a trace shows which injected code ran and where. Added in format 2, whose
    /// older files (without it) still read.
    case hook
    /// A node of a hosting controller's SwiftUI-style content, whose `onAppear` / `onDisappear`
    /// actions show as its events.
    case content
}

/// An object that took part in a trace: its identifier, the name users see, and its class.
public struct TraceObject: Hashable, Sendable {
    /// The object's id in its trace.
    public var id: ObjectID
    /// Unique within a trace; chosen by the user or derived from the class.
    public var name: String
    /// The Swift class of the object, e.g. `DemoViewController`.
    public var className: String
    /// What kind of UIKit object it stands for.
    public var role: ObjectRole

    /// An object as a trace lists it.
    public init(id: ObjectID, name: String, className: String, role: ObjectRole) {
        self.id = id
        self.name = name
        self.className = className
        self.role = role
    }
}
