/// The row labels of a comparison's table (`vc.viewWillAppear(false)`, `… #2`), each callback
/// spelled once however many rows it has, kept as bytes in one buffer: the text table of two
/// million-callback traces spells a million labels, which as a `Row` each (a String per label
/// and per cell) took 3.3 s and 490 MB (Benchmarks/Profiling.md, section 30).
///
/// A label of printable ASCII only is *plain*: one byte is one Character, so its width is its
/// length and the table pads it by bytes. Any other label is measured in Characters, as the
/// table always measured, and its line is made as a String.
struct TableLabels {
    private let table: AlignedTable
    /// Per callback number: where its plain label starts in `plain`, or `unspelled`, or
    /// `notPlain` (then `label(ofRow:)` spells it again when asked: such labels are rare).
    private var start: [Int32]
    private var length: [Int32]
    private var plain: [UInt8] = []

    private static let unspelled: Int32 = -1
    private static let notPlain: Int32 = -2

    init(_ comparison: TraceComparison) {
        table = comparison.table
        start = Array(repeating: Self.unspelled, count: table.callbackCount)
        length = Array(repeating: 0, count: table.callbackCount)
    }

    /// The label's width in Characters. Spells the row's callback the first time. O(label).
    mutating func width(ofRow row: Int) -> Int {
        let callback = spell(row)
        guard start[callback] != Self.notPlain else { return label(ofRow: row).count }
        let occurrence = table.occurrences[row]
        return Int(length[callback]) + (occurrence == 1 ? 0 : 2 + Self.digits(occurrence))
    }

    /// Appends the row's label and returns true when it is plain; appends nothing and returns
    /// false otherwise.
    mutating func appendPlainLabel(ofRow row: Int, to text: inout TextByteBuffer) -> Bool {
        let callback = spell(row)
        let first = Int(start[callback])
        guard first >= 0 else { return false }
        plain.withUnsafeBufferPointer { plain in
            text.append(UnsafeBufferPointer(rebasing: plain[first..<(first + Int(length[callback]))]))
        }
        let occurrence = table.occurrences[row]
        if occurrence != 1 {
            text.append(" #" as StaticString)
            text.append(integer: Int(occurrence))
        }
        return true
    }

    /// The row's label as a String, by `TraceComparison.Row`'s rule.
    func label(ofRow row: Int) -> String {
        let spelled = table.spelled(table.callbacks[row])
        return TraceComparison.Row.label(object: spelled.object, invocation: spelled.invocation,
                                         occurrence: Int(table.occurrences[row]))
    }

    /// The row's callback number, its label spelled and filed the first time.
    private mutating func spell(_ row: Int) -> Int {
        let callback = Int(table.callbacks[row])
        guard start[callback] == Self.unspelled else { return callback }
        let spelled = table.spelled(Int32(callback))
        let base = TraceComparison.Row.label(object: spelled.object, invocation: spelled.invocation, occurrence: 1)
        if base.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) {
            start[callback] = Int32(plain.count)
            length[callback] = Int32(base.utf8.count)
            plain += base.utf8
        } else {
            start[callback] = Self.notPlain
        }
        return callback
    }

    /// How many decimal digits a positive number has.
    static func digits(_ number: Int32) -> Int {
        var count = 1
        var rest = number / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        return count
    }
}
