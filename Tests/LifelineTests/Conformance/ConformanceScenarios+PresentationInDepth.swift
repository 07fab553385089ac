import Lifeline

/// A presentation controller's delegate for the S14 setups: a traced controller (so its calls
/// show under its own name, `pc` in the logs) that answers as the setup's app does.
final class PresentationDelegateController: ViewController, AdaptivePresentationControllerDelegate {
    /// What `presentationControllerShouldDismiss(_:)` answers.
    var allowsDismissal = true
    /// What `adaptivePresentationStyle(for:traitCollection:)` answers, when set; nil: UIKit's own.
    var adaptiveAnswer: ModalPresentationStyle??

    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        allowsDismissal
    }

    func adaptivePresentationStyle(for presentationController: PresentationController,
                                   traitCollection: TraitCollection) -> ModalPresentationStyle? {
        if let adaptiveAnswer { return adaptiveAnswer }
        return presentationController.defaultAdaptivePresentationStyle(for: .popover, traitCollection: traitCollection)
    }
}

/// S14 (sheet dismissal) scenarios: one function per entry of `conformance-presentation.json`
/// the model covers.
@MainActor
extension ConformanceScenarios {
    static let presentationInDepth: [String: Body] = [
        "S14-01": s14_01, "S14-03": s14_03, "S14-05": s14_05, "S14-06": s14_06, "S14-08": s14_08,
        "S14-09": s14_09,
    ]

    /// A key window showing `root`, run until idle.
    private static func shown(_ root: ViewController, _ context: ConformanceScenarioContext) -> ViewController {
        let window = Window(name: "window")
        context.keep(window)
        window.rootViewController = root
        window.makeKeyAndVisible()
        context.runUntilIdle()
        return root
    }

    /// `presenter` presents `presented` in `style` (animated) with `delegate` on its presentation
    /// controller, run until idle.
    private static func presentedSheet(_ name: String, style: ModalPresentationStyle, on presenter: ViewController,
                                       delegate: PresentationDelegateController?, _ context: ConformanceScenarioContext)
        -> ViewController {
        let presented = ViewController(name: name)
        presented.modalPresentationStyle = style
        if let delegate { presented.presentationController.delegate = delegate }
        presenter.present(presented, animated: true)
        context.runUntilIdle()
        return presented
    }

    /// First presents Second as a page sheet; the user drags it part way down and lets go.
    static func s14_01(_ context: ConformanceScenarioContext) {
        let first = shown(ViewController(name: "first"), context)
        let second = presentedSheet("second", style: .pageSheet, on: first, delegate: nil, context)
        context.beginObservation()
        let swipe = second.beginSheetSwipe()
        swipe?.update(percentComplete: 0.3)
        context.checkpoint("@swipeCancelled")
        swipe?.cancel()
        context.runUntilIdle()
    }

    /// First presents Second full screen (animated), then Second is dismissed by a button.
    static func s14_03(_ context: ConformanceScenarioContext) {
        let first = shown(ViewController(name: "first"), context)
        context.beginObservation()
        _ = presentedSheet("second", style: .fullScreen, on: first, delegate: nil, context)
        context.endObservation()
    }

    /// The user swipes a page sheet away; the presentation controller's delegate is `pc`.
    static func s14_05(_ context: ConformanceScenarioContext) {
        let first = shown(ViewController(name: "first"), context)
        let pc = PresentationDelegateController(name: "pc")
        context.keep(pc)
        let second = presentedSheet("second", style: .pageSheet, on: first, delegate: pc, context)
        context.beginObservation()
        context.checkpoint("@userSwipe")
        let swipe = second.beginSheetSwipe()
        swipe?.update(percentComplete: 0.5)
        context.checkpoint("@dismissAnimation")
        swipe?.finish()
        context.runUntilIdle()
    }

    /// The user tries to swipe away a sheet whose controller is `isModalInPresentation`.
    static func s14_06(_ context: ConformanceScenarioContext) {
        let first = shown(ViewController(name: "first"), context)
        let pc = PresentationDelegateController(name: "pc")
        context.keep(pc)
        let second = presentedSheet("second", style: .pageSheet, on: first, delegate: pc, context)
        second.isModalInPresentation = true
        context.beginObservation()
        context.checkpoint("@userSwipe")
        let swipe = second.beginSheetSwipe()
        swipe?.finish()
        context.runUntilIdle()
    }

    /// A page sheet with a delegate dismissed from code.
    static func s14_08(_ context: ConformanceScenarioContext) {
        let first = shown(ViewController(name: "first"), context)
        let pc = PresentationDelegateController(name: "pc")
        context.keep(pc)
        let second = presentedSheet("second", style: .pageSheet, on: first, delegate: pc, context)
        context.beginObservation()
        context.checkpoint("@programmaticDismiss")
        second.dismiss(animated: true)
        context.runUntilIdle()
    }

    /// A page sheet with detents [medium, large] and a delegate: the user drags it to large, then
    /// code selects medium inside animateChanges (iOS 15+).
    static func s14_09(_ context: ConformanceScenarioContext) {
        let first = shown(ViewController(name: "first"), context)
        let pc = PresentationDelegateController(name: "pc")
        context.keep(pc)
        let second = ViewController(name: "second")
        second.modalPresentationStyle = .pageSheet
        second.presentationController.delegate = pc
        second.sheetPresentationController?.detents = [SheetPresentationController.medium, SheetPresentationController.large]
        first.present(second, animated: true)
        context.runUntilIdle()
        context.beginObservation()
        context.checkpoint("@userDragsToLarge")
        second.sheetPresentationController?.userSelectsDetent(SheetPresentationController.large)
        context.runUntilIdle()
        context.checkpoint("@codeSelectsMedium")
        if let sheet = second.sheetPresentationController {
            sheet.animateChanges { sheet.selectedDetentIdentifier = SheetPresentationController.medium }
        }
        context.runUntilIdle()
    }
}
