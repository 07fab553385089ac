import LifelineTrace
import Testing

/// Virtual time (format 4): the recorder's sparse clock, `TraceEvent.virtualTime`, and how the
/// text and JSON formats carry it, checked on whole files.
@Suite("Virtual time")
struct VirtualTimeTests {
    @Test func theTableKeepsOneEntryPerChange() {
        var table = VirtualTimeTable()
        table.set(0, from: 0)            // no change from the start
        #expect(table.isEmpty)
        table.set(0.35, from: 3)
        table.set(0.35, from: 5)         // no change
        table.set(0.5, from: 7)
        table.set(0.7, from: 7)          // a later change at the same event replaces it
        #expect((0...9).map(table.seconds(at:)) == [0, 0, 0, 0.35, 0.35, 0.35, 0.35, 0.7, 0.7, 0.7])
        var back = VirtualTimeTable()
        back.set(1, from: 2)
        back.set(0, from: 2)             // moved and back before any event: nothing to keep
        #expect(back.isEmpty)
    }

    /// A window shows a controller; an animation's completion runs 0.35 s later in turn 1; the
    /// user lets 0.5 s more pass and calls again in the same turn.
    static func timed() -> Trace {
        let recorder = TraceRecorder(iosVersion: 26, scenario: "timed")
        let window = recorder.register(name: "window", className: "Window", role: .window)
        let vc = recorder.register(name: "vc", className: "VC", role: .viewController)
        let show = recorder.open(.makeKeyAndVisible, object: window)       // 1
        recorder.record(.viewWillAppear, object: vc, arguments: .animated(true))  // 2
        recorder.close(show)
        recorder.turn = 1
        recorder.setVirtualTime(0.35)
        let queue = recorder.open(.mainQueue, object: nil, cause: show)    // 3
        recorder.record(.viewDidAppear, object: vc, arguments: .animated(true))   // 4
        recorder.close(queue)
        recorder.setVirtualTime(0.85)
        recorder.record(.view, object: vc)                                 // 5
        return recorder.trace
    }

    @Test func recordedEventsCarryTheClock() {
        let trace = Self.timed()
        #expect(trace.events.map(\.virtualTime) == [0, 0, 0.35, 0.35, 0.85])
        #expect((1...5).map(trace.virtualTime(at:)) == [0, 0, 0.35, 0.35, 0.85])
        // Unpacked into an array, the events keep it.
        #expect(Array(trace.events).map(\.virtualTime) == [0, 0, 0.35, 0.35, 0.85])
    }

    static let timedText = """
        lifeline-trace 4
        ios: 26
        scenario: timed
        objects:
          window = Window [window]
          vc = VC [viewController]
        events:
        turn 0
          [1] window.makeKeyAndVisible()
            vc.viewWillAppear(true)
        turn 1 at 0.35s
          ~ main queue <- [1]
            vc.viewDidAppear(true)
        at 0.85s
          [2] vc.view

        """

    @Test func textShowsTheClockWhereItMovesAndReadsItBack() throws {
        let trace = Self.timed()
        #expect(TextTraceFormat.encode(trace) == Self.timedText)
        #expect(try TextTraceFormat.encodeChecked(trace) == Self.timedText)
        #expect(try TextTraceFormat.decode(Self.timedText) == trace)
    }

    @Test func jsonCarriesTheTimeOfEveryEvent() throws {
        let trace = Self.timed()
        let json = JSONTraceFormat.encode(trace)
        #expect(json.contains("\"version\" : 4,"))
        let times = json.split(separator: "\n").filter { $0.contains("\"seq\"") }
            .map { $0.split(separator: "\"time\" : ")[1].prefix { $0 != "," } }
        #expect(times == ["0", "0", "0.35", "0.35", "0.85"])
        #expect(try JSONTraceFormat.decode(json) == trace)
    }

    /// A trace whose clock never moved is written in format 3, as before virtual time, and every
    /// older format reads with the clock at 0.
    @Test func untimedTracesStayFormat3AndOlderFilesReadAtZero() throws {
        let recorder = TraceRecorder(iosVersion: 26)
        let vc = recorder.register(name: "vc", className: "VC", role: .viewController)
        recorder.record(.loadView, object: vc)
        let text = TextTraceFormat.encode(recorder.trace)
        #expect(text.hasPrefix("lifeline-trace 3\n"))
        #expect(JSONTraceFormat.encode(recorder.trace).contains("\"version\" : 3,"))
        #expect(!JSONTraceFormat.encode(recorder.trace).contains("\"time\""))
        #expect(try TextTraceFormat.decode(text).events.map(\.virtualTime) == [0])
    }

    @Test(arguments: [
        (Self.timedText.replacingOccurrences(of: "at 0.85s", with: "at 0.2s"),
         "14:4: time 0.2s is before 0.35s; virtual time never goes back"),
        (Self.timedText.replacingOccurrences(of: "turn 1 at 0.35s", with: "turn 1 at -1s"),
         "11:11: expected seconds of virtual time, 0 or more (e.g. `0.35s`), found `-1`"),
        (Self.timedText.replacingOccurrences(of: "at 0.85s", with: "at 0.85"),
         "14:8: expected `s` after the seconds, found end of line"),
        (Self.timedText.replacingOccurrences(of: "lifeline-trace 4", with: "lifeline-trace 3"),
         "11:7: unexpected ` at 0.35s` after the turn number; expected end of line"),
    ])
    func badTimesAreRefusedWithTheirPosition(text: String, expected: String) {
        #expect(throws: TraceDecodingError.self) { try TextTraceFormat.decode(text) }
        do {
            _ = try TextTraceFormat.decode(text)
        } catch {
            #expect("\(error.line):\(error.column): \(error.message)" == expected)
        }
    }

    @Test func jsonRefusesTimeBeforeFormat4AndTimeGoingBack() throws {
        let json = JSONTraceFormat.encode(Self.timed())
        let older = json.replacingOccurrences(of: "\"version\" : 4", with: "\"version\" : 3")
        #expect(throws: TraceDecodingError.self) { try JSONTraceFormat.decode(older) }
        let backwards = json.replacingOccurrences(of: "\"time\" : 0.85", with: "\"time\" : 0.1")
        do {
            _ = try JSONTraceFormat.decode(backwards)
            Issue.record("a clock going back was read")
        } catch {
            #expect(error.message == "`time` 0.1 is before the previous event's 0.35; virtual time never goes back")
        }
    }

    @Test func validationRefusesAClockGoingBack() {
        var trace = Self.timed()
        trace.events[4].virtualTime = 0.1
        #expect(throws: TraceEncodingError(message: "cannot write the trace: event 5: virtual time 0.1 must be finite and at least the previous "
            + "event's 0.35; the clock never goes back")) {
            try TextTraceFormat.encodeChecked(trace)
        }
    }
}
