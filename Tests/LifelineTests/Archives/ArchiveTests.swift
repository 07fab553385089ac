import Testing
import Lifeline
import LifelineTesting
import LifelineScenarios

/// Storyboards, nibs and segues: whole sequences, each citing its evidence
/// (Fixtures/conformance-archives.json, S17; Apple's documentation where named).
@MainActor
@Suite("Archives")
struct ArchiveTests {
    /// A show segue performed in code inside a navigation controller: the destination is
    /// instantiated (`init(coder:)`, `awakeFromNib`, S17-07), the source prepared while the
    /// destination's view is not loaded (Apple's `prepare(for:sender:)` docs; S17-08 steps 2-3),
    /// then the push; the destination's view is loaded from its archive when the push needs it,
    /// each view getting `awakeFromNib` before `viewDidLoad` (S17-08 steps 6-8). No
    /// `shouldPerformSegue` (Apple: not called for `performSegue(withIdentifier:sender:)`).
    @Test func storyboardShowSegueInANavigationController() {
        expectText(NavigationFlows.from(turn: 1, eventLines(ArchiveFlows.showSegue())), equals: """
            turn 1
              ~ main queue <- [2]
                nav.viewDidAppear(false)
                master.viewDidAppear(false)
              [3] master.performSegue(withIdentifier: "showDetail", sender: nil)
                detail.init(coder: "Main")
                detail.awakeFromNib()
                master.prepare(for: "showDetail", sender: nil)
                [4] nav.pushViewController(detail, animated: true)
                  detail.willMove(toParent: nav)
            turn 2
              ~ main queue <- [4]
                detail.loadView()
                  detail.view.init(coder: "Main")
                    label.init(coder: "Main")
                    label.willMove(toSuperview: detail.view)
                    label.didMoveToSuperview()
                    detail.view.didAddSubview(label)
                  detail.view.awakeFromNib()
                  label.awakeFromNib()
                detail.viewDidLoad()
                master.viewWillDisappear(true)
                detail.viewWillAppear(true)
                detail.view.willMove(toSuperview: nav.view)
                detail.view.didMoveToSuperview()
                nav.view.didAddSubview(detail.view)
                detail.view.willMove(toWindow: window)
                label.willMove(toWindow: window)
                detail.view.didMoveToWindow()
                label.didMoveToWindow()
                detail.view.layoutMarginsDidChange()
                detail.viewLayoutMarginsDidChange()
                detail.view.safeAreaInsetsDidChange()
                detail.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [4]
                label.updateConstraints()
                detail.updateViewConstraints()
                  detail.view.updateConstraints()
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()
                detail.viewIsAppearing(true)
                detail.viewWillLayoutSubviews()
                detail.view.layoutSubviews()
                detail.viewDidLayoutSubviews()
                label.layoutSubviews()
            turn 4
              ~ main queue <- [4]
                master.view.willMove(toSuperview: nil)
                master.view.willMove(toWindow: nil)
                master.view.didMoveToWindow()
                master.view.didMoveToSuperview()
                nav.view.willRemoveSubview(master.view)
                master.viewDidDisappear(true)
                detail.viewDidAppear(true)
                detail.didMove(toParent: nav)
              ~ window: layout pass <- [4]
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()

            """)
    }

