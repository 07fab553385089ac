/// The user's swipe down on a sheet (iOS 13+), driven as the interactive pop is: `beginSheetSwipe()`
/// on the presented controller, then `update(percentComplete:)`, then `finish()` (the finger lifts
/// past the threshold: the sheet is dismissed) or `cancel()` (it springs back). UIKit has no public
/// call for the gesture; these stand in for it.
///
/// The order, for a sheet its presenter stays behind (every swipeable sheet: `sheetsKeepPresenterOnScreen`):
/// - begin: the delegate's `presentationControllerShouldDismiss`, then `WillDismiss`, then the
///   presented controller's `viewWillDisappear(true)`. The delegate's order is Apple's (S14-05,
///   S14-06: ShouldDismiss → WillDismiss → DidDismiss); WillDismiss comes "before interaction or
///   animations begin", so the model puts it before viewWillDisappear. No log interleaves the
///   delegate's calls with the controller's (uikit-traces-2 gaps): that placement is the docs'
///   timing, not an observation.
/// - finish: after the rest of the animation, the presented view leaves the window, the
///   relationship is cleared, `viewDidDisappear(true)`, then the delegate's `DidDismiss` ("after
///   all animations are finished", S14-05). The presenter gets nothing: it never left the screen
///   (S14-04, S5-09, S5-12).
/// - cancel: after the animation back, `viewWillAppear`, `viewIsAppearing`, `viewDidAppear` of the
///   presented controller and no viewDidDisappear (S14-01, observed on iOS 17); no delegate call.
/// - refused (the presented controller is `isModalInPresentation`, or ShouldDismiss answered
///   false): the delegate's `DidAttemptToDismiss` as the swipe begins (S14-06), and no appearance
///   callback; finish and cancel both let the sheet spring back with nothing more. Where
///   DidAttemptToDismiss falls within the gesture is not documented; the model calls it where
///   ShouldDismiss would have answered.
@MainActor
public final class SheetSwipe {
    /// Where the gesture is (finishing or cancelling once the finger lifts: the sheet animates
    /// away or springs back; a refused swipe always springs back; finished: the sheet was
    /// dismissed; cancelled: it is back where it was).
    public typealias State = InteractiveTransitionState

    /// How far the sheet has been pulled down, 0...1.
    public internal(set) var percentComplete: Double = 0
    /// Where the gesture is now.
    public internal(set) var state = State.interacting
    /// True when the dismissal was refused as the swipe began (`isModalInPresentation`, or the
    /// delegate's `presentationControllerShouldDismiss` answered false).
    public let isRefused: Bool
    private weak var controller: ViewController?

    init(controller: ViewController, isRefused: Bool) {
        self.controller = controller
        self.isRefused = isRefused
    }

    /// The finger moved.
    public func update(percentComplete: Double) { controller?.updateSheetSwipe(self, to: percentComplete) }
    /// The finger lifted short of the threshold: the sheet springs back.
    public func cancel() { controller?.settleSheetSwipe(self, finishing: false) }
    /// The finger lifted past the threshold: the sheet is dismissed (unless refused).
    public func finish() { controller?.settleSheetSwipe(self, finishing: true) }
}

