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
    /// A hash of each subtree's shape (names, objects, arguments and child shapes); computed on
    /// demand because only folding needs it. Equal shapes hash alike; `sameShape` confirms.
    private var shapeHashes: [Int] = []

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

    /// Whether two subtrees would be drawn identically: the same names, objects and arguments
    /// in the same nesting. Exact, so folding never merges subtrees that merely hash alike; the
    /// hashes only make unequal subtrees cheap to tell apart. Needs `computeShapes()`.
    func sameShape(_ a: Int, _ b: Int) -> Bool {
        var pending = [(a, b)]
        while let (left, right) = pending.popLast() {
            guard left != right else { continue }
            guard shapeHashes[left - 1] == shapeHashes[right - 1] else { return false }
            let l = trace.events[left - 1], r = trace.events[right - 1]
            guard l.name == r.name, l.object == r.object, l.arguments == r.arguments else { return false }
            var leftChild = firstChild[left - 1], rightChild = firstChild[right - 1]
            while leftChild != 0, rightChild != 0 {
                pending.append((leftChild, rightChild))
                leftChild = nextSibling[leftChild - 1]
                rightChild = nextSibling[rightChild - 1]
            }
            guard leftChild == rightChild else { return false }
        }
        return true
    }

    /// A hash of the shapes of `sequences` in order, equal for lists that `sameShape` pairs up.
    func shapeHash(of sequences: some Sequence<Int>) -> Int {
        var hasher = Hasher()
        for sequence in sequences { hasher.combine(shapeHashes[sequence - 1]) }
        return hasher.finalize()
    }

    /// Hashes every subtree's shape, children before parents: one pass and one `Int` per event.
    /// (Interning every shape in a dictionary, as before, grew it to hundreds of thousands of
    /// entries for a long trace whose objects all differ: Benchmarks/Profiling.md, section 17.)
    mutating func computeShapes() {
        guard shapeHashes.isEmpty else { return }
        let count = trace.events.count
        var hashes = [Int](repeating: 0, count: count)
        for offset in stride(from: count - 1, through: 0, by: -1) {
            let event = trace.events[offset]
            var hasher = Hasher()
            hasher.combine(event.name)
            hasher.combine(event.object)
            hasher.combine(event.arguments)
            var child = firstChild[offset]
            while child != 0 {
                hasher.combine(hashes[child - 1])
                child = nextSibling[child - 1]
            }
            hashes[offset] = hasher.finalize()
        }
        shapeHashes = hashes
    }
}