    /// A segue triggered by the user asks `shouldPerformSegue` before anything else (Apple's
    /// `shouldPerformSegue(withIdentifier:sender:)` docs).
    @Test func triggeredSegueAsksShouldPerformFirst() {
        expectText(ArchiveFlows.from("triggerSegue", ArchiveFlows.showSegue(triggered: true)), equals: """
              [3] master.triggerSegue("showDetail")
                master.shouldPerformSegue(withIdentifier: "showDetail", sender: nil)
                detail.init(coder: "Main")
                detail.awakeFromNib()
                master.prepare(for: "showDetail", sender: nil)
                [4] nav.pushViewController(detail, animated: true)
                  detail.willMove(toParent: nav)
            turn 2
              ~ main queue <- [4]
                detail.loadView()
                  detail.view.init(coder: "Main")
                    label.init(coder: "Main")
                    label.willMove(toSuperview: detail.view)
                    label.didMoveToSuperview()
                    detail.view.didAddSubview(label)
                  detail.view.awakeFromNib()
                  label.awakeFromNib()
                detail.viewDidLoad()
                master.viewWillDisappear(true)
                detail.viewWillAppear(true)
                detail.view.willMove(toSuperview: nav.view)
                detail.view.didMoveToSuperview()
                nav.view.didAddSubview(detail.view)
                detail.view.willMove(toWindow: window)
                label.willMove(toWindow: window)
                detail.view.didMoveToWindow()
                label.didMoveToWindow()
                detail.view.layoutMarginsDidChange()
                detail.viewLayoutMarginsDidChange()
                detail.view.safeAreaInsetsDidChange()
                detail.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [4]
                label.updateConstraints()
                detail.updateViewConstraints()
                  detail.view.updateConstraints()
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()
                detail.viewIsAppearing(true)
                detail.viewWillLayoutSubviews()
                detail.view.layoutSubviews()
                detail.viewDidLayoutSubviews()
                label.layoutSubviews()
            turn 4
              ~ main queue <- [4]
                master.view.willMove(toSuperview: nil)
                master.view.willMove(toWindow: nil)
                master.view.didMoveToWindow()
                master.view.didMoveToSuperview()
                nav.view.willRemoveSubview(master.view)
                master.viewDidDisappear(true)
                detail.viewDidAppear(true)
                detail.didMove(toParent: nav)
              ~ window: layout pass <- [4]
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()

            """)
    }

    /// `shouldPerformSegue` answering false cancels the segue: no destination is made.
    @Test func refusedSegueDoesNothing() {
        expectText(ArchiveFlows.from("triggerSegue", ArchiveFlows.perform("showDetail", refuse: true)), equals: """
              [3] master.triggerSegue("showDetail")
                master.shouldPerformSegue(withIdentifier: "showDetail", sender: nil)

            """)
    }

    /// An identifier the scene does not declare: UIKit's "Receiver (...) has no segue with
    /// identifier" (an exception in UIKit), recorded as a diagnostic; nothing is performed.
    @Test func undeclaredSegueIsUIKitsDiagnostic() {
        expectText(ArchiveFlows.from("performSegue", ArchiveFlows.perform("nope")), equals: """
              [3] master.performSegue(withIdentifier: "nope", sender: nil)
                ! master.undeclaredSegue("nope")  # Receiver (master) has no segue with identifier "nope"

            """)
    }

    /// An embed segue runs while the container's view loads: the child instantiated, the
    /// container's `prepare(for:sender:)`, the child added with Apple's recipe (willMove,
    /// its view loaded and added, didMove), all before the container's `viewDidLoad`.
    @Test func embedSegueAddsTheChildBeforeTheContainersViewDidLoad() {
        expectText(eventLines(ArchiveFlows.embed()), equals: """
            turn 0
              container.init(coder: "Main")
              container.awakeFromNib()
              [1] window.rootViewController = container
              [2] window.makeKeyAndVisible()
                container.loadView()
                  container.view.init(coder: "Main")
                  container.view.awakeFromNib()
                  child.init(coder: "Main")
                  child.awakeFromNib()
                  container.prepare(for: "embedChild", sender: nil)
                  [3] container.addChild(child)
                    child.willMove(toParent: container)
                  [4] child.view
                    child.loadView()
                      child.view.init(coder: "Main")
                      child.view.awakeFromNib()
                    child.viewDidLoad()
                  [5] container.view.addSubview(child.view)
                    child.view.willMove(toSuperview: container.view)
                    child.view.didMoveToSuperview()
                    container.view.didAddSubview(child.view)
                  child.didMove(toParent: container)
                container.viewDidLoad()
                container.viewWillAppear(false)
                child.viewWillAppear(false)
                container.view.willMove(toSuperview: window)
                container.view.didMoveToSuperview()
                window.didAddSubview(container.view)
                container.view.willMove(toWindow: window)
                child.view.willMove(toWindow: window)
                container.view.didMoveToWindow()
                child.view.didMoveToWindow()
                container.view.layoutMarginsDidChange()
                container.viewLayoutMarginsDidChange()
                container.view.safeAreaInsetsDidChange()
                container.viewSafeAreaInsetsDidChange()
                child.view.layoutMarginsDidChange()
                child.viewLayoutMarginsDidChange()
                child.view.safeAreaInsetsDidChange()
                child.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [2]
                child.updateViewConstraints()
                  child.view.updateConstraints()
                container.updateViewConstraints()
                  container.view.updateConstraints()
                window.updateConstraints()
                window.layoutSubviews()
                container.viewIsAppearing(false)
                container.viewWillLayoutSubviews()
                container.view.layoutSubviews()
                container.viewDidLayoutSubviews()
                child.viewIsAppearing(false)
                child.viewWillLayoutSubviews()
                child.view.layoutSubviews()
                child.viewDidLayoutSubviews()
            turn 1
              ~ main queue <- [2]
                container.viewDidAppear(false)
                child.viewDidAppear(false)

            """)
    }

