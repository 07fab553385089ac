/// Counts as people read them in diagram text: `99,532`. Written here rather than with
/// Foundation's formatters so output never depends on the machine's locale.
enum NumberText {
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// `1 event`, `2 events`.
    static func count(_ value: Int, _ noun: String) -> String {
        grouped(value) + " " + noun + (value == 1 ? "" : "s")
    }
}
