import Testing
import Lifeline
import LifelineTesting

/// Hooks in the style of the LifecycleHooks library, as whole sequences: where each hook runs
/// against the callback it follows, priority order and ties, `onceOnly`, cancelling before and
/// during a dispatch, hooks added during a dispatch, view hooks, the `viewDidLoad` exception and
/// never loading the view.
@MainActor
@Suite("Hooks")
struct HookTests {
    /// `viewDidLoad` hooks run before the controller's own viewDidLoad (the library's exception:
    /// it observes the view being set); the others after the controller's own method, outside its
    /// event, since the override never calls them.
    @Test func viewDidLoadHookRunsBeforeAndOthersAfterTheControllersOwn() {
        var order: [String] = []
        final class Screen: ViewController {
            var note: (String) -> Void = { _ in }
            override func viewDidLoad() { super.viewDidLoad(); note("own viewDidLoad") }
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); note("own viewWillAppear") }
        }
        let events = recordEvents { session in
            let screen = Screen(name: "screen")
            screen.note = { order.append($0) }
            screen.on(.viewDidLoad, name: "loadHook") { alreadyLoaded in order.append("hook viewDidLoad \(alreadyLoaded)") }
            screen.on(.viewWillAppear, name: "appearHook") { animated in order.append("hook viewWillAppear \(animated)") }
            screen.beginAppearanceTransition(true, animated: true)
            screen.endAppearanceTransition()
        }
        #expect(order == ["hook viewDidLoad false", "own viewDidLoad", "own viewWillAppear", "hook viewWillAppear true"])
        expectText(events, equals: """
            turn 0
              [1] screen.on(loadHook)
              [2] screen.on(appearHook)
              [3] screen.beginAppearanceTransition(true, animated: true)
                screen.loadView()
                loadHook.perform(false)
                screen.viewDidLoad()
                screen.viewWillAppear(true)
                appearHook.perform(true)
              [4] screen.endAppearanceTransition()
                screen.viewDidAppear(true)

            """)
    }

    /// Highest priority first; equal priorities in the order they were added; custom values
    /// clamp to 0...1000.
    @Test func priorityOrderAndTies() {
        var order: [String] = []
        let events = recordEvents { _ in
            let vc = ViewController(name: "vc")
            vc.on(.viewDidAppear, priority: .low, name: "low") { _ in order.append("low") }
            vc.on(.viewDidAppear, name: "normal1") { _ in order.append("normal1") }
            vc.on(.viewDidAppear, priority: .custom(5000), name: "clampedHighest") { _ in order.append("clampedHighest") }
            vc.on(.viewDidAppear, priority: .medium, name: "normal2") { _ in order.append("normal2") }
            vc.on(.viewDidAppear, priority: .highest, name: "highest") { _ in order.append("highest") }
            vc.on(.viewDidAppear, priority: .custom(-3), name: "clampedLowest") { _ in order.append("clampedLowest") }
            vc.beginAppearanceTransition(true, animated: false)
            vc.endAppearanceTransition()
        }
        #expect(order == ["clampedHighest", "highest", "normal1", "normal2", "low", "clampedLowest"])
        #expect(HookPriority.custom(5000) == .highest && HookPriority.custom(-3) == .lowest)
        #expect(HookPriority.normal == .medium && HookPriority.custom(600).value == 600)
        expectText(events, equals: """
            turn 0
              [1] vc.on(low)
              [2] vc.on(normal1)
              [3] vc.on(clampedHighest)
              [4] vc.on(normal2)
              [5] vc.on(highest)
              [6] vc.on(clampedLowest)
              [7] vc.beginAppearanceTransition(true, animated: false)
                vc.loadView()
                vc.viewDidLoad()
                vc.viewWillAppear(false)
              [8] vc.endAppearanceTransition()
                vc.viewDidAppear(false)
                clampedHighest.perform(false)
                highest.perform(false)
                normal1.perform(false)
                normal2.perform(false)
                low.perform(false)
                clampedLowest.perform(false)

            """)
    }

    /// Appears and disappears twice by hand: `vc`'s own callbacks, with and without hooks, so that
    /// a hook test states only where its hooks ran.
    static func appearTwice(_ vc: ViewController) {
        for _ in 0..<2 {
            vc.beginAppearanceTransition(true, animated: false)
            vc.endAppearanceTransition()
            vc.beginAppearanceTransition(false, animated: false)
            vc.endAppearanceTransition()
        }
    }

    /// The trace of `appearTwice` on a controller named `vc` with no hook.
    static func appearTwiceWithoutHooks() -> Trace {
        recordTrace { _ in appearTwice(ViewController(name: "vc")) }
    }

    /// A `onceOnly` hook runs on the first appearance only; the other one every time, each just
    /// after viewWillAppear. The controller's own callbacks are as without hooks.
    @Test func onceOnlyHooksRemoveThemselves() {
        var counts = (once: 0, every: 0)
        let trace = recordTrace { _ in
            let vc = ViewController(name: "vc")
            let once = vc.on(.viewWillAppear, onceOnly: true, name: "once") { _ in counts.once += 1 }
            vc.on(.viewWillAppear, name: "every") { _ in counts.every += 1 }
            Self.appearTwice(vc)
            #expect(once.runCount == 1)
        }
        #expect(counts.once == 1 && counts.every == 2)
        #expect(callbackLines(trace, excluding: ["perform("]) == callbackLines(Self.appearTwiceWithoutHooks()))
        expectProjection(of: trace, onto: ["vc", "once", "every"], callbacks: [.viewWillAppear, .viewDidAppear, .hookPerform],
                         equals: ["vc.viewWillAppear(_:)", "once.perform(_:)", "every.perform(_:)", "vc.viewDidAppear(_:)",
                                  "vc.viewWillAppear(_:)", "every.perform(_:)", "vc.viewDidAppear(_:)"])
    }

    /// Cancelled before its event, a hook never runs; cancelled from inside itself, it finishes
    /// and never runs again; cancelled by an earlier hook of the same dispatch, it does not run.
    /// The controller's own callbacks are as without hooks.
    @Test func cancelBeforeAndDuringDispatch() {
        var ran: [String] = []
        let trace = recordTrace { _ in
            let vc = ViewController(name: "vc")
            let early = vc.on(.viewDidAppear, name: "cancelledEarly") { _ in ran.append("cancelledEarly") }
            early.cancel()
            var selfCancelling: Hook?
            selfCancelling = vc.on(.viewDidAppear, priority: .highest, name: "selfCancelling") { _ in
                ran.append("selfCancelling")
                selfCancelling?.cancel()
            }
            var victim: Hook?
            vc.on(.viewDidAppear, priority: .high, name: "canceller") { _ in
                ran.append("canceller")
                victim?.cancel()
            }
            victim = vc.on(.viewDidAppear, priority: .low, name: "victim") { _ in ran.append("victim") }
            Self.appearTwice(vc)
            #expect(early.isCancelled && selfCancelling?.isCancelled == true && victim?.isCancelled == true)
        }
        #expect(ran == ["selfCancelling", "canceller", "canceller"])
        #expect(callbackLines(trace, excluding: ["perform("]) == callbackLines(Self.appearTwiceWithoutHooks()))
        expectProjection(of: trace, onto: ["vc", "cancelledEarly", "selfCancelling", "canceller", "victim"],
                         callbacks: [.viewDidAppear, .hookPerform, .cancelHook],
                         equals: ["cancelledEarly.cancel()", "vc.viewDidAppear(_:)", "selfCancelling.perform(_:)",
                                  "selfCancelling.cancel()", "canceller.perform(_:)", "victim.cancel()",
                                  "vc.viewDidAppear(_:)", "canceller.perform(_:)", "victim.cancel()"])
        #expect(eventLines(trace).contains("""
                    selfCancelling.perform(false)
                      [8] selfCancelling.cancel()
                    canceller.perform(false)
                      [9] victim.cancel()
                  [10] vc.beginAppearanceTransition(false, animated: false)
                """))
    }

    /// A hook added by a hook of the same event waits for the next dispatch. The controller's own
    /// callbacks are as without hooks.
    @Test func hookAddedDuringDispatchRunsNextTime() {
        var ran: [String] = []
        let trace = recordTrace { _ in
            let vc = ViewController(name: "vc")
            vc.on(.viewWillAppear, onceOnly: true, name: "adder") { _ in
                ran.append("adder")
                vc.on(.viewWillAppear, priority: .highest, name: "added") { _ in ran.append("added") }
            }
            Self.appearTwice(vc)
        }
        #expect(ran == ["adder", "added"])
        #expect(callbackLines(trace, excluding: ["perform("]) == callbackLines(Self.appearTwiceWithoutHooks()))
        expectProjection(of: trace, onto: ["vc", "adder", "added"], callbacks: [.viewWillAppear, .hookPerform, .addHook],
                         equals: ["vc.on(_:)", "vc.viewWillAppear(_:)", "adder.perform(_:)", "vc.on(_:)",
                                  "vc.viewWillAppear(_:)", "added.perform(_:)"])
        #expect(eventLines(trace).contains("    adder.perform(false)\n      [3] vc.on(added)\n  [4] vc.endAppearanceTransition()\n"))
    }

    /// Adding hooks (controller, viewDidLoad, root view) never loads the view; the root view's hook
    /// waits for the view and then follows its didMoveToWindow.
    @Test func hooksNeverLoadTheView() {
        var loaded = true
        let events = recordEvents { session in
            let window = Window(name: "window")
            let vc = ViewController(name: "vc")
            vc.on(.viewWillAppear) { _ in }
            vc.onViewDidLoad { _ in }
            vc.onView(.didMoveToWindow) {}
            loaded = vc.isViewLoaded
            window.rootViewController = vc
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
        }
        #expect(!loaded)
        expectText(events, equals: """
            turn 0
              [1] vc.on(vc.viewWillAppearHook)
              [2] vc.on(vc.viewDidLoadHook)
              [3] vc.on(vc.view.didMoveToWindowHook)
              [4] window.rootViewController = vc
              [5] window.makeKeyAndVisible()
                vc.loadView()
                vc.viewDidLoadHook.perform(false)
                vc.viewDidLoad()
                vc.viewWillAppear(false)
                vc.viewWillAppearHook.perform(false)
                vc.view.willMove(toSuperview: window)
                vc.view.didMoveToSuperview()
                window.didAddSubview(vc.view)
                vc.view.willMove(toWindow: window)
                vc.view.didMoveToWindow()
                vc.view.didMoveToWindowHook.perform()
                vc.view.layoutMarginsDidChange()
                vc.viewLayoutMarginsDidChange()
                vc.view.safeAreaInsetsDidChange()
                vc.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [5]
                vc.updateViewConstraints()
                  vc.view.updateConstraints()
                window.updateConstraints()
                window.layoutSubviews()
                vc.viewIsAppearing(false)
                vc.viewWillLayoutSubviews()
                vc.view.layoutSubviews()
                vc.viewDidLayoutSubviews()
            turn 1
              ~ main queue <- [5]
                vc.viewDidAppear(false)

            """)
    }

    /// A viewDidLoad hook added once the view has loaded runs at once when asked (with
    /// `alreadyLoaded` true), and never otherwise.
    @Test func viewDidLoadHookAfterTheLoad() {
        var received: [Bool] = []
        let events = recordEvents { _ in
            let vc = ViewController(name: "vc")
            vc.loadViewIfNeeded()
            vc.onViewDidLoad(immediatelyIfAlreadyLoaded: true, name: "immediate") { received.append($0) }
            vc.onViewDidLoad(name: "late") { received.append($0) }
            vc.on(.viewDidLoad, name: "lateToo") { received.append($0) }
        }
        #expect(received == [true])
        expectText(events, equals: """
            turn 0
              [1] vc.loadViewIfNeeded()
                vc.loadView()
                vc.viewDidLoad()
              [2] vc.on(immediate)
                immediate.perform(true)
              [3] vc.on(late)
              [4] vc.on(lateToo)

            """)
    }

    /// View hooks follow the view's own callback: a subview's didMoveToWindow and layout, and a
    /// `onceOnly` didMoveToSuperview.
    @Test func hooksOnViews() {
        var count = 0
        let events = recordEvents { session in
            let window = Window(name: "window")
            window.makeKeyAndVisible()
            let badge = View(name: "badge")
            badge.on(.didMoveToWindow, name: "badgeInWindow") { count += 1 }
            badge.on(.didMoveToSuperview, onceOnly: true, name: "firstSuperview") {}
            badge.on(.layoutSubviews, name: "badgeLayout") {}
            window.addSubview(badge)
            session.runLoop.runUntilIdle()
            badge.removeFromSuperview()
        }
        #expect(count == 2)
        expectText(events, equals: """
            turn 0
              [1] window.makeKeyAndVisible()
              [2] badge.on(badgeInWindow)
              [3] badge.on(firstSuperview)
              [4] badge.on(badgeLayout)
              [5] window.addSubview(badge)
                badge.willMove(toSuperview: window)
                badge.didMoveToSuperview()
                firstSuperview.perform()
                window.didAddSubview(badge)
                badge.willMove(toWindow: window)
                badge.didMoveToWindow()
                badgeInWindow.perform()
              ~ window: layout pass <- [1]
                badge.updateConstraints()
                window.updateConstraints()
                window.layoutSubviews()
                badge.layoutSubviews()
                badgeLayout.perform()
            turn 1
              [6] badge.removeFromSuperview()
                badge.willMove(toSuperview: nil)
                badge.willMove(toWindow: nil)
                badge.didMoveToWindow()
                badgeInWindow.perform()
                badge.didMoveToSuperview()
                window.willRemoveSubview(badge)

            """)
    }

    /// viewIsAppearing hooks follow the callback, which exists from iOS 13: on iOS 12 they never
    /// run, and the flow is otherwise iOS 26's but for iOS 12's usual differences. A onceOnly
    /// viewDidLayoutSubviews hook runs once, after the first layout.
    @Test func viewIsAppearingHookDependsOnTheVersion() {
        var runs = 0
        func flow(ios: Int) -> Trace {
            recordTrace(ios: ios) { session in
                let window = Window(name: "window")
                let vc = ViewController(name: "vc")
                vc.on(.viewIsAppearing, name: "appearing") { _ in runs += 1 }
                vc.on(.viewDidLayoutSubviews, onceOnly: true, name: "laidOut") { _ in }
                window.rootViewController = vc
                window.makeKeyAndVisible()
                session.runLoop.runUntilIdle()
            }
        }
        let new = flow(ios: 26)
        #expect(runs == 1)
        let old = flow(ios: 12)
        #expect(runs == 1)
        expectIOS12Differences(old, from: new, traitsOf: ["vc"], alsoMissing: ["perform(false)"])
        // Each hook right after its callback; the controller's own callbacks as without hooks.
        expectProjection(of: new, onto: ["vc", "appearing", "laidOut"],
                         callbacks: [.viewIsAppearing, .viewDidLayoutSubviews, .hookPerform, .hookPerformWithoutFlag],
                         equals: ["vc.viewIsAppearing(_:)", "appearing.perform(_:)", "vc.viewDidLayoutSubviews()", "laidOut.perform()"])
        let events = eventLines(new)
        #expect(events.contains("    vc.viewIsAppearing(false)\n    appearing.perform(false)\n    vc.viewWillLayoutSubviews()\n"))
        #expect(events.contains("    vc.viewDidLayoutSubviews()\n    laidOut.perform()\nturn 1\n"))
        #expect(callbackLines(new, excluding: ["perform("])
                == callbackLines(recordWithVisibleRoot({ ViewController(name: "vc") }) { _, _ in }))
    }
}
