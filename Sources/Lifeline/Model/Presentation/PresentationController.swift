/// The object that manages a presented controller's presentation, as `UIPresentationController`:
/// `ViewController.presentationController` makes it the first time it is asked for (UIKit makes
/// it on that first access too, which is why setting `presentationController?.delegate` before
/// `present` works), from the style the controller has then. It shows in the trace as
/// `<presented>.presentationController`, an object of class `PresentationController`, or
/// `SheetPresentationController` for a page or form sheet from iOS 15, when UIKit's
/// `sheetPresentationController` returns it. Its delegate's calls are recorded as callbacks of the
/// delegate when the delegate is a traced object (scenario files' `presentation: { delegate: d }`).
///
/// An app subclasses it for a `.custom` presentation, as it subclasses `UIPresentationController`:
/// its transitioning delegate (a `TransitionAnimator`) returns the subclass from
/// `presentationController(forPresented:presenting:source:)`, and the model then calls the
/// subclass's overrides where UIKit calls them (CustomTransition.swift): the transition callbacks
/// below, the container-layout pair, and `shouldRemovePresentersView`. Views the overrides add to
/// `containerView` (a dimming view) get the ordinary view callbacks. Each callback is recorded as
/// an event of this object, so reactions can name them (`receivedCallbacks`).
/// Entries named here are in `Tests/LifelineTests/Fixtures/conformance-presentation.json`.
open class PresentationController: Responder {
    /// The controller this object presents; weak, so that the presentation controller, which the
    /// presented controller owns, does not keep it alive.
    public private(set) weak var presentedViewController: ViewController?
    /// The controller that presents, once the presentation is made (nil before, and nil in
    /// `presentationController(forPresented:presenting:source:)` when UIKit has not chosen it yet).
    public internal(set) weak var presentingViewController: ViewController?
    /// Told about the user's dismissal and about adaptation; held weakly, as in UIKit.
    public weak var delegate: AdaptivePresentationControllerDelegate?
    /// The view a popover points at (`UIPopoverPresentationController.sourceView`); a popover in a
    /// regular width without one cannot be presented (AdaptivePresentation.swift).
    public var sourceView: View?
    /// What the model's own class answers for `shouldRemovePresentersView` (a subclass overrides
    /// the property instead): settable, so that code and scenario files without a subclass can
    /// choose it.
    public var removesPresentersView = false
    /// The user's swipe in progress on this presentation, from `beginSheetSwipe()` until it settles.
    var activeSheetSwipe: SheetSwipe?

    init(presenting presented: ViewController) {
        presentedViewController = presented
        super.init(name: "\(presented.traceName).presentationController", defaultName: "presentationController",
                   role: .viewController)
    }

    /// UIKit's designated initializer, for an app's subclass: `presentedViewController` is the
    /// controller to present, `presenting` the presenting one if known (UIKit may pass nil).
    /// `name` is its name in the trace (`<presented>.presentationController` when nil).
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?,
                name: String? = nil) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init(name: name ?? "\(presentedViewController.traceName).presentationController",
                   defaultName: "presentationController", role: .viewController)
    }

    /// The callbacks the model makes on a presentation controller, which reactions can name.
    nonisolated open override class var receivedCallbacks: Set<EventName> {
        [.presentationTransitionWillBegin, .presentationTransitionDidEnd, .dismissalTransitionWillBegin,
         .dismissalTransitionDidEnd, .containerViewWillLayoutSubviews, .containerViewDidLayoutSubviews]
    }

    // MARK: What a subclass overrides (UIKit's order: CustomTransition.swift)

    /// Whether the presenter's view leaves the window once a `.custom` presentation ends, so that
    /// the presenter disappears (S15-02: UIKit's default is false, and then the presenter hears
    /// nothing). Read once as a custom presentation starts and once as its dismissal starts, only
    /// for a `.custom` presentation with a `transitioningDelegate`. The model's own class answers
    /// `removesPresentersView`.
    open var shouldRemovePresentersView: Bool { removesPresentersView }

    /// The view the presentation happens in (UIKit's `containerView`): the window, from the start
    /// of the presentation transition until the end of the dismissal; nil otherwise. Views an
    /// override adds here get the ordinary view callbacks.
    public internal(set) weak var containerView: View?

    /// The presented controller's view (`presentedView`), once loaded.
    public var presentedView: View? { presentedViewController?.viewIfLoaded }

    /// Called on the presentation's turn, after the presented `viewWillAppear` and before the
    /// animator's `transitionDuration`/`animateTransition`: set up views (a dimming view added to
    /// `containerView`). The default does nothing.
    open func presentationTransitionWillBegin() {}

    /// Called inside `completeTransition(_:)` of the presentation, after the appearance
    /// callbacks it drives and before the animator's `animationEnded`; `completed` is false when
    /// an interactive presentation was cancelled (remove the views added in
    /// `presentationTransitionWillBegin` then). The default does nothing.
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// Called on the dismissal's turn, after the will-appearance callbacks and before the
    /// animator's `transitionDuration`/`animateTransition`. The default does nothing.
    open func dismissalTransitionWillBegin() {}

    /// Called inside `completeTransition(_:)` of the dismissal, after its appearance callbacks
    /// and before `animationEnded`; `completed` is false for a cancelled interactive dismissal
    /// (the presented controller stays: keep your views). The default does nothing.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Called in each layout pass of the container view (the window) while the `.custom`
    /// presentation is shown, before the window's `layoutSubviews`. The default does nothing.
    open func containerViewWillLayoutSubviews() {}

    /// Called in the same pass, after the window's `layoutSubviews`. The default does nothing.
    open func containerViewDidLayoutSubviews() {}

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

    /// Asks the transitioning delegate for an app's presentation controller, as UIKit does for a
    /// `.custom` presentation (`presentationController(forPresented:presenting:source:)`), when
    /// none was made yet: once made (read from code before `present`), UIKit keeps it and never
    /// asks (openradar 42996292, S15-07). Asked within `present`, once the presenter is chosen
    /// (openradar 22398420 shows UIKit asking early, with `presenting` still nil on iOS 8.4; the
    /// model passes the presenter it has chosen). A nil answer keeps UIKit's own.
    func askForCustomPresentationController(presenting presenter: ViewController, source: ViewController) {
        guard storedPresentationController == nil, modalPresentationStyle.resolved(rules) == .custom,
              let delegate = transitioningDelegate, delegate.vendsPresentationController else { return }
        var answer: PresentationController?
        delegate.emit(.presentationControllerForPresented,
                      EventArguments([.object(traceID), .object(presenter.traceID), .object(source.traceID)])) {
            answer = delegate.presentationController(forPresented: self, presenting: presenter, source: source)
        }
        guard let answer else { return }
        answer.presentingViewController = presenter
        storedPresentationController = answer
    }
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
