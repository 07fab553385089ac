import Testing
import Lifeline
import LifelineScenarios

/// Custom tab switches (issue 15): the tab bar controller delegate's
/// `tabBarController(_:animationControllerForTransitionFrom:to:)` gives an animator that runs the
/// switch, placed as a custom navigation transition is: after both will-callbacks (S7-01's
/// order), then `transitionDuration` and `animateTransition` (the incoming view goes in inside it);
/// `completeTransition(true)` takes the outgoing view out and drives the did-callbacks (S7-01's
/// order), `animationEnded` last (S15-01). No log shows a custom tab switch; see
/// `TabBarController+CustomTransition.swift`.
@MainActor
@Suite("Custom tab transitions")
struct CustomTabTransitionTests {
    static let flow = """
        controllers:
          tabs: { type: tab, tabs: [a, b], delegate: watcher, transition: { animator: fade, duration: 0.3 } }
          a: {}
          b: {}
        steps:
          - window.rootViewController: tabs
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: go
          - tapTab: { on: tabs, index: 1 }
          - tapTab: { on: tabs, index: 0 }
          - runUntilIdle
        """

    /// The whole switch; a tap while it runs is ignored (UIKit takes no touch during a
    /// transition; the model's reading), so `a` is not selected again.
    @Test func customSwitchAndATapDuringIt() throws {
        expectText(try eventsFromMarker(Self.flow, ios: 26), equals: """
            turn 1
              --- go
              [1] tabs.tapTab(at: 1)
                watcher.tabBarController(tabs, shouldSelect: b)
                b.loadView()
                b.viewDidLoad()
                b.viewWillAppear(false)
                a.viewWillDisappear(false)
                watcher.tabBarController(tabs, animationControllerForTransitionFrom: a, to: b)
                fade.transitionDuration(using: b)
                fade.animateTransition(using: b)
                  b.view.willMove(toSuperview: tabs.view)
                  b.view.didMoveToSuperview()
                  tabs.view.didAddSubview(b.view)
                  b.view.willMove(toWindow: window)
                  b.view.didMoveToWindow()
                  b.view.layoutMarginsDidChange()
                  b.viewLayoutMarginsDidChange()
                  b.view.safeAreaInsetsDidChange()
                  b.viewSafeAreaInsetsDidChange()
                watcher.tabBarController(tabs, didSelect: b)
              [2] tabs.tapTab(at: 0)
              ~ window: layout pass <- [1]
                b.updateViewConstraints()
                  b.view.updateConstraints()
                tabs.viewWillLayoutSubviews()
                tabs.view.layoutSubviews()
                tabs.viewDidLayoutSubviews()
                b.viewIsAppearing(false)
                b.viewWillLayoutSubviews()
                b.view.layoutSubviews()
                b.viewDidLayoutSubviews()
            turn 3
              ~ main queue <- [1]
                [3] fade.completeTransition(true)
                  a.view.willMove(toSuperview: nil)
                  a.view.willMove(toWindow: nil)
                  a.view.didMoveToWindow()
                  a.view.didMoveToSuperview()
                  tabs.view.willRemoveSubview(a.view)
                  a.viewDidDisappear(false)
                  b.viewDidAppear(false)
                  fade.animationEnded(true)
              ~ window: layout pass <- [3]
                tabs.viewWillLayoutSubviews()
                tabs.view.layoutSubviews()
                tabs.viewDidLayoutSubviews()

            """)
    }

    /// After the switch a tap works again, and a delegate answering no animator switches as
    /// UIKit's own (the delegate call not recorded); a transition without a delegate is refused at
    /// load; the file is written back with its transition.
    @Test func afterTheSwitchAndWithoutAnAnimator() throws {
        let again = Self.flow + "\n  - tapTab: { on: tabs, index: 0 }\n  - runUntilIdle\n"
        let events = try eventsFromMarker(again, ios: 26)
        #expect(events.contains("watcher.tabBarController(tabs, animationControllerForTransitionFrom: b, to: a)"), "\(events)")
        let plain = try eventsFromMarker(Self.flow.replacingOccurrences(of: ", transition: { animator: fade, duration: 0.3 }", with: ""), ios: 26)
        #expect(!plain.contains("animationControllerForTransitionFrom") && !plain.contains("fade."), "\(plain)")
        expectScenarioError("controllers:\n  tabs: { type: tab, tabs: [a], transition: { animator: fade } }\n  a: {}\nsteps: []\n",
                            2, 33, "'tabs''s transition is its delegate's animator: add 'delegate: <name>'")
        let scenario = try Scenario.parse(Self.flow, file: "t.yaml")
        let written = ScenarioWriter.yaml(scenario)
        #expect(written.contains("transition: { animator: fade, duration: 0.3 }"), "\(written)")
        #expect(try Scenario.parse(written, file: "t.yaml") == scenario)
    }

