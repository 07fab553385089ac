/// Modal presentation, as UIKit's `present(_:animated:completion:)` and
/// `dismiss(animated:completion:)`. The relationship (`presentedViewController`,
/// `presentingViewController`, `isBeingPresented`, `isBeingDismissed`) changes within the call; the
/// appearance work starts on the next run-loop turn, as a navigation controller's transitions do.
/// Entries named here are in `Tests/LifelineTests/Fixtures/conformance.json`.
extension ViewController {
    /// How long an animated presentation or dismissal takes, in the model's virtual time: the
    /// same 0.35 s as a navigation transition, UIKit's usual modal animation length.
    public static let modalTransitionDuration: Double = 0.35

    // MARK: The relationship

    /// The controller this one presents, or that the nearest ancestor presents: as UIKit's
    /// property, a child of a presenter reports what its container presents.
    public var presentedViewController: ViewController? {
        sequence(first: self, next: \.parent).lazy.compactMap(\.storedPresentedViewController).first
    }

    /// The controller that presents this one or, for a child of a presented container, the one that
    /// presents the container (Apple's documentation of the property).
    public var presentingViewController: ViewController? {
        sequence(first: self, next: \.parent).lazy.compactMap(\.storedPresentingViewController).first
    }

    /// The controller that makes a presentation asked of this one: without
    /// `definesPresentationContext`, UIKit presents from the root-most controller of the hierarchy
    /// this one is in, the window's root or the presented controller at the top of it.
    private func presentationContext(for style: ModalPresentationStyle) -> ViewController {
        // `.currentContext` and `.overCurrentContext` look for the nearest controller, from this
        // one up, whose `definesPresentationContext` is true (Apple's documentation of the
        // property; issue 15, Presentation/PresentationContext.swift).
        if style.usesPresentationContext, let context = definingPresentationContext { return context }
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    // MARK: Presenting

    /// The work of `present(_:animated:completion:)`, which is declared in the class so that
    /// subclasses can override it.
    func performPresentation(_ viewControllerToPresent: ViewController, animated flag: Bool, completion: (() -> Void)?) {
        emit(.present, EventArguments(.object(viewControllerToPresent.traceID), .bool(flag))) {
            let presenter = presentationContext(for: viewControllerToPresent.modalPresentationStyle.resolved(rules))
            let presented = viewControllerToPresent
            // A presenter that is itself being dismissed is on its way out of the window: UIKit gives
            // the window message (react-native-image-crop-picker PR #2253, iOS 26, in
            // docs/evidence/own-flow.md section 1), and drops the presentation.
            if presenter.isBeingDismissed {
                return presenter.record(.presentingOutsideWindowHierarchy, presented)
            }
            // Otherwise a running transition comes first: a present from the viewDidLoad of a
            // controller that is itself being presented gets this message, not the window's (S20-02,
            // DCModalSegue #10), and so does one while what it presents is dismissed (S20-03, radar
            // 17762871).
            if presenter.isInPresentationTransition {
                return presenter.record(.presentingDuringTransition, presented)
            }
            if let current = presenter.storedPresentedViewController {
                return presenter.record(.presentingWhileAlreadyPresenting, presented, current)
            }
            guard let window = presenter.viewIfLoaded?.window, window.isVisible else {
                return presenter.record(.presentingOutsideWindowHierarchy, presented)
            }
            if let existing = presented.storedPresentingViewController {
                return presented.record(.presentingAlreadyPresentedController, existing)
            }
            guard presented.parent == nil, presented.viewIfLoaded?.window == nil, presented !== presenter else {
                return presented.record(.presentingActiveController)
            }
            // A presenter whose view is in the window but which is outside the controller tree (a
            // view added with addSubview without addChild): UIKit logs this and still presents
            // (S20-13: SWRevealViewController #344, SwiftPages #18).
            // Adaptation in a compact width, and a popover with nowhere to point
            // (Presentation/AdaptivePresentation.swift).
            // An app's presentation controller for a `.custom` presentation
            // (Presentation/PresentationController.swift).
            presented.askForCustomPresentationController(presenting: presenter, source: self)
            guard let adaptation = presented.adaptedPresentationStyle(in: window) else { return }
            if presenter.isDetached(in: window) {
                presenter.record(.presentingFromDetachedController, presented)
            }
            // The link is set within the call, before any callback of the presentation (S20-07:
            // presentedViewController reads the presented controller right after present returns).
            presented.isBeingPresented = true
            presenter.setPresentedViewController(presented)
            presented.setPresentingViewController(presenter)
            presented.presentationStyleInUse = adaptation.style
            presenter.useTransitionStyle(of: presented)
            if adaptation.adapted { presented.announceAdaptation(to: adaptation.style, animated: flag) }
            let caller = self
            session.runLoop.dispatch(cause: recorder.currentCause) { [presenter, presented, window] in
                presenter.runPresentation(of: presented, in: window, animated: flag) {
                    caller.runCompletion(completion)
                }
            }
        }
    }

    /// The presentation, one turn after the call. The presented view loads first (S5-03), then the
    /// presenter's viewWillDisappear when the style hides it, the presented viewWillAppear, and the
    /// presented view joins the window above the presenter's: window callbacks, then the first-time
    /// traits, margins and safe area (S5-14: after viewWillAppear, before layout). At the end the
    /// presenter's view leaves the window (S5-04's notes: window and superview events finish before
    /// viewDidAppear), then the presented viewDidAppear BEFORE the presenter's viewDidDisappear
    /// (S5-01, S5-04; the reverse of a push), then the completion (S5-04, S5-15). Animated, the end
    /// waits `modalTransitionDuration` (S5-07); non-animated it comes within the turn (S5-08), after
    /// UIKit has laid the presented view out (S5-14: layout before viewDidAppear).
    private func runPresentation(of presented: ViewController, in window: Window, animated: Bool,
                                 then completion: @escaping @MainActor () -> Void) {
        guard presented.storedPresentingViewController === self, presented.isBeingPresented else { return }
        // A transitioning delegate's animator runs an animated presentation (Presentation/CustomTransition.swift).
        if animated, let animator = presented.customAnimator {
            return runCustomPresentation(of: presented, by: animator, in: window, then: completion)
        }
        let presentedView = presented.loadViewIfRequired()
        let hidesPresenter = presented.presentationStyleInUse.hidesPresenter(
            rules, horizontalSizeClass: window.sceneTraits.horizontalSizeClass)
        // Sheets from iOS 13 or in a regular width (an iPad), overFullScreen, popovers and custom
        // styles leave the presenter alone (S5-06, S5-06T, S5-09, S5-19).
        if hidesPresenter { beginAppearanceIfNeeded(false, animated: animated, driver: .presentation) }
        // The appearance begins before the view joins the window, so the window move does not drive it.
        presented.beginAppearanceIfNeeded(true, animated: animated, driver: .presentation)
        // A current-context presentation covers the context's view where it is (issue 15).
        let container = presented.presentationStyleInUse.usesPresentationContext ? (viewIfLoaded?.superview ?? window) : window
        container.insertSubview(presentedView)
        // A full-screen controller that cannot be in the current orientation turns the interface
        // (issue 14; SupportedOrientations.swift).
        if hidesPresenter { window.forceOrientation(forPresentationOf: presented) }
        let finish: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            if hidesPresenter, let view = self.viewIfLoaded, view.superview === container { view.detachFromSuperview() }
            presented.endAppearance(ifDrivenBy: .presentation)
            if hidesPresenter { self.endAppearance(ifDrivenBy: .presentation) }
            // S5-04: isBeingPresented is false in the completion.
            presented.isBeingPresented = false
            completion()
        }
        if animated {
            session.runLoop.schedule(after: Self.modalTransitionDuration, cause: recorder.currentCause, finish)
        } else {
            window.layOutNow()
            finish()
        }
    }

