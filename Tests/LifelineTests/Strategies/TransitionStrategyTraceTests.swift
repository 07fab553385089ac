import Testing
import Lifeline

/// Exact traces of the transition strategies from their marker on (`--from-marker`): what each
/// operation adds once the app is on screen and idle. The rules behind each line are tested in
/// the model's suites; these pin down what users see from the CLI.
@MainActor
@Suite("Transition strategy traces")
struct TransitionStrategyTraceTests {
    @Test func push() {
        expectTrace(of: "push", equals: """
        lifeline-trace 1
        ios: 26
        scenario: push
        objects:
          nav = NavigationController [viewController]
          a = ViewController [viewController]
          window = Window [window]
          nav.view = View [view]
          a.view = View [view]
          b = ViewController [viewController]
          b.view = View [view]
        events:
        turn 1
          --- push
          [1] nav.pushViewController(b, animated: false)
            b.willMove(toParent: nav)
        turn 2
          ~ main queue <- [1]
            b.loadView()
            b.viewDidLoad()
            a.viewWillDisappear(false)
            b.viewWillAppear(false)
            b.view.willMove(toSuperview: nav.view)
            b.view.didMoveToSuperview()
            nav.view.didAddSubview(b.view)
            b.view.willMove(toWindow: window)
            b.view.didMoveToWindow()
            b.view.layoutMarginsDidChange()
            b.viewLayoutMarginsDidChange()
            b.view.safeAreaInsetsDidChange()
            b.viewSafeAreaInsetsDidChange()
            a.view.willMove(toSuperview: nil)
            a.view.willMove(toWindow: nil)
            a.view.didMoveToWindow()
            a.view.didMoveToSuperview()
            nav.view.willRemoveSubview(a.view)
            a.viewDidDisappear(false)
            b.viewIsAppearing(false)
            b.viewDidAppear(false)
            b.didMove(toParent: nav)
          ~ window: layout pass <- [1]
            b.updateViewConstraints()
              b.view.updateConstraints()
            nav.viewWillLayoutSubviews()
            nav.view.layoutSubviews()
            nav.viewDidLayoutSubviews()
            b.viewWillLayoutSubviews()
            b.view.layoutSubviews()
            b.viewDidLayoutSubviews()

        """)
    }

    @Test func pushAnimated() {
        expectTrace(of: "push-animated", equals: """
        lifeline-trace 1
        ios: 26
        scenario: push-animated
        objects:
          nav = NavigationController [viewController]
          a = ViewController [viewController]
          window = Window [window]
          nav.view = View [view]
          a.view = View [view]
          b = ViewController [viewController]
          b.view = View [view]
        events:
        turn 1
          --- push
          [1] nav.pushViewController(b, animated: true)
            b.willMove(toParent: nav)
        turn 2
          ~ main queue <- [1]
            b.loadView()
            b.viewDidLoad()
            a.viewWillDisappear(true)
            b.viewWillAppear(true)
            b.view.willMove(toSuperview: nav.view)
            b.view.didMoveToSuperview()
            nav.view.didAddSubview(b.view)
            b.view.willMove(toWindow: window)
            b.view.didMoveToWindow()
            b.view.layoutMarginsDidChange()
            b.viewLayoutMarginsDidChange()
            b.view.safeAreaInsetsDidChange()
            b.viewSafeAreaInsetsDidChange()
          ~ window: layout pass <- [1]
            b.updateViewConstraints()
              b.view.updateConstraints()
            nav.viewWillLayoutSubviews()
            nav.view.layoutSubviews()
            nav.viewDidLayoutSubviews()
            b.viewIsAppearing(true)
            b.viewWillLayoutSubviews()
            b.view.layoutSubviews()
            b.viewDidLayoutSubviews()
        turn 4
          ~ main queue <- [1]
            a.view.willMove(toSuperview: nil)
            a.view.willMove(toWindow: nil)
            a.view.didMoveToWindow()
            a.view.didMoveToSuperview()
            nav.view.willRemoveSubview(a.view)
            a.viewDidDisappear(true)
            b.viewDidAppear(true)
            b.didMove(toParent: nav)
          ~ window: layout pass <- [1]
            nav.viewWillLayoutSubviews()
            nav.view.layoutSubviews()
            nav.viewDidLayoutSubviews()

        """)
    }

