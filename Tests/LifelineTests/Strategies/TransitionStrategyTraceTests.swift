import Testing
import LifelineScenarios

/// Exact traces of the transition strategies from their marker on (`--from-marker`): what each
/// operation adds once the app is on screen and idle, on iOS 26, and on iOS 12 where the version
/// changes the operation (sheets hid the presenter; no viewIsAppearing). The rules behind each
/// line are tested in the model's suites; these pin down what users see from the CLI.
@MainActor
@Suite("Transition strategy traces")
struct TransitionStrategyTraceTests {
    @Test func push() {
        expectTrace(of: "push", ios: 26, equals: """
        lifeline-trace 2
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
            b.updateViewConstraints()
              b.view.updateConstraints()
            nav.viewWillLayoutSubviews()
            nav.view.layoutSubviews()
            nav.viewDidLayoutSubviews()
            b.viewIsAppearing(false)
            b.viewWillLayoutSubviews()
            b.view.layoutSubviews()
            b.viewDidLayoutSubviews()
            a.view.willMove(toSuperview: nil)
            a.view.willMove(toWindow: nil)
            a.view.didMoveToWindow()
            a.view.didMoveToSuperview()
            nav.view.willRemoveSubview(a.view)
            a.viewDidDisappear(false)
            b.viewDidAppear(false)
            b.didMove(toParent: nav)
          ~ window: layout pass <- [1]
            nav.viewWillLayoutSubviews()
            nav.view.layoutSubviews()
            nav.viewDidLayoutSubviews()

        """)
    }

