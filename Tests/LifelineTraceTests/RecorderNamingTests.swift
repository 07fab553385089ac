import Testing
import LifelineTrace

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
}