    /// Unwind from the third of a cascade of presentations to the first (S17-03): shouldPerformSegue
    /// on the source, allowedChildrenForUnwinding then canPerformUnwindSegueAction walking up the presenters, the source's
    /// prepare, the destination's unwind action, then ONE dismiss on the destination tearing
    /// the cascade down (S17-03, S17-06: the action before the visual transition).
    @Test func unwindThroughACascadeOfPresentations() {
        expectText(ArchiveFlows.from("triggerUnwind", ArchiveFlows.unwindCascade()), equals: """
              [5] third.triggerUnwind("backToFirst")
                third.shouldPerformSegue(withIdentifier: "backToFirst", sender: nil)
                third.allowedChildrenForUnwinding(from: third)
                third.canPerformUnwindSegueAction("backToFirst", from: third, sender: nil)
                second.allowedChildrenForUnwinding(from: third)
                second.canPerformUnwindSegueAction("backToFirst", from: third, sender: nil)
                first.allowedChildrenForUnwinding(from: third)
                first.canPerformUnwindSegueAction("backToFirst", from: third, sender: nil)
                third.prepare(for: "backToFirst", sender: nil)
                first.unwindAction("backToFirst")
                [6] first.dismiss(animated: true)
            turn 4
              ~ main queue <- [6]
                third.viewWillDisappear(true)
                second.viewWillDisappear(true)
            turn 5
              ~ main queue <- [6]
                third.view.willMove(toSuperview: nil)
                third.view.willMove(toWindow: nil)
                third.view.didMoveToWindow()
                third.view.didMoveToSuperview()
                window.willRemoveSubview(third.view)
                second.view.willMove(toSuperview: nil)
                second.view.willMove(toWindow: nil)
                second.view.didMoveToWindow()
                second.view.didMoveToSuperview()
                window.willRemoveSubview(second.view)
                first.presentedViewController = nil
                second.presentedViewController = nil
                second.presentingViewController = nil
                third.presentingViewController = nil
                third.viewDidDisappear(true)
                second.viewDidDisappear(true)
              ~ window: layout pass <- [6]
                window.layoutSubviews()

            """)
    }

    /// An unwind no candidate accepts: every candidate asked, then a diagnostic; nothing moves.
    @Test func unwindWithNoDestinationIsADiagnostic() {
        expectText(ArchiveFlows.from("triggerUnwind", ArchiveFlows.unwindCascade(action: "nowhere")), equals: """
              [5] third.triggerUnwind("nowhere")
                third.shouldPerformSegue(withIdentifier: "nowhere", sender: nil)
                third.allowedChildrenForUnwinding(from: third)
                third.canPerformUnwindSegueAction("nowhere", from: third, sender: nil)
                second.allowedChildrenForUnwinding(from: third)
                second.canPerformUnwindSegueAction("nowhere", from: third, sender: nil)
                first.allowedChildrenForUnwinding(from: third)
                first.canPerformUnwindSegueAction("nowhere", from: third, sender: nil)
                ! third.unwindWithoutDestination("nowhere")  # No view controller answers canPerformUnwindSegueAction for "nowhere" from third; the unwind does nothing.

            """)
    }

