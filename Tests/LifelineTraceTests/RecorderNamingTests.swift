import Testing
import LifelineTrace
import LifelineTestSupport

/// Names stay unique and are the first free one of `base`, `base#2`, `base#3`..., also after the
/// recorder stopped searching from the start (the fix for quadratic naming, Benchmarks/Profiling.md).
@Suite struct RecorderNamingTests {
    @Test func defaultNamesCountUp() {
        let recorder = TraceRecorder(iosVersion: 17)
        let ids = (0..<1_000).map { _ in recorder.register(name: "view", className: "View", role: .view) }
        #expect(recorder.name(of: ids[0]) == "view")
        #expect(recorder.name(of: ids[1]) == "view#2")
        #expect(recorder.name(of: ids[999]) == "view#1000")
        #expect(Set(ids.map { recorder.name(of: $0) }).count == 1_000)
    }

    @Test func aFreedNameIsTakenAgainFirst() {
        let recorder = TraceRecorder(iosVersion: 17)
        let ids = (0..<5).map { _ in recorder.register(name: "view", className: "View", role: .view) }
        recorder.rename(ids[1], to: "label")  // frees view#2
        recorder.rename(ids[0], to: "root")   // frees view
        #expect(recorder.name(of: recorder.register(name: "view", className: "View", role: .view)) == "view")
        #expect(recorder.name(of: recorder.register(name: "view", className: "View", role: .view)) == "view#2")
        #expect(recorder.name(of: recorder.register(name: "view", className: "View", role: .view)) == "view#6")
    }

    @Test func aBaseThatLooksSuffixedStaysUnique() {
        let recorder = TraceRecorder(iosVersion: 17)
        let first = recorder.register(name: "a#2", className: "View", role: .view)
        let plain = recorder.register(name: "a", className: "View", role: .view)
        let second = recorder.register(name: "a", className: "View", role: .view)
        #expect(recorder.name(of: first) == "a#2")
        #expect(recorder.name(of: plain) == "a")
        #expect(recorder.name(of: second) == "a#3")
        recorder.rename(first, to: "b")
        #expect(recorder.name(of: recorder.register(name: "a", className: "View", role: .view)) == "a#2")
        #expect(recorder.name(of: recorder.register(name: "a#2", className: "View", role: .view)) == "a#2#2")
    }

    /// Names written by hand in the forms the recorder writes, and in forms it never writes: only
    /// `base#n` with n ≥ 2 written without leading zeros counts as `base` with a suffix.
    @Test func handWrittenSuffixesAreOnlyTheOnesTheRecorderWrites() {
        let recorder = TraceRecorder(iosVersion: 17)
        let given = ["v#3", "v#1", "v#03", "v#", "v#99999999999999999999", "v#900000000000", "#2", "#"]
        for name in given { _ = recorder.register(name: name, className: "View", role: .view) }
        let made = (0..<4).map { _ in recorder.name(of: recorder.register(name: "v", className: "View", role: .view)) }
        #expect(made == ["v", "v#2", "v#4", "v#5"])
        let again = given.map { recorder.name(of: recorder.register(name: $0, className: "View", role: .view)) }
        #expect(again == ["v#3#2", "v#1#2", "v#03#2", "v##2", "v#99999999999999999999#2", "v#900000000000#2", "#2#2", "##2"])
        #expect(recorder.name(of: recorder.register(name: "", className: "View", role: .view)) == "")
        #expect(recorder.name(of: recorder.register(name: "", className: "View", role: .view)) == "#3")  // "#2" was given by hand
        #expect(recorder.name(of: recorder.register(name: "", className: "View", role: .view)) == "#4")
    }

    /// Random registrations and renames over awkward names, against the rule written the slow,
    /// obvious way: a set of names in use, searched from `base` upwards every time.
    @Test(arguments: 0..<20 as Range<UInt64>)
    func namesMatchTheFirstFreeRule(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let recorder = TraceRecorder(iosVersion: 17)
        var inUse: Set<String> = []
        var expected: [String] = []
        func firstFree(_ base: String) -> String {
            if !inUse.contains(base) { return base }
            return (2...).lazy.map { "\(base)#\($0)" }.first { !inUse.contains($0) }!
        }
        let bases = ["view", "view#2", "view#3", "view#65", "view#64", "view#1", "view#0", "view#02", "a", "a#2#2", "view#200"]
        for _ in 0..<600 {
            if expected.isEmpty || random.percent(70) {
                let base = random.pick(bases)
                let name = firstFree(base)
                inUse.insert(name)
                expected.append(name)
                _ = recorder.register(name: base, className: "View", role: .view)
            } else {
                let index = random.below(expected.count)
                let base = random.pick(bases)
                if expected[index] != base {
                    inUse.remove(expected[index])
                    expected[index] = firstFree(base)
                    inUse.insert(expected[index])
                }
                recorder.rename(ObjectID(index + 1), to: base)
            }
        }
        #expect(recorder.objects.map(\.name) == expected)
    }

