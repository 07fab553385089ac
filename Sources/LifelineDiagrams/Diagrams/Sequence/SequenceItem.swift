import LifelineTrace

/// What the sequence diagram shows, before it is laid out in rows: events with the items
/// nested in them, and folds that stand for events not shown one by one.
indirect enum SequenceItem {
    case event(Int, children: [SequenceItem])
    case fold(SequenceFold)

    /// Rows this item takes: itself and everything nested in it.
    var rowCount: Int {
        switch self {
        case .fold: return 1
        case .event(_, let children): return 1 + children.reduce(0) { $0 + $1.rowCount }
        }
    }
}

/// Events summarised by one node. `first` and `last` are the first and last events covered,
/// in trace order, which give the fold its column and its turns.
struct SequenceFold {
    enum Kind: Equatable {
        /// Consecutive `layout pass` subtrees.
        case layoutPasses(count: Int)
        /// Consecutive sibling subtrees that are identical (same calls, objects, arguments).
        case repeats(count: Int)
        /// Everything nested below the depth shown.
        case nested
        /// Siblings beyond the number shown under one event.
        case siblings
        /// Whole turns that each repeat a turn shown earlier.
        case repeatedTurns(count: Int)
        /// The middle of a trace too long to show even folded: its start and end are shown.
        case middle
    }

    var kind: Kind
    var first: Int
    var last: Int
    var eventCount: Int

    /// Folds of whole turns belong to no object: they sit in the time column.
    var spansTurns: Bool {
        switch kind {
        case .repeatedTurns, .middle: return true
        default: return false
        }
    }
}
