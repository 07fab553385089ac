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
}
