import Testing
import LifelineScenarios

/// Exact traces of every built-in strategy, and of root-window on each iOS version whose rules
/// change it: 17+ (no initial traitCollectionDidChange), 13-16 (viewIsAppearing arrives), 11-12
/// (controller margins and safe area arrive), 9-10.
@MainActor
@Suite("Built-in strategy traces")
struct StrategyTraceTests {
    @Test func rootWindowOnIOS17AndLater() {
        expectTrace(of: "root-window", ios: 26, equals: """
        lifeline-trace 2
        ios: 26
        scenario: root-window
        objects:
          window = Window [window]
          vc = DemoViewController [viewController]
          vc.view = View [view]
          label = View [view]
        events:
        turn 0
          [1] window.rootViewController = vc
          [2] window.makeKeyAndVisible()
            vc.loadView()
              [3] vc.view.addSubview(label)
                label.willMove(toSuperview: vc.view)
                label.didMoveToSuperview()
                vc.view.didAddSubview(label)
            vc.viewDidLoad()
            vc.viewWillAppear(false)
            vc.view.willMove(toSuperview: window)
            vc.view.didMoveToSuperview()
            window.didAddSubview(vc.view)
            vc.view.willMove(toWindow: window)
            label.willMove(toWindow: window)
            vc.view.didMoveToWindow()
            label.didMoveToWindow()
            vc.view.layoutMarginsDidChange()
            vc.viewLayoutMarginsDidChange()
            vc.view.safeAreaInsetsDidChange()
            vc.viewSafeAreaInsetsDidChange()
          ~ window: layout pass <- [2]
            label.updateConstraints()
            vc.updateViewConstraints()
              vc.view.updateConstraints()
            window.updateConstraints()
            window.layoutSubviews()
            vc.viewIsAppearing(false)
            vc.viewWillLayoutSubviews()
            vc.view.layoutSubviews()
            vc.viewDidLayoutSubviews()
            label.layoutSubviews()
        turn 1
          ~ main queue <- [2]
            vc.viewDidAppear(false)

        """)
    }

    @Test func rootWindowOnIOS13To16() {
        expectTrace(of: "root-window", ios: 16, equals: """
        lifeline-trace 2
        ios: 16
        scenario: root-window
        objects:
          window = Window [window]
          vc = DemoViewController [viewController]
          vc.view = View [view]
          label = View [view]
        events:
        turn 0
          [1] window.rootViewController = vc
          [2] window.makeKeyAndVisible()
            vc.loadView()
              [3] vc.view.addSubview(label)
                label.willMove(toSuperview: vc.view)
                label.didMoveToSuperview()
                vc.view.didAddSubview(label)
            vc.viewDidLoad()
            vc.viewWillAppear(false)
            vc.view.willMove(toSuperview: window)
            vc.view.didMoveToSuperview()
            window.didAddSubview(vc.view)
            vc.view.willMove(toWindow: window)
            label.willMove(toWindow: window)
            vc.view.didMoveToWindow()
            label.didMoveToWindow()
            vc.traitCollectionDidChange(nil)
            vc.view.layoutMarginsDidChange()
            vc.viewLayoutMarginsDidChange()
            vc.view.safeAreaInsetsDidChange()
            vc.viewSafeAreaInsetsDidChange()
          ~ window: layout pass <- [2]
            label.updateConstraints()
            vc.updateViewConstraints()
              vc.view.updateConstraints()
            window.updateConstraints()
            window.layoutSubviews()
            vc.viewIsAppearing(false)
            vc.viewWillLayoutSubviews()
            vc.view.layoutSubviews()
            vc.viewDidLayoutSubviews()
            label.layoutSubviews()
        turn 1
          ~ main queue <- [2]
            vc.viewDidAppear(false)

        """)
    }

