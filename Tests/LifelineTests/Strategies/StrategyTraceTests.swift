import Testing
import Lifeline

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
            let ios17 = strategy.run(ios: IOSVersion(major: 17)!).events
            #expect(strategy.run(ios: IOSVersion(major: 18)!).events == ios17)
            #expect(strategy.run(ios: IOSVersion(major: 26)!).events == ios17)
        }
    }

    @Test func strategyNamesAndOrder() {
        #expect(Strategies.all.map(\.name) == [
            "root-window", "direct-view-access", "load-view-if-needed",
            "appearance-transition", "appearance-transition-disappear",
            "push", "push-animated", "pop", "pop-to-root", "set-view-controllers",
            "interactive-pop-cancelled", "interactive-pop-finished",
            "present-full-screen", "present-page-sheet", "dismiss-full-screen", "dismiss-page-sheet",
            "child-embed", "child-remove", "tab-switch",
        ])
        #expect(Strategies.named("no-such-strategy") == nil)
    }

    private func expectTrace(of name: String, ios major: Int, equals expected: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let trace = Strategies.named(name)!.run(ios: IOSVersion(major: major)!)
        expectText(TextTraceFormat.encode(trace), equals: expected, sourceLocation: sourceLocation)
    }
}
