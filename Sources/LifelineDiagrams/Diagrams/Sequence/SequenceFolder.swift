import LifelineTrace

/// Decides what a long trace's sequence diagram shows. A diagram of thousands of rows is slow to
/// draw and useless to read, so a long trace is folded to fit a budget of rows (which the caller
/// derives from `maxNodes`), in this order:
/// 1. turns that repeat a turn already shown (same events, objects, arguments) become one fold;
/// 2. consecutive `layout pass` subtrees become `layout pass ×n`;
/// 3. consecutive identical sibling subtrees become one `… ×n`;
/// 4. nesting below `maxDepth` and siblings beyond `maxChildren` become folds (shallower
///    still for a top-level event that would take too many rows on its own);
/// 5. if that is still too much, the middle of the trace becomes one fold, keeping its
///    beginning and its end.
struct SequenceFolder {
    private var tree: EventTree
    private let options: SequenceDiagram.Options
    var trace: Trace { tree.trace }

    init(tree: EventTree, options: SequenceDiagram.Options) {
        self.tree = tree
        self.options = options
    }

    /// The folded items; `budget` is the number of rows and turn markers the caller can spend.
    ///
    /// Top-level items are expanded only where the diagram shows them: from the start until the
    /// budget is spent, and from the end for the part kept there (`foldMiddle`). Expanding every
    /// top-level event of a million-event trace, to cut all but a few hundred rows again, was
    /// most of the time of drawing it (Benchmarks/Profiling.md, section 17).
    mutating func folded(budget: Int) -> [SequenceItem] {
        tree.computeShapes()
        var groups: [TopLevel] = []
        for segment in turnSegments() {
            switch segment {
            case .roots(let roots): groups += topLevelGroups(roots)
            case .fold(let fold): groups.append(.fold(fold))
            }
        }
        return foldMiddle(groups, budget: budget)
    }

    /// A top-level item before it is expanded: a fold, or one top-level event.
    private enum TopLevel {
        case fold(SequenceFold)
        case root(Int)
    }

    // MARK: Turns

    private enum Segment {
        case roots([Int])
        case fold(SequenceFold)
    }

    /// Top-level events by turn, with runs of turns seen before replaced by one fold.
    private func turnSegments() -> [Segment] {
        var segments: [Segment] = []
        // Turns shown so far by the hash of their shapes; equal hashes are compared exactly.
        var seen: [Int: [[Int]]] = [:]
        var shown: [Int] = []
        var repeated: SequenceFold?
        var index = 0
        let roots = tree.roots
        while index < roots.count {
            let turn = trace.event(roots[index]).turn
            var end = index
            while end + 1 < roots.count, trace.event(roots[end + 1]).turn == turn { end += 1 }
            let turnRoots = Array(roots[index...end])
            let events = turnRoots.reduce(0) { $0 + tree.size(of: $1) }
            if insertTurn(turnRoots, into: &seen) {
                if let fold = repeated {
                    segments.append(.roots(shown))
                    segments.append(.fold(fold))
                    shown = []
                    repeated = nil
                }
                shown += turnRoots
            } else if var fold = repeated, case .repeatedTurns(let count) = fold.kind {
                fold.kind = .repeatedTurns(count: count + 1)
                fold.last = tree.lastEvent(of: roots[end])
                fold.eventCount += events
                repeated = fold
            } else {
                repeated = SequenceFold(kind: .repeatedTurns(count: 1), first: roots[index],
                                        last: tree.lastEvent(of: roots[end]), eventCount: events)
            }
            index = end + 1
        }
        if !shown.isEmpty { segments.append(.roots(shown)) }
        if let fold = repeated { segments.append(.fold(fold)) }
        return segments
    }

    /// Whether `turnRoots` has a shape no turn in `seen` has; if so it is added.
    private func insertTurn(_ turnRoots: [Int], into seen: inout [Int: [[Int]]]) -> Bool {
        let hash = tree.shapeHash(of: turnRoots)
        let known = seen[hash, default: []]
        for other in known where other.count == turnRoots.count {
            if zip(other, turnRoots).allSatisfy({ tree.sameShape($0, $1) }) { return false }
        }
        seen[hash] = known + [turnRoots]
        return true
    }