    @Test func pop() {
        expectTrace(of: "pop", equals: """
        lifeline-trace 1
        ios: 26
        scenario: pop
        objects:
          nav = NavigationController [viewController]
          a = ViewController [viewController]
          b = ViewController [viewController]
          window = Window [window]
          nav.view = View [view]
          b.view = View [view]
          a.view = View [view]
        events:
        turn 1
          --- pop
          [1] nav.popViewController(animated: true)
            b.willMove(toParent: nil)
        turn 2
          ~ main queue <- [1]
            a.loadView()
            a.viewDidLoad()
            b.viewWillDisappear(true)
            a.viewWillAppear(true)
            a.view.willMove(toSuperview: nav.view)
            a.view.didMoveToSuperview()
            nav.view.didAddSubview(a.view)
            a.view.willMove(toWindow: window)
            a.view.didMoveToWindow()
            a.view.layoutMarginsDidChange()
            a.viewLayoutMarginsDidChange()
            a.view.safeAreaInsetsDidChange()
            a.viewSafeAreaInsetsDidChange()
          ~ window: layout pass <- [1]
            a.updateViewConstraints()
              a.view.updateConstraints()
            nav.viewWillLayoutSubviews()
            nav.view.layoutSubviews()
            nav.viewDidLayoutSubviews()
            a.viewIsAppearing(true)
            a.viewWillLayoutSubviews()
            a.view.layoutSubviews()
            a.viewDidLayoutSubviews()
        turn 4
          ~ main queue <- [1]
            b.view.willMove(toSuperview: nil)
            b.view.willMove(toWindow: nil)
            b.view.didMoveToWindow()
            b.view.didMoveToSuperview()
            nav.view.willRemoveSubview(b.view)
            b.viewDidDisappear(true)
            a.viewDidAppear(true)
            b.didMove(toParent: nil)
          ~ window: layout pass <- [1]
            nav.viewWillLayoutSubviews()
            nav.view.layoutSubviews()
            nav.viewDidLayoutSubviews()

        """)
    }

    @Test func popToRoot() {
        expectTrace(of: "pop-to-root", equals: """
        lifeline-trace 1
        ios: 26
        scenario: pop-to-root
        objects:
          nav = NavigationController [viewController]
          a = ViewController [viewController]
          b = ViewController [viewController]
          c = ViewController [viewController]
          window = Window [window]
          nav.view = View [view]
          c.view = View [view]
          a.view = View [view]
        events:
        turn 1
          --- pop-to-root
          [1] nav.popToRootViewController(animated: true)
            b.willMove(toParent: nil)
            c.willMove(toParent: nil)
        turn 2
          ~ main queue <- [1]
            a.loadView()
            a.viewDidLoad()
            c.viewWillDisappear(true)
            a.viewWillAppear(true)
            a.view.willMove(toSuperview: nav.view)
            a.view.didMoveToSuperview()
            nav.view.didAddSubview(a.view)
            a.view.willMove(toWindow: window)
            a.view.didMoveToWindow()
            a.view.layoutMarginsDidChange()
            a.viewLayoutMarginsDidChange()
            a.view.safeAreaInsetsDidChange()
            a.viewSafeAreaInsetsDidChange()
          ~ window: layout pass <- [1]
            a.updateViewConstraints()
              a.view.updateConstraints()
            nav.viewWillLayoutSubviews()
            nav.view.layoutSubviews()
            nav.viewDidLayoutSubviews()
            a.viewIsAppearing(true)
            a.viewWillLayoutSubviews()
            a.view.layoutSubviews()
            a.viewDidLayoutSubviews()
        turn 4
          ~ main queue <- [1]
            c.view.willMove(toSuperview: nil)
            c.view.willMove(toWindow: nil)
            c.view.didMoveToWindow()
            c.view.didMoveToSuperview()
            nav.view.willRemoveSubview(c.view)
            c.viewDidDisappear(true)
            a.viewDidAppear(true)
            b.didMove(toParent: nil)
            c.didMove(toParent: nil)
          ~ window: layout pass <- [1]
            nav.viewWillLayoutSubviews()
            nav.view.layoutSubviews()
            nav.viewDidLayoutSubviews()

        """)
    }

