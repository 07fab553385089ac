import Testing
import Lifeline
import LifelineTesting

/// UIKit's behaviour when app code misbehaves inside callbacks (issue 13), as whole sequences;
/// each rule's evidence is an S20 entry of `Tests/LifelineTests/Fixtures/conformance.json`.
@MainActor
@Suite("App code inside callbacks")
struct OwnFlowTests {
    /// Presenting from the window root's viewDidLoad: the view is not in the window yet, so UIKit
    /// refuses with its message and presents nothing, ever (S20-01).
    @Test func presentFromViewDidLoadIsRefused() {
        let events = recordEvents { session in
            let home = ViewController(name: "home")
            home.react(to: .viewDidLoad) { home.present(ViewController(name: "popup"), animated: true) }
            let window = Window(name: "window")
            window.rootViewController = home
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
        }
        expectText(NavigationFlows.upTo(turn: 1, events), equals: """
            turn 0
              [1] window.rootViewController = home
              [2] window.makeKeyAndVisible()
                home.loadView()
                home.viewDidLoad()
                  [3] home.present(popup, animated: true)
                    ! home.presentingOutsideWindowHierarchy(popup)  # Attempt to present popup on home (from home) whose view is not in the window hierarchy.
                home.viewWillAppear(false)
                home.view.willMove(toSuperview: window)
                home.view.didMoveToSuperview()
                window.didAddSubview(home.view)
                home.view.willMove(toWindow: window)
                home.view.didMoveToWindow()
                home.view.layoutMarginsDidChange()
                home.viewLayoutMarginsDidChange()
                home.view.safeAreaInsetsDidChange()
                home.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [2]
                home.updateViewConstraints()
                  home.view.updateConstraints()
                window.updateConstraints()
                window.layoutSubviews()
                home.viewIsAppearing(false)
                home.viewWillLayoutSubviews()
                home.view.layoutSubviews()
                home.viewDidLayoutSubviews()

            """)
    }

    /// A controller whose view was added with addSubview but never addChild presents: it is
    /// detached (in the window, outside the controller tree), so UIKit logs its message and still
    /// presents (S20-13); the window's root presenting the same way logs nothing.
    @Test func presentFromADetachedControllerWarnsAndPresents() {
        func flow(from presenter: (_ root: ViewController, _ x: ViewController) -> ViewController) -> String {
            let trace = recordWithVisibleRoot({ ViewController(name: "root") }) { session, root in
                let x = ViewController(name: "x")
                root.view.addSubview(x.view)
                session.runLoop.runUntilIdle()
                session.mark("present")
                let b = ViewController(name: "b")
                b.modalPresentationStyle = .fullScreen
                presenter(root, x).present(b, animated: false)
                session.runLoop.runUntilIdle()
                withExtendedLifetime(x) {}
            }
            let text = eventLines(trace)
            return String(text[text.range(of: "--- present\n")!.lowerBound...])
        }
        // x's view stays in the window under b (its superview, root's view, is not b's presenter's):
        // only x's appearance changes; no source shows what UIKit does to a detached presenter.
        expectText(flow { _, x in x }, equals: """
            --- present
              [5] x.present(b, animated: false)
                ! x.presentingFromDetachedController(b)  # Presenting view controllers on detached view controllers is discouraged x.
                x.presentedViewController = b
                b.presentingViewController = x
            turn 3
              ~ main queue <- [5]
                b.loadView()
                b.viewDidLoad()
                x.viewWillDisappear(false)
                b.viewWillAppear(false)
                b.view.willMove(toSuperview: window)
                b.view.didMoveToSuperview()
                window.didAddSubview(b.view)
                b.view.willMove(toWindow: window)
                b.view.didMoveToWindow()
                b.view.layoutMarginsDidChange()
                b.viewLayoutMarginsDidChange()
                b.view.safeAreaInsetsDidChange()
                b.viewSafeAreaInsetsDidChange()
                b.updateViewConstraints()
                  b.view.updateConstraints()
                window.layoutSubviews()
                b.viewIsAppearing(false)
                b.viewWillLayoutSubviews()
                b.view.layoutSubviews()
                b.viewDidLayoutSubviews()
                b.viewDidAppear(false)
                x.viewDidDisappear(false)

            """)
        expectText(flow { root, _ in root }, equals: """
            --- present
              [5] root.present(b, animated: false)
                root.presentedViewController = b
                b.presentingViewController = root
            turn 3
              ~ main queue <- [5]
                b.loadView()
                b.viewDidLoad()
                root.viewWillDisappear(false)
                b.viewWillAppear(false)
                b.view.willMove(toSuperview: window)
                b.view.didMoveToSuperview()
                window.didAddSubview(b.view)
                b.view.willMove(toWindow: window)
                b.view.didMoveToWindow()
                b.view.layoutMarginsDidChange()
                b.viewLayoutMarginsDidChange()
                b.view.safeAreaInsetsDidChange()
                b.viewSafeAreaInsetsDidChange()
                b.updateViewConstraints()
                  b.view.updateConstraints()
                window.layoutSubviews()
                b.viewIsAppearing(false)
                b.viewWillLayoutSubviews()
                b.view.layoutSubviews()
                b.viewDidLayoutSubviews()
                root.view.willMove(toSuperview: nil)
                x.viewWillDisappear(false)
                root.view.willMove(toWindow: nil)
                x.view.willMove(toWindow: nil)
                root.view.didMoveToWindow()
                x.view.didMoveToWindow()
                x.viewDidDisappear(false)
                root.view.didMoveToSuperview()
                window.willRemoveSubview(root.view)
                b.viewDidAppear(false)
                root.viewDidDisappear(false)
              ~ window: layout pass <- [5]
                window.layoutSubviews()

            """)
    }

