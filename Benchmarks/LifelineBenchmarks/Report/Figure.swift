/// One line of the results: a measured value, the budget the issue sets for it (if any), whether
/// it is met, how much the measurement spread, and the command that measures it again.
struct Figure {
    /// Whether a figure meets its budget. Read from the table, never asserted in a test.
    enum Verdict: String {
        case met = "met"
        case missed = "MISSED"
        /// A figure the issue asks to report without a budget.
        case reported = "–"
        case notAvailable = "not available yet"

        /// A verdict from a condition.
        static func check(_ condition: Bool) -> Verdict { condition ? .met : .missed }
    }

    let group: Group
    let name: String
    let value: String
    let budget: String
    let verdict: Verdict
    /// Runs and range, or how the value was derived.
    let spread: String

    init(_ group: Group, _ name: String, value: String, budget: String = "–", verdict: Verdict = .reported,
         spread: String = "") {
        self.group = group
        self.name = name
        self.value = value
        self.budget = budget
        self.verdict = verdict
        self.spread = spread
    }
}

/// The six things the issue measures; each can be run alone with `--only NAME`.
enum Group: String, CaseIterable {
    case recording, scale, encoding, diagrams, endToEnd = "end-to-end", verify

    var title: String {
        switch self {
        case .recording: "1. Recording cost per callback"
        case .scale: "2. Scale of the model"
        case .encoding: "3. Trace encoding (1,000,000 events)"
        case .diagrams: "4. Diagrams"
        case .endToEnd: "5. End to end (whole processes)"
        case .verify: "6. Regression (`lifeline verify`)"
        }
    }

    /// The command that reproduces this group's figures.
    var command: String { "make bench BENCH_ARGS='--only \(rawValue)'" }
}