    // MARK: Siblings and nesting

    /// Where a run of siblings that fold together ends: consecutive layout passes, or
    /// consecutive subtrees of the same shape as the first.
    private func runEnd(_ siblings: [Int], from index: Int) -> (end: Int, isLayoutPass: Bool) {
        let first = siblings[index]
        var end = index
        let isLayoutPass = trace.event(first).name == .layoutPass
        if isLayoutPass {
            while end + 1 < siblings.count, trace.event(siblings[end + 1]).name == .layoutPass { end += 1 }
        } else {
            while end + 1 < siblings.count, tree.sameShape(siblings[end + 1], first) { end += 1 }
        }
        return (end, isLayoutPass)
    }

    /// The fold standing for `siblings[index...end]`, a run.
    private func runFold(_ siblings: [Int], _ index: Int, _ end: Int, isLayoutPass: Bool) -> SequenceFold {
        let count = end - index + 1
        let events = siblings[index...end].reduce(0) { $0 + tree.size(of: $1) }
        let kind: SequenceFold.Kind = isLayoutPass ? .layoutPasses(count: count) : .repeats(count: count)
        return SequenceFold(kind: kind, first: siblings[index], last: tree.lastEvent(of: siblings[end]), eventCount: events)
    }

    /// Top-level siblings as `foldSiblings` groups them at depth 0, each event left unexpanded.
    private func topLevelGroups(_ siblings: [Int]) -> [TopLevel] {
        var groups: [TopLevel] = []
        var index = 0
        while index < siblings.count {
            let (end, isLayoutPass) = runEnd(siblings, from: index)
            groups.append(end > index ? .fold(runFold(siblings, index, end, isLayoutPass: isLayoutPass)) : .root(siblings[index]))
            index = end + 1
        }
        return groups
    }

    /// Siblings with runs of layout passes and of identical subtrees folded, each remaining
    /// event expanded, and (below the top level) at most `maxChildren` items kept.
    private func foldSiblings(_ siblings: [Int], depth: Int, maxDepth: Int) -> [SequenceItem] {
        var items: [SequenceItem] = []
        var index = 0
        while index < siblings.count {
            let (end, isLayoutPass) = runEnd(siblings, from: index)
            if end > index {
                items.append(.fold(runFold(siblings, index, end, isLayoutPass: isLayoutPass)))
            } else {
                items.append(expand(siblings[index], depth: depth, maxDepth: maxDepth))
            }
            index = end + 1
        }
        if depth > 0, items.count > options.maxChildren {
            // Keep the start and the last item, which usually closes what the start opened.
            let keep = max(options.maxChildren - 2, 1)
            let middle = Array(items[keep..<(items.count - 1)])
            items = Array(items[..<keep]) + [.fold(summary(of: middle, kind: .siblings))] + [items[items.count - 1]]
        }
        return items
    }

    /// A top-level event shown no deeper than lets it take a quarter of the budget, so that one
    /// huge subtree cannot crowd out the rest of the trace.
    private func expandTopLevel(_ sequence: Int, maxDepth: Int, budget: Int) -> SequenceItem {
        var depthLimit = maxDepth
        var item = expand(sequence, depth: 0, maxDepth: depthLimit)
        while item.rowCount > max(budget / 4, 2), depthLimit > 0 {
            depthLimit -= 1
            item = expand(sequence, depth: 0, maxDepth: depthLimit)
        }
        return item
    }

    private func expand(_ sequence: Int, depth: Int, maxDepth: Int) -> SequenceItem {
        let children = tree.children(of: sequence)
        guard let firstChild = children.first else { return .event(sequence, children: []) }
        if depth >= maxDepth {
            let fold = SequenceFold(kind: .nested, first: firstChild, last: tree.lastEvent(of: sequence),
                                    eventCount: tree.size(of: sequence) - 1)
            return .event(sequence, children: [.fold(fold)])
        }
        return .event(sequence, children: foldSiblings(children, depth: depth + 1, maxDepth: maxDepth))
    }

    // MARK: The whole trace

