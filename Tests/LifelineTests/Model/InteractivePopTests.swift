import Testing
import Lifeline
import LifelineTesting

/// A controller that notes, in each appearance and containment callback, the navigation stack as
/// its navigation controller shows it, its moving flags and the virtual time in milliseconds.
final class PopProbeController: ViewController {
    var notes: [String] = []
    private func note(_ callback: String) {
        let nav = navigationController
        let stack = nav.map { "[" + $0.viewControllers.map(\.traceName).joined(separator: ", ") + "]" } ?? "none"
        let milliseconds = Int((MainRunLoop.main.now * 1000).rounded())
        notes.append("\(callback) stack:\(stack) to:\(isMovingToParent) from:\(isMovingFromParent) t:\(milliseconds)")
    }
    override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear") }
    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        note("willMove(toParent: \(parent?.traceName ?? "nil"))")
    }
    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        note("didMove(toParent: \(parent?.traceName ?? "nil"))")
    }
}

/// What one swipe recorded: the events from the swipe's turn on, and the delegate's calls and the
/// probes' notes made from the swipe on.
struct SwipeRecord {
    var trace = Trace(iosVersion: 26)
    var events = ""
    var delegate: [String] = []
    var a: [String] = []
    var b: [String] = []
}

@MainActor
enum InteractivePopFlows {
    /// A visible nav [a, b] with a traced delegate (b pushed without animation, turns run until
    /// idle); in turn 3 the user swipes back to `progress`; a turn later the finger lifts
    /// (`cancel` or `finish`), and the run loop runs until idle.
    static func swipe(ios: Int, progress: Double, cancel: Bool) -> SwipeRecord {
        var delegate: RecordingNavigationDelegate?
        var a: PopProbeController?
        var b: PopProbeController?
        var record = SwipeRecord()
        var marks = (a: 0, b: 0, delegate: 0)
        record.trace = recordWithVisibleRoot(ios: ios, { () -> NavigationController in
            a = PopProbeController(name: "a")
            let nav = NavigationController(rootViewController: a!, name: "nav")
            delegate = RecordingNavigationDelegate(name: "delegate")
            nav.delegate = delegate
            return nav
        }) { s, nav in
            b = PopProbeController(name: "b")
            nav.pushViewController(b!, animated: false)
            s.runLoop.runUntilIdle()
            marks = (a!.notes.count, b!.notes.count, delegate!.calls.count)
            let transition = nav.beginInteractivePop()
            transition?.update(percentComplete: progress)
            s.runLoop.runOnce()
            if cancel { transition?.cancel() } else { transition?.finish() }
            s.runLoop.runUntilIdle()
        }
        record.events = NavigationFlows.from(turn: 3, eventLines(record.trace))
        record.delegate = Array(delegate!.calls.dropFirst(marks.delegate))
        record.a = Array(a!.notes.dropFirst(marks.a))
        record.b = Array(b!.notes.dropFirst(marks.b))
        return record
    }

    /// A visible nav [a, b], idle, for the misuse tests.
    static func visibleNavShowingB(ios: Int = 26, _ body: @MainActor (Session, NavigationController) -> Void) -> String {
        NavigationFlows.withVisibleNav(ios: ios, { NavigationFlows.nav() }) { s, nav in
            nav.pushViewController(ViewController(name: "b"), animated: false)
            s.runLoop.runUntilIdle()
            body(s, nav)
        }
    }
}

