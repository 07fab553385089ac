import Lifeline
@testable import LifelineTesting
import Testing

/// Order, count, subsequence, absence and projection checks, passing and failing, with the exact
/// messages; the failing ones are captured so the suite stays green.
@Suite("Trace expectations")
struct TraceExpectationTests {
    let trace = Fixtures.roundTrip

    // MARK: before

    @Test func orderPasses() {
        let failures = withFailureCapture {
            expect(trace, "a.viewWillDisappear", before: "b.viewWillAppear")
            expect(trace, "a.viewDidLoad()", before: "b.viewDidLoad()")
        }
        #expect(failures.isEmpty)
    }

    @Test func orderFailsWhenTheSecondComesFirst() {
        let line = #line + 1
        let failures = withFailureCapture { expect(trace, "b.viewWillAppear", before: "a.viewWillDisappear(_:)") }
        #expect(failures.map(\.message) == ["""
            Expected b.viewWillAppear(_:) before a.viewWillDisappear(_:), but it came after.
            In the trace, projected onto those events:
              a.viewWillDisappear(_:)
              b.viewWillAppear(_:)
            """])
        #expect(failures.first?.location.line == line)
    }

    @Test func orderFailsWhenAnEventNeverHappens() {
        #expect(TraceExpectations.orderFailure(in: trace, "a.viewIsAppearing", before: "b.viewWillAppear") == """
            Expected a.viewIsAppearing(_:) before b.viewWillAppear(_:), but a.viewIsAppearing(_:) never happened.
            In the trace, projected onto those events:
              b.viewWillAppear(_:)
            """)
        #expect(TraceExpectations.orderFailure(in: trace, "a.viewDidLoad", before: "b.viewIsAppearing") == """
            Expected a.viewDidLoad() before b.viewIsAppearing(_:), but b.viewIsAppearing(_:) never happened.
            In the trace, projected onto those events:
              a.viewDidLoad()
            """)
        #expect(TraceExpectations.orderFailure(in: trace, "a.viewIsAppearing", before: "b.viewIsAppearing") == """
            Expected a.viewIsAppearing(_:) before b.viewIsAppearing(_:), but neither happened.
            In the trace, projected onto those events:
              (none)
            """)
    }

    // MARK: occurrences

    @Test func countPasses() {
        let failures = withFailureCapture {
            expect(trace, occurrences: 2, of: .viewDidAppear, on: "a")
            expect(trace, occurrences: 1, of: .viewDidAppear, on: "b")
            expect(trace, occurrences: 0, of: .viewIsAppearing, on: "b")
        }
        #expect(failures.isEmpty)
    }

    @Test func countFailureListsTheControllersCallbacks() {
        let failures = withFailureCapture { expect(trace, occurrences: 1, of: .viewDidAppear, on: "a") }
        #expect(failures.map(\.message) == ["""
            Expected 1 occurrence of a.viewDidAppear(_:), found 2.
            Callbacks of a:
              a.viewDidLoad()
              a.viewWillAppear(_:)
              a.viewDidAppear(_:)
              a.viewWillDisappear(_:)
              a.viewDidDisappear(_:)
              a.viewWillAppear(_:)
              a.viewDidAppear(_:)
            """])
        #expect(TraceExpectations.countFailure(in: trace, occurrences: 3, of: .viewWillAppear, on: "b")?
            .hasPrefix("Expected 3 occurrences of b.viewWillAppear(_:), found 1.\nCallbacks of b:\n") == true)
    }

    // MARK: subsequence

    @Test func subsequencePasses() {
        let failures = withFailureCapture {
            expectSubsequence(trace, ["a.viewWillAppear", "a.viewWillDisappear", "b.viewDidAppear", "a.viewDidAppear"])
            expectSubsequence(trace, [])
        }
        #expect(failures.isEmpty)
    }

    @Test func subsequenceFailureSaysWhereMatchingStopped() {
        let failures = withFailureCapture { expectSubsequence(trace, ["b.viewDidAppear", "a.viewWillDisappear"]) }
        #expect(failures.map(\.message) == ["""
            Expected the subsequence [b.viewDidAppear(_:), a.viewWillDisappear(_:)]; matched 1 of 2: \
            no a.viewWillDisappear(_:) after b.viewDidAppear(_:).
            In the trace, projected onto those events:
              a.viewWillDisappear(_:)
              b.viewDidAppear(_:)
            """])
        #expect(TraceExpectations.subsequenceFailure(in: trace, ["b.viewIsAppearing", "a.viewDidLoad"]) == """
            Expected the subsequence [b.viewIsAppearing(_:), a.viewDidLoad()]; matched 0 of 2: no b.viewIsAppearing(_:).
            In the trace, projected onto those events:
              a.viewDidLoad()
            """)
    }

    /// Greedy matching takes the earliest match, so a later step still finds room.
    @Test func subsequenceMayRepeatAnEvent() {
        #expect(TraceExpectations.subsequenceFailure(in: trace, ["a.viewDidAppear", "a.viewDidAppear"]) == nil)
        #expect(TraceExpectations.subsequenceFailure(in: trace, ["a.viewDidAppear", "a.viewDidAppear", "a.viewDidAppear"])?
            .hasPrefix("Expected the subsequence [a.viewDidAppear(_:), a.viewDidAppear(_:), a.viewDidAppear(_:)]; matched 2 of 3:") == true)
    }

    // MARK: no occurrence

    @Test func absencePasses() {
        #expect(withFailureCapture { expectNoOccurrence(trace, of: .viewIsAppearing, on: "a") }.isEmpty)
    }

    @Test func absenceFailure() {
        let failures = withFailureCapture { expectNoOccurrence(trace, of: .viewDidDisappear, on: "b") }
        #expect(failures.map(\.message) == ["""
            Expected no occurrence of b.viewDidDisappear(_:), found 1.
            Callbacks of b:
              b.viewDidLoad()
              b.viewWillAppear(_:)
              b.viewDidAppear(_:)
              b.viewWillDisappear(_:)
              b.viewDidDisappear(_:)
            """])
    }

    // MARK: projection

    @Test func projection() {
        #expect(trace.projected(onto: ["a", "b"], callbacks: [.viewWillAppear, .viewDidDisappear]) == [
            "a.viewWillAppear(_:)", "b.viewWillAppear(_:)", "a.viewDidDisappear(_:)", "a.viewWillAppear(_:)",
            "b.viewDidDisappear(_:)",
        ])
        #expect(trace.projected(onto: ["b"], callbacks: [.viewDidLoad, .loadView]) == ["b.viewDidLoad()"])
        #expect(trace.projected(onto: [], callbacks: [.viewDidLoad]).isEmpty)
    }

    @Test func projectionExpectation() {
        let failures = withFailureCapture {
            expectProjection(of: trace, onto: ["b"], callbacks: [.viewWillAppear, .viewDidAppear],
                             equals: ["b.viewWillAppear(_:)", "b.viewDidAppear(_:)"])
            expectProjection(of: trace, onto: ["a"], callbacks: [.viewWillAppear, .viewDidAppear],
                             equals: ["a.viewWillAppear(_:)", "a.viewDidAppear(_:)"])
        }
        #expect(failures.map(\.message) == ["""
            The projection onto a and viewDidAppear(_:), viewWillAppear(_:) differs from the expected one.
            --- expected
            +++ actual
            @@ -1,2 +1,4 @@
             a.viewWillAppear(_:)
             a.viewDidAppear(_:)
            +a.viewWillAppear(_:)
            +a.viewDidAppear(_:)
            """])
    }

    // MARK: Mistakes in the checks themselves

    @Test func unknownNamesFailWithASuggestion() {
        #expect(TraceExpectations.orderFailure(in: trace, "c.viewWillAppear", before: "b.viewWillAppear")
                == "No object is called \"c\" in the trace; did you mean \"a\"?")
        #expect(TraceExpectations.absenceFailure(in: trace, of: .viewDidLoad, on: "zebra")
                == "No object is called \"zebra\" in the trace; its objects are a, b.")
        #expect(TraceExpectations.subsequenceFailure(in: trace, ["a.viewWillApear"])
                == "No event is called \"viewWillApear\"; did you mean viewWillAppear?")
        #expect(TraceExpectations.orderFailure(in: trace, "viewWillAppear", before: "b.viewWillAppear")
                == "\"viewWillAppear\" does not name an event: write <object>.<callback>, e.g. a.viewWillAppear.")
        #expect(TraceExpectations.projectionFailure(in: trace, onto: ["b", "bb"], callbacks: [.viewDidLoad], equals: [])
                == "No object is called \"bb\" in the trace; did you mean \"b\"?")
    }

    /// A name without argument labels covers every callback with that base name; the object is
    /// what comes before the last dot, so a root view's events can be named.
    @MainActor @Test func baseNamesAndDottedObjectsOnAModelTrace() {
        let trace = Session.record(ios: IOSVersion.iOS16) { session in
            let window = Window()
            let nav = NavigationController(rootViewController: ViewController(name: "a"), name: "nav")
            window.rootViewController = nav
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            nav.pushViewController(ViewController(name: "b"), animated: false)
            session.runLoop.runUntilIdle()
        }
        let failures = withFailureCapture {
            expect(trace, "a.viewWillDisappear", before: "b.viewDidAppear")
            expect(trace, "b.willMove", before: "b.viewWillAppear")
            expect(trace, "a.view.willMove", before: "a.viewDidAppear")
            expectSubsequence(trace, ["a.viewWillAppear", "a.viewDidAppear", "a.viewWillDisappear", "a.viewDidDisappear"])
            expect(trace, occurrences: 1, of: .viewDidAppear, on: "b")
            expectNoOccurrence(trace, of: .viewWillAppear, on: "nav.view")
        }
        #expect(failures.isEmpty, "\(failures.map(\.message))")
    }
}
