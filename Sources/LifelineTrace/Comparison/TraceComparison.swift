/// Lines up the lifecycle callbacks of several traces side by side, so that differences between
/// load paths (which callbacks run, and in which order) can be read off one table.
///
/// Each row is one callback occurrence: the same object receiving the same callback for the
/// n-th time. Matching on the object's name rather than its identifier lets traces that created
/// their objects in a different order still line up.
public struct TraceComparison: Hashable, Sendable {
    /// One callback occurrence and where it falls in each trace.
    public struct Row: Hashable, Sendable {
        /// The name of the object that receives the callback, e.g. `vc`.
        public let object: String
        public let callback: EventName
        /// 1 for the first time this object receives this callback in a trace, 2 for the second...
        public let occurrence: Int
        /// The 1-based position among each trace's callbacks, `nil` where a trace lacks the row.
        /// One entry per compared trace, in the order the traces were given.
        public let positions: [Int?]

        /// `vc.viewWillLayoutSubviews()`, with ` #2` appended for a second occurrence, so that
        /// repeated callbacks stay distinguishable in a table.
        public var label: String {
            let base = "\(object).\(callback.rawValue)"
            return occurrence == 1 ? base : "\(base) #\(occurrence)"
        }
    }

    /// The names of the compared traces, in the order they were given (e.g. strategy names).
    /// They label the table's columns and key the JSON's `skipped` object, so they should be
    /// unique.
    public let names: [String]
    /// Every callback occurrence that any trace runs, in the order it first occurs (see
    /// `CallbackOccurrence.mergedOrder`).
    public let rows: [Row]

    /// Compares `traces`, one column each, in the order given.
    public init(_ traces: [(name: String, trace: Trace)]) {
        names = traces.map(\.name)
        let sequences = traces.map { CallbackOccurrence.sequence(in: $0.trace) }
        let positionTables = sequences.map { sequence in
            Dictionary(uniqueKeysWithValues: sequence.enumerated().map { ($0.element, $0.offset + 1) })
        }
        rows = CallbackOccurrence.mergedOrder(sequences).map { key in
            Row(object: key.object, callback: key.callback, occurrence: key.occurrence,
                positions: positionTables.map { $0[key] })
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
