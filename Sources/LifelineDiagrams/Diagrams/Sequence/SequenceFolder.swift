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
    mutating func folded(budget: Int) -> [SequenceItem] {
        tree.computeShapes()
        var items: [SequenceItem] = []
        for segment in turnSegments() {
            switch segment {
            case .roots(let roots): items += foldSiblings(roots, depth: 0, maxDepth: options.maxDepth, budget: budget)
            case .fold(let fold): items.append(.fold(fold))
            }
        }
        return foldMiddle(items, budget: budget)
    }

    // MARK: Turns

    private enum Segment {
        case roots([Int])
        case fold(SequenceFold)
    }

    /// Top-level events by turn, with runs of turns seen before replaced by one fold.
    private func turnSegments() -> [Segment] {
        var segments: [Segment] = []
        var seen: Set<[Int]> = []
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
            if seen.insert(turnRoots.map(tree.shape(of:))).inserted {
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

    // MARK: Siblings and nesting

    /// Siblings with runs of layout passes and of identical subtrees folded, each remaining
    /// event expanded, and (below the top level) at most `maxChildren` items kept.
    private func foldSiblings(_ siblings: [Int], depth: Int, maxDepth: Int, budget: Int) -> [SequenceItem] {
        var items: [SequenceItem] = []
        var index = 0
        while index < siblings.count {
            let first = siblings[index]
            var end = index
            let isLayoutPass = trace.event(first).name == .layoutPass
            if isLayoutPass {
                while end + 1 < siblings.count, trace.event(siblings[end + 1]).name == .layoutPass { end += 1 }
            } else {
                while end + 1 < siblings.count, tree.shape(of: siblings[end + 1]) == tree.shape(of: first) { end += 1 }
            }
            if end > index {
                let count = end - index + 1
                let events = siblings[index...end].reduce(0) { $0 + tree.size(of: $1) }
                let kind: SequenceFold.Kind = isLayoutPass ? .layoutPasses(count: count) : .repeats(count: count)
                items.append(.fold(SequenceFold(kind: kind, first: first, last: tree.lastEvent(of: siblings[end]),
                                                eventCount: events)))
            } else if depth == 0 {
                items.append(expandTopLevel(first, maxDepth: maxDepth, budget: budget))
            } else {
                items.append(expand(first, depth: depth, maxDepth: maxDepth))
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
        return .event(sequence, children: foldSiblings(children, depth: depth + 1, maxDepth: maxDepth, budget: 0))
    }

    // MARK: The whole trace

    /// Keeps about two thirds of the budget from the start of the trace and the rest from its
    /// end, folding what lies between. Costs count the turn markers that items bring along.
    private func foldMiddle(_ items: [SequenceItem], budget: Int) -> [SequenceItem] {
        let costs = self.costs(of: items)
        guard costs.reduce(0, +) > budget else { return items }
        // One row for the fold itself and one marker the first kept item may gain.
        let available = max(budget - 2, 0)
        var head = 0, headCost = 0
        while head < items.count, headCost + costs[head] <= available * 2 / 3 {
            headCost += costs[head]
            head += 1
        }
        var tail = items.count, tailCost = 0
        while tail > head, headCost + tailCost + costs[tail - 1] <= available {
            tailCost += costs[tail - 1]
            tail -= 1
        }
        guard tail > head else { return items }
        let middle = Array(items[head..<tail])
        return Array(items[..<head]) + [.fold(summary(of: middle, kind: .middle))] + Array(items[tail...])
    }

    /// Rows per top-level item plus the turn markers its rows would start.
    private func costs(of items: [SequenceItem]) -> [Int] {
        var turn: Int?
        return items.map { item in
            var cost = 0
            SequenceItemWalk.visit(item) { first, last in
                cost += 1
                let firstTurn = trace.event(first).turn
                if firstTurn != turn { cost += 1 }
                turn = trace.event(last).turn
            }
            return cost
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