    @Test func rootWindowOnIOS11And12() {
        expectTrace(of: "root-window", ios: 12, equals: """
        lifeline-trace 2
        ios: 12
        scenario: root-window
        objects:
          window = Window [window]
          vc = DemoViewController [viewController]
          vc.view = View [view]
          label = View [view]
        events:
        turn 0
          [1] window.rootViewController = vc
          [2] window.makeKeyAndVisible()
            vc.loadView()
              [3] vc.view.addSubview(label)
                label.willMove(toSuperview: vc.view)
                label.didMoveToSuperview()
                vc.view.didAddSubview(label)
            vc.viewDidLoad()
            vc.viewWillAppear(false)
            vc.view.willMove(toSuperview: window)
            vc.view.didMoveToSuperview()
            window.didAddSubview(vc.view)
            vc.view.willMove(toWindow: window)
            label.willMove(toWindow: window)
            vc.view.didMoveToWindow()
            label.didMoveToWindow()
            vc.traitCollectionDidChange(nil)
            vc.view.layoutMarginsDidChange()
            vc.viewLayoutMarginsDidChange()
            vc.view.safeAreaInsetsDidChange()
            vc.viewSafeAreaInsetsDidChange()
          ~ window: layout pass <- [2]
            label.updateConstraints()
            vc.updateViewConstraints()
              vc.view.updateConstraints()
            window.updateConstraints()
            window.layoutSubviews()
            vc.viewWillLayoutSubviews()
            vc.view.layoutSubviews()
            vc.viewDidLayoutSubviews()
            label.layoutSubviews()
        turn 1
          ~ main queue <- [2]
            vc.viewDidAppear(false)

        """)
    }

    @Test func rootWindowOnIOS9And10() {
        expectTrace(of: "root-window", ios: 10, equals: """
        lifeline-trace 2
        ios: 10
        scenario: root-window
        objects:
          window = Window [window]
          vc = DemoViewController [viewController]
          vc.view = View [view]
          label = View [view]
        events:
        turn 0
          [1] window.rootViewController = vc
          [2] window.makeKeyAndVisible()
            vc.loadView()
              [3] vc.view.addSubview(label)
                label.willMove(toSuperview: vc.view)
                label.didMoveToSuperview()
                vc.view.didAddSubview(label)
            vc.viewDidLoad()
            vc.viewWillAppear(false)
            vc.view.willMove(toSuperview: window)
            vc.view.didMoveToSuperview()
            window.didAddSubview(vc.view)
            vc.view.willMove(toWindow: window)
            label.willMove(toWindow: window)
            vc.view.didMoveToWindow()
            label.didMoveToWindow()
            vc.traitCollectionDidChange(nil)
            vc.view.layoutMarginsDidChange()
          ~ window: layout pass <- [2]
            label.updateConstraints()
            vc.updateViewConstraints()
              vc.view.updateConstraints()
            window.updateConstraints()
            window.layoutSubviews()
            vc.viewWillLayoutSubviews()
            vc.view.layoutSubviews()
            vc.viewDidLayoutSubviews()
            label.layoutSubviews()
        turn 1
          ~ main queue <- [2]
            vc.viewDidAppear(false)

        """)
    }

    @Test func directViewAccess() {
        expectTrace(of: "direct-view-access", ios: 26, equals: """
        lifeline-trace 2
        ios: 26
        scenario: direct-view-access
        objects:
          vc = DemoViewController [viewController]
          vc.view = View [view]
          label = View [view]
        events:
        turn 0
          [1] vc.view
            vc.loadView()
              [2] vc.view.addSubview(label)
                label.willMove(toSuperview: vc.view)
                label.didMoveToSuperview()
                vc.view.didAddSubview(label)
            vc.viewDidLoad()

        """)
    }

