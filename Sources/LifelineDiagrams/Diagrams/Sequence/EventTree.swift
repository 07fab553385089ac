import LifelineTrace

/// A trace's nesting as a tree, with what folding needs to know about each subtree: its size,
/// and a shape number equal for subtrees that would be drawn identically.
///
/// Parents that do not precede their child count as none (as in the text writer), so a
/// malformed trace still gives a tree and nothing here can loop.
struct EventTree {
    let trace: Trace
    /// Top-level events, in trace order.
    private(set) var roots: [Int] = []
    /// First child and next sibling per event (index `sequence - 1`, 0 for none): children in
    /// order without an array per event.
    private var firstChild: [Int]
    private var nextSibling: [Int]
    /// Events in each subtree, the event included.
    private(set) var sizes: [Int]
    /// Equal numbers for subtrees with the same names, objects and arguments in the same
    /// nesting; computed on demand because only folding needs them.
    private(set) var shapes: [Int] = []

    init(_ trace: Trace) {
        self.trace = trace
        let count = trace.events.count
        firstChild = Array(repeating: 0, count: count)
        nextSibling = Array(repeating: 0, count: count)
        sizes = Array(repeating: 1, count: count)
        var lastChild = Array(repeating: 0, count: count)
        var lastRoot = 0
        for (offset, event) in trace.events.enumerated() {
            let sequence = offset + 1
            if let parent = event.parent, parent >= 1, parent < sequence {
                if lastChild[parent - 1] == 0 {
                    firstChild[parent - 1] = sequence
                } else {
                    nextSibling[lastChild[parent - 1] - 1] = sequence
                }
                lastChild[parent - 1] = sequence
            } else {
                roots.append(sequence)
                if lastRoot != 0 { nextSibling[lastRoot - 1] = sequence }
                lastRoot = sequence
            }
        }
        // Children always come after their parent, so one backward pass sums every subtree.
        for offset in stride(from: count - 1, through: 0, by: -1) {
            if let parent = trace.events[offset].parent, parent >= 1, parent <= offset {
                sizes[parent - 1] += sizes[offset]
            }
        }
    }

    func children(of sequence: Int) -> [Int] {
        var result: [Int] = []
        var child = firstChild[sequence - 1]
        while child != 0 {
            result.append(child)
            child = nextSibling[child - 1]
        }
        return result
    }

    func size(of sequence: Int) -> Int { sizes[sequence - 1] }

    /// The last event of a subtree in trace order. Subtrees are contiguous in a recorded trace;
    /// for a malformed one this is only an estimate, used for turn ranges in labels.
    func lastEvent(of sequence: Int) -> Int {
        min(sequence + sizes[sequence - 1] - 1, trace.events.count)
    }

    func shape(of sequence: Int) -> Int { shapes[sequence - 1] }

    /// Numbers every subtree's shape by interning (name, object, arguments, child shapes):
    /// exact, so folding never merges subtrees that merely hash alike, and deterministic.
    mutating func computeShapes() {
        guard shapes.isEmpty else { return }
        let count = trace.events.count
        var table: [ShapeKey: Int] = [:]
        var result = Array(repeating: 0, count: count)
        for offset in stride(from: count - 1, through: 0, by: -1) {
            let event = trace.events[offset]
            let key = ShapeKey(name: event.name, object: event.object, arguments: event.arguments,
                               children: children(of: offset + 1).map { result[$0 - 1] })
            if let known = table[key] {
                result[offset] = known
            } else {
                result[offset] = table.count + 1
                table[key] = table.count + 1
            }
        }
        shapes = result
    }

    private struct ShapeKey: Hashable {
        var name: EventName
        var object: ObjectID?
        var arguments: EventArguments
        var children: [Int]
    }
}
