import Foundation
import LifelineTrace

/// Item 1: what recording one callback costs. Three recorders take the same sequence of events:
/// Lifeline's `TraceRecorder` (open and close, as every model callback does through `emit`), the
/// articles' technique (a `print`-style formatted line per override, through stdio into a file),
/// and the practical limit (a fixed-size value appended to a preallocated array).
enum RecordingBenchmark {
    static let eventCount = 1_000_000
    static let runs = 7

    /// One callback as the benchmark replays it.
    struct SampleEvent {
        let name: EventName
        /// The name as a small number, for the limit, which stores no enum (computed beforehand).
        let code: UInt16
        let object: ObjectID
        let animated: Bool
    }

    /// The limit's record: the same facts, in 8 bytes, no optionals, no nesting.
    struct RawEvent {
        var name: UInt16
        var animated: Bool
        var object: UInt32
    }

    /// A life cycle's worth of callbacks over 8 controllers, repeated: what an app's trace holds.
    static func sequence() -> [SampleEvent] {
        let names: [EventName] = [.loadView, .viewDidLoad, .viewWillAppear, .viewIsAppearing,
                                  .viewWillLayoutSubviews, .viewDidLayoutSubviews, .viewDidAppear,
                                  .viewWillDisappear, .viewDidDisappear]
        return (0..<eventCount).map { index in
            SampleEvent(name: names[index % names.count], code: UInt16(index % names.count), object: ObjectID(1 + (index / names.count) % 8),
                        animated: index % 3 == 0)
        }
    }

    /// Lifeline's recorder over `events`: an open and a close each, as the model's `emit` does.
    static func record(_ events: some Sequence<SampleEvent>) -> TraceRecorder {
        let recorder = TraceRecorder(iosVersion: 17)
        for event in events {
            let sequence = recorder.open(event.name, object: event.object, arguments: .animated(event.animated))
            recorder.close(sequence)
        }
        return recorder
    }

    static func run(scratch: ScratchDirectory) throws -> [Figure] {
        // Before anything else records, so that its cold figure is the process's first recorder.
        let modelColdNs = MainActor.assumeIsolated { ModelRecordingBenchmark.cold() }
        let events = sequence()
        let objectNames = (0...8).map { "controller\($0)" }
        let perEvent = { (samples: Samples) in samples.median * 1e6 / Double(eventCount) }

        let lifeline = Samples.timing(runs: runs) { blackHole(record(events).eventCount) }
        let limit = Samples.timing(runs: runs) {
            var raw: [RawEvent] = []
            raw.reserveCapacity(eventCount)
            for event in events {
                raw.append(RawEvent(name: event.code,
                                    animated: event.animated, object: UInt32(event.object.rawValue)))
            }
            blackHole(raw)
        }
        let path = scratch.file("print-tracer.log")
        let printed = try Samples.timing(runs: runs) {
            guard let file = fopen(path, "w") else { throw BenchmarkFailure("cannot open \(path)") }
            for event in events {
                fputs("\(objectNames[event.object.rawValue]).\(event.name.rawValue)(\(event.animated))\n", file)
            }
            fclose(file)
        }

        let ns = { (value: Double) in String(format: "%.1f ns", value) }
        let nsSpread = { (samples: Samples) in samples.spread { ns($0 * 1e6 / Double(eventCount)) } }
        let recorderNs = perEvent(lifeline), printNs = perEvent(printed), limitNs = perEvent(limit)
        let printPath = scratch.file("print-tracer-stdout.log")
        let modelFigures = try MainActor.assumeIsolated {
            try ModelRecordingBenchmark.run(printPath: printPath, coldNs: modelColdNs, bareRecorderNs: recorderNs)
        }
        return [
            Figure(.recording, "Lifeline TraceRecorder, per event", value: ns(recorderNs), budget: "≤ 50 ns",
                   verdict: .check(recorderNs <= 50), spread: nsSpread(lifeline)),
            Figure(.recording, "print tracer (fputs of a formatted line to a file), per event", value: ns(printNs),
                   spread: nsSpread(printed)),
            Figure(.recording, "limit (fixed-size value into a preallocated array), per event", value: ns(limitNs),
                   spread: nsSpread(limit)),
            Figure(.recording, "print tracer / Lifeline", value: String(format: "%.1f×", printNs / recorderNs),
                   budget: "≥ 20×", verdict: .check(printNs / recorderNs >= 20)),
            Figure(.recording, "Lifeline / limit", value: String(format: "%.1f×", recorderNs / limitNs),
                   budget: "≤ 5×", verdict: .check(recorderNs / limitNs <= 5)),
        ] + modelFigures
    }

    static let notes = [
        "The same \(eventCount.formatted()) events (9 appearance and layout callbacks over 8 controllers, "
            + "every third animated) go through each recorder; a run is the whole sequence, divided by the "
            + "event count. \(runs) runs after one warm-up.",
        "Lifeline: `TraceRecorder.open` then `close`, as every model callback records through `emit`, "
            + "into a recorder created for the run (its array growth is included).",
        "Print tracer: `fputs(\"\\(name).\\(callback)(\\(animated))\\n\")` into a file opened with `fopen`, "
            + "as the articles' overrides `print` a line; stdio buffers, the file is in the temporary folder.",
        "Limit: an 8-byte struct appended to an array reserved for every event beforehand.",
    ] + ModelRecordingBenchmark.notes
}
