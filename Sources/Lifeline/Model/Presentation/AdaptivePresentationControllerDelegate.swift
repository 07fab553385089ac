/// The delegate of a `PresentationController`, as `UIAdaptivePresentationControllerDelegate`.
/// Every method is optional in UIKit; the defaults here answer as UIKit does when the method is
/// not implemented. The model records each call as a callback of the delegate when it is a traced
/// object (`TracedDelegate` in scenario files), otherwise of the presentation controller.
@MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// Asked when the user starts to swipe a sheet away (iOS 13+), unless the presented controller
    /// is `isModalInPresentation`; false refuses the dismissal (S14-05, S14-06). Never asked for a
    /// dismissal from code.
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// The user's swipe is about to dismiss the sheet, "before interaction or animations begin"
    /// (S14-05); not called for a dismissal from code.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// The user's swipe dismissed the sheet, "after all animations are finished" (S14-05); not
    /// called for a dismissal from code.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// The user tried to swipe the sheet away and was refused: the presented controller is
    /// `isModalInPresentation`, or `presentationControllerShouldDismiss` answered false (S14-06).
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
    /// The style to adapt to in `traitCollection` (S14-07); nil is UIKit's `.none`: no adaptation.
    /// The default answers as UIKit does without the method
    /// (`PresentationController.defaultAdaptivePresentationStyle`).
    func adaptivePresentationStyle(for presentationController: PresentationController,
                                   traitCollection: TraitCollection) -> ModalPresentationStyle?
    /// The presentation is about to be shown adapted to `style` (S14-07).
    func presentationController(_ presentationController: PresentationController,
                                willPresentWithAdaptiveStyle style: ModalPresentationStyle)
    /// `UISheetPresentationControllerDelegate` (iOS 15+): the user moved the sheet to another detent.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController)
}

extension AdaptivePresentationControllerDelegate {
    /// Allows the dismissal, as an unimplemented method does.
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    /// Does nothing, as an unimplemented optional delegate method.
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    /// Does nothing, as an unimplemented optional delegate method.
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    /// Does nothing, as an unimplemented optional delegate method.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
    /// UIKit's own adaptation, as when the method is not implemented.
    public func adaptivePresentationStyle(for presentationController: PresentationController,
                                          traitCollection: TraitCollection) -> ModalPresentationStyle? {
        guard let presented = presentationController.presentedViewController else { return nil }
        return presentationController.defaultAdaptivePresentationStyle(
            for: presented.modalPresentationStyle.resolved(presented.rules), traitCollection: traitCollection)
    }
    /// Does nothing, as an unimplemented optional delegate method.
    public func presentationController(_ presentationController: PresentationController,
                                       willPresentWithAdaptiveStyle style: ModalPresentationStyle) {}
    /// Does nothing, as an unimplemented optional delegate method.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: SheetPresentationController) {}
}
