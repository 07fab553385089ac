import Testing
@testable import LifelineTrace

/// A trace read from a recorder reads the recorder's packed events in place; it must behave
/// exactly as the same events in an array, and stay valid however recording goes on.
@Suite struct TraceEventsTests {
    /// Three events across the recorder's turn and nesting, as an array would hold them.
    static let expected: [TraceEvent] = [
        TraceEvent(name: .viewDidLoad, object: ObjectID(1), turn: 2, parent: nil, cause: nil),
        TraceEvent(name: .addSubview, object: ObjectID(1), arguments: .object(ObjectID(1)), turn: 2, parent: nil, cause: 2),
        // A call nested in a call is its own cause.
        TraceEvent(name: .updateInteractivePop, object: ObjectID(1), arguments: EventArguments(.number(0.25)), turn: 2,
                   parent: 2, cause: 3),
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

    @Test func snapshotsCompareByTheirEvents() {
        let recorder = Self.recorded()
        let early = recorder.events
        #expect(recorder.events == recorder.events)  // two snapshots, the same events
        recorder.record(.layoutSubviews, object: nil)
        #expect(early != recorder.events)            // one owner, different counts
        #expect(Array(early) == Self.expected)
    }

    /// Every change to packed events gives what the same change gives an array.
    @Test func changesMatchTheSameChangesToAnArray() {
        let extra = TraceEvent(name: .mainQueue, object: nil, turn: 5)
        let changes: [(String, (inout TraceEvents) -> Void, (inout [TraceEvent]) -> Void)] = [
            ("insert", { $0.insert(extra, at: 1) }, { $0.insert(extra, at: 1) }),
            ("replace middle", { $0.replaceSubrange(1..<2, with: [extra, extra]) },
             { $0.replaceSubrange(1..<2, with: [extra, extra]) }),
            ("replace all", { $0.replaceSubrange(0..<3, with: [extra]) }, { $0.replaceSubrange(0..<3, with: [extra]) }),
            ("remove all, keeping capacity", { $0.removeAll(keepingCapacity: true) }, { $0.removeAll(keepingCapacity: true) }),
            ("slice assignment", { $0[1..<3] = $0[0..<2] }, { $0[1..<3] = $0[0..<2] }),
            ("sort", { $0.sort { $0.name.rawValue < $1.name.rawValue } }, { $0.sort { $0.name.rawValue < $1.name.rawValue } }),
            ("reverse", { $0.reverse() }, { $0.reverse() }),
        ]
        for (name, changeEvents, changeArray) in changes {
            var events = Self.recorded().events
            var array = Self.expected
            changeEvents(&events)
            changeArray(&array)
            #expect(Array(events) == array, "\(name)")
            #expect(events == TraceEvents(array), "\(name)")
        }
    }

    /// A reader on another thread goes through a trace while the recorder keeps writing into the
    /// same chunk, past a chunk boundary, and adds numbers (run it with `--sanitize=thread` too).
    @Test func aTraceReadsTheSameOnAnotherThreadWhileRecordingGoesOn() async {
        let recorder = Self.recorded()
        for _ in 0..<4_000 { recorder.record(.layoutSubviews, object: nil) }
        let trace = recorder.trace
        let reader = Task.detached {
            (0..<50).allSatisfy { _ in Array(trace.events.prefix(3)) == Self.expected && trace.events.count == 4_003 }
        }
        for index in 0..<10_000 {
            recorder.record(.updateInteractivePop, object: ObjectID(1), arguments: EventArguments(.number(Double(index))))
        }
        #expect(await reader.value)
        #expect(recorder.events[14_002].arguments == EventArguments(.number(9_999)))
    }

    /// The recorder's chunks go back to a shared pool when their owner goes; a trace read from the
    /// recorder holds the owner, so the chunks stay its own for as long as it lives.
    @Test func aTraceKeepsTheRecordersChunksUntilItGoes() {
        weak var owner: PackedEventChunkOwner?
        var trace: Trace? = nil
        do {
            let recorder = Self.recorded()
            for _ in 0..<9_000 { recorder.record(.viewWillAppear, object: ObjectID(1), arguments: EventArguments(.bool(true))) }
            owner = recorder.store.owner
            trace = recorder.trace
        }
        #expect(owner != nil)
        let events = trace!.events
        #expect(events.count == 9_003)
        #expect(Array(events.prefix(3)) == Self.expected)
        #expect(events.dropFirst(3).allSatisfy { $0.name == .viewWillAppear && $0.arguments == EventArguments(.bool(true)) })
        trace = nil
        #expect(owner != nil, "the local `events` still holds the snapshot")
        withExtendedLifetime(events) {}
    }

    @Test func theOwnerGoesWithTheLastHolder() {
        weak var owner: PackedEventChunkOwner?
        do {
            let recorder = Self.recorded()
            owner = recorder.store.owner
            let trace = recorder.trace
            withExtendedLifetime(trace) {}
        }
        #expect(owner == nil)
    }
}
