/// The object that manages a presented controller's presentation, as `UIPresentationController`:
/// `ViewController.presentationController` makes it the first time it is asked for (UIKit makes
/// it on that first access too, which is why setting `presentationController?.delegate` before
/// `present` works), from the style the controller has then. It shows in the trace as
/// `<presented>.presentationController`, an object of class `PresentationController`, or
/// `SheetPresentationController` for a page or form sheet from iOS 15, when UIKit's
/// `sheetPresentationController` returns it. Its delegate's calls are recorded as callbacks of the
/// delegate when the delegate is a traced object (scenario files' `presentation: { delegate: d }`).
/// Entries named here are in `Tests/LifelineTests/Fixtures/conformance-presentation.json`.
open class PresentationController: Responder {
    /// The controller this object presents; weak, so that the presentation controller, which the
    /// presented controller owns, does not keep it alive.
    public private(set) weak var presentedViewController: ViewController?
    /// Told about the user's dismissal and about adaptation; held weakly, as in UIKit.
    public weak var delegate: AdaptivePresentationControllerDelegate?
    /// The view a popover points at (`UIPopoverPresentationController.sourceView`); a popover in a
    /// regular width without one cannot be presented (AdaptivePresentation.swift).
    public var sourceView: View?
    /// `shouldRemovePresentersView` of a custom presentation controller: whether the presenter's
    /// view leaves the window once a `.custom` presentation ends, so that the presenter disappears
    /// (S15-02: the default is false, and then the presenter hears nothing). Only a `.custom`
    /// presentation with a `transitioningDelegate` reads it (CustomTransition.swift).
    public var shouldRemovePresentersView = false
    /// The user's swipe in progress on this presentation, from `beginSheetSwipe()` until it settles.
    var activeSheetSwipe: SheetSwipe?

    init(presenting presented: ViewController) {
        presentedViewController = presented
        super.init(name: "\(presented.traceName).presentationController", defaultName: "presentationController",
                   role: .viewController)
    }

    /// The style UIKit adapts `style` to in `traits` when the delegate does not choose: nil for
    /// no adaptation. A popover in a compact width behaves as a form sheet from iOS 13 (S14-07,
    /// Apple's documentation of `UIModalPresentationStyle.popover`). Before iOS 13 Apple's
    /// documentation names full screen, but an observed log (S5-06, WinObjC's reference platform,
    /// iOS 10/11) shows the presenter kept as a popover keeps it, so the model does not adapt there
    /// and follows the log. Sheets adapt to full screen in a compact width before iOS 13 through
    /// `ModalPresentationStyle.hidesPresenter`, not through this method.
    public func defaultAdaptivePresentationStyle(for style: ModalPresentationStyle,
                                                 traitCollection: TraitCollection) -> ModalPresentationStyle? {
        presentedViewController?.defaultAdaptivePresentationStyle(for: style, traitCollection: traitCollection)
    }

    /// Runs `call` on the delegate, recorded as `name` on the delegate when it is a traced object
    /// (so that a scenario's reactions to it run, as an app's override would) and on this
    /// presentation controller otherwise. Nil when there is no delegate.
    func tellDelegate<Answer>(_ name: EventName, _ more: [ArgumentValue] = [],
                              _ call: (AdaptivePresentationControllerDelegate) -> Answer) -> Answer? {
        guard let delegate else { return nil }
        var answer: Answer?
        let arguments = EventArguments([.object(traceID)] + more)
        let receiver = (delegate as? Responder) ?? self
        receiver.emit(name, arguments) { answer = call(delegate) }
        return answer
    }
}

/// A page or form sheet's presentation controller from iOS 15, as `UISheetPresentationController`:
/// what `ViewController.sheetPresentationController` returns.
public final class SheetPresentationController: PresentationController {
    /// The detents the sheet can rest at, by identifier, smallest first (UIKit's default: large only).
    public var detents: [String] = [SheetPresentationController.large]
    /// The detent the sheet rests at; nil is UIKit's default, the smallest. Set from code (best
    /// inside `animateChanges(_:)`) it moves the sheet without a word to the delegate
    /// (SheetDetents.swift).
    public var selectedDetentIdentifier: String? {
        get { storedSelectedDetentIdentifier }
        set { moveToDetent(newValue) }
    }
    var storedSelectedDetentIdentifier: String?
}

extension ViewController {
    /// The presentation controller of this controller's presentation, made on first access with
    /// the style the controller has then (see `PresentationController`). Reading it adds the
    /// object to the trace.
    public var presentationController: PresentationController {
        if let made = storedPresentationController { return made }
        let style = modalPresentationStyle.resolved(rules)
        let made = rules.hasSheetPresentationController && [.pageSheet, .formSheet].contains(style)
            ? SheetPresentationController(presenting: self) : PresentationController(presenting: self)
        storedPresentationController = made
        return made
    }

    /// The sheet presentation controller when this controller is (or will be) presented as a
    /// page or form sheet on iOS 15 or later, nil otherwise, as UIKit's property.
    public var sheetPresentationController: SheetPresentationController? {
        guard rules.hasSheetPresentationController else { return nil }
        return presentationController as? SheetPresentationController
    }

    /// The presentation controller if one was made: the model's own reads go through this, so
    /// that they add no object to the trace.
    var presentationControllerIfMade: PresentationController? { storedPresentationController }
}

extension Window {
    /// The presentation controllers of the `.custom` presentations shown in this window, root
    /// first: the window is their container view, so they hear it lay out.
    func customPresentationControllers() -> [PresentationController] {
        var found: [PresentationController] = []
        var presenter = rootViewController
        while let presented = presenter?.storedPresentedViewController {
            if presented.presentationStyleInUse == .custom, presented.customAnimator != nil,
               let controller = presented.presentationControllerIfMade {
                found.append(controller)
            }
            presenter = presented
        }
        return found
    }
}