    /// Presenting while the presenter's presented controller is being dismissed: UIKit's
    /// in-progress message, nothing presented (S20-03).
    @Test func presentDuringADismissalIsRefused() {
        let trace = recordWithVisibleRoot({ ViewController(name: "a") }) { session, a in
            let b = ViewController(name: "b")
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: false)
            session.runLoop.runUntilIdle()
            b.react(to: .viewWillDisappear) { a.present(ViewController(name: "c"), animated: false) }
            b.dismiss(animated: true)
            session.runLoop.runUntilIdle()
        }
        expectText(NavigationFlows.from(turn: 4, eventLines(trace)), equals: """
            turn 4
              ~ main queue <- [4]
                b.viewWillDisappear(true)
                  [5] a.present(c, animated: false)
                    ! a.presentingDuringTransition(c)  # Attempt to present c on a (from a) while a presentation is in progress!
                a.viewWillAppear(true)
                a.view.willMove(toSuperview: window)
                a.view.didMoveToSuperview()
                window.didAddSubview(a.view)
                a.view.willMove(toWindow: window)
                a.view.didMoveToWindow()
              ~ window: layout pass <- [4]
                window.layoutSubviews()
                a.viewIsAppearing(true)
            turn 6
              ~ main queue <- [4]
                b.view.willMove(toSuperview: nil)
                b.view.willMove(toWindow: nil)
                b.view.didMoveToWindow()
                b.view.didMoveToSuperview()
                window.willRemoveSubview(b.view)
                a.presentedViewController = nil
                b.presentingViewController = nil
                a.viewDidAppear(true)
                b.viewDidDisappear(true)
              ~ window: layout pass <- [4]
                window.layoutSubviews()

            """)
    }

    /// Dismissing from viewWillAppear of a controller being presented: refused with UIKit's message;
    /// the controller stays presented (S20-04).
    @Test func dismissFromViewWillAppearIsRefused() {
        let trace = recordWithVisibleRoot({ ViewController(name: "a") }) { session, a in
            let b = ViewController(name: "b")
            b.modalPresentationStyle = .fullScreen
            b.react(to: .viewWillAppear) { b.dismiss(animated: true) }
            a.present(b, animated: true)
            session.runLoop.runUntilIdle()
            #expect(a.presentedViewController === b)
        }
        #expect(callAndDiagnosticLines(trace).suffix(3) == [
            "[3] a.present(b, animated: true)",
            "[4] b.dismiss(animated: true)",
            "! b.dismissingDuringTransition()  # Attempt to dismiss from view controller b while a presentation or dismiss is in progress!",
        ])
        #expect(!eventLines(trace).contains("b.viewWillDisappear"))
    }

    /// A push from the viewDidLoad of a controller being pushed (animated) waits for that push, as
    /// UIKit does from iOS 8 (S20-12): the stack is unchanged when the call returns, nothing is
    /// logged, and once B's transition has ended C joins (willMove) and gets a transition of its
    /// own, caused by its push: its view loads before its didMove(toParent:), which ends that
    /// transition. (Before the fix the model gave C its didMove at the end of B's transition,
    /// before C's view had loaded.)
    @Test func nestedPushFromViewDidLoadGetsItsOwnTransition() {
        let trace = recordWithVisibleRoot({ NavigationFlows.nav() }) { session, nav in
            let b = ViewController(name: "b")
            var stackAfterTheCall: [String] = []
            b.react(to: .viewDidLoad) {
                nav.pushViewController(ViewController(name: "c"), animated: true)
                stackAfterTheCall = nav.viewControllers.map(\.traceName)
            }
            nav.pushViewController(b, animated: true)
            session.runLoop.runUntilIdle()
            #expect(stackAfterTheCall == ["a", "b"])
            #expect(nav.viewControllers.map(\.traceName) == ["a", "b", "c"])
        }
        expectText(NavigationFlows.from(turn: 2, eventLines(trace)), equals: """
            turn 2
              ~ main queue <- [3]
                b.loadView()
                b.viewDidLoad()
                  [4] nav.pushViewController(c, animated: true)
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
              ~ window: layout pass <- [3]
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
              ~ main queue <- [3]
                a.view.willMove(toSuperview: nil)
                a.view.willMove(toWindow: nil)
                a.view.didMoveToWindow()
                a.view.didMoveToSuperview()
                nav.view.willRemoveSubview(a.view)
                a.viewDidDisappear(true)
                b.viewDidAppear(true)
                b.didMove(toParent: nav)
                c.willMove(toParent: nav)
              ~ window: layout pass <- [3]
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()
            turn 5
              ~ main queue <- [4]
                c.loadView()
                c.viewDidLoad()
                b.viewWillDisappear(true)
                c.viewWillAppear(true)
                c.view.willMove(toSuperview: nav.view)
                c.view.didMoveToSuperview()
                nav.view.didAddSubview(c.view)
                c.view.willMove(toWindow: window)
                c.view.didMoveToWindow()
                c.view.layoutMarginsDidChange()
                c.viewLayoutMarginsDidChange()
                c.view.safeAreaInsetsDidChange()
                c.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [4]
                c.updateViewConstraints()
                  c.view.updateConstraints()
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()
                c.viewIsAppearing(true)
                c.viewWillLayoutSubviews()
                c.view.layoutSubviews()
                c.viewDidLayoutSubviews()
            turn 7
              ~ main queue <- [4]
                b.view.willMove(toSuperview: nil)
                b.view.willMove(toWindow: nil)
                b.view.didMoveToWindow()
                b.view.didMoveToSuperview()
                nav.view.willRemoveSubview(b.view)
                b.viewDidDisappear(true)
                c.viewDidAppear(true)
                c.didMove(toParent: nav)
              ~ window: layout pass <- [4]
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()

            """)
    }

    /// A main-queue block dispatched from the window root's viewDidLoad runs after its viewDidAppear
    /// (S20-11): the window's end of its root's appearance is UIKit's deferred work of the same
    /// commit, ahead of the blocks app code queued.
    @Test func asyncFromTheRootsViewDidLoadRunsAfterViewDidAppear() {
        let events = recordEvents { session in
            let vc = ViewController(name: "vc")
            vc.react(to: .viewDidLoad) { MainRunLoop.main.async { vc.log("async from viewDidLoad") } }
            let window = Window(name: "window")
            window.rootViewController = vc
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
        }
        expectText(NavigationFlows.from(turn: 1, events), equals: """
            turn 1
              ~ main queue <- [2]
                vc.viewDidAppear(false)
              ~ main queue <- [3]
                vc.log("async from viewDidLoad")

            """)
    }

    /// Presenting on a controller that is itself being dismissed: UIKit treats it as leaving the
    /// window and gives the window message (react-native-image-crop-picker PR #2253, iOS 26, in
    /// docs/evidence/own-flow.md section 1); nothing is presented.
    @Test func presentOnAControllerBeingDismissedGetsTheWindowMessage() {
        let trace = recordWithVisibleRoot({ ViewController(name: "a") }) { session, a in
            let picker = ViewController(name: "picker")
            picker.modalPresentationStyle = .fullScreen
            a.present(picker, animated: false)
            session.runLoop.runUntilIdle()
            picker.dismiss(animated: true)
            picker.present(ViewController(name: "cropper"), animated: true)
            session.runLoop.runUntilIdle()
            #expect(a.presentedViewController == nil)
        }
        #expect(callAndDiagnosticLines(trace).suffix(3) == [
            "[4] picker.dismiss(animated: true)",
            "[5] picker.present(cropper, animated: true)",
            "! picker.presentingOutsideWindowHierarchy(cropper)  # Attempt to present cropper on picker (from picker) whose view is not in the window hierarchy.",
        ])
    }
}