/// The interactive pop (swipe back): `beginInteractivePop()` stands in for the gesture; the
/// transition it returns is updated, then cancelled or finished. Whole sequences from the swipe's
/// turn on, at 0.3 and 0.8 progress, on iOS 12 (no viewIsAppearing) and iOS 26.
@MainActor
@Suite("Interactive pop")
struct InteractivePopTests {
    /// Cancelled at 0.3 (iOS 26): at the swipe, the pop's willMove(toParent: nil), b's
    /// viewWillDisappear, a's viewWillAppear and willShow(a), all within the call; the animation
    /// back takes 0.3 × 0.35 s; then S4-16's order: a.viewWillDisappear, a.viewDidDisappear,
    /// b.viewWillAppear, b.viewIsAppearing, b.viewDidAppear. No didMove for b, no didShow.
    @Test func cancelledAtPointThreeOnIOS26() {
        let record = InteractivePopFlows.swipe(ios: 26, progress: 0.3, cancel: true)
        expectText(record.events, equals: """
            turn 3
              [4] nav.beginInteractivePop()
                [5] nav.popViewController(animated: true)
                  b.willMove(toParent: nil)
                b.viewWillDisappear(true)
                a.viewWillAppear(true)
                delegate.navigationController(nav, willShow: a, animated: true)
                a.view.willMove(toSuperview: nav.view)
                a.view.didMoveToSuperview()
                nav.view.didAddSubview(a.view)
                a.view.willMove(toWindow: window)
                a.view.didMoveToWindow()
              [6] nav.updateInteractivePop(percentComplete: 0.3)
              ~ window: layout pass <- [4]
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()
                a.viewIsAppearing(true)
            turn 4
              [7] nav.cancelInteractivePop()
            turn 5
              ~ main queue <- [7]
                a.viewWillDisappear(true)
                a.view.willMove(toSuperview: nil)
                a.view.willMove(toWindow: nil)
                a.view.didMoveToWindow()
                a.view.didMoveToSuperview()
                nav.view.willRemoveSubview(a.view)
                a.viewDidDisappear(true)
                b.viewWillAppear(true)
                b.viewIsAppearing(true)
                b.viewDidAppear(true)
              ~ window: layout pass <- [7]
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()

            """)
        #expect(record.delegate == ["willShow a true"])
        #expect(record.b == [
            "willMove(toParent: nil) stack:[a, b] to:false from:true t:0",
            "viewWillDisappear stack:[a] to:false from:true t:0",
            "viewWillAppear stack:[a, b] to:false from:false t:105",
            "viewDidAppear stack:[a, b] to:false from:false t:105",
        ])
        #expect(record.a == [
            "viewWillAppear stack:[a] to:false from:false t:0",
            "viewWillDisappear stack:[a, b] to:false from:false t:105",
            "viewDidDisappear stack:[a, b] to:false from:false t:105",
        ])
    }

    /// Cancelled at 0.8 (iOS 12): the same order, no viewIsAppearing (iOS 12 differs from iOS 26
    /// only as everywhere), the same turns as at 0.3; the animation back takes 0.8 × 0.35 s.
    @Test func cancelledAtPointEightOnIOS12() {
        let record = InteractivePopFlows.swipe(ios: 12, progress: 0.8, cancel: true)
        expectIOS12Differences(record.trace, from: InteractivePopFlows.swipe(ios: 26, progress: 0.8, cancel: true).trace,
                               traitsOf: ["nav", "a", "b"])
        expectText(InteractivePopFlows.swipe(ios: 26, progress: 0.8, cancel: true).events
                       .replacingOccurrences(of: "percentComplete: 0.8", with: "percentComplete: 0.3"),
                   equals: InteractivePopFlows.swipe(ios: 26, progress: 0.3, cancel: true).events)
        #expect(record.delegate == ["willShow a true"])
        #expect(record.b == [
            "willMove(toParent: nil) stack:[a, b] to:false from:true t:0",
            "viewWillDisappear stack:[a] to:false from:true t:0",
            "viewWillAppear stack:[a, b] to:false from:false t:280",
            "viewDidAppear stack:[a, b] to:false from:false t:280",
        ])
        #expect(record.a == [
            "viewWillAppear stack:[a] to:false from:false t:0",
            "viewWillDisappear stack:[a, b] to:false from:false t:280",
            "viewDidDisappear stack:[a, b] to:false from:false t:280",
        ])
    }

    /// Finished at 0.3 (iOS 12): as finished at 0.8 below but for the iOS version and the progress;
    /// the rest of the animation, 0.7 × 0.35 s, then the end of a pop: b.viewDidDisappear,
    /// a.viewDidAppear, b.didMove(toParent: nil), didShow(a).
    @Test func finishedAtPointThreeOnIOS12() {
        let record = InteractivePopFlows.swipe(ios: 12, progress: 0.3, cancel: false)
        expectIOS12Differences(record.trace, from: InteractivePopFlows.swipe(ios: 26, progress: 0.3, cancel: false).trace,
                               traitsOf: ["nav", "a", "b"])
        expectText(InteractivePopFlows.swipe(ios: 26, progress: 0.3, cancel: false).events
                       .replacingOccurrences(of: "percentComplete: 0.3", with: "percentComplete: 0.8"),
                   equals: InteractivePopFlows.swipe(ios: 26, progress: 0.8, cancel: false).events)
        #expect(record.delegate == ["willShow a true", "didShow a true"])
        #expect(record.b == [
            "willMove(toParent: nil) stack:[a, b] to:false from:true t:0",
            "viewWillDisappear stack:[a] to:false from:true t:0",
            "viewDidDisappear stack:[a] to:false from:true t:245",
            "didMove(toParent: nil) stack:none to:false from:false t:245",
        ])
        #expect(record.a == [
            "viewWillAppear stack:[a] to:false from:false t:0",
            "viewDidAppear stack:[a] to:false from:false t:245",
        ])
    }

    /// Finished at 0.8 (iOS 26): 0.2 × 0.35 s left; a got viewIsAppearing in the swipe's layout pass.
    @Test func finishedAtPointEightOnIOS26() {
        let record = InteractivePopFlows.swipe(ios: 26, progress: 0.8, cancel: false)
        expectText(record.events, equals: """
            turn 3
              [4] nav.beginInteractivePop()
                [5] nav.popViewController(animated: true)
                  b.willMove(toParent: nil)
                b.viewWillDisappear(true)
                a.viewWillAppear(true)
                delegate.navigationController(nav, willShow: a, animated: true)
                a.view.willMove(toSuperview: nav.view)
                a.view.didMoveToSuperview()
                nav.view.didAddSubview(a.view)
                a.view.willMove(toWindow: window)
                a.view.didMoveToWindow()
              [6] nav.updateInteractivePop(percentComplete: 0.8)
              ~ window: layout pass <- [4]
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()
                a.viewIsAppearing(true)
            turn 4
              [7] nav.finishInteractivePop()
            turn 5
              ~ main queue <- [7]
                b.view.willMove(toSuperview: nil)
                b.view.willMove(toWindow: nil)
                b.view.didMoveToWindow()
                b.view.didMoveToSuperview()
                nav.view.willRemoveSubview(b.view)
                b.viewDidDisappear(true)
                a.viewDidAppear(true)
                b.didMove(toParent: nil)
                delegate.navigationController(nav, didShow: a, animated: true)
              ~ window: layout pass <- [7]
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()

            """)
        #expect(record.delegate == ["willShow a true", "didShow a true"])
        #expect(record.b == [
            "willMove(toParent: nil) stack:[a, b] to:false from:true t:0",
            "viewWillDisappear stack:[a] to:false from:true t:0",
            "viewDidDisappear stack:[a] to:false from:true t:70",
            "didMove(toParent: nil) stack:none to:false from:false t:70",
        ])
        #expect(record.a == [
            "viewWillAppear stack:[a] to:false from:false t:0",
            "viewDidAppear stack:[a] to:false from:false t:70",
        ])
    }

    /// The stack, the top and the popped controller's parent while the finger is down, during the
    /// animation back, and after it.
    @Test func stackAndParentThroughACancelledSwipe() {
        var seen: [String] = []
        _ = InteractivePopFlows.visibleNavShowingB { s, nav in
            let b = nav.topViewController!
            @MainActor func look(_ moment: String) {
                let stack = nav.viewControllers.map(\.traceName).joined(separator: ", ")
                seen.append("\(moment): [\(stack)] top:\(nav.topViewController?.traceName ?? "nil") "
                    + "b.parent:\(b.parent?.traceName ?? "nil") b.nav:\(b.navigationController?.traceName ?? "nil") "
                    + "children:\(nav.children.count)")
            }
            let transition = nav.beginInteractivePop()
            look("swiping")
            transition?.update(percentComplete: 0.5)
            transition?.cancel()
            look("animating back")
            #expect(transition?.state == .cancelling)
            s.runLoop.runUntilIdle()
            look("cancelled")
            #expect(transition?.state == .cancelled)
            #expect(transition?.percentComplete == 0.5)
        }
        #expect(seen == [
            "swiping: [a] top:a b.parent:nav b.nav:nav children:2",
            "animating back: [a] top:a b.parent:nav b.nav:nav children:2",
            "cancelled: [a, b] top:b b.parent:nav b.nav:nav children:2",
        ])
    }

    /// `navigationController` is the nearest navigation controller up the parent chain.
    @Test func navigationControllerIsTheNearestAncestor() {
        _ = recordEvents { _ in
            let nav = NavigationController(rootViewController: ViewController(name: "a"), name: "nav")
            let child = ViewController(name: "child")
            nav.viewControllers[0].addChild(child)
            #expect(child.navigationController === nav)
            #expect(nav.viewControllers[0].navigationController === nav)
            #expect(nav.navigationController == nil)
            #expect(ViewController(name: "loose").navigationController == nil)
        }
    }
}

