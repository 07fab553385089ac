import Foundation
import Lifeline
import LifelineTrace

/// `LifelineBenchmarks once OPERATION N`: one operation, once, in a fresh process, then the
/// process's peak resident set in KiB on standard output. The peak-memory figures run it as a
/// child; callgrind runs it to count instructions (`valgrind --tool=callgrind ... once load
/// 10000`), where N = 1 gives the start-up cost to subtract.
///
/// Operations: `load` and `push` (item 2's, N views), `record` (N events through TraceRecorder,
/// item 1's sequence), `corpus` (the encoding benchmark's N-event trace, made only),
/// `encode-text` and `encode-json` (that trace made, then encoded REPEATS times: subtract `corpus`);
/// `write-trace N FILE` writes that trace as text to FILE, for the whole-command benchmarks;
/// item 4's linear flows: `pushes N` (N pushes on one navigation controller, each until idle),
/// `presents N` (a stack of N presentations) and `children N` (N children added, then removed);
/// `emit N` (issue 17's budget 3: N appearance cycles on one controller, recorded through `Responder.emit`). REPEATS (default 1) does it that many times in the one process, so that
/// `perf stat` sees the steady state the timed runs see rather than a cold start.
enum SingleRun {
    static func main(_ arguments: [String]) -> Never {
        if arguments.count == 3, arguments[0] == "write-trace", let count = Int(arguments[1]), count > 0 {
            let trace = MainActor.assumeIsolated { TraceCorpus.trace(events: count) }
            guard FileManager.default.createFile(atPath: arguments[2], contents: Data(TextTraceFormat.encode(trace).utf8)) else {
                fail("cannot write \(arguments[2])", status: 1)
            }
            exit(0)
        }
        guard arguments.count == 2 || arguments.count == 3, let count = Int(arguments[1]), count > 0,
              let repeats = arguments.count == 3 ? Int(arguments[2]) : 1, repeats > 0 else {
            FileHandle.standardError.write(Data("usage: once load|push|record|corpus|encode-text|encode-json N [REPEATS]\n".utf8))
            exit(2)
        }
        if ["corpus", "encode-text", "encode-json"].contains(arguments[0]) {
            let trace = MainActor.assumeIsolated { TraceCorpus.trace(events: count) }
            for _ in 0..<(arguments[0] == "corpus" ? 0 : repeats) {
                blackHole(arguments[0] == "encode-text" ? TextTraceFormat.encode(trace) : JSONTraceFormat.encode(trace))
            }
            print(peakResidentKiB())
            exit(0)
        }
        for _ in 0..<repeats { MainActor.assumeIsolated {
            switch arguments[0] {
            case "load":
                blackHole(ScaleScenarios.rootWindowLoad(views: count))
            case "push":
                let session = Session()
                session.run { session in
                    let (window, nav) = ScaleScenarios.visibleNavigation(session)
                    ScaleScenarios.push(views: count, onto: nav, session)
                    blackHole((window, session.trace))
                }
            case "pushes":
                blackHole(LinearFlows.pushes(count))
            case "presents":
                blackHole(LinearFlows.presentations(count))
            case "children":
                blackHole(LinearFlows.children(count))
            case "emit":
                blackHole(ModelRecordingBenchmark.appearanceCycles(count))
            case "record":
                blackHole(RecordingBenchmark.record(RecordingBenchmark.sequence().prefix(count)).eventCount)
            default:
                FileHandle.standardError.write(Data("unknown operation \(arguments[0])\n".utf8))
                exit(2)
            }
        } }
        print(peakResidentKiB())
        exit(0)
    }

    /// VmHWM, the peak resident set of this process since exec, in KiB.
    static func peakResidentKiB() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