    @Test func loadViewIfNeeded() {
        expectTrace(of: "load-view-if-needed", ios: 26, equals: """
        lifeline-trace 2
        ios: 26
        scenario: load-view-if-needed
        objects:
          vc = DemoViewController [viewController]
          vc.view = View [view]
          label = View [view]
        events:
        turn 0
          [1] vc.loadViewIfNeeded()
            vc.loadView()
              [2] vc.view.addSubview(label)
                label.willMove(toSuperview: vc.view)
                label.didMoveToSuperview()
                vc.view.didAddSubview(label)
            vc.viewDidLoad()

        """)
    }

    @Test func appearanceTransition() {
        expectTrace(of: "appearance-transition", ios: 26, equals: """
        lifeline-trace 2
        ios: 26
        scenario: appearance-transition
        objects:
          vc = DemoViewController [viewController]
          vc.view = View [view]
          label = View [view]
        events:
        turn 0
          [1] vc.beginAppearanceTransition(true, animated: false)
            vc.loadView()
              [2] vc.view.addSubview(label)
                label.willMove(toSuperview: vc.view)
                label.didMoveToSuperview()
                vc.view.didAddSubview(label)
            vc.viewDidLoad()
            vc.viewWillAppear(false)
          [3] vc.endAppearanceTransition()
            vc.viewDidAppear(false)

        """)
    }

    @Test func appearanceTransitionDisappear() {
        expectTrace(of: "appearance-transition-disappear", ios: 26, equals: """
        lifeline-trace 2
        ios: 26
        scenario: appearance-transition-disappear
        objects:
          vc = DemoViewController [viewController]
          vc.view = View [view]
          label = View [view]
        events:
        turn 0
          [1] vc.beginAppearanceTransition(true, animated: false)
            vc.loadView()
              [2] vc.view.addSubview(label)
                label.willMove(toSuperview: vc.view)
                label.didMoveToSuperview()
                vc.view.didAddSubview(label)
            vc.viewDidLoad()
            vc.viewWillAppear(false)
          [3] vc.endAppearanceTransition()
            vc.viewDidAppear(false)
          [4] vc.beginAppearanceTransition(false, animated: false)
            vc.viewWillDisappear(false)
          [5] vc.endAppearanceTransition()
            vc.viewDidDisappear(false)

        """)
    }

    /// Version rules only touch what happens in a window, so the windowless strategies trace the
    /// same on every supported version.
    @Test(arguments: ["direct-view-access", "load-view-if-needed", "appearance-transition", "appearance-transition-disappear"])
    func windowlessStrategiesAreTheSameOnEveryVersion(_ name: String) {
        let strategy = Strategies.named(name)!
        let newest = strategy.run(ios: .default).events
        for version in IOSVersion.supported {
            #expect(strategy.run(ios: version).events == newest, "\(name) differs on \(version)")
        }
    }

    /// Versions after 17 behave as 17 unless evidence says otherwise.
    @Test func versionsAfter17BehaveAs17() {
        for name in Strategies.all.map(\.name) {
            let strategy = Strategies.named(name)!
            let ios17 = strategy.run(ios: IOSVersion.iOS17).events
            #expect(strategy.run(ios: IOSVersion.iOS18).events == ios17)
            #expect(strategy.run(ios: IOSVersion.iOS26).events == ios17)
        }
    }