    /// Keeps about two thirds of the budget from the start of the trace and the rest from its
    /// end, folding what lies between. Costs count the turn markers that items bring along.
    /// Items are expanded as their costs are needed: from the start until the budget is spent,
    /// then from the end; the middle is summed from the unexpanded groups.
    private func foldMiddle(_ groups: [TopLevel], budget: Int) -> [SequenceItem] {
        var items = LazyItems(groups: groups, folder: self, budget: budget)
        var total = 0, counted = 0
        while counted < groups.count, total <= budget {
            total += items.cost(counted)
            counted += 1
        }
        guard total > budget else { return groups.indices.map { items.item($0) } }
        // One row for the fold itself and one marker the first kept item may gain.
        let available = max(budget - 2, 0)
        var head = 0, headCost = 0
        while head < groups.count, headCost + items.cost(head) <= available * 2 / 3 {
            headCost += items.cost(head)
            head += 1
        }
        var tail = groups.count, tailCost = 0
        while tail > head, headCost + tailCost + items.cost(tail - 1) <= available {
            tailCost += items.cost(tail - 1)
            tail -= 1
        }
        guard tail > head else { return groups.indices.map { items.item($0) } }
        // As `summary(of:kind:)` sums the items, from what they stand for.
        var middle = SequenceFold(kind: .middle, first: Int.max, last: 0, eventCount: 0)
        for group in groups[head..<tail] {
            let (first, last, events) = switch group {
            case .fold(let fold): (fold.first, fold.last, fold.eventCount)
            case .root(let sequence): (sequence, tree.lastEvent(of: sequence), tree.size(of: sequence))
            }
            middle.first = min(middle.first, first)
            middle.last = max(middle.last, last)
            middle.eventCount += events
        }
        return (0..<head).map { items.item($0) } + [.fold(middle)] + (tail..<groups.count).map { items.item($0) }
    }

    /// Top-level items expanded on first use, with their costs: rows plus the turn markers their
    /// rows start, which depends on the turn the item before ends in.
    private struct LazyItems {
        let groups: [TopLevel]
        let folder: SequenceFolder
        let budget: Int
        private var items: [Int: SequenceItem] = [:]
        private var costs: [Int: Int] = [:]
        private var lastTurns: [Int: Int] = [:]

        init(groups: [TopLevel], folder: SequenceFolder, budget: Int) {
            self.groups = groups
            self.folder = folder
            self.budget = budget
        }

        mutating func item(_ index: Int) -> SequenceItem {
            if let known = items[index] { return known }
            let item: SequenceItem
            switch groups[index] {
            case .fold(let fold): item = .fold(fold)
            case .root(let sequence): item = folder.expandTopLevel(sequence, maxDepth: folder.options.maxDepth,
                                                                   budget: budget)
            }
            items[index] = item
            return item
        }

        mutating func cost(_ index: Int) -> Int {
            if let known = costs[index] { return known }
            var turn: Int? = index == 0 ? nil : lastTurn(index - 1)
            var cost = 0
            let trace = folder.trace
            SequenceItemWalk.visit(item(index)) { first, last in
                cost += 1
                if trace.event(first).turn != turn { cost += 1 }
                turn = trace.event(last).turn
            }
            costs[index] = cost
            lastTurns[index] = turn
            return cost
        }

        /// The turn of the last row item `index` visits.
        private mutating func lastTurn(_ index: Int) -> Int {
            if let known = lastTurns[index] { return known }
            var turn = 0
            let trace = folder.trace
            SequenceItemWalk.visit(item(index)) { _, last in turn = trace.event(last).turn }
            lastTurns[index] = turn
            return turn
        }
    }

    /// One fold standing for several items.
    private func summary(of items: [SequenceItem], kind: SequenceFold.Kind) -> SequenceFold {
        var first = Int.max, last = 0, events = 0
        for item in items {
            switch item {
            case .fold(let fold):
                first = min(first, fold.first)
                last = max(last, fold.last)
                events += fold.eventCount
            case .event(let sequence, _):
                first = min(first, sequence)
                last = max(last, tree.lastEvent(of: sequence))
                events += tree.size(of: sequence)
            }
        }
        return SequenceFold(kind: kind, first: first, last: last, eventCount: events)
    }
}