extension ViewController {
    /// Starts the user's swipe down on this controller, which must be presented as a page or form
    /// sheet on iOS 13 or later, be the top of its presentations, and not be in a transition.
    /// Otherwise nothing happens and the diagnostic `sheetSwipeWithoutSheet` says why (before iOS 13
    /// a sheet could not be swiped away: the gesture arrived with the card presentation, WWDC19
    /// session 224, S5-18). Returns the swipe the rest of the gesture drives, nil when it could
    /// not begin.
    @discardableResult
    public func beginSheetSwipe() -> SheetSwipe? {
        var swipe: SheetSwipe?
        emit(.beginSheetSwipe) {
            guard let presenter = storedPresentingViewController, storedPresentedViewController == nil,
                  rules.sheetsCanBeSwipedAway, [.pageSheet, .formSheet].contains(presentationStyleInUse),
                  !presentationStyleInUse.hidesPresenter(rules, horizontalSizeClass: horizontalSizeClassOfWindow),
                  !isInPresentationTransition, !presenter.isInPresentationTransition,
                  presentationControllerIfMade?.activeSheetSwipe == nil else {
                return diagnose(.sheetSwipeWithoutSheet)
            }
            let controller = presentationController
            let refused = isModalInPresentation
                || controller.tellDelegate(.presentationControllerShouldDismiss) {
                    $0.presentationControllerShouldDismiss(controller)
                } == false
            let started = SheetSwipe(controller: self, isRefused: refused)
            controller.activeSheetSwipe = started
            swipe = started
            if refused {
                _ = controller.tellDelegate(.presentationControllerDidAttemptToDismiss) {
                    $0.presentationControllerDidAttemptToDismiss(controller)
                }
                return
            }
            _ = controller.tellDelegate(.presentationControllerWillDismiss) {
                $0.presentationControllerWillDismiss(controller)
            }
            isBeingDismissed = true
            beginAppearanceIfNeeded(false, animated: true, driver: .presentation)
        }
        return swipe
    }

    /// The horizontal size class of the window this controller's view is in (the key window's
    /// otherwise, compact without one).
    private var horizontalSizeClassOfWindow: UserInterfaceSizeClass {
        (viewIfLoaded?.window ?? session.keyWindow)?.sceneTraits.horizontalSizeClass ?? .compact
    }

    func updateSheetSwipe(_ swipe: SheetSwipe, to percentComplete: Double) {
        emit(.updateSheetSwipe, EventArguments(.number(percentComplete))) {
            guard swipe === presentationControllerIfMade?.activeSheetSwipe, swipe.state == .interacting else { return }
            swipe.percentComplete = min(1, max(0, percentComplete))
        }
    }

    /// The finger lifts: the rest of the animation, `(1 − percentComplete)` of the modal duration
    /// when finishing and `percentComplete` of it when springing back, then the end. A swipe that
    /// is not the current one, or has already lifted, is recorded and changes nothing.
    func settleSheetSwipe(_ swipe: SheetSwipe, finishing: Bool) {
        emit(finishing ? .finishSheetSwipe : .cancelSheetSwipe) {
            guard let controller = presentationControllerIfMade, swipe === controller.activeSheetSwipe,
                  swipe.state == .interacting else { return }
            let dismisses = finishing && !swipe.isRefused
            swipe.state = dismisses ? .finishing : .cancelling
            let remaining = (dismisses ? 1 - swipe.percentComplete : swipe.percentComplete) * Self.modalTransitionDuration
            session.runLoop.schedule(after: remaining, cause: recorder.currentCause) { [weak self] in
                controller.activeSheetSwipe = nil
                swipe.state = dismisses ? .finished : .cancelled
                guard let self, !swipe.isRefused else { return }
                if dismisses { self.endSwipedDismissal(controller) } else { self.reverseSwipedDismissal() }
            }
        }
    }

    /// The sheet leaves: its view out of the window, the relationship cleared (as a dismissal from
    /// code clears it, before viewDidDisappear, S20-08), viewDidDisappear, then DidDismiss.
    private func endSwipedDismissal(_ controller: PresentationController) {
        let presenter = storedPresentingViewController
        if let view = viewIfLoaded, let window = view.window, view.superview === window { view.detachFromSuperview() }
        presenter?.setPresentedViewController(nil)
        setPresentingViewController(nil)
        endAppearance(ifDrivenBy: .presentation)
        isBeingDismissed = false
        _ = controller.tellDelegate(.presentationControllerDidDismiss) { $0.presentationControllerDidDismiss(controller) }
    }

    /// The sheet springs back: the appearance reverses (S14-01).
    private func reverseSwipedDismissal() {
        isBeingDismissed = false
        beginAppearanceIfNeeded(true, animated: true, driver: .presentation)
        endAppearance(ifDrivenBy: .presentation)
    }
}

extension ViewController {
    /// The user's swipe on this sheet that has not settled yet, nil when there is none.
    public var sheetSwipeInProgress: SheetSwipe? { presentationControllerIfMade?.activeSheetSwipe }
}