    /// Where injected code runs: the viewDidLoad hook before the controller's own viewDidLoad, the
    /// others right after their callbacks, the two viewDidAppear hooks by priority (the once-only
    /// high one first), the root view's hook after its didMoveToWindow.
    @Test func hooks() {
        expectTrace(of: "hooks", ios: 26, equals: """
        lifeline-trace 2
        ios: 26
        scenario: hooks
        objects:
          window = Window [window]
          vc = DemoViewController [viewController]
          setup = Hook [hook]
          prepare = Hook [hook]
          appearing = Hook [hook]
          log = Hook [hook]
          trackFirstAppearance = Hook [hook]
          inWindow = Hook [hook]
          vc.view = View [view]
          label = View [view]
        events:
        turn 0
          [1] vc.on(setup)
          [2] vc.on(prepare)
          [3] vc.on(appearing)
          [4] vc.on(log)
          [5] vc.on(trackFirstAppearance)
          [6] vc.on(inWindow)
          [7] window.rootViewController = vc
          [8] window.makeKeyAndVisible()
            vc.loadView()
              [9] vc.view.addSubview(label)
                label.willMove(toSuperview: vc.view)
                label.didMoveToSuperview()
                vc.view.didAddSubview(label)
            setup.perform(false)
            vc.viewDidLoad()
            vc.viewWillAppear(false)
            prepare.perform(false)
            vc.view.willMove(toSuperview: window)
            vc.view.didMoveToSuperview()
            window.didAddSubview(vc.view)
            vc.view.willMove(toWindow: window)
            label.willMove(toWindow: window)
            vc.view.didMoveToWindow()
            inWindow.perform()
            label.didMoveToWindow()
            vc.view.layoutMarginsDidChange()
            vc.viewLayoutMarginsDidChange()
            vc.view.safeAreaInsetsDidChange()
            vc.viewSafeAreaInsetsDidChange()
          ~ window: layout pass <- [8]
            label.updateConstraints()
            vc.updateViewConstraints()
              vc.view.updateConstraints()
            window.updateConstraints()
            window.layoutSubviews()
            vc.viewIsAppearing(false)
            appearing.perform(false)
            vc.viewWillLayoutSubviews()
            vc.view.layoutSubviews()
            vc.viewDidLayoutSubviews()
            label.layoutSubviews()
        turn 1
          ~ main queue <- [8]
            vc.viewDidAppear(false)
            trackFirstAppearance.perform(false)
            log.perform(false)

        """)
    }