    /// Suffixes given by hand beyond the words of bits in use, then enough defaults to need more
    /// words: the hand-given ones are skipped exactly, and a freed one is taken again first.
    @Test func handGivenSuffixesBeyondTheBitsAreSkipped() {
        let recorder = TraceRecorder(iosVersion: 17)
        for name in ["v#64", "v#65", "v#130", "v#100000"] { _ = recorder.register(name: name, className: "View", role: .view) }
        let made = (0..<200).map { _ in recorder.register(name: "v", className: "View", role: .view) }
        let expected = ["v"] + (2..<300).filter { ![64, 65, 130].contains($0) }.prefix(199).map { "v#\($0)" }
        #expect(made.map { recorder.name(of: $0) } == expected)
        recorder.rename(ObjectID(2), to: "other")  // frees v#65
        #expect(recorder.name(of: recorder.register(name: "v", className: "View", role: .view)) == "v#65")
        #expect(recorder.name(of: recorder.register(name: "v", className: "View", role: .view)) == "v#204")
    }

    @Test func nestedEventsShareTheirCallsCause() {
        let recorder = TraceRecorder(iosVersion: 17)
        let call = recorder.open(.addSubview, object: ObjectID(1))
        let inner = recorder.open(.willMoveToSuperview, object: ObjectID(2))
        let leaf = recorder.record(.didMoveToSuperview, object: ObjectID(2))
        recorder.close(inner)
        #expect(recorder.currentEvent == call)
        #expect(recorder.currentCause == call)
        recorder.close(call)
        #expect(recorder.currentEvent == nil)
        #expect(recorder.currentCause == nil)
        #expect(recorder.events[leaf - 1].parent == inner)
        #expect(recorder.events[leaf - 1].cause == call)
    }

    /// The innermost call is the cause: a call nested in a callback of another call owns what
    /// runs inside it, and closing it gives the enclosing call back to what follows.
    @Test func theInnermostOpenCallIsTheCause() {
        let recorder = TraceRecorder(iosVersion: 17)
        let outer = recorder.open(.present, object: ObjectID(1))              // 1
        let callback = recorder.open(.viewDidAppear, object: ObjectID(2))     // 2
        #expect(recorder.currentCause == outer)
        let inner = recorder.open(.pushViewController, object: ObjectID(3))   // 3
        #expect(recorder.currentCause == inner)
        recorder.record(.viewWillAppear, object: ObjectID(4))                 // 4
        recorder.record(.setNeedsLayout, object: ObjectID(4))                 // 5, a leaf call
        recorder.record(.viewIsAppearing, object: ObjectID(4))                // 6
        recorder.close(inner)
        #expect(recorder.currentCause == outer)
        recorder.record(.log, object: ObjectID(2), arguments: EventArguments(.string("after push")))  // 7
        recorder.close(callback)
        recorder.record(.completion, object: ObjectID(1))                     // 8
        recorder.close(outer)
        #expect(recorder.currentCause == nil)
        recorder.record(.mainQueue, object: nil, cause: inner)                // 9, deferred work of the push
        #expect(recorder.events.map(\.cause) == [1, 1, 3, 3, 5, 3, 1, 1, 3])
        #expect(recorder.events.map(\.parent) == [nil, 1, 2, 3, 3, 3, 2, 1, nil])
    }
}

/// The recorder packs events while recording; reading them back must give every name and every
/// kind of argument exactly as recorded.
@Suite("Packed recording")
struct PackedRecordingTests {
    @Test func everyEventNameSurvivesPacking() {
        let recorder = TraceRecorder(iosVersion: 26)
        for name in EventName.allCases { recorder.record(name, object: nil) }
        #expect(recorder.events.map(\.name) == EventName.allCases)
    }