    /// Unwind from a pushed controller to the root of its stack (S17-01's inner part): the search
    /// (the navigation controller's allowed children leave out the source; it is not asked itself), the
    /// action, then `unwind(for:towards:)` on the navigation controller, which pops; the popped
    /// controller is freed after its viewDidDisappear (S17-01 "farewell" after the pop).
    @Test func unwindInANavigationStackPops() {
        expectText(ArchiveFlows.from("triggerUnwind", ArchiveFlows.unwindPop()), equals: """
              [4] pushed.triggerUnwind("backToFirst")
                pushed.shouldPerformSegue(withIdentifier: "backToFirst", sender: nil)
                pushed.allowedChildrenForUnwinding(from: pushed)
                pushed.canPerformUnwindSegueAction("backToFirst", from: pushed, sender: nil)
                nav.allowedChildrenForUnwinding(from: pushed)
                first.allowedChildrenForUnwinding(from: pushed)
                first.canPerformUnwindSegueAction("backToFirst", from: pushed, sender: nil)
                pushed.prepare(for: "backToFirst", sender: nil)
                first.unwindAction("backToFirst")
                nav.unwind(for: "backToFirst", towards: first)
                  [5] nav.popToViewController(first, animated: true)
                    pushed.willMove(toParent: nil)
            turn 4
              ~ main queue <- [5]
                pushed.viewWillDisappear(true)
                first.viewWillAppear(true)
                first.view.willMove(toSuperview: nav.view)
                first.view.didMoveToSuperview()
                nav.view.didAddSubview(first.view)
                first.view.willMove(toWindow: window)
                first.view.didMoveToWindow()
              ~ window: layout pass <- [5]
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()
                first.viewIsAppearing(true)
            turn 6
              ~ main queue <- [5]
                pushed.view.willMove(toSuperview: nil)
                pushed.view.willMove(toWindow: nil)
                pushed.view.didMoveToWindow()
                pushed.view.didMoveToSuperview()
                nav.view.willRemoveSubview(pushed.view)
                pushed.viewDidDisappear(true)
                first.viewDidAppear(true)
                pushed.didMove(toParent: nil)
              ~ window: layout pass <- [5]
                nav.viewWillLayoutSubviews()
                nav.view.layoutSubviews()
                nav.viewDidLayoutSubviews()
              pushed.deinit()
              pushed.view.deinit()

            """)
    }

    /// A controller made with `init(nibName:bundle:)` is the nib's File's Owner, not an object
    /// recreated from the archive: no `awakeFromNib` for it (Apple's `awakeFromNib` docs), while
    /// its views get `init(coder:)`, the subviews nested in their superview's, then `awakeFromNib`.
    @Test func nibControllerGetsNoAwakeFromNib() {
        expectText(NavigationFlows.upTo(turn: 1, eventLines(ArchiveFlows.nibRoot())), equals: """
            turn 0
              vc.init(nibName: "Detail", bundle: nil)
              [1] window.rootViewController = vc
              [2] window.makeKeyAndVisible()
                vc.loadView()
                  vc.view.init(coder: "Detail")
                    button.init(coder: "Detail")
                    button.willMove(toSuperview: vc.view)
                    button.didMoveToSuperview()
                    vc.view.didAddSubview(button)
                  vc.view.awakeFromNib()
                  button.awakeFromNib()
                vc.viewDidLoad()
                vc.viewWillAppear(false)
                vc.view.willMove(toSuperview: window)
                vc.view.didMoveToSuperview()
                window.didAddSubview(vc.view)
                vc.view.willMove(toWindow: window)
                button.willMove(toWindow: window)
                vc.view.didMoveToWindow()
                button.didMoveToWindow()
                vc.view.layoutMarginsDidChange()
                vc.viewLayoutMarginsDidChange()
                vc.view.safeAreaInsetsDidChange()
                vc.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [2]
                button.updateConstraints()
                vc.updateViewConstraints()
                  vc.view.updateConstraints()
                window.updateConstraints()
                window.layoutSubviews()
                vc.viewIsAppearing(false)
                vc.viewWillLayoutSubviews()
                vc.view.layoutSubviews()
                vc.viewDidLayoutSubviews()
                button.layoutSubviews()

            """)
    }
}