    @Test func pushAnimated() {
        expectTrace(of: "push-animated", ios: 26, equals: """
        lifeline-trace 2
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
        expectTrace(of: "pop", ios: 26, equals: """
        lifeline-trace 2
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
        expectTrace(of: "pop-to-root", ios: 26, equals: """
        lifeline-trace 2
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
        expectTrace(of: "set-view-controllers", ios: 26, equals: """
        lifeline-trace 2
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
            b.updateViewConstraints()
              b.view.updateConstraints()
            nav.viewWillLayoutSubviews()
            nav.view.layoutSubviews()
            nav.viewDidLayoutSubviews()
            b.viewIsAppearing(false)
            b.viewWillLayoutSubviews()
            b.view.layoutSubviews()
            b.viewDidLayoutSubviews()
            a.view.willMove(toSuperview: nil)
            a.view.willMove(toWindow: nil)
            a.view.didMoveToWindow()
            a.view.didMoveToSuperview()
            nav.view.willRemoveSubview(a.view)
            a.viewDidDisappear(false)
            b.viewDidAppear(false)
            b.didMove(toParent: nav)
            a.didMove(toParent: nil)
          ~ window: layout pass <- [1]
            nav.viewWillLayoutSubviews()
            nav.view.layoutSubviews()
            nav.viewDidLayoutSubviews()

        """)
    }

    @Test func interactivePopCancelled() {
        expectTrace(of: "interactive-pop-cancelled", ios: 26, equals: """
        lifeline-trace 2
        ios: 26
        scenario: interactive-pop-cancelled
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
          --- swipe
          [1] nav.beginInteractivePop()
            [2] nav.popViewController(animated: true)
              b.willMove(toParent: nil)
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
          [3] nav.updateInteractivePop(percentComplete: 0.4)
          [4] nav.cancelInteractivePop()
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
        turn 3
          ~ main queue <- [4]
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
          ~ window: layout pass <- [4]
            nav.viewWillLayoutSubviews()
            nav.view.layoutSubviews()
            nav.viewDidLayoutSubviews()

        """)
    }

    @Test func interactivePopFinished() {
        expectTrace(of: "interactive-pop-finished", ios: 26, equals: """
        lifeline-trace 2
        ios: 26
        scenario: interactive-pop-finished
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
          --- swipe
          [1] nav.beginInteractivePop()
            [2] nav.popViewController(animated: true)
              b.willMove(toParent: nil)
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
          [3] nav.updateInteractivePop(percentComplete: 0.6)
          [4] nav.finishInteractivePop()
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
        turn 3
          ~ main queue <- [4]
            b.view.willMove(toSuperview: nil)
            b.view.willMove(toWindow: nil)
            b.view.didMoveToWindow()
            b.view.didMoveToSuperview()
            nav.view.willRemoveSubview(b.view)
            b.viewDidDisappear(true)
            a.viewDidAppear(true)
            b.didMove(toParent: nil)
          ~ window: layout pass <- [4]
            nav.viewWillLayoutSubviews()
            nav.view.layoutSubviews()
            nav.viewDidLayoutSubviews()

        """)
    }

    @Test func presentFullScreen() {
        expectTrace(of: "present-full-screen", ios: 26, equals: """
        lifeline-trace 2
        ios: 26
        scenario: present-full-screen
        objects:
          home = ViewController [viewController]
          window = Window [window]
          home.view = View [view]
          details = ViewController [viewController]
          details.view = View [view]
        events:
        turn 1
          --- present
          [1] home.present(details, animated: true)
        turn 2
          ~ main queue <- [1]
            details.loadView()
            details.viewDidLoad()
            home.viewWillDisappear(true)
            details.viewWillAppear(true)
            details.view.willMove(toSuperview: window)
            details.view.didMoveToSuperview()
            window.didAddSubview(details.view)
            details.view.willMove(toWindow: window)
            details.view.didMoveToWindow()
            details.view.layoutMarginsDidChange()
            details.viewLayoutMarginsDidChange()
            details.view.safeAreaInsetsDidChange()
            details.viewSafeAreaInsetsDidChange()
          ~ window: layout pass <- [1]
            details.updateViewConstraints()
              details.view.updateConstraints()
            window.layoutSubviews()
            details.viewIsAppearing(true)
            details.viewWillLayoutSubviews()
            details.view.layoutSubviews()
            details.viewDidLayoutSubviews()
        turn 4
          ~ main queue <- [1]
            home.view.willMove(toSuperview: nil)
            home.view.willMove(toWindow: nil)
            home.view.didMoveToWindow()
            home.view.didMoveToSuperview()
            window.willRemoveSubview(home.view)
            details.viewDidAppear(true)
            home.viewDidDisappear(true)
            home.completion()
          ~ window: layout pass <- [1]
            window.layoutSubviews()

        """)
    }

    @Test func presentPageSheet() {
        expectTrace(of: "present-page-sheet", ios: 26, equals: """
        lifeline-trace 2
        ios: 26
        scenario: present-page-sheet
        objects:
          home = ViewController [viewController]
          window = Window [window]
          home.view = View [view]
          details = ViewController [viewController]
          details.view = View [view]
        events:
        turn 1
          --- present
          [1] home.present(details, animated: true)
        turn 2
          ~ main queue <- [1]
            details.loadView()
            details.viewDidLoad()
            details.viewWillAppear(true)
            details.view.willMove(toSuperview: window)
            details.view.didMoveToSuperview()
            window.didAddSubview(details.view)
            details.view.willMove(toWindow: window)
            details.view.didMoveToWindow()
            details.view.layoutMarginsDidChange()
            details.viewLayoutMarginsDidChange()
            details.view.safeAreaInsetsDidChange()
            details.viewSafeAreaInsetsDidChange()
          ~ window: layout pass <- [1]
            details.updateViewConstraints()
              details.view.updateConstraints()
            window.layoutSubviews()
            details.viewIsAppearing(true)
            details.viewWillLayoutSubviews()
            details.view.layoutSubviews()
            details.viewDidLayoutSubviews()
        turn 4
          ~ main queue <- [1]
            details.viewDidAppear(true)
            home.completion()

        """)
    }

    @Test func dismissFullScreen() {
        expectTrace(of: "dismiss-full-screen", ios: 26, equals: """
        lifeline-trace 2
        ios: 26
        scenario: dismiss-full-screen
        objects:
          home = ViewController [viewController]
          window = Window [window]
          home.view = View [view]
          details = ViewController [viewController]
          details.view = View [view]
        events:
        turn 5
          --- dismiss
          [1] details.dismiss(animated: true)
        turn 6
          ~ main queue <- [1]
            details.viewWillDisappear(true)
            home.viewWillAppear(true)
            home.view.willMove(toSuperview: window)
            home.view.didMoveToSuperview()
            window.didAddSubview(home.view)
            home.view.willMove(toWindow: window)
            home.view.didMoveToWindow()
          ~ window: layout pass <- [1]
            window.layoutSubviews()
            home.viewIsAppearing(true)
        turn 8
          ~ main queue <- [1]
            details.view.willMove(toSuperview: nil)
            details.view.willMove(toWindow: nil)
            details.view.didMoveToWindow()
            details.view.didMoveToSuperview()
            window.willRemoveSubview(details.view)
            home.viewDidAppear(true)
            details.viewDidDisappear(true)
            details.completion()
          ~ window: layout pass <- [1]
            window.layoutSubviews()

        """)
    }

    @Test func dismissPageSheet() {
        expectTrace(of: "dismiss-page-sheet", ios: 26, equals: """
        lifeline-trace 2
        ios: 26
        scenario: dismiss-page-sheet
        objects:
          home = ViewController [viewController]
          window = Window [window]
          home.view = View [view]
          details = ViewController [viewController]
          details.view = View [view]
        events:
        turn 4
          --- dismiss
          [1] details.dismiss(animated: true)
        turn 5
          ~ main queue <- [1]
            details.viewWillDisappear(true)
        turn 6
          ~ main queue <- [1]
            details.view.willMove(toSuperview: nil)
            details.view.willMove(toWindow: nil)
            details.view.didMoveToWindow()
            details.view.didMoveToSuperview()
            window.willRemoveSubview(details.view)
            details.viewDidDisappear(true)
            details.completion()
          ~ window: layout pass <- [1]
            window.layoutSubviews()

        """)
    }

    @Test func childEmbed() {
        expectTrace(of: "child-embed", ios: 26, equals: """
        lifeline-trace 2
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
        expectTrace(of: "child-remove", ios: 26, equals: """
        lifeline-trace 2
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

    @Test func tabSwitch() {
        expectTrace(of: "tab-switch", ios: 26, equals: """
        lifeline-trace 2
        ios: 26
        scenario: tab-switch
        objects:
          tabs = TabBarController [viewController]
          message = ViewController [viewController]
          contact = ViewController [viewController]
          window = Window [window]
          tabs.view = View [view]
          message.view = View [view]
          contact.view = View [view]
        events:
        turn 1
          --- tab-switch
          [1] tabs.selectedIndex = 1
            contact.loadView()
            contact.viewDidLoad()
            contact.viewWillAppear(false)
            message.viewWillDisappear(false)
            contact.view.willMove(toSuperview: tabs.view)
            contact.view.didMoveToSuperview()
            tabs.view.didAddSubview(contact.view)
            contact.view.willMove(toWindow: window)
            contact.view.didMoveToWindow()
            contact.view.layoutMarginsDidChange()
            contact.viewLayoutMarginsDidChange()
            contact.view.safeAreaInsetsDidChange()
            contact.viewSafeAreaInsetsDidChange()
            message.view.willMove(toSuperview: nil)
            message.view.willMove(toWindow: nil)
            message.view.didMoveToWindow()
            message.view.didMoveToSuperview()
            tabs.view.willRemoveSubview(message.view)
          ~ window: layout pass <- [1]
            contact.updateViewConstraints()
              contact.view.updateConstraints()
            tabs.viewWillLayoutSubviews()
            tabs.view.layoutSubviews()
            tabs.viewDidLayoutSubviews()
            contact.viewIsAppearing(false)
            contact.viewWillLayoutSubviews()
            contact.view.layoutSubviews()
            contact.viewDidLayoutSubviews()
        turn 2
          ~ main queue <- [1]
            message.viewDidDisappear(false)
            contact.viewDidAppear(false)

        """)
    }

    @Test func presentPageSheetOnIOS12() {
        expectTrace(of: "present-page-sheet", ios: 12, equals: """
        lifeline-trace 2
        ios: 12
        scenario: present-page-sheet
        objects:
          home = ViewController [viewController]
          window = Window [window]
          home.view = View [view]
          details = ViewController [viewController]
          details.view = View [view]
        events:
        turn 1
          --- present
          [1] home.present(details, animated: true)
        turn 2
          ~ main queue <- [1]
            details.loadView()
            details.viewDidLoad()
            home.viewWillDisappear(true)
            details.viewWillAppear(true)
            details.view.willMove(toSuperview: window)
            details.view.didMoveToSuperview()
            window.didAddSubview(details.view)
            details.view.willMove(toWindow: window)
            details.view.didMoveToWindow()
            details.traitCollectionDidChange(nil)
            details.view.layoutMarginsDidChange()
            details.viewLayoutMarginsDidChange()
            details.view.safeAreaInsetsDidChange()
            details.viewSafeAreaInsetsDidChange()
          ~ window: layout pass <- [1]
            details.updateViewConstraints()
              details.view.updateConstraints()
            window.layoutSubviews()
            details.viewWillLayoutSubviews()
            details.view.layoutSubviews()
            details.viewDidLayoutSubviews()
        turn 4
          ~ main queue <- [1]
            home.view.willMove(toSuperview: nil)
            home.view.willMove(toWindow: nil)
            home.view.didMoveToWindow()
            home.view.didMoveToSuperview()
            window.willRemoveSubview(home.view)
            details.viewDidAppear(true)
            home.viewDidDisappear(true)
            home.completion()
          ~ window: layout pass <- [1]
            window.layoutSubviews()

        """)
    }

    @Test func dismissPageSheetOnIOS12() {
        expectTrace(of: "dismiss-page-sheet", ios: 12, equals: """
        lifeline-trace 2
        ios: 12
        scenario: dismiss-page-sheet
        objects:
          home = ViewController [viewController]
          window = Window [window]
          home.view = View [view]
          details = ViewController [viewController]
          details.view = View [view]
        events:
        turn 5
          --- dismiss
          [1] details.dismiss(animated: true)
        turn 6
          ~ main queue <- [1]
            details.viewWillDisappear(true)
            home.viewWillAppear(true)
            home.view.willMove(toSuperview: window)
            home.view.didMoveToSuperview()
            window.didAddSubview(home.view)
            home.view.willMove(toWindow: window)
            home.view.didMoveToWindow()
          ~ window: layout pass <- [1]
            window.layoutSubviews()
        turn 8
          ~ main queue <- [1]
            details.view.willMove(toSuperview: nil)
            details.view.willMove(toWindow: nil)
            details.view.didMoveToWindow()
            details.view.didMoveToSuperview()
            window.willRemoveSubview(details.view)
            home.viewDidAppear(true)
            details.viewDidDisappear(true)
            details.completion()
          ~ window: layout pass <- [1]
            window.layoutSubviews()

        """)
    }

    @Test func pushAnimatedOnIOS12() {
        expectTrace(of: "push-animated", ios: 12, equals: """
        lifeline-trace 2
        ios: 12
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
            b.traitCollectionDidChange(nil)
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

    @Test func tabSwitchOnIOS12() {
        expectTrace(of: "tab-switch", ios: 12, equals: """
        lifeline-trace 2
        ios: 12
        scenario: tab-switch
        objects:
          tabs = TabBarController [viewController]
          message = ViewController [viewController]
          contact = ViewController [viewController]
          window = Window [window]
          tabs.view = View [view]
          message.view = View [view]
          contact.view = View [view]
        events:
        turn 1
          --- tab-switch
          [1] tabs.selectedIndex = 1
            contact.loadView()
            contact.viewDidLoad()
            contact.viewWillAppear(false)
            message.viewWillDisappear(false)
            contact.view.willMove(toSuperview: tabs.view)
            contact.view.didMoveToSuperview()
            tabs.view.didAddSubview(contact.view)
            contact.view.willMove(toWindow: window)
            contact.view.didMoveToWindow()
            contact.traitCollectionDidChange(nil)
            contact.view.layoutMarginsDidChange()
            contact.viewLayoutMarginsDidChange()
            contact.view.safeAreaInsetsDidChange()
            contact.viewSafeAreaInsetsDidChange()
            message.view.willMove(toSuperview: nil)
            message.view.willMove(toWindow: nil)
            message.view.didMoveToWindow()
            message.view.didMoveToSuperview()
            tabs.view.willRemoveSubview(message.view)
          ~ window: layout pass <- [1]
            contact.updateViewConstraints()
              contact.view.updateConstraints()
            tabs.viewWillLayoutSubviews()
            tabs.view.layoutSubviews()
            tabs.viewDidLayoutSubviews()
            contact.viewWillLayoutSubviews()
            contact.view.layoutSubviews()
            contact.viewDidLayoutSubviews()
        turn 2
          ~ main queue <- [1]
            message.viewDidDisappear(false)
            contact.viewDidAppear(false)

        """)
    }

    @Test func everyTransitionStrategyMarksItsOperationAndLoadPathsDoNot() {
        let marked = Strategies.all.filter { $0.marker != nil }.map(\.name)
        #expect(marked == ["push", "push-animated", "pop", "pop-to-root", "set-view-controllers", "interactive-pop-cancelled", "interactive-pop-finished", "present-full-screen", "present-page-sheet", "dismiss-full-screen", "dismiss-page-sheet", "child-embed", "child-remove", "tab-switch"])
        for strategy in Strategies.all where strategy.marker != nil {
            let whole = strategy.run()
            let slice = strategy.run(fromMarker: true)
            #expect(slice.markers.first?.position == 0, "\(strategy.name) starts at its marker")
            #expect(whole.events.suffix(slice.events.count).map(\.name) == slice.events.map(\.name))
            #expect(slice.events.count < whole.events.count, "\(strategy.name) has setup before its marker")
        }
        #expect(Strategies.rootWindow.run(fromMarker: true) == Strategies.rootWindow.run())
    }

    private func expectTrace(of name: String, ios major: Int, equals expected: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let trace = Strategies.named(name)!.run(ios: IOSVersion(major: major)!, fromMarker: true)
        expectText(TextTraceFormat.encode(trace), equals: expected, sourceLocation: sourceLocation)
    }
}
