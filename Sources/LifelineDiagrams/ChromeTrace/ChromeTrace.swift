import LifelineTrace

/// A trace in the Trace Event Format (the JSON that Perfetto UI and `chrome://tracing` open):
/// - one track per lifeline: process 1 is the run, thread 1 the run loop and thread `id + 1`
///   each object, named by `thread_name` metadata and kept in lifeline order by
///   `thread_sort_index`;
/// - callbacks, calls and run-loop phases as complete events (`"ph":"X"`) lasting until their
///   last nested event ends, so nested callbacks are nested slices, well nested on every track:
///   a subtree is a run of consecutive sequences, so two slices either nest or do not overlap;
/// - diagnostics, log lines and state changes as thread-scoped instant events (`"ph":"i"`),
///   markers as global instants;
/// - timestamps in microseconds: the run loop's virtual clock (`TraceEvent.virtualTime`, which
///   timers and animations advance) plus 1 µs per event before it, since the model's events take
///   no time of their own and their order must show: a 0.35 s animation is a 350 ms gap, and the
///   events of one instant follow each other a microsecond apart. A clock that goes back (only in
///   a hand-built trace) still gives increasing timestamps.
public enum ChromeTrace {
    /// The Trace Event Format JSON of `trace`, an object with `traceEvents`.
    public static func json(_ trace: Trace) -> String {
        let labels = EventLabels(trace)
        let count = trace.events.count
        // The last event of each subtree, for the slices' ends: children follow their parent.
        var last = Array(0...count)
        for sequence in stride(from: count, through: 1, by: -1) {
            if let parent = trace.event(sequence).parent, parent >= 1, parent < sequence {
                last[parent] = max(last[parent], last[sequence])
            }
        }
        var timestamps = Array(repeating: 0, count: count + 2)
        for sequence in stride(from: 1, through: count, by: 1) {
            let clock = trace.event(sequence).virtualTime
            let micros = clock.isFinite && clock > 0 ? Int(min(clock * 1_000_000, 1e15).rounded()) : 0
            timestamps[sequence] = max(micros + sequence - 1, sequence == 1 ? 0 : timestamps[sequence - 1] + 1)
        }
        timestamps[count + 1] = count == 0 ? 0 : timestamps[count] + 1
        func timestamp(_ sequence: Int) -> Int { timestamps[sequence] }
        func thread(_ object: ObjectID?) -> Int { (object?.rawValue ?? 0) + 1 }

        var json = ScriptSafeJSON()
        json.raw("{")
        json.key("displayTimeUnit")
        json.string("ms")
        json.raw(",")
        json.key("otherData")
        json.raw("{")
        json.key("scenario")
        json.string(trace.scenario ?? "trace")
        json.raw(",")
        json.key("ios")
        json.number(trace.iosVersion)
        json.raw(",")
        json.key("timestamps")
        json.string("virtual time in µs, plus 1 µs per event before it")
        json.raw("},")
        json.key("traceEvents")
        json.raw("[")
        metadata("process_name", thread: 0, name: "\(trace.scenario ?? "trace") · iOS \(trace.iosVersion)", into: &json)
        var threads: Set<Int> = []
        for event in trace.events { threads.insert(thread(event.object)) }
        for tid in threads.sorted() {
            let name: String
            if tid == 1 {
                name = "run loop"
            } else if let object = trace.object(ObjectID(tid - 1)) {
                name = object.name + " (" + object.className + ")"
            } else {
                name = ObjectID(tid - 1).description
            }
            json.raw(",")
            metadata("thread_name", thread: tid, name: name, into: &json)
            json.raw(",{\"name\":\"thread_sort_index\",\"ph\":\"M\",\"pid\":1,")
            json.key("tid")
            json.number(tid)
            json.raw(",\"args\":{\"sort_index\":")
            json.number(tid)
            json.raw("}}")
        }
        for sequence in stride(from: 1, through: count, by: 1) {
            let event = trace.event(sequence)
            json.raw(",{")
            json.key("name")
            switch event.kind {
            case .diagnostic, .log, .state: json.string(labels.line(of: sequence))
            case .call, .callback, .runLoop: json.string(labels.invocation(of: sequence, includingReceiver: false))
            }
            json.raw(",")
            json.key("cat")
            json.string(event.kind.rawValue)
            json.raw(",")
            json.key("ph")
            switch event.kind {
            case .diagnostic, .log, .state:
                json.raw("\"i\",\"s\":\"t\",")
            case .call, .callback, .runLoop:
                json.raw("\"X\",")
                json.key("dur")
                json.number(timestamp(last[sequence]) + 1 - timestamp(sequence))
                json.raw(",")
            }
            json.key("ts")
            json.number(timestamp(sequence))
            json.raw(",\"pid\":1,")
            json.key("tid")
            json.number(thread(event.object))
            json.raw(",")
            json.key("args")
            json.raw("{")
            json.key("sequence")
            json.number(sequence)
            json.raw(",")
            json.key("turn")
            json.number(event.turn)
            json.raw(",")
            json.key("virtualTime")
            json.number(event.virtualTime)
            json.raw(",")
            json.key("line")
            json.string(labels.line(of: sequence))
            json.raw("}}")
        }
        for marker in trace.markers {
            json.raw(",{")
            json.key("name")
            json.string(marker.name)
            json.raw(",\"cat\":\"marker\",\"ph\":\"i\",\"s\":\"g\",")
            json.key("ts")
            json.number(timestamp(min(marker.position + 1, count + 1)))
            json.raw(",\"pid\":1,\"tid\":1,")
            json.key("args")
            json.raw("{")
            json.key("turn")
            json.number(marker.turn)
            json.raw("}}")
        }
        json.raw("]}")
        return json.text
    }

    private static func metadata(_ kind: StaticString, thread: Int, name: String, into json: inout ScriptSafeJSON) {
        json.raw("{")
        json.key("name")
        json.string(kind.description)
        json.raw(",\"ph\":\"M\",\"pid\":1,")
        json.key("tid")
        json.number(thread)
        json.raw(",")
        json.key("args")
        json.raw("{")
        json.key("name")
        json.string(name)
        json.raw("}}")
    }
}
