/// One argument value of an event. Values are plain data so that recording needs no allocation.
public enum ArgumentValue: Hashable, Sendable {
    case bool(Bool)
    case object(ObjectID)
    /// A number: an index (`selectedIndex = 1`) or a fraction (`update(percentComplete: 0.4)`).
    /// Always finite, so that it is written and read back exactly.
    case number(Double)
    /// Swift's `nil`, e.g. `willMove(toWindow: nil)` or `traitCollectionDidChange(nil)`.
    case none
}

/// The arguments of an event, in the order of the method's parameters (at most two).
public struct EventArguments: Hashable, Sendable, RandomAccessCollection {
    // Usable from inlinable code so that `TraceRecorder`'s inlined hot path builds arguments in place.
    @usableFromInline var first: ArgumentValue?
    @usableFromInline var second: ArgumentValue?

    @inlinable
    /// No arguments.
    public init() {}

    // One and two values without an array: these are what the model records on its hot path, and
    // what unpacking a recorded event builds, so they must not allocate.
    @inlinable
    /// One argument.
    public init(_ value: ArgumentValue) {
        first = value
    }

    @inlinable
    /// Two arguments, in order.
    public init(_ value: ArgumentValue, _ other: ArgumentValue) {
        first = value
        second = other
    }

    @inlinable
    init(first: ArgumentValue?, second: ArgumentValue?) {
        self.first = first
        self.second = first == nil ? nil : second
    }

    /// Up to two arguments from an array.
    public init(_ values: [ArgumentValue]) {
        precondition(values.count <= 2, "an event carries at most two arguments")
        first = values.first
        second = values.count > 1 ? values[1] : nil
    }

    /// The single `animated` flag of the appearance callbacks.
    @inlinable
    public static func animated(_ flag: Bool) -> EventArguments {
        var arguments = EventArguments()
        arguments.first = .bool(flag)
        return arguments
    }

    /// A single object argument, or `nil`.
    @inlinable
    public static func object(_ id: ObjectID?) -> EventArguments {
        var arguments = EventArguments()
        arguments.first = id.map(ArgumentValue.object) ?? ArgumentValue.none
        return arguments
    }

    /// 0. O(1).
    public var startIndex: Int { 0 }
    /// The number of arguments. O(1).
    public var endIndex: Int { second != nil ? 2 : (first != nil ? 1 : 0) }
    /// The argument at `position`. O(1).
    public subscript(position: Int) -> ArgumentValue {
        precondition(position >= 0 && position < endIndex, "argument index out of range")
        return (position == 0 ? first : second)!
    }
}
