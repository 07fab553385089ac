import LifelineTrace

/// The columns a state diagram draws: one per view controller while they fit, else controllers
/// that behaved alike folded into one column each, so that the diagram is never wider than
/// `maximumColumns` columns.
///
/// Why a limit: a column is about 150 to 200 pt wide (four state nodes and the edge labels beside
/// them), so 12 columns are at most about 2,400 pt, under two widths of a 1,920-pixel screen at
/// 100 %: a reader pans once to see it all. Drawn unfolded, the 201 controllers of a long trace
/// made a diagram 84,564 pt wide (about 60 screens), and `dot` laid 25,000 of them out for minutes.
struct StateColumn {
    /// The controllers drawn in this column, in id order; one unless folded.
    var objects: [ObjectID]
    /// Transitions in the order first taken by any of them, counts summed.
    var transitions: [(transition: StateHistory.Transition, count: Int)] = []
    /// Diagnostics per state, in the order first logged, counts summed.
    var diagnostics: [(state: AppearanceState, name: EventName, count: Int)] = []
    /// Every state any of them reached.
    var visited: Set<AppearanceState> = []
    /// The state they all end in; nil when they end in different states.
    var finalState: AppearanceState?

    init(_ controller: StateHistory.Controller) {
        objects = [controller.object]
        transitions = controller.transitions
        diagnostics = controller.diagnostics
        visited = controller.visited
        finalState = controller.state
    }

    /// Adds `other`'s controllers and what they did to this column.
    mutating func absorb(_ other: StateColumn) {
        objects += other.objects
        for (transition, count) in other.transitions {
            if let index = transitions.firstIndex(where: { $0.transition == transition }) {
                transitions[index].count += count
            } else {
                transitions.append((transition, count))
            }
        }
        for (state, name, count) in other.diagnostics {
            if let index = diagnostics.firstIndex(where: { $0.state == state && $0.name == name }) {
                diagnostics[index].count += count
            } else {
                diagnostics.append((state, name, count))
            }
        }
        visited.formUnion(other.visited)
        if finalState != other.finalState { finalState = nil }
    }
}

enum StateColumns {
    /// The most columns a state diagram draws (see `StateColumn`).
    static let maximumColumns = 12

    /// One column per controller when there are at most `limit`; else controllers with the same
    /// behaviour (the same transitions, ignoring how often, the same diagnostics, states reached
    /// and final state) share a column; if that still leaves more than `limit`, the `limit - 1`
    /// largest groups keep theirs and the rest share the last. Columns stay in the order of their
    /// first controller. O(controllers).
    static func fold(_ controllers: [StateHistory.Controller], limit: Int = maximumColumns) -> [StateColumn] {
        let single = controllers.map(StateColumn.init)
        guard single.count > limit else { return single }
        var groups: [StateColumn] = []
        var groupIndex: [Signature: Int] = [:]
        for (controller, column) in zip(controllers, single) {
            let signature = Signature(controller)
            if let index = groupIndex[signature] {
                groups[index].absorb(column)
            } else {
                groupIndex[signature] = groups.count
                groups.append(column)
            }
        }
        guard groups.count > limit else { return groups }
        // The largest groups keep a column each (ties: the earlier one); the rest share the last.
        let kept = Set(groups.indices.sorted { (groups[$0].objects.count, -$0) > (groups[$1].objects.count, -$1) }
            .prefix(limit - 1))
        var columns: [StateColumn] = []
        var rest: StateColumn?
        for (index, group) in groups.enumerated() {
            if kept.contains(index) {
                columns.append(group)
            } else if rest == nil {
                rest = group
            } else {
                rest!.absorb(group)
            }
        }
        if let rest { columns.append(rest) }
        return columns
    }

    /// What makes two controllers' columns the same drawing but for counts and names.
    private struct Signature: Hashable {
        var transitions: [StateHistory.Transition]
        var diagnostics: [String]
        var visited: Set<AppearanceState>
        var state: AppearanceState

        init(_ controller: StateHistory.Controller) {
            transitions = controller.transitions.map(\.transition)
            diagnostics = controller.diagnostics.map { "\($0.state.rawValue) \($0.name.rawValue)" }
            visited = controller.visited
            state = controller.state
        }
    }
}
