/// Pre-order traversals of items, in the order their rows will appear. Used to estimate what
/// a folding costs before rows are built. Recursion depth is bounded by the items' nesting,
/// which folding limits.
enum SequenceItemWalk {
    /// Calls `body` with the first and last event of each row's turn range.
    static func visit(_ item: SequenceItem, _ body: (Int, Int) -> Void) {
        switch item {
        case .fold(let fold):
            body(fold.first, fold.last)
        case .event(let sequence, let children):
            body(sequence, sequence)
            for child in children { visit(child, body) }
        }
    }
}