    @Test func argumentsParentsAndCausesSurvivePacking() {
        let recorder = TraceRecorder(iosVersion: 26)
        let vc = recorder.register(name: "vc", className: "VC", role: .viewController)
        recorder.turn = 3
        let call = recorder.open(.beginAppearanceTransition, object: vc, arguments: EventArguments(.bool(true), .bool(false)))
        recorder.record(.willMoveToParent, object: vc, arguments: .object(nil))
        recorder.record(.updateInteractivePop, object: vc, arguments: EventArguments(.number(0.4)))
        recorder.record(.didAddSubview, object: vc, arguments: .object(vc))
        recorder.close(call)
        recorder.record(.mainQueue, object: nil, cause: call)
        #expect(recorder.eventCount == 5)
        #expect(recorder.events == [
            TraceEvent(name: .beginAppearanceTransition, object: vc, arguments: EventArguments(.bool(true), .bool(false)),
                       turn: 3, parent: nil, cause: 1),
            TraceEvent(name: .willMoveToParent, object: vc, arguments: .object(nil), turn: 3, parent: 1, cause: 1),
            TraceEvent(name: .updateInteractivePop, object: vc, arguments: EventArguments(.number(0.4)), turn: 3, parent: 1, cause: 3),
            TraceEvent(name: .didAddSubview, object: vc, arguments: .object(vc), turn: 3, parent: 1, cause: 1),
            TraceEvent(name: .mainQueue, object: nil, turn: 3, parent: nil, cause: 1),
        ])
    }

    /// Strings, lists and more than two values go to the side table whole; plain events around
    /// them keep their inline values.
    @Test func stringsListsAndManyValuesSurvivePacking() {
        let recorder = TraceRecorder(iosVersion: 26)
        let nav = recorder.register(name: "nav", className: "Nav", role: .viewController)
        let a = recorder.register(name: "a", className: "A", role: .viewController)
        let c = recorder.register(name: "c", className: "C", role: .viewController)
        let stack = EventArguments(.list([.object(a), .object(c)]), .bool(true))
        let many = EventArguments([.number(1), .string("two"), .object(c), .none])
        recorder.record(.setViewControllers, object: nav, arguments: stack)
        recorder.record(.viewDidLoad, object: a)
        recorder.record(.log, object: a, arguments: EventArguments(.string("line \"1\"\n\u{0}</script>")))
        recorder.record(.updateInteractivePop, object: nav, arguments: EventArguments(.number(0.5)))
        recorder.record(.tapAction, object: nav, arguments: many)
        recorder.record(.log, object: nil, arguments: EventArguments(.string("")))
        let events = recorder.events
        #expect(events.map(\.arguments) == [
            stack, EventArguments(), EventArguments(.string("line \"1\"\n\u{0}</script>")), EventArguments(.number(0.5)),
            many, EventArguments(.string("")),
        ])
        #expect(Array(events[4].arguments) == [.number(1), .string("two"), .object(c), .none])
        #expect(events[4].arguments.count == 4)
        #expect(events[0].arguments.count == 2)
    }

    /// Any number of values: the array form keeps order, and the inline forms equal it.
    @Test func argumentsOfAnyCount() {
        #expect(EventArguments([]) == EventArguments())
        #expect(EventArguments([.bool(true)]) == EventArguments(.bool(true)))
        #expect(EventArguments([.bool(true), .none]) == EventArguments(.bool(true), .none))
        let five: [ArgumentValue] = [.none, .bool(false), .number(2), .string("x"), .list([])]
        #expect(Array(EventArguments(five)) == five)
        #expect(EventArguments(five) != EventArguments(Array(five.prefix(2))))
        // 48 bytes before virtual time (a Double, `TraceEvent.virtualTime`, issue 18) made it 56.
        #expect(MemoryLayout<TraceEvent>.size <= 56)
    }

    /// Chunks hold 4,096 events; events on both sides of a chunk boundary read back in order.
    @Test func eventsAcrossChunksReadBackInOrder() {
        let recorder = TraceRecorder(iosVersion: 26)
        for index in 0..<10_000 { recorder.turn = index; recorder.record(.layoutSubviews, object: nil) }
        let turns = recorder.events.map(\.turn)
        #expect(turns == Array(0..<10_000))
    }
}
