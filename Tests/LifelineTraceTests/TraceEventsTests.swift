import Testing
import LifelineTrace

/// A trace read from a recorder reads the recorder's packed events in place; it must behave
/// exactly as the same events in an array, and stay valid however recording goes on.
@Suite struct TraceEventsTests {
    /// Three events across the recorder's turn and nesting, as an array would hold them.
    static let expected: [TraceEvent] = [
        TraceEvent(name: .viewDidLoad, object: ObjectID(1), turn: 2, parent: nil, cause: nil),
        TraceEvent(name: .addSubview, object: ObjectID(1), arguments: .object(ObjectID(1)), turn: 2, parent: nil, cause: 2),
        TraceEvent(name: .updateInteractivePop, object: ObjectID(1), arguments: EventArguments(.number(0.25)), turn: 2,
                   parent: 2, cause: 2),
    ]

    static func recorded() -> TraceRecorder {
        let recorder = TraceRecorder(iosVersion: 17)
        let vc = recorder.register(name: "vc", className: "VC", role: .viewController)
        recorder.turn = 2
        recorder.record(.viewDidLoad, object: vc)
        let call = recorder.open(.addSubview, object: vc, arguments: .object(vc))
        recorder.record(.updateInteractivePop, object: vc, arguments: EventArguments(.number(0.25)))
        recorder.close(call)
        return recorder
    }

    @Test func packedEventsEqualAndHashAsTheArray() {
        let packed = Self.recorded().events
        let array = TraceEvents(Self.expected)
        #expect(packed == array)
        #expect(packed.hashValue == array.hashValue)
        #expect(Array(packed) == Self.expected)
        #expect(packed.description == Self.expected.description)
        #expect(packed != TraceEvents(Self.expected.dropLast()))
    }

    @Test func changingPackedEventsChangesOnlyTheCopy() {
        let recorder = Self.recorded()
        var events = recorder.events
        events[0].turn = 9
        events.append(Self.expected[0])
        events.remove(at: 1)
        #expect(events.map(\.turn) == [9, 2, 2])
        #expect(events.map(\.name) == [.viewDidLoad, .updateInteractivePop, .viewDidLoad])
        #expect(Array(recorder.events) == Self.expected)
    }

    @Test func aTraceKeepsItsLengthWhileRecordingGoesOn() {
        let recorder = Self.recorded()
        let early = recorder.trace
        for _ in 0..<5_000 { recorder.record(.layoutSubviews, object: nil) }
        #expect(Array(early.events) == Self.expected)
        #expect(recorder.eventCount == 5_003)
        #expect(recorder.events[4_999].name == .layoutSubviews)
    }

    /// The recorder's chunks go back to a shared pool when it is freed; a trace read from it must
    /// keep them, or the next recorder would write over its events.
    @Test func aTraceOutlivesItsRecorder() {
        var trace: Trace? = nil
        do {
            let recorder = Self.recorded()
            for _ in 0..<9_000 { recorder.record(.viewWillAppear, object: ObjectID(1), arguments: EventArguments(.bool(true))) }
            trace = recorder.trace
        }
        for _ in 0..<4 {
            let other = TraceRecorder(iosVersion: 17)
            for _ in 0..<20_000 { other.record(.mainQueue, object: nil) }
        }
        let events = trace!.events
        #expect(events.count == 9_003)
        #expect(Array(events.prefix(3)) == Self.expected)
        #expect(events.dropFirst(3).allSatisfy { $0.name == .viewWillAppear && $0.arguments == EventArguments(.bool(true)) })
    }

    @Test func aTraceReadsTheSameOnAnotherThread() async {
        let trace = Self.recorded().trace
        let read = await Task.detached { Array(trace.events) }.value
        #expect(read == Self.expected)
    }
}
