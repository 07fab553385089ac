import Lifeline
import LifelineScenarios
import Testing

/// Rows of a comparison are matched on object, callback and arguments, in an order-preserving
/// alignment (issue 18): no two different events share a row, and every column increases.
struct ComparisonAlignmentTests {
    /// `window.willRemoveSubview(x.view)` for each `x`, as a trace whose objects are registered in
    /// the order given.
    func removals(_ views: [String], registered order: [String]? = nil) -> Trace {
        let recorder = TraceRecorder(iosVersion: 26)
        let window = recorder.register(name: "window", className: "Window", role: .window)
        var ids: [String: ObjectID] = [:]
        for name in order ?? views { ids[name] = recorder.register(name: name, className: "View", role: .view) }
        for name in views {
            recorder.record(.willRemoveSubview, object: window, arguments: EventArguments(.object(ids[name]!)))
        }
        return recorder.trace
    }

    /// The bug the issue reports: matched on object, callback and occurrence only, iOS 26's
    /// `willRemoveSubview(details.view)` shared a row with iOS 12's `willRemoveSubview(home.view)`.
    @Test func differentArgumentsAreDifferentRows() {
        let comparison = TraceComparison([
            (name: "12", trace: removals(["home.view"])),
            (name: "26", trace: removals(["details.view"])),
        ])
        #expect(comparison.renderText() == """
            callback                                12  26
            window.willRemoveSubview(details.view)       1
            window.willRemoveSubview(home.view)      1

            12 skips 1 callback that others run:
              window: willRemoveSubview(details.view)
            26 skips 1 callback that others run:
              window: willRemoveSubview(home.view)

            """)
    }

    @Test func objectArgumentsMatchByNameNotIdentifier() {
        // Registered in opposite orders, so `a.view` and `b.view` have swapped identifiers.
        let comparison = TraceComparison([
            (name: "one", trace: removals(["a.view", "b.view"])),
            (name: "two", trace: removals(["a.view", "b.view"], registered: ["b.view", "a.view"])),
        ])
        #expect(comparison.rows.map(\.label) == ["window.willRemoveSubview(a.view)", "window.willRemoveSubview(b.view)"])
        #expect(comparison.rows.map(\.positions) == [[1, 1], [2, 2]])
    }

    /// The longest common subsequence, not greedy matching: `a b c d` against `b c d a` keeps
    /// three rows shared, where pairing the first `a` would have left only one.
    @Test func alignmentKeepsTheLongestCommonRun() {
        let comparison = TraceComparison([
            (name: "one", trace: layoutTrace(["a", "b", "c", "d"])),
            (name: "two", trace: layoutTrace(["b", "c", "d", "a"])),
        ])
        #expect(comparison.rows.map(\.label) == [
            "a.layoutSubviews()", "b.layoutSubviews()", "c.layoutSubviews()", "d.layoutSubviews()", "a.layoutSubviews() #2",
        ])
        #expect(comparison.rows.map(\.positions) == [[1, nil], [2, 1], [3, 2], [4, 3], [nil, 4]])
    }

    /// Rows are numbered without spelling them, yet match as their text does: an argument naming
    /// a quoted object is `@"my view"` from format 3 on and `"my view"` in a trace read from an
    /// older file (outermost-call causes), two rows; a bare name reads the same in both, one row.
    @Test func rowsFollowEachFormatsSpellingOfQuotedNames() {
        let objects = [TraceObject(id: ObjectID(1), name: "window", className: "Window", role: .window),
                       TraceObject(id: ObjectID(2), name: "my view", className: "View", role: .view),
                       TraceObject(id: ObjectID(3), name: "label", className: "View", role: .view)]
        let events = [TraceEvent(name: .willRemoveSubview, object: ObjectID(1), arguments: EventArguments(.object(ObjectID(2))), turn: 0),
                      TraceEvent(name: .willRemoveSubview, object: ObjectID(1), arguments: EventArguments(.object(ObjectID(3))), turn: 0)]
        let modern = Trace(iosVersion: 17, objects: objects, events: events)
        let legacy = Trace(iosVersion: 17, objects: objects, events: events, causeRule: .outermostCall)
        let comparison = TraceComparison([(name: "modern", trace: modern), (name: "legacy", trace: legacy)])
        #expect(comparison.rows.map(\.label) == [#"window.willRemoveSubview("my view")"#, #"window.willRemoveSubview(@"my view")"#,
                                                 "window.willRemoveSubview(label)"])
        #expect(comparison.rows.map(\.positions) == [[nil, 1], [1, nil], [2, 2]])
    }

    /// Long traces that differ in a few callbacks align fully; past `LineDiff.exactDistance`
    /// differences they align on the callbacks each runs once (they shared no row before); two
    /// long traces with nothing in common (past `LineDiff.maxTableCells` too) share no row, rather
    /// than keeping a search history quadratic in their length.
    @Test func longTracesAlignAndUnrelatedOnesStayBounded() {
        let shared = (1...5_000).map { "v\($0)" }
        var changed = shared
        changed.insert("extra", at: 2_500)
        changed.remove(at: 100)
        let close = TraceComparison([(name: "one", trace: layoutTrace(shared)), (name: "two", trace: layoutTrace(changed))])
        #expect(close.rows.count == 5_001)
        #expect(close.rows.filter { !$0.positions.contains(nil) }.count == 4_999)

        // 3,000 rows against every tenth of them, plus a differing first row: 2,701 differences.
        let long = (1...3_000).map { "v\($0)" }
        let short = ["other"] + stride(from: 10, through: 3_000, by: 10).map { "v\($0)" }
        let uneven = TraceComparison([(name: "long", trace: layoutTrace(long)), (name: "short", trace: layoutTrace(short))])
        #expect(uneven.rows.count == 3_001)
        #expect(uneven.rows.filter { !$0.positions.contains(nil) }.map(\.object) == short.dropFirst().map { $0 })

        // 3,000 differences: every other callback of 6,000 missing from the second trace.
        let every = (1...6_000).map { "v\($0)" }
        let half = stride(from: 1, through: 6_000, by: 2).map { "v\($0)" }
        let anchored = TraceComparison([(name: "every", trace: layoutTrace(every)), (name: "half", trace: layoutTrace(half))])
        #expect(anchored.rows.count == 6_000)
        #expect(anchored.rows.filter { !$0.positions.contains(nil) }.map(\.object) == half)

        let unrelated = TraceComparison([
            (name: "one", trace: layoutTrace((1...3_000).map { "a\($0)" })),
            (name: "two", trace: layoutTrace((1...3_000).map { "b\($0)" })),
        ])
        #expect(unrelated.rows.count == 6_000)
        #expect(unrelated.rows.allSatisfy { $0.positions.compactMap { $0 }.count == 1 })
        #expect(unrelated.rows.compactMap { $0.positions[0] } == Array(1...3_000))
        #expect(unrelated.rows.compactMap { $0.positions[1] } == Array(1...3_000))
    }

    /// Long skip lists are grouped by object, in the order of their first skipped row, and wrap
    /// at 100 characters under their first callback.
    @Test func skipSummariesGroupByObjectAndWrap() {
        let many = (1...9).map { "subview\($0)" }
        let comparison = TraceComparison([
            (name: "all", trace: handBuiltTrace(many.map { _ in (object: "container", event: .didAddSubview) }
                + many.map { (object: $0, event: .layoutSubviews) } + [(object: "container", event: .updateConstraints)])),
            (name: "none", trace: layoutTrace(["other"])),
        ])
        let summary = comparison.renderText().split(separator: "\n", omittingEmptySubsequences: false)
            .drop { !$0.hasPrefix("none skips") }
        #expect(summary.joined(separator: "\n") == """
            none skips 19 callbacks that others run:
              container: didAddSubview(), didAddSubview() #2, didAddSubview() #3, didAddSubview() #4,
                         didAddSubview() #5, didAddSubview() #6, didAddSubview() #7, didAddSubview() #8,
                         didAddSubview() #9, updateConstraints()
              subview1: layoutSubviews()
              subview2: layoutSubviews()
              subview3: layoutSubviews()
              subview4: layoutSubviews()
              subview5: layoutSubviews()
              subview6: layoutSubviews()
              subview7: layoutSubviews()
              subview8: layoutSubviews()
              subview9: layoutSubviews()

            """)
        #expect(summary.allSatisfy { $0.count <= TraceComparison.summaryWidth })
    }

    /// The issue's own check: the dismiss flow on iOS 12 and on iOS 26, every row. The two
    /// versions differ only where `LifecycleRules` says they do: `traitCollectionDidChange(nil)`
    /// before iOS 13 (S1-03, S12-05) and `viewIsAppearing(_:)` from iOS 13 (S10-01, S10-02).
    @Test @MainActor func dismissFlowOnIOS12And26MatchesEveryRowExactly() throws {
        let flow = try #require(Strategies.named("dismiss-full-screen"))
        let traces = [(name: "iOS 12", trace: flow.run(ios: .iOS12)), (name: "iOS 26", trace: flow.run(ios: .iOS26))]
        let comparison = TraceComparison(traces)
        #expect(comparison.renderVersionMatrix(flow: "dismiss-full-screen") == Self.dismissMatrix)
        // And, independently of the text: each row's cells are the same event in both traces.
        for (column, run) in traces.enumerated() {
            let labels = EventLabels(run.trace)
            let callbacks = run.trace.callbacks
            for row in comparison.rows {
                guard let position = row.positions[column] else { continue }
                let sequence = callbacks[position - 1].sequence
                #expect(labels.invocation(of: sequence, includingReceiver: false) == row.invocation)
                #expect(run.trace.label(of: callbacks[position - 1].event) == "\(row.object).\(row.callback.rawValue)")
            }
            let positions = comparison.rows.compactMap { $0.positions[column] }
            #expect(positions == Array(1...callbacks.count), "column \(run.name) lists every callback once, in order")
        }
    }

    static let dismissMatrix = """
        dismiss-full-screen on iOS 12, iOS 26: changes at iOS 26
        
        callback                                    iOS 12  iOS 26
        home.loadView()                                  1       1
        home.viewDidLoad()                               2       2
        home.viewWillAppear(false)                       3       3
        home.view.willMove(toSuperview: window)          4       4
        home.view.didMoveToSuperview()                   5       5
        window.didAddSubview(home.view)                  6       6
        home.view.willMove(toWindow: window)             7       7
        home.view.didMoveToWindow()                      8       8
        home.traitCollectionDidChange(nil)               9
        home.view.layoutMarginsDidChange()              10       9
        home.viewLayoutMarginsDidChange()               11      10
        home.view.safeAreaInsetsDidChange()             12      11
        home.viewSafeAreaInsetsDidChange()              13      12
        home.updateViewConstraints()                    14      13
        home.view.updateConstraints()                   15      14
        window.updateConstraints()                      16      15
        window.layoutSubviews()                         17      16
        home.viewIsAppearing(false)                             17
        home.viewWillLayoutSubviews()                   18      18
        home.view.layoutSubviews()                      19      19
        home.viewDidLayoutSubviews()                    20      20
        home.viewDidAppear(false)                       21      21
        details.loadView()                              22      22
        details.viewDidLoad()                           23      23
        home.viewWillDisappear(true)                    24      24
        details.viewWillAppear(true)                    25      25
        details.view.willMove(toSuperview: window)      26      26
        details.view.didMoveToSuperview()               27      27
        window.didAddSubview(details.view)              28      28
        details.view.willMove(toWindow: window)         29      29
        details.view.didMoveToWindow()                  30      30
        details.traitCollectionDidChange(nil)           31
        details.view.layoutMarginsDidChange()           32      31
        details.viewLayoutMarginsDidChange()            33      32
        details.view.safeAreaInsetsDidChange()          34      33
        details.viewSafeAreaInsetsDidChange()           35      34
        details.updateViewConstraints()                 36      35
        details.view.updateConstraints()                37      36
        window.layoutSubviews() #2                      38      37
        details.viewIsAppearing(true)                           38
        details.viewWillLayoutSubviews()                39      39
        details.view.layoutSubviews()                   40      40
        details.viewDidLayoutSubviews()                 41      41
        home.view.willMove(toSuperview: nil)            42      42
        home.view.willMove(toWindow: nil)               43      43
        home.view.didMoveToWindow() #2                  44      44
        home.view.didMoveToSuperview() #2               45      45
        window.willRemoveSubview(home.view)             46      46
        details.viewDidAppear(true)                     47      47
        home.viewDidDisappear(true)                     48      48
        window.layoutSubviews() #3                      49      49
        details.viewWillDisappear(true)                 50      50
        home.viewWillAppear(true)                       51      51
        home.view.willMove(toSuperview: window) #2      52      52
        home.view.didMoveToSuperview() #3               53      53
        window.didAddSubview(home.view) #2              54      54
        home.view.willMove(toWindow: window) #2         55      55
        home.view.didMoveToWindow() #3                  56      56
        window.layoutSubviews() #4                      57      57
        home.viewIsAppearing(true)                              58
        details.view.willMove(toSuperview: nil)         58      59
        details.view.willMove(toWindow: nil)            59      60
        details.view.didMoveToWindow() #2               60      61
        details.view.didMoveToSuperview() #2            61      62
        window.willRemoveSubview(details.view)          62      63
        home.viewDidAppear(true)                        63      64
        details.viewDidDisappear(true)                  64      65
        details.completion()                            65      66
        window.layoutSubviews() #5                      66      67
        details.deinit()                                67      68
        details.view.deinit()                           68      69
        
        iOS 12 -> iOS 26: 3 callbacks added, 2 dropped
          + home: viewIsAppearing(false), viewIsAppearing(true)
          + details: viewIsAppearing(true)
          - home: traitCollectionDidChange(nil)
          - details: traitCollectionDidChange(nil)

        """
}