    /// The analytics observer as an invisible child (containment calls inside
    /// addLifecycleObserver, forwarded callbacks after the screen's), and hosted content appearing in
    /// the hosting view's layout and disappearing when the view leaves the window.
    @Test func observer() {
        expectTrace(of: "observer", ios: 26, equals: """
        lifeline-trace 2
        ios: 26
        scenario: observer
        objects:
          home = DemoViewController [viewController]
          analytics = AnalyticsObserver [viewController]
          window = Window [window]
          home.view = View [view]
          analytics.view = View [view]
          row = HostedView [content]
          list = HostedView [content]
          details = HostingController [viewController]
          details.view = HostingView [view]
        events:
        turn 0
          [1] window.rootViewController = home
          [2] window.makeKeyAndVisible()
            home.loadView()
            home.viewDidLoad()
              [3] home.addLifecycleObserver(analytics)
                [4] home.addChild(analytics)
                  analytics.willMove(toParent: home)
                [5] analytics.view
                  analytics.loadView()
                  analytics.viewDidLoad()
                [6] home.view.addSubview(analytics.view)
                  analytics.view.willMove(toSuperview: home.view)
                  analytics.view.didMoveToSuperview()
                  home.view.didAddSubview(analytics.view)
                analytics.didMove(toParent: home)
            home.viewWillAppear(false)
            analytics.viewWillAppear(false)
            home.view.willMove(toSuperview: window)
            home.view.didMoveToSuperview()
            window.didAddSubview(home.view)
            home.view.willMove(toWindow: window)
            analytics.view.willMove(toWindow: window)
            home.view.didMoveToWindow()
            analytics.view.didMoveToWindow()
            home.view.layoutMarginsDidChange()
            home.viewLayoutMarginsDidChange()
            home.view.safeAreaInsetsDidChange()
            home.viewSafeAreaInsetsDidChange()
            analytics.view.layoutMarginsDidChange()
            analytics.viewLayoutMarginsDidChange()
            analytics.view.safeAreaInsetsDidChange()
            analytics.viewSafeAreaInsetsDidChange()
          ~ window: layout pass <- [2]
            analytics.updateViewConstraints()
              analytics.view.updateConstraints()
            home.updateViewConstraints()
              home.view.updateConstraints()
            window.updateConstraints()
            window.layoutSubviews()
            home.viewIsAppearing(false)
            home.viewWillLayoutSubviews()
            home.view.layoutSubviews()
            home.viewDidLayoutSubviews()
            analytics.viewIsAppearing(false)
            analytics.viewWillLayoutSubviews()
            analytics.view.layoutSubviews()
            analytics.viewDidLayoutSubviews()
        turn 1
          ~ main queue <- [2]
            home.viewDidAppear(false)
            analytics.viewDidAppear(false)
          [7] home.present(details, animated: false)
        turn 2
          ~ main queue <- [7]
            details.loadView()
            details.viewDidLoad()
            home.viewWillDisappear(false)
            analytics.viewWillDisappear(false)
            details.viewWillAppear(false)
            details.view.willMove(toSuperview: window)
            details.view.didMoveToSuperview()
            window.didAddSubview(details.view)
            details.view.willMove(toWindow: window)
            details.view.didMoveToWindow()
            details.view.layoutMarginsDidChange()
            details.viewLayoutMarginsDidChange()
            details.view.safeAreaInsetsDidChange()
            details.viewSafeAreaInsetsDidChange()
            details.updateViewConstraints()
              details.view.updateConstraints()
            window.layoutSubviews()
            details.viewIsAppearing(false)
            details.viewWillLayoutSubviews()
            details.view.layoutSubviews()
              list.onAppear()
              row.onAppear()
            details.viewDidLayoutSubviews()
            home.view.willMove(toSuperview: nil)
            home.view.willMove(toWindow: nil)
            analytics.view.willMove(toWindow: nil)
            home.view.didMoveToWindow()
            analytics.view.didMoveToWindow()
            home.view.didMoveToSuperview()
            window.willRemoveSubview(home.view)
            details.viewDidAppear(false)
            home.viewDidDisappear(false)
            analytics.viewDidDisappear(false)
          ~ window: layout pass <- [7]
            window.layoutSubviews()
        turn 3
          [8] details.dismiss(animated: false)
        turn 4
          ~ main queue <- [8]
            details.viewWillDisappear(false)
            home.viewWillAppear(false)
            analytics.viewWillAppear(false)
            home.view.willMove(toSuperview: window)
            home.view.didMoveToSuperview()
            window.didAddSubview(home.view)
            home.view.willMove(toWindow: window)
            analytics.view.willMove(toWindow: window)
            home.view.didMoveToWindow()
            analytics.view.didMoveToWindow()
            window.layoutSubviews()
            home.viewIsAppearing(false)
            analytics.viewIsAppearing(false)
            details.view.willMove(toSuperview: nil)
            details.view.willMove(toWindow: nil)
            details.view.didMoveToWindow()
              list.onDisappear()
              row.onDisappear()
            details.view.didMoveToSuperview()
            window.willRemoveSubview(details.view)
            home.viewDidAppear(false)
            analytics.viewDidAppear(false)
            details.viewDidDisappear(false)
          ~ window: layout pass <- [8]
            window.layoutSubviews()

        """)
    }

    @Test func strategyNamesAndOrder() {
        #expect(Strategies.all.map(\.name) == [
            "root-window", "direct-view-access", "load-view-if-needed",
            "appearance-transition", "appearance-transition-disappear",
            "push", "push-animated", "pop", "pop-to-root", "set-view-controllers",
            "interactive-pop-cancelled", "interactive-pop-finished",
            "present-full-screen", "present-page-sheet", "dismiss-full-screen", "dismiss-page-sheet",
            "child-embed", "child-remove", "tab-switch", "hooks", "observer",
        ])
        #expect(Strategies.named("no-such-strategy") == nil)
    }

    private func expectTrace(of name: String, ios major: Int, equals expected: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let trace = Strategies.named(name)!.run(ios: IOSVersion(major: major)!)
        expectText(TextTraceFormat.encode(trace), equals: expected, sourceLocation: sourceLocation)
    }
}