    @Test func setViewControllers() {
        expectTrace(of: "set-view-controllers", equals: """
        lifeline-trace 1
        ios: 26
        scenario: set-view-controllers
        objects:
          nav = NavigationController [viewController]
          a = ViewController [viewController]
          window = Window [window]
          nav.view = View [view]
          a.view = View [view]
          b = ViewController [viewController]
          b.view = View [view]
        events:
        turn 1
          --- set-view-controllers
          [1] nav.setViewControllers(b, animated: false)
            a.willMove(toParent: nil)
            b.willMove(toParent: nav)
        turn 2
          ~ main queue <- [1]
            b.loadView()
            b.viewDidLoad()
            a.viewWillDisappear(false)
            b.viewWillAppear(false)
            b.view.willMove(toSuperview: nav.view)
            b.view.didMoveToSuperview()
            nav.view.didAddSubview(b.view)
            b.view.willMove(toWindow: window)
            b.view.didMoveToWindow()
            b.view.layoutMarginsDidChange()
            b.viewLayoutMarginsDidChange()
            b.view.safeAreaInsetsDidChange()
            b.viewSafeAreaInsetsDidChange()
            a.view.willMove(toSuperview: nil)
            a.view.willMove(toWindow: nil)
            a.view.didMoveToWindow()
            a.view.didMoveToSuperview()
            nav.view.willRemoveSubview(a.view)
            a.viewDidDisappear(false)
            b.viewIsAppearing(false)
            b.viewDidAppear(false)
            b.didMove(toParent: nav)
            a.didMove(toParent: nil)
          ~ window: layout pass <- [1]
            b.updateViewConstraints()
              b.view.updateConstraints()
            nav.viewWillLayoutSubviews()
            nav.view.layoutSubviews()
            nav.viewDidLayoutSubviews()
            b.viewWillLayoutSubviews()
            b.view.layoutSubviews()
            b.viewDidLayoutSubviews()

        """)
    }

    @Test func childEmbed() {
        expectTrace(of: "child-embed", equals: """
        lifeline-trace 1
        ios: 26
        scenario: child-embed
        objects:
          parent = ViewController [viewController]
          window = Window [window]
          parent.view = View [view]
          child = ViewController [viewController]
          child.view = View [view]
        events:
        turn 1
          --- child-embed
          [1] parent.addChild(child)
            child.willMove(toParent: parent)
          [2] child.view
            child.loadView()
            child.viewDidLoad()
          [3] parent.view.addSubview(child.view)
            child.view.willMove(toSuperview: parent.view)
            child.view.didMoveToSuperview()
            parent.view.didAddSubview(child.view)
            child.viewWillAppear(false)
            child.view.willMove(toWindow: window)
            child.view.didMoveToWindow()
            child.view.layoutMarginsDidChange()
            child.viewLayoutMarginsDidChange()
            child.view.safeAreaInsetsDidChange()
            child.viewSafeAreaInsetsDidChange()
          child.didMove(toParent: parent)
          ~ window: layout pass <- [3]
            child.updateViewConstraints()
              child.view.updateConstraints()
            parent.viewWillLayoutSubviews()
            parent.view.layoutSubviews()
            parent.viewDidLayoutSubviews()
            child.viewIsAppearing(false)
            child.viewWillLayoutSubviews()
            child.view.layoutSubviews()
            child.viewDidLayoutSubviews()
        turn 2
          ~ main queue <- [3]
            child.viewDidAppear(false)

        """)
    }

    @Test func childRemove() {
        expectTrace(of: "child-remove", equals: """
        lifeline-trace 1
        ios: 26
        scenario: child-remove
        objects:
          parent = ViewController [viewController]
          window = Window [window]
          parent.view = View [view]
          child = ViewController [viewController]
          child.view = View [view]
        events:
        turn 2
          --- child-remove
          child.willMove(toParent: nil)
          [1] child.view.removeFromSuperview()
            child.view.willMove(toSuperview: nil)
            child.viewWillDisappear(false)
            child.view.willMove(toWindow: nil)
            child.view.didMoveToWindow()
            child.viewDidDisappear(false)
            child.view.didMoveToSuperview()
            parent.view.willRemoveSubview(child.view)
          [2] child.removeFromParent()
            child.didMove(toParent: nil)
          ~ window: layout pass <- [1]
            parent.viewWillLayoutSubviews()
            parent.view.layoutSubviews()
            parent.viewDidLayoutSubviews()

        """)
    }

    @Test func everyTransitionStrategyMarksItsOperationAndLoadPathsDoNot() {
        let marked = Strategies.all.filter { $0.marker != nil }.map(\.name)
        #expect(marked == ["push", "push-animated", "pop", "pop-to-root", "set-view-controllers", "child-embed", "child-remove"])
        for strategy in Strategies.all where strategy.marker != nil {
            let whole = strategy.run()
            let slice = strategy.run(fromMarker: true)
            #expect(slice.markers.first?.position == 0, "\(strategy.name) starts at its marker")
            #expect(whole.events.suffix(slice.events.count).map(\.name) == slice.events.map(\.name))
            #expect(slice.events.count < whole.events.count, "\(strategy.name) has setup before its marker")
        }
        #expect(Strategies.rootWindow.run(fromMarker: true) == Strategies.rootWindow.run())
    }

    private func expectTrace(of name: String, equals expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let trace = Strategies.named(name)!.run(fromMarker: true)
        expectText(TextTraceFormat.encode(trace), equals: expected, sourceLocation: sourceLocation)
    }
}