/// When the swipe cannot begin, and stack changes while it runs: ignored with a diagnostic, so the
/// stack a cancel restores is the one the swipe started from.
@MainActor
@Suite("Interactive pop misuse")
struct InteractivePopMisuseTests {
    /// Only the root on the stack: no swipe, nothing changes.
    @Test func onlyTheRootCannotBeSwiped() {
        var transition: InteractivePopTransition?
        let events = NavigationFlows.from(turn: 1, NavigationFlows.withVisibleNav({ NavigationFlows.nav() }) { s, nav in
            transition = nav.beginInteractivePop()
            s.runLoop.runUntilIdle()
        })
        #expect(transition == nil)
        expectText(events, equals: """
            turn 1
              ~ main queue <- [2]
                nav.viewDidAppear(false)
                a.viewDidAppear(false)
              [3] nav.beginInteractivePop()

            """)
    }

    /// A push waiting for its turn, or one whose animation runs, blocks the swipe; so does a swipe
    /// in progress; and a navigation controller off screen has nothing to swipe.
    @Test func noSwipeDuringATransitionOrOffScreen() {
        var results: [Bool] = []
        _ = InteractivePopFlows.visibleNavShowingB { s, nav in
            nav.pushViewController(ViewController(name: "c"), animated: true)
            results.append(nav.beginInteractivePop() == nil)  // scheduled
            s.runLoop.runOnce()
            results.append(nav.beginInteractivePop() == nil)  // animating
            s.runLoop.runUntilIdle()
            let first = nav.beginInteractivePop()
            results.append(first != nil)
            results.append(nav.beginInteractivePop() == nil)  // a swipe in progress
            first?.finish()
            s.runLoop.runUntilIdle()
            #expect(nav.viewControllers.map(\.traceName) == ["a", "b"])
        }
        _ = recordEvents { s in
            let nav = NavigationController(rootViewController: ViewController(name: "a"), name: "nav")
            nav.pushViewController(ViewController(name: "b"), animated: false)
            results.append(nav.beginInteractivePop() == nil)  // no window
            #expect(nav.viewControllers.count == 2)
        }
        #expect(results == [true, true, true, true, true])
    }

