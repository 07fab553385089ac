/// One argument value of an event. The plain values (flags, objects, numbers, `nil`) need no
/// allocation to record; strings and lists are boxed (`indirect`), so that a value stays nine
/// bytes and the events that carry none of them stay as small and as fast as before.
public enum ArgumentValue: Hashable, Sendable {
    case bool(Bool)
    case object(ObjectID)
    /// A number: an index (`selectedIndex = 1`) or a fraction (`update(percentComplete: 0.4)`).
    /// Always finite, so that it is written and read back exactly.
    case number(Double)
    /// Swift's `nil`, e.g. `willMove(toWindow: nil)` or `traitCollectionDidChange(nil)`.
    case none
    /// Text from user code: a logged line (`log("loaded")`), an alert action's title
    /// (`tapAction("Delete")`). Any text; every format quotes and escapes it.
    indirect case string(String)
    /// Several values passed as one argument: `setViewControllers([a, c], animated: true)`.
    indirect case list([ArgumentValue])

    /// Whether the value is a string or a list, or holds one: the values the recorder keeps beside
    /// its packed events rather than in them.
    @inlinable
    public var isBoxed: Bool {
        switch self {
        case .string, .list: return true
        case .bool, .object, .number, .none: return false
        }
    }
}

/// The arguments of an event, in the order of the method's parameters: any number of values.
///
/// One and two values are stored inline, so that the model's hot path (one flag, an object and a
/// flag) and unpacking a recorded event never allocate. Three or more values are kept as one
/// array in the second slot with the first slot empty, a combination the inline forms never
/// produce (a second value always follows a first), so that the struct stays two values wide and
/// `TraceEvent` stays 48 bytes.
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

    /// Any number of arguments, in order. Up to two are stored inline (no allocation beyond the
    /// array passed in); more are kept as that array.
    public init(_ values: [ArgumentValue]) {
        switch values.count {
        case 0: break
        case 1: first = values[0]
        case 2:
            first = values[0]
            second = values[1]
        default:
            second = .list(values)
        }
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

    /// The values beyond two, all of them in order; nil when the arguments are stored inline.
    @inlinable
    var overflow: [ArgumentValue]? {
        guard first == nil, case .list(let values)? = second else { return nil }
        return values
    }

    /// Whether any value is a string or a list, or there are more than two: what the recorder
    /// stores beside its packed events.
    @inlinable
    var needsSideTable: Bool {
        if first == nil { return second != nil }
        return first!.isBoxed || (second?.isBoxed ?? false)
    }

    /// 0. O(1).
    public var startIndex: Int { 0 }
    /// The number of arguments. O(1).
    public var endIndex: Int {
        if let overflow { return overflow.count }
        return second != nil ? 2 : (first != nil ? 1 : 0)
    }
    /// The argument at `position`. O(1).
    public subscript(position: Int) -> ArgumentValue {
        precondition(position >= 0 && position < endIndex, "argument index out of range")
        if let overflow { return overflow[position] }
        return (position == 0 ? first : second)!
    }
}
