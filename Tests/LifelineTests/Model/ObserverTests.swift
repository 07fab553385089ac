import Testing
import Lifeline

/// The lifecycle-observer article's observers: a controller added as an invisible child, which
/// hears its parent's forwarded appearance callbacks, as whole sequences.
@MainActor
@Suite("Lifecycle observers")
struct ObserverTests {
    /// A screen that adds its analytics observer in viewDidLoad, as the article's `SomeVC` does.
    final class Screen: ViewController {
        let analytics = AnalyticsObserver(name: "analytics")
        override func viewDidLoad() {
            super.viewDidLoad()
            addLifecycleObserver(analytics)
        }
    }

    /// The containment calls in UIKit's order inside addLifecycleObserver (willMove at addChild,
    /// the view added, then didMove), and the observer's forwarded callbacks right after the
    /// screen's own; analytics records one "screen shown" per appearance.
    @Test func analyticsObserverHearsTheScreensAppearance() {
        var recorded: [String] = []
        var isChild = false
        let events = recordEvents { session in
            let window = Window(name: "window")
            let screen = Screen(name: "screen")
            window.rootViewController = screen
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            screen.beginAppearanceTransition(false, animated: false)
            screen.endAppearanceTransition()
            screen.beginAppearanceTransition(true, animated: false)
            screen.endAppearanceTransition()
            recorded = screen.analytics.recordedEvents
            isChild = screen.children.count == 1 && screen.analytics.parent === screen
                && screen.lifecycleObservers.count == 1
        }
        #expect(recorded == ["screen shown: screen", "screen shown: screen"])
        #expect(isChild)
        expectText(events, equals: """
            turn 0
              [1] window.rootViewController = screen
              [2] window.makeKeyAndVisible()
                screen.loadView()
                screen.viewDidLoad()
                  [3] screen.addLifecycleObserver(analytics)
                    [4] screen.addChild(analytics)
                      analytics.willMove(toParent: screen)
                    [5] analytics.view
                      analytics.loadView()
                      analytics.viewDidLoad()
                    [6] screen.view.addSubview(analytics.view)
                      analytics.view.willMove(toSuperview: screen.view)
                      analytics.view.didMoveToSuperview()
                      screen.view.didAddSubview(analytics.view)
                    analytics.didMove(toParent: screen)
                screen.viewWillAppear(false)
                analytics.viewWillAppear(false)
                screen.view.willMove(toSuperview: window)
                screen.view.didMoveToSuperview()
                window.didAddSubview(screen.view)
                screen.view.willMove(toWindow: window)
                analytics.view.willMove(toWindow: window)
                screen.view.didMoveToWindow()
                analytics.view.didMoveToWindow()
                screen.view.layoutMarginsDidChange()
                screen.viewLayoutMarginsDidChange()
                screen.view.safeAreaInsetsDidChange()
                screen.viewSafeAreaInsetsDidChange()
                analytics.view.layoutMarginsDidChange()
                analytics.viewLayoutMarginsDidChange()
                analytics.view.safeAreaInsetsDidChange()
                analytics.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [2]
                analytics.updateViewConstraints()
                  analytics.view.updateConstraints()
                screen.updateViewConstraints()
                  screen.view.updateConstraints()
                window.updateConstraints()
                window.layoutSubviews()
                screen.viewIsAppearing(false)
                screen.viewWillLayoutSubviews()
                screen.view.layoutSubviews()
                screen.viewDidLayoutSubviews()
                analytics.viewIsAppearing(false)
                analytics.viewWillLayoutSubviews()
                analytics.view.layoutSubviews()
                analytics.viewDidLayoutSubviews()
            turn 1
              ~ main queue <- [2]
                screen.viewDidAppear(false)
                analytics.viewDidAppear(false)
              [7] screen.beginAppearanceTransition(false, animated: false)
                screen.viewWillDisappear(false)
                analytics.viewWillDisappear(false)
              [8] screen.endAppearanceTransition()
                screen.viewDidDisappear(false)
                analytics.viewDidDisappear(false)
              [9] screen.beginAppearanceTransition(true, animated: false)
                screen.viewWillAppear(false)
                analytics.viewWillAppear(false)
              [10] screen.endAppearanceTransition()
                screen.viewIsAppearing(false)
                screen.viewDidAppear(false)
                analytics.viewIsAppearing(false)
                analytics.viewDidAppear(false)

            """)
    }

    /// Before iOS 13 there is no viewIsAppearing for either; the observer still follows the screen:
    /// the first display above but for the iOS 12 differences, for both controllers.
    @Test func observerOnIOS12() {
        func firstDisplay(ios: Int) -> Trace {
            recordWithVisibleRoot(ios: ios, { Screen(name: "screen") }) { _, _ in }
        }
        expectIOS12Differences(firstDisplay(ios: 12), from: firstDisplay(ios: 26), traitsOf: ["screen", "analytics"])
    }
}
