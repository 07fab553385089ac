/// Lines up the lifecycle callbacks of several traces side by side, so that differences between
/// load paths or iOS versions (which callbacks run, with which arguments, in which order) can be
/// read off one table.
///
/// Each row is one callback: the same object receiving the same callback with the same
/// arguments, matched by name rather than identifier, so traces that created their objects in a
/// different order still line up. Rows come from an order-preserving alignment
/// (`ComparisonAlignment`, a longest common subsequence): every column reads top to bottom in
/// its trace's order, and no row holds two different callbacks.
///
/// Rows are kept as numbers and spelled when asked for (`row(_:)`, `rows`): a diagram of two
/// million-callback traces spells the few hundred rows it shows (Benchmarks/Profiling.md).
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
        public var label: String { Self.label(object: object, invocation: invocation, occurrence: occurrence) }

        /// The label rule, for `TableLabels` too, which spells rows without making them.
        static func label(object: String, invocation: String, occurrence: Int) -> String {
            let base = "\(object).\(invocation)"
            return occurrence == 1 ? base : "\(base) #\(occurrence)"
        }
    }

    /// The names of the compared traces, in the order they were given (e.g. strategy names).
    /// They label the table's columns and key the JSON's `skipped` object, so they should be
    /// unique.
    public let names: [String]
    let table: AlignedTable

    /// Every callback that any trace runs, aligned (see `ComparisonAlignment`), spelled.
    public var rows: [Row] { (0..<rowCount).map(row) }

    /// How many rows the comparison has.
    public var rowCount: Int { table.callbacks.count }

    /// The row at `index` (0-based), spelled.
    public func row(_ index: Int) -> Row {
        let callback = table.spelled(table.callbacks[index])
        return Row(object: callback.object, callback: callback.callback, invocation: callback.invocation,
                   occurrence: Int(table.occurrences[index]),
                   positions: table.positions.indices.map { position(ofRow: index, inTrace: $0) })
    }

    /// The 1-based position of row `index` among the callbacks of the trace at `traceIndex`, `nil`
    /// where that trace lacks the row.
    public func position(ofRow index: Int, inTrace traceIndex: Int) -> Int? {
        let position = table.positions[traceIndex][index]
        return position == 0 ? nil : Int(position)
    }

    /// Whether rows `index` and `other` are the same callback (object, callback and arguments),
    /// whatever their occurrence.
    public func sameCallback(row index: Int, as other: Int) -> Bool {
        table.callbacks[index] == table.callbacks[other]
    }

    /// How many callbacks the trace at `traceIndex` runs: the rows it has a position in.
    public func callbackCount(ofTrace traceIndex: Int) -> Int {
        table.positions[traceIndex].reduce(0) { $1 == 0 ? $0 : $0 + 1 }
    }

    /// Compares `traces`, one column each, in the order given.
    public init(_ traces: [(name: String, trace: Trace)]) {
        var builder = Builder()
        for run in traces { builder.add(run.trace) }
        self = builder.comparison(names: traces.map(\.name))
    }

    private init(names: [String], table: AlignedTable) {
        self.names = names
        self.table = table
    }

    /// Builds a comparison one trace at a time, keeping of each only its callbacks as numbers:
    /// a caller reading large traces from files holds one trace at a time, not all of them.
    public struct Builder: Sendable {
        private var numbering = CallbackTable()
        private var sequences: [[Int32]] = []

        /// An empty comparison.
        public init() {}

        /// Adds `trace` as the next column.
        public mutating func add(_ trace: Trace) {
            sequences.append(numbering.callbacks(of: trace))
        }

        /// The comparison of the traces added, named `names` (one per trace, in order).
        public consuming func comparison(names: [String]) -> TraceComparison {
            precondition(names.count == sequences.count, "one name per trace")
            numbering.finishNumbering()
            return TraceComparison(names: names, table: AlignedTable(sequences, numbering: numbering))
        }
    }

    /// The rows that the trace at `traceIndex` lacks although at least one other trace runs them.
    public func skipped(by traceIndex: Int) -> [Row] {
        skippedRows(by: traceIndex).map(row)
    }

    /// How many rows `skipped(by:)` gives, without spelling them.
    public func skippedCount(by traceIndex: Int) -> Int {
        skippedRows(by: traceIndex).count
    }

    private func skippedRows(by traceIndex: Int) -> [Int] {
        precondition(names.indices.contains(traceIndex), "trace index out of range")
        let column = table.positions[traceIndex]
        return column.indices.filter { row in
            column[row] == 0 && table.positions.contains { $0[row] != 0 }
        }
    }

    public static func == (lhs: TraceComparison, rhs: TraceComparison) -> Bool {
        lhs.names == rhs.names && lhs.rows == rhs.rows
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(names)
        hasher.combine(rows)
    }
}

/// The aligned rows as numbers, and what spells them.
final class AlignedTable: Sendable {
    let callbacks: [Int32]
    let positions: [[Int32]]
    /// Per row: 1 for the first row of its callback, 2 for the second...
    let occurrences: [Int32]
    private let numbering: CallbackTable

    init(_ sequences: [[Int32]], numbering: CallbackTable) {
        let alignment = ComparisonAlignment(sequences)
        callbacks = alignment.callbacks
        positions = alignment.positions
        var counts = [Int32](repeating: 0, count: numbering.count)
        occurrences = alignment.callbacks.map { callback in
            counts[Int(callback)] += 1
            return counts[Int(callback)]
        }
        self.numbering = numbering
    }

    /// How many different callbacks the rows hold (their numbers are 0 up to this).
    var callbackCount: Int { numbering.count }

    /// The text of callback number `callback`.
    func spelled(_ callback: Int32) -> ComparedCallback {
        numbering.spelled(callback)
    }
}