    /// Push, pop, popToRoot, popTo and set while the finger is down, and during the animation
    /// back: each is recorded with a diagnostic and changes nothing; the cancel restores [a, b]; a
    /// push once the swipe has ended works.
    @Test func stackChangesDuringTheSwipeAreIgnored() {
        let events = NavigationFlows.from(turn: 3, InteractivePopFlows.visibleNavShowingB { s, nav in
            let a = nav.viewControllers[0]
            let transition = nav.beginInteractivePop()
            nav.pushViewController(ViewController(name: "c"), animated: true)
            #expect(nav.popViewController(animated: true) == nil)
            #expect(nav.popToRootViewController(animated: false) == nil)
            #expect(nav.popToViewController(a, animated: false) == nil)
            transition?.update(percentComplete: 0.5)
            transition?.cancel()
            nav.setViewControllers([a], animated: false)
            #expect(nav.viewControllers.map(\.traceName) == ["a"])
            s.runLoop.runUntilIdle()
            #expect(nav.viewControllers.map(\.traceName) == ["a", "b"])
            nav.pushViewController(ViewController(name: "d"), animated: false)
            #expect(nav.viewControllers.map(\.traceName) == ["a", "b", "d"])
        })
        expectText(events, equals: """
            turn 3
              [4] nav.beginInteractivePop()
                [5] nav.popViewController(animated: true)
                  b.willMove(toParent: nil)
                b.viewWillDisappear(true)
                a.viewWillAppear(true)
                a.view.willMove(toSuperview: nav.view)
                a.view.didMoveToSuperview()
                nav.view.didAddSubview(a.view)
                a.view.willMove(toWindow: window)
                a.view.didMoveToWindow()
              [6] nav.pushViewController(c, animated: true)
                ! nav.stackChangeDuringInteractivePop()  # nav cannot change its stack during an interactive pop; the call is ignored.
              [7] nav.popViewController(animated: true)
                ! nav.stackChangeDuringInteractivePop()  # nav cannot change its stack during an interactive pop; the call is ignored.
              [8] nav.popToRootViewController(animated: false)
                ! nav.stackChangeDuringInteractivePop()  # nav cannot change its stack during an interactive pop; the call is ignored.
              [9] nav.popToViewController(a, animated: false)
                ! nav.stackChangeDuringInteractivePop()  # nav cannot change its stack during an interactive pop; the call is ignored.
              [10] nav.updateInteractivePop(percentComplete: 0.5)
              [11] nav.cancelInteractivePop()
              [12] nav.setViewControllers([a], animated: false)
                ! nav.stackChangeDuringInteractivePop()  # nav cannot change its stack during an interactive pop; the call is ignored.
              ~ window: layout pass <- [4]
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()
                a.viewIsAppearing(true)
            turn 5
              ~ main queue <- [11]
                a.viewWillDisappear(true)
                a.view.willMove(toSuperview: nil)
                a.view.willMove(toWindow: nil)
                a.view.didMoveToWindow()
                a.view.didMoveToSuperview()
                nav.view.willRemoveSubview(a.view)
                a.viewDidDisappear(true)
                b.viewWillAppear(true)
                b.viewIsAppearing(true)
                b.viewDidAppear(true)
              ~ window: layout pass <- [11]
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()
            turn 6
              [13] nav.pushViewController(d, animated: false)
                d.willMove(toParent: nav)

            """)
    }

    /// Calls on a transition that has ended are recorded and change nothing: a second finish, a
    /// cancel after finish, an update after it.
    @Test func callsAfterTheEndChangeNothing() {
        var transition: InteractivePopTransition?
        let events = NavigationFlows.from(turn: 6, InteractivePopFlows.visibleNavShowingB { s, nav in
            transition = nav.beginInteractivePop()
            transition?.finish()
            s.runLoop.runUntilIdle()
            transition?.finish()
            transition?.cancel()
            transition?.update(percentComplete: 0.5)
            s.runLoop.runUntilIdle()
            #expect(nav.viewControllers.map(\.traceName) == ["a"])
        })
        #expect(transition?.state == .finished)
        #expect(transition?.percentComplete == 0)
        expectText(events, equals: """
            turn 6
              [7] nav.finishInteractivePop()
              [8] nav.cancelInteractivePop()
              [9] nav.updateInteractivePop(percentComplete: 0.5)

            """)
    }
}