    // MARK: Dismissing

    /// The work of `dismiss(animated:completion:)`, declared in the class for overriding.
    func performDismissal(animated flag: Bool, completion: (() -> Void)?) {
        emit(.dismiss, .animated(flag)) {
            let caller = self
            startDismissal(animated: flag) { caller.runCompletion(completion) }
        }
    }

    /// Starts the dismissal `dismiss(animated:completion:)` asks for; `then` runs once it has
    /// finished. Returns false, after a diagnostic, when there is nothing to dismiss.
    @discardableResult
    func startDismissal(animated: Bool, then afterward: @escaping @MainActor () -> Void) -> Bool {
        let presenter: ViewController
        if let presented = presentedViewController, let owner = presented.storedPresentingViewController {
            presenter = owner
        } else if let owner = presentingViewController {
            presenter = owner
        } else {
            diagnose(.dismissingWithNothingPresented)
            return false
        }
        var chain: [ViewController] = []
        var next = presenter.storedPresentedViewController
        while let controller = next {
            chain.append(controller)
            next = controller.storedPresentedViewController
        }
        guard !chain.contains(where: { $0.isBeingPresented || $0.isBeingDismissed }) else {
            diagnose(.dismissingDuringTransition)
            return false
        }
        for controller in chain { controller.isBeingDismissed = true }
        session.runLoop.dispatch(cause: recorder.currentCause) { [presenter, chain] in
            presenter.runDismissal(of: chain, animated: animated, then: afterward)
        }
        return true
    }