    /// An interactive switch, cancelled then finished: the delegate's interaction controller after
    /// its animation controller; cancelled, completeTransition(false) makes `b` disappear after its
    /// viewWillAppear and `a` appear again (the cancelled pop's shape, S4-16; S7-01's did order) and
    /// the selection goes back; finished, the switch completes after the rest of the duration.
    @Test func interactiveSwitchCancelledThenFinished() throws {
        let flow = """
            controllers:
              tabs: { type: tab, tabs: [a, b], delegate: watcher, transition: { animator: fade, duration: 0.3, interactive: true } }
              a: {}
              b: {}
            steps:
              - window.rootViewController: tabs
              - window.makeKeyAndVisible
              - runUntilIdle
              - mark: go
              - beginInteractiveTabSwitch: { on: tabs, index: 1 }
              - updateInteractiveTabSwitch: { on: tabs, percentComplete: 0.4 }
              - runOnce
              - cancelInteractiveTabSwitch: tabs
              - runUntilIdle
              - mark: again
              - beginInteractiveTabSwitch: { on: tabs, index: 1 }
              - runOnce
              - finishInteractiveTabSwitch: tabs
              - runUntilIdle
            """
        let events = try eventsFromMarker(flow, ios: 26)
        let order = events.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { line in
            line.contains("fade.") || line.contains("watcher.") || line.contains("Appear(") || line.contains("Disappear(")
                || line.contains("TabSwitch") || line.hasPrefix("---")
        }
        #expect(order == [
            "--- go", "[1] tabs.beginInteractiveTabSwitch(to: 1)", "b.viewWillAppear(false)", "a.viewWillDisappear(false)",
            "watcher.tabBarController(tabs, animationControllerForTransitionFrom: a, to: b)",
            "watcher.tabBarController(tabs, interactionControllerFor: fade)", "fade.transitionDuration(using: b)",
            "fade.animateTransition(using: b)", "[2] tabs.updateInteractiveTabSwitch(percentComplete: 0.4)",
            "[3] tabs.cancelInteractiveTabSwitch()", "[4] fade.completeTransition(false)", "b.viewWillDisappear(false)",
            "a.viewWillAppear(false)", "b.viewDidDisappear(false)", "a.viewDidAppear(false)", "fade.animationEnded(false)",
            "--- again", "[5] tabs.beginInteractiveTabSwitch(to: 1)", "b.viewWillAppear(false)", "a.viewWillDisappear(false)",
            "watcher.tabBarController(tabs, animationControllerForTransitionFrom: a, to: b)",
            "watcher.tabBarController(tabs, interactionControllerFor: fade)", "fade.transitionDuration(using: b)",
            "fade.animateTransition(using: b)", "[6] tabs.finishInteractiveTabSwitch()", "[7] fade.completeTransition(true)",
            "a.viewDidDisappear(false)", "b.viewDidAppear(false)", "fade.animationEnded(true)",
        ], "\(events)")
        #expect(events.contains("""
                  tabs.view.willRemoveSubview(b.view)
                  b.viewDidDisappear(false)
            """), "\(events)")
    }

    /// From Swift: the interaction's state, the selection back on `a` after the cancel and on `b`
    /// after the finish; no switch starts without an animator, or to the selected tab.
    @Test func interactiveSwitchFromSwift() {
        let delegate = TracedDelegate(name: "watcher")
        delegate.tabAnimator = TransitionAnimator(name: "fade", duration: 0.3)
        delegate.givesTabInteractionController = true
        let a = ViewController(name: "a"), b = ViewController(name: "b")
        _ = recordWithVisibleRoot(ios: 26, { () -> TabBarController in
            let tabs = TabBarController(name: "tabs")
            tabs.viewControllers = [a, b]
            tabs.delegate = delegate
            return tabs
        }) { session, tabs in
            #expect(tabs.beginInteractiveTabSwitch(to: 0) == nil)
            let pan = tabs.beginInteractiveTabSwitch(to: 1)
            #expect(pan?.state == .interacting && tabs.interactiveTabSwitchInProgress === pan)
            pan?.cancel()
            session.runLoop.runUntilIdle()
            #expect(pan?.state == .cancelled && tabs.selectedViewController === a && tabs.interactiveTabSwitchInProgress == nil)
            let again = tabs.beginInteractiveTabSwitch(to: 1)
            again?.finish()
            session.runLoop.runUntilIdle()
            #expect(again?.state == .finished && tabs.selectedViewController === b)
            delegate.tabAnimator = nil
            #expect(tabs.beginInteractiveTabSwitch(to: 0) == nil && tabs.selectedViewController === b)
        }
    }

    /// A delegate that answers a new animator each time it is asked, as UIKit apps commonly
    /// write `animationControllerForTransitionFrom` (`return FadeAnimator()`): the pan checks
    /// with one animator and the switch runs by the next, which must still be interactive. (The
    /// interaction was handed to the first animator, so the switch ran by the second without a
    /// pan, and `beginInteractiveTabSwitch` answered nil after starting it.)
    @Test func interactiveSwitchByAFreshAnimatorEachAsk() {
        final class FreshAnimators: TabBarControllerDelegate {
            var asked = 0
            func tabBarController(_ tabBarController: TabBarController, animationControllerForTransitionFrom fromViewController: ViewController,
                                  to toViewController: ViewController) -> TransitionAnimator? {
                asked += 1
                return TransitionAnimator(name: "fade\(asked)", duration: 0.3)
            }
            func tabBarController(_ tabBarController: TabBarController, interactionControllerFor animationController: TransitionAnimator) -> Bool {
                true
            }
        }
        let delegate = FreshAnimators()
        let a = ViewController(name: "a"), b = ViewController(name: "b")
        let trace = recordWithVisibleRoot(ios: 26, { () -> TabBarController in
            let tabs = TabBarController(name: "tabs")
            tabs.viewControllers = [a, b]
            tabs.delegate = delegate
            return tabs
        }) { session, tabs in
            session.mark("go")
            let pan = tabs.beginInteractiveTabSwitch(to: 1)
            #expect(pan?.state == .interacting && tabs.interactiveTabSwitchInProgress === pan)
            pan?.update(percentComplete: 0.5)
            pan?.finish()
            session.runLoop.runUntilIdle()
            #expect(pan?.state == .finished && tabs.selectedViewController === b)
        }
        #expect(delegate.asked == 2)
        let events = TextTraceFormat.encode(trace).split(separator: "\n").drop { $0 != "  --- go" }
        let order = events.map { $0.trimmingCharacters(in: .whitespaces) }.filter { line in
            line.contains("fade") || line.contains("tabBarController(") || line.contains("Appear(") || line.contains("Disappear(")
                || line.contains("TabSwitch") || line.hasPrefix("---")
        }
        #expect(order == [
            "--- go", "[4] tabs.beginInteractiveTabSwitch(to: 1)", "b.viewWillAppear(false)",
            "a.viewWillDisappear(false)", "tabs.tabBarController(tabs, animationControllerForTransitionFrom: a, to: b)",
            "tabs.tabBarController(tabs, interactionControllerFor: fade2)", "fade2.transitionDuration(using: b)",
            "fade2.animateTransition(using: b)", "[5] tabs.updateInteractiveTabSwitch(percentComplete: 0.5)",
            "[6] tabs.finishInteractiveTabSwitch()", "[7] fade2.completeTransition(true)", "a.viewDidDisappear(false)",
            "b.viewDidAppear(false)", "fade2.animationEnded(true)",
        ], "\(events.joined(separator: "\n"))")
    }

    /// A file whose tab controller has no interactive transition cannot start a pan on it.
    @Test func interactiveSwitchNeedsAnInteractiveTransition() {
        expectScenarioError("controllers:\n  tabs: { type: tab, tabs: [a, b], delegate: d, transition: { animator: fade } }\n"
                            + "  a: {}\n  b: {}\nsteps:\n  - beginInteractiveTabSwitch: { on: tabs, index: 1 }\n", 6, 38,
                            "'tabs' has no interactive custom transition to drive: give it 'delegate: <name>' and "
                            + "'transition: { animator: <name>, interactive: true }'")
    }
}
