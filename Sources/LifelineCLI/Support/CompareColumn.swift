import Lifeline
import LifelineTrace

/// One column of `lifeline compare`: what a trace that was run or read is called. The title heads
/// the column, keys the JSON and names the trace in the diagram. Titles come from users (a file's
/// name, the scenario a trace records), so each is one line: a line break or an invisible
/// character in one is spelled as the text trace format spells it (`\n`, `\u{1B}`), and cannot
/// add a row to the table or a line to the diagram's header; every format then escapes the
/// title as it escapes any name.
struct CompareColumn {
    var title: String
    /// The file a saved trace was read from, as typed; `nil` for a strategy or scenario file that ran.
    var file: String?

    /// A run: titled by the strategy's name or the scenario file's base name.
    init(name: String) {
        title = TraceNameSyntax.visible(name)
    }

    /// A saved trace: titled by the scenario it records, as a run of that scenario would be, or by
    /// its file when it names none.
    init(savedTrace trace: Trace, file: String) {
        title = TraceNameSyntax.visible(trace.scenario.flatMap { $0.isEmpty ? nil : $0 } ?? InputFile.displayName(file))
        self.file = file
    }

    /// The columns with unique titles: a saved trace whose scenario another column also records
    /// (two recordings of one flow, or a recording beside a run of it) is titled by its file
    /// instead. A clash that remains (a trace whose scenario is another column's file name) is
    /// refused, since the titles key the JSON.
    static func titles(_ columns: [CompareColumn]) throws -> [String] {
        var counts: [String: Int] = [:]
        for column in columns { counts[column.title, default: 0] += 1 }
        var titled = columns
        for index in titled.indices where counts[titled[index].title, default: 0] > 1 {
            if let file = titled[index].file { titled[index].title = TraceNameSyntax.visible(InputFile.displayName(file)) }
        }
        var seen: Set<String> = []
        for column in titled where !seen.insert(column.title).inserted {
            throw CommandFailure("two columns would be named '\(column.title)'; rename a file or a scenario.")
        }
        return titled.map(\.title)
    }
}
