import Lifeline
import Testing

/// `TraceComparison` on hand-built traces: which rows exist, their order, and their rendering.
struct ComparisonTests {
    @Test func rendersTheTableAndSkipSummariesExactly() {
        let first = handBuiltTrace([
            ("vc", .loadView), ("vc", .viewDidLoad),
            ("vc", .view),          // a call: not a callback, so it takes no position
            (nil, .layoutPass),     // a run-loop phase: likewise
            ("vc", .viewWillLayoutSubviews), ("vc", .viewDidLayoutSubviews),
            ("vc", .viewWillLayoutSubviews), ("vc", .viewDidLayoutSubviews),
        ])
        let second = handBuiltTrace([("vc", .loadView), ("vc", .viewDidLoad), ("vc", .viewWillAppear)])
        let comparison = TraceComparison([(name: "first", trace: first), (name: "second", trace: second)])

        #expect(comparison.renderText() == """
            callback                        first  second
            vc.loadView()                       1       1
            vc.viewDidLoad()                    2       2
            vc.viewWillAppear()                         3
            vc.viewWillLayoutSubviews()         3
            vc.viewDidLayoutSubviews()          4
            vc.viewWillLayoutSubviews() #2      5
            vc.viewDidLayoutSubviews() #2       6

            first skips 1 callback that others run:
              vc: viewWillAppear()
            second skips 4 callbacks that others run:
              vc: viewWillLayoutSubviews(), viewDidLayoutSubviews(), viewWillLayoutSubviews() #2,
                  viewDidLayoutSubviews() #2

            """)
    }

    @Test func textHasNoTrailingSpacesEvenWhenTheLastColumnIsEmpty() {
        let comparison = TraceComparison([
            (name: "long-strategy-name", trace: layoutTrace(["a", "b"])),
            (name: "other", trace: layoutTrace(["a"])),
        ])
        let lines = comparison.renderText().split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines { #expect(!line.hasSuffix(" "), "trailing space in '\(line)'") }
        #expect(lines[2] == "b.layoutSubviews()                   2")
    }

    @Test func numbersAreRightAlignedUnderTheirHeader() {
        let twelve = layoutTrace((1...12).map { "v\($0)" })
        let comparison = TraceComparison([(name: "s", trace: twelve), (name: "t", trace: layoutTrace(["v12"]))])
        let lines = comparison.renderText().split(separator: "\n").map(String.init)
        // Column `s` is two wide because of `12`, so its header is right-aligned too.
        #expect(lines[0] == "callback               s  t")
        #expect(lines[1] == "v1.layoutSubviews()    1")
        #expect(lines[12] == "v12.layoutSubviews()  12  1")
    }

    @Test func laterTracesInsertTheirNewRowsAfterTheirPredecessor() {
        let comparison = TraceComparison([
            (name: "one", trace: layoutTrace(["a", "b", "c"])),
            (name: "two", trace: layoutTrace(["x", "a", "y", "c", "z"])),
            (name: "three", trace: layoutTrace(["w", "b"])),
        ])
        #expect(comparison.rows.map(\.object) == ["w", "x", "a", "y", "b", "c", "z"])
        #expect(comparison.rows.map(\.positions) == [
            [nil, nil, 1], [nil, 1, nil], [1, 2, nil], [nil, 3, nil], [2, nil, 2], [3, 4, nil], [nil, 5, nil],
        ])
    }

    @Test func consecutiveNewRowsKeepTheirOrder() {
        let comparison = TraceComparison([
            (name: "one", trace: layoutTrace(["a", "d"])),
            (name: "two", trace: layoutTrace(["a", "b", "c", "d"])),
        ])
        #expect(comparison.rows.map(\.object) == ["a", "b", "c", "d"])
        #expect(comparison.rows.map { $0.positions[1] } == [1, 2, 3, 4])
    }

    /// Rows keep every trace's order: a callback the traces run in opposite orders takes a row
    /// of its own in each, rather than one row whose positions cross (`b` at 2 then `a` at 1).
    @Test func orderThatTracesDisagreeOnTakesTwoRowsAndEveryColumnIncreases() {
        let comparison = TraceComparison([
            (name: "one", trace: layoutTrace(["a", "b"])),
            (name: "two", trace: layoutTrace(["b", "a"])),
        ])
        #expect(comparison.rows.map(\.label) == ["a.layoutSubviews()", "b.layoutSubviews()", "a.layoutSubviews() #2"])
        #expect(comparison.rows.map(\.positions) == [[1, nil], [2, 1], [nil, 2]])
    }

    @Test func repeatedCallbacksAreCountedPerObjectAndCallback() {
        let comparison = TraceComparison([
            (name: "twice", trace: handBuiltTrace([
                ("v", .layoutSubviews), ("w", .layoutSubviews), ("v", .updateConstraints), ("v", .layoutSubviews),
            ])),
            (name: "once", trace: layoutTrace(["v"])),
        ])
        #expect(comparison.rows.map(\.label) == [
            "v.layoutSubviews()", "w.layoutSubviews()", "v.updateConstraints()", "v.layoutSubviews() #2",
        ])
        #expect(comparison.rows.map(\.occurrence) == [1, 1, 1, 2])
        #expect(comparison.rows.map(\.positions) == [[1, 1], [2, nil], [3, nil], [4, nil]])
        #expect(comparison.skipped(by: 0).isEmpty)
        #expect(comparison.skipped(by: 1).map(\.label) == [
            "w.layoutSubviews()", "v.updateConstraints()", "v.layoutSubviews() #2",
        ])
    }

    @Test func rowsMatchByObjectNameNotIdentifier() {
        // The objects are registered in opposite orders, so their identifiers differ.
        let comparison = TraceComparison([
            (name: "one", trace: layoutTrace(["a", "b"])),
            (name: "two", trace: handBuiltTrace([("b", .didMoveToWindow), ("a", .layoutSubviews), ("b", .layoutSubviews)])),
        ])
        #expect(comparison.rows.map(\.label) == ["b.didMoveToWindow()", "a.layoutSubviews()", "b.layoutSubviews()"])
        #expect(comparison.rows.map(\.positions) == [[nil, 1], [1, 2], [2, 3]])
    }

    @Test func aSingleTraceSkipsNothing() {
        let comparison = TraceComparison([(name: "alone", trace: layoutTrace(["a"]))])
        #expect(comparison.skipped(by: 0).isEmpty)
        #expect(comparison.renderText() == """
            callback            alone
            a.layoutSubviews()      1

            alone skips nothing that another strategy runs

            """)
    }

    @Test func emptyComparisonsRenderOnlyTheSkeleton() {
        let comparison = TraceComparison([])
        #expect(comparison.rows.isEmpty)
        #expect(comparison.renderText() == "callback\n")
        #expect(comparison.renderJSON() == "{\n  \"strategies\": [],\n  \"rows\": [],\n  \"skipped\": {}\n}\n")
    }

    @Test func tracesWithoutCallbacksHaveEmptyColumns() {
        let comparison = TraceComparison([
            (name: "calls-only", trace: handBuiltTrace([("vc", .view), (nil, .mainQueue)])),
            (name: "one", trace: layoutTrace(["a"])),
        ])
        #expect(comparison.rows.map(\.positions) == [[nil, 1]])
        #expect(comparison.skipped(by: 0).map(\.label) == ["a.layoutSubviews()"])
    }
}
