/// Lines up the lifecycle callbacks of several traces side by side, so that differences between
/// load paths or iOS versions (which callbacks run, with which arguments, in which order) can be
/// read off one table.
///
/// Each row is one callback: the same object receiving the same callback with the same
/// arguments, matched by name rather than identifier, so traces that created their objects in a
/// different order still line up. Rows come from an order-preserving alignment
/// (`ComparisonAlignment`, a longest common subsequence): every column reads top to bottom in
/// its trace's order, and no row holds two different callbacks.
public struct TraceComparison: Hashable, Sendable {
    /// One callback and where it falls in each trace.
    public struct Row: Hashable, Sendable {
        /// The name of the object that receives the callback, e.g. `vc`.
        public let object: String
        public let callback: EventName
        /// The callback with its arguments as the text format writes them, without the receiver:
        /// `viewWillAppear(false)`, `willRemoveSubview(details.view)`.
        public let invocation: String
        /// 1 for the first row of this exact callback (object, callback and arguments), 2 for the
        /// second...: it tells repeated rows apart in a table, so every label is unique.
        public let occurrence: Int
        /// The 1-based position among each trace's callbacks, `nil` where a trace lacks the row.
        /// One entry per compared trace, in the order the traces were given.
        public let positions: [Int?]

        /// `vc.viewWillAppear(false)`, with ` #2` appended for a second occurrence, so that
        /// repeated callbacks stay distinguishable in a table.
        public var label: String {
            let base = "\(object).\(invocation)"
            return occurrence == 1 ? base : "\(base) #\(occurrence)"
        }
    }

    /// The names of the compared traces, in the order they were given (e.g. strategy names).
    /// They label the table's columns and key the JSON's `skipped` object, so they should be
    /// unique.
    public let names: [String]
    /// Every callback that any trace runs, aligned (see `ComparisonAlignment`).
    public let rows: [Row]

    /// Compares `traces`, one column each, in the order given.
    public init(_ traces: [(name: String, trace: Trace)]) {
        names = traces.map(\.name)
        var counts: [ComparedCallback: Int] = [:]
        rows = ComparisonAlignment(traces.map { ComparedCallback.sequence(in: $0.trace) }).rows.map { row in
            let occurrence = counts[row.callback, default: 0] + 1
            counts[row.callback] = occurrence
            return Row(object: row.callback.object, callback: row.callback.callback, invocation: row.callback.invocation,
                       occurrence: occurrence, positions: row.positions)
        }
    }

    /// The rows that the trace at `traceIndex` lacks although at least one other trace runs them.
    public func skipped(by traceIndex: Int) -> [Row] {
        precondition(names.indices.contains(traceIndex), "trace index out of range")
        return rows.filter { row in
            row.positions[traceIndex] == nil && row.positions.contains { $0 != nil }
        }
    }
}
