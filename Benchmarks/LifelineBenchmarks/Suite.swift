import Foundation
import Lifeline

/// Runs the chosen groups in order, reporting progress on standard error (the table goes to
/// standard output once everything has run).
enum Suite {
    static func run(_ options: SuiteOptions) throws -> Report {
        let machine = Machine.current()
        let scratch = try ScratchDirectory(prefix: "lifeline-benchmarks")
        var figures: [Figure] = []
        var notes: [Group: [String]] = [:]
        // Items 3 and 4 share one model trace, made once.
        var corpus: Trace?
        func sharedCorpus() -> Trace {
            if let corpus { return corpus }
            let made = MainActor.assumeIsolated { TraceCorpus.trace(events: EncodingBenchmark.eventCount) }
            corpus = made
            return made
        }
        for group in options.groups {
            progress("\(group.title)…")
            switch group {
            case .recording:
                figures += try RecordingBenchmark.run(scratch: scratch)
                notes[group] = RecordingBenchmark.notes
            case .scale:
                figures += try ScaleBenchmark.run(maxViews: options.maxViews)
                notes[group] = ScaleBenchmark.notes
            case .encoding:
                figures += try EncodingBenchmark.run(trace: sharedCorpus())
                notes[group] = EncodingBenchmark.notes
            case .diagrams:
                figures += try DiagramBenchmark.run(corpus: sharedCorpus(), scratch: scratch)
                notes[group] = DiagramBenchmark.notes
            case .endToEnd:
                figures += try EndToEndBenchmark.run(scratch: scratch)
                notes[group] = EndToEndBenchmark.notes
            case .verify:
                figures += try VerifyBenchmark.run(scratch: scratch)
                notes[group] = VerifyBenchmark.notes
            }
        }
        return Report(machine: machine, figures: figures, notes: notes, appendix: profilingHistory())
    }

    /// Benchmarks/Profiling.md, the before-and-after record of the fixes, found next to this
    /// source so that it is appended wherever the suite runs from.
    static func profilingHistory() -> String {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Profiling.md").path
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    static func progress(_ message: String) {
        FileHandle.standardError.write(Data("\(message)\n".utf8))
    }
}
