import Foundation
import Lifeline

/// Issue 17, budget 3: what an event costs on the model's own path, `Responder.emit`, rather than
/// through the bare `TraceRecorder` (RecordingBenchmark's figure, kept as the lower bound). A loaded
/// child controller is taken through appearance transitions by hand, as a custom container does:
/// `beginAppearanceTransition`/`endAppearanceTransition` in and out, each delivering the model's
/// callbacks (viewWillAppear, viewDidAppear, …) through `emit`. Cost per event = the run's time
/// divided by the events the session recorded.
@MainActor
enum ModelRecordingBenchmark {
    /// Appearance cycles per run: each records the transitions and the callbacks they deliver.
    nonisolated static let cycles = 100_000
    nonisolated static let runs = 7

    /// `cycles` appear/disappear cycles on one loaded controller, in a session of its own; returns
    /// the number of events recorded (the divisor).
    static func appearanceCycles(_ cycles: Int) -> Int {
        let trace = Session.record(scenario: "appearance cycles") { _ in
            let controller = ViewController(name: "child")
            controller.loadViewIfNeeded()
            for _ in 0..<cycles {
                controller.beginAppearanceTransition(true, animated: false)
                controller.endAppearanceTransition()
                controller.beginAppearanceTransition(false, animated: false)
                controller.endAppearanceTransition()
            }
        }
        return trace.events.count
    }

    /// The articles' tracer for the same callbacks: each override does `print("\(self) \(#function)")`
    /// and calls super (here, nothing: the figure is the tracer's own cost).
    final class PrintTracedController: CustomStringConvertible {
        var description: String { "<PrintTracedController: 0x600000c04000>" }
        @inline(never) func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) { print("\(self) \(#function)") }
        @inline(never) func endAppearanceTransition() { print("\(self) \(#function)") }
        @inline(never) func viewWillAppear(_ animated: Bool) { print("\(self) \(#function)") }
        @inline(never) func viewDidAppear(_ animated: Bool) { print("\(self) \(#function)") }
        @inline(never) func viewWillDisappear(_ animated: Bool) { print("\(self) \(#function)") }
        @inline(never) func viewDidDisappear(_ animated: Bool) { print("\(self) \(#function)") }
    }

    /// The print tracer's events for `cycles` cycles, with standard output redirected to `path`
    /// in this process (dup2), as `command > file` would: returns the number of lines printed.
    static func printCycles(_ cycles: Int, to path: String) throws -> Int {
        let controller = PrintTracedController()
        fflush(nil)
        let saved = dup(STDOUT_FILENO)
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard saved >= 0, file >= 0 else { throw BenchmarkFailure("cannot redirect standard output to \(path)") }
        dup2(file, STDOUT_FILENO)
        close(file)
        defer {
            fflush(nil)
            dup2(saved, STDOUT_FILENO)
            close(saved)
        }
        for _ in 0..<cycles {
            controller.beginAppearanceTransition(true, animated: false)
            controller.viewWillAppear(false)
            controller.endAppearanceTransition()
            controller.viewDidAppear(false)
            controller.beginAppearanceTransition(false, animated: false)
            controller.viewWillDisappear(false)
            controller.endAppearanceTransition()
            controller.viewDidDisappear(false)
        }
        return cycles * 8
    }

    /// Cold: the first session and recorder of the process when the recording group runs first
    /// (the default order), one run, before any warm-up; nanoseconds per event.
    static func cold() -> Double {
        var events = 0
        let time = milliseconds { events = appearanceCycles(cycles) }
        return time * 1e6 / Double(events)
    }

    static func run(printPath path: String, coldNs: Double, bareRecorderNs: Double) throws -> [Figure] {
        var events = 0
        let warm = Samples.timing(runs: runs) { events = appearanceCycles(cycles) }
        var printed = 0
        let printing = try Samples.timing(runs: runs) { printed = try printCycles(cycles, to: path) }

        let ns = { (value: Double) in String(format: "%.1f ns", value) }
        let warmNs = warm.median * 1e6 / Double(events)
        let printNs = printing.median * 1e6 / Double(printed)
        return [
            Figure(.recording, "Lifeline through Responder.emit (appearance transitions), cold, per event",
                   value: ns(coldNs), spread: "1 run"),
            Figure(.recording, "Lifeline through Responder.emit (appearance transitions), warm, per event",
                   value: ns(warmNs), budget: "≤ 15 ns", verdict: .check(warmNs <= 15),
                   spread: warm.spread { ns($0 * 1e6 / Double(events)) }),
            Figure(.recording, "print(\"\\(self) \\(#function)\") to stdout redirected to a file, per event",
                   value: ns(printNs), spread: printing.spread { ns($0 * 1e6 / Double(printed)) }),
            Figure(.recording, "print tracer / Lifeline through emit", value: String(format: "%.1f×", printNs / warmNs),
                   budget: "≥ 30×", verdict: .check(printNs / warmNs >= 30)),
            Figure(.recording, "Lifeline through emit / bare TraceRecorder", value: String(format: "%.1f×", warmNs / bareRecorderNs)),
        ]
    }

    nonisolated static let notes = [
        "Through emit: \(cycles.formatted()) cycles of `beginAppearanceTransition(true)`, `endAppearanceTransition()`, "
            + "`beginAppearanceTransition(false)`, `endAppearanceTransition()` on one loaded controller in a fresh "
            + "session per run, divided by the events the session recorded (the transitions and the "
            + "viewWill/DidAppear and viewWill/DidDisappear they deliver); the model's own work is included. "
            + "Cold is the process's first session (recording runs first by default), one run; warm is the median "
            + "of \(runs) runs after one warm-up. The bare TraceRecorder figure above is the lower bound.",
        "print tracer on the same path: one `print(\"\\(self) \\(#function)\")` per callback, in process, with "
            + "standard output redirected to a file by dup2 (what `command > file` does), so `print`'s own "
            + "locking and buffering of stdout are included.",
    ]
}