    /// The dismissal, one turn after the call (S5-11). The presented controllers that are on screen
    /// get viewWillDisappear, top-most first; a hidden presenter begins its appearance (forwarded to
    /// the child a container shows) BEFORE its view goes back in the window below the presented
    /// one, so the window move does not drive it. At the end the presented views leave the window
    /// (symmetric with S5-04's note: a dismissed controller has no window in viewDidDisappear), the
    /// presenter's viewDidAppear comes BEFORE the presented viewDidDisappear (S5-01), the
    /// relationship is cleared, then the completion, after viewDidDisappear (S5-16). Animated, the
    /// end waits `modalTransitionDuration`; non-animated it comes within the turn (S5-11), except for
    /// a sheet that leaves its presenter on screen: S5-12 observed only viewWillDisappear after one
    /// turn and viewDidDisappear later even non-animated, which the model places on the next turn.
    /// The order among several controllers dismissed at once is not covered by any entry.
    private func runDismissal(of chain: [ViewController], animated: Bool,
                              then afterward: @escaping @MainActor () -> Void) {
        guard let first = chain.first, storedPresentedViewController === first else { return }
        let window = chain.lazy.compactMap { $0.viewIfLoaded?.window }.first ?? viewIfLoaded?.window
        // A transitioning delegate's animator runs an animated dismissal of one controller
        // (Presentation/CustomTransition.swift).
        if animated, chain.count == 1, let animator = first.customAnimator {
            return runCustomDismissal(of: first, by: animator, in: window, then: afterward)
        }
        let presenterReturns = first.presentationStyleInUse.hidesPresenter(
            rules, horizontalSizeClass: (window ?? session.keyWindow)?.sceneTraits.horizontalSizeClass ?? .compact)
        for controller in chain.reversed() {
            controller.beginAppearanceIfNeeded(false, animated: animated, driver: .presentation)
        }
        // Where the presented views are: the window, or a current-context presentation's container.
        let container: View? = first.viewIfLoaded?.superview ?? window
        if presenterReturns, let container {
            let view = loadViewIfRequired()
            beginAppearanceIfNeeded(true, animated: animated, driver: .presentation)
            let lowest = chain.lazy.compactMap(\.viewIfLoaded).first { $0.superview === container }
            if view.superview == nil { container.insertSubview(view, below: lowest) }
            // The interface turns back from an orientation the presentation forced (SupportedOrientations.swift).
            window?.restoreOrientation(onDismissalOf: first)
        }
        let finish: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            for controller in chain.reversed() {
                if let view = controller.viewIfLoaded, let superview = view.superview,
                   superview === window || superview === container { view.detachFromSuperview() }
            }
            // The link goes before the did-callbacks: the presenter's presentedViewController is
            // still set in its viewWillAppear and nil in its viewDidAppear, and the dismissed
            // controller's presentingViewController is nil in its viewDidDisappear, while its
            // isBeingDismissed is still true there (S20-08, WinObjC's reference-platform test).
            self.setPresentedViewController(nil)
            for controller in chain {
                controller.setPresentedViewController(nil)
                controller.setPresentingViewController(nil)
            }
            if presenterReturns { self.endAppearance(ifDrivenBy: .presentation) }
            for controller in chain.reversed() { controller.endAppearance(ifDrivenBy: .presentation) }
            for controller in chain { controller.isBeingDismissed = false }
            afterward()
        }
        let sheetStaysAfterOneTurn = !animated && !presenterReturns
            && [.pageSheet, .formSheet].contains(first.presentationStyleInUse) && rules.sheetsKeepPresenterOnScreen
        if animated {
            session.runLoop.schedule(after: Self.modalTransitionDuration, cause: recorder.currentCause, finish)
        } else if sheetStaysAfterOneTurn {
            session.runLoop.dispatch(cause: recorder.currentCause, finish)
        } else {
            window?.layOutNow()
            finish()
        }
    }

    // MARK: Helpers

    /// True while a presentation this controller takes part in has not finished: it is being
    /// presented or dismissed, or what it presents is.
    var isInPresentationTransition: Bool {
        if isBeingPresented || isBeingDismissed { return true }
        guard let presented = storedPresentedViewController else { return false }
        return presented.isBeingPresented || presented.isBeingDismissed
    }

    /// Changes `presentedViewController` where UIKit does, recorded as a state event
    /// (`a.presentedViewController = b`) when the value changes, so that a trace shows what a
    /// test asserting on the property would read at each point.
    func setPresentedViewController(_ controller: ViewController?) {
        guard storedPresentedViewController !== controller else { return }
        storedPresentedViewController = controller
        recorder.record(.presentedViewControllerChange, object: traceID, arguments: .object(controller?.traceID))
    }

    /// Changes `presentingViewController`, recorded as `presentedViewControllerChange` is.
    func setPresentingViewController(_ controller: ViewController?) {
        guard storedPresentingViewController !== controller else { return }
        storedPresentingViewController = controller
        if controller != nil { noteReturn() }
        recorder.record(.presentingViewControllerChange, object: traceID, arguments: .object(controller?.traceID))
    }

    /// Runs a completion block given to `present` or `dismiss`, recorded as a callback of the
    /// controller the call was made on.
    func runCompletion(_ completion: (() -> Void)?) {
        guard let completion else { return }
        emit(.completion) { completion() }
    }

    /// Whether this root-most controller (no parent) is outside the window's controller tree: not
    /// the window's root and not presented.
    private func isDetached(in window: Window) -> Bool {
        parent == nil && window.rootViewController !== self && storedPresentingViewController == nil
    }

    /// Records a diagnostic about this controller naming the other controllers involved.
    private func record(_ name: EventName, _ others: ViewController...) {
        recorder.record(name, object: traceID, arguments: EventArguments(others.map { .object($0.traceID) }))
    }
}
