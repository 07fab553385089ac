/// Custom transitions: a controller presented `.custom` (or any style) with a
/// `transitioningDelegate` is presented and dismissed, when animated (and, for `.custom`, also when
/// not: the context's `isAnimated` is then false, S15-09), by that object's animator
/// (`UIViewControllerTransitioningDelegate` and `UIViewControllerAnimatedTransitioning`, one traced
/// object here, as apps often make them). What the animator does is the app's code; the model's
/// default completes the transition after its duration on virtual time, and `completion` makes it
/// complete twice or never, to show what UIKit does then.
///
/// A presentation, one turn after `present` as every presentation: the delegate's
/// `animationController(forPresented:presenting:source:)`, the presented view loads, the presenter's
/// `viewWillDisappear` only if the presentation controller's `shouldRemovePresentersView` is true
/// (S15-02: false by default, and then the presenter hears nothing), the presented `viewWillAppear`,
/// `presentationTransitionWillBegin()`, `transitionDuration(using:)`, `animateTransition(using:)`
/// (inside which the animator puts the presented view in the container, the window); after the
/// duration `completeTransition(true)` drives the presented `viewDidAppear` (S15-05), the
/// presenter's `viewDidDisappear` (when removed), `presentationTransitionDidEnd(true)`, then
/// `animationEnded(true)` at the very end (S15-01) and the completion. A dismissal mirrors it with
/// `animationController(forDismissed:)` and `dismissalTransitionWillBegin`/`DidEnd`. Only the
/// `completeTransition` → viewDidAppear → animationEnded order rests on evidence (S15-01, S15-05,
/// both documented or claimed); the places of the delegate and presentation-controller calls are
/// the model's reading. Entries named here are in `conformance-presentation.json`.
open class TransitionAnimator: Responder {
    /// How the animator ends its transitions.
    public enum Completion: Sendable {
        /// `completeTransition(true)` once the duration has passed, as a working animator does.
        case afterDuration
        /// Never: UIKit leaves the transition open, and the presented controller never appears;
        /// `transitionNeverCompleted` is recorded once, when the run loop goes idle.
        case never
        /// Twice: the second call is a diagnostic and changes nothing.
        case twice
    }

    /// What `transitionDuration(using:)` answers, in seconds; negative is a diagnostic and runs as 0.
    public var duration: Double
    /// How the animator ends its transitions.
    public var completion: Completion

    public init(name: String? = nil, duration: Double = 0.3, completion: Completion = .afterDuration) {
        self.duration = duration
        self.completion = completion
        super.init(name: name, defaultName: "animator", role: .viewController)
    }

    /// The callbacks the model makes on an animator, which reactions can name.
    nonisolated open override class var receivedCallbacks: Set<EventName> {
        [.animationControllerForPresented, .animationControllerForDismissed, .transitionDuration, .animateTransition,
         .animationEnded, .interactionControllerForDismissal, .presentationControllerForPresented,
         .interactionControllerForPresentation]
    }

    // MARK: The presentation controller it vends

    /// Makes the presentation controller this transitioning delegate returns from
    /// `presentationController(forPresented:presenting:source:)` for a `.custom` presentation
    /// (an app's `PresentationController` subclass); nil: the delegate does not implement the
    /// method, and UIKit's own presentation controller is used without asking.
    public var makePresentationController: (@MainActor (_ presented: ViewController, _ presenting: ViewController?,
                                                        _ source: ViewController) -> PresentationController?)?

    /// Whether this delegate implements `presentationController(forPresented:presenting:source:)`:
    /// UIKit calls the optional method only then. True when `makePresentationController` is set;
    /// a subclass that overrides the method overrides this to answer true.
    open var vendsPresentationController: Bool { makePresentationController != nil }

    /// `UIViewControllerTransitioningDelegate.presentationController(forPresented:presenting:source:)`:
    /// the presentation controller of a `.custom` presentation of `presented`, or nil for UIKit's
    /// own. Called within `present`, when the presented controller has no presentation controller
    /// yet (PresentationController.swift, `askForCustomPresentationController`), and only when
    /// `vendsPresentationController` is true. The default answers `makePresentationController`.
    open func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                     source: ViewController) -> PresentationController? {
        makePresentationController?(presented, presenting, source)
    }

    /// The duration the animator answers, recorded; a negative one is a diagnostic and runs as 0.
    func askDuration(for controller: ViewController) -> Double {
        var answer = 0.0
        emit(.transitionDuration, .object(controller.traceID)) { answer = duration }
        guard answer >= 0 else {
            diagnose(.negativeTransitionDuration, EventArguments(.number(answer)))
            return 0
        }
        return answer
    }

    /// Runs the animation: `animateTransition(using:)` with `work` inside (the animator putting
    /// views in place), then the completion as `completion` says, after `seconds`.
    /// `drivenByInteraction`: an interaction controller outside this object (an interactive custom
    /// pop) completes the transition, so nothing is scheduled. `isOpen` tells whether the
    /// transition is still open when the run loop goes idle (a presentation's by default).
    /// `animated` false: the transition context's `isAnimated` is false (a non-animated `.custom`
    /// presentation or dismissal), and Apple's documentation of `isAnimated` tells the animator to
    /// "install the final views into the container without animating the changes" (S15-09): the
    /// model's animator then completes inside `animateTransition`, without waiting its duration
    /// (the place of that call is the model's reading; no log shows one).
    func animate(_ controller: ViewController, after seconds: Double, _ work: () -> Void,
                 animated: Bool = true,
                 drivenByInteraction: Bool = false, isOpen: (@MainActor () -> Bool)? = nil,
                 complete: @escaping @MainActor (Bool) -> Void) {
        if !animated, !drivenByInteraction, completion != .never {
            return emit(.animateTransition, .object(controller.traceID)) {
                work()
                self.completeSuccessfully(controller, complete)
            }
        }
        emit(.animateTransition, .object(controller.traceID)) { work() }
        if drivenByInteraction { return }
        // An interactive dismissal waits for the finger: its finish or cancel completes it.
        if let interaction = pendingInteraction, interaction.controller === controller {
            interaction.start(duration: seconds) { [weak self] finished in
                self?.emit(.completeTransition, .animated(finished)) { complete(finished) }
            }
            return
        }
        let cause = recorder.currentCause
        // An animator that never completes leaves UIKit's transition open; UIKit says nothing.
        // The model says so once nothing is left to run that could still complete it: when the
        // run loop goes idle, once, with the call that started the transition as cause. The
        // controller stays in its transition, so a later present or dismiss is refused as
        // UIKit refuses it then (presentingDuringTransition, dismissingDuringTransition).
        if completion == .never {
            return session.runLoop.whenIdle { [weak self, weak controller] in
                guard let self, let controller,
                      isOpen?() ?? (controller.isBeingPresented || controller.isBeingDismissed) else { return }
                self.recorder.record(.transitionNeverCompleted, object: self.traceID,
                                     arguments: .object(controller.traceID), cause: cause)
            }
        }
        session.runLoop.schedule(after: seconds, cause: cause) { [weak self, weak controller] in
            guard let self, let controller else { return }
            self.completeSuccessfully(controller, complete)
        }
    }

    /// The animator's `completeTransition(true)`, and a second, refused call when it is set to
    /// complete twice: the same whether it completes inside `animateTransition` or after its duration.
    private func completeSuccessfully(_ controller: ViewController, _ complete: @MainActor (Bool) -> Void) {
        emit(.completeTransition, .animated(true)) { complete(true) }
        if completion == .twice {
            emit(.completeTransition, .animated(true)) {
                diagnose(.completeTransitionTwice, .object(controller.traceID))
            }
        }
    }

    /// The interactive dismissal `beginInteractiveDismissal()` (or presentation,
    /// `beginInteractivePresentation(_:)`) asked for, until its transition starts and ends.
    var pendingInteraction: InteractiveCustomTransition?

    /// `animationEnded(_:)`, at the very end of the transition (S15-01).
    func ended(_ completed: Bool) { emit(.animationEnded, .animated(completed)) {} }
}

extension ViewController {
    /// The animator of an animated presentation or dismissal of this controller, nil for UIKit's own.
    var customAnimator: TransitionAnimator? { transitioningDelegate }

    /// A custom presentation of `presented` in `window` by `animator` (see `TransitionAnimator`).
    /// `animated` false (a non-animated `.custom` presentation): the same calls, the appearance
    /// callbacks' flag false, the animator completing inside `animateTransition` after UIKit lays
    /// the window out (S5-14, as a non-animated presentation); see `TransitionAnimator.animate`.
    func runCustomPresentation(of presented: ViewController, by animator: TransitionAnimator, in window: Window,
                               animated: Bool = true, then completion: @escaping @MainActor () -> Void) {
        animator.emit(.animationControllerForPresented,
                      EventArguments([.object(presented.traceID), .object(traceID), .object(traceID)])) {}
        // An interactive presentation: the delegate's interaction controller, asked right after
        // the animation controller, as for a dismissal (no log shows the place).
        if let interaction = animator.pendingInteraction, interaction.controller === presented {
            animator.emit(.interactionControllerForPresentation, .object(presented.traceID)) {}
        }
        let controller = presented.presentationController
        controller.presentingViewController = self
        controller.containerView = window
        let removesPresenter = presented.presentationStyleInUse == .custom && controller.shouldRemovePresentersView
        let presentedView = presented.loadViewIfRequired()
        if removesPresenter { beginAppearanceIfNeeded(false, animated: animated, driver: .presentation) }
        presented.beginAppearanceIfNeeded(true, animated: animated, driver: .presentation)
        controller.emit(.presentationTransitionWillBegin) { controller.presentationTransitionWillBegin() }
        let duration = animator.askDuration(for: presented)
        animator.animate(presented, after: duration, { window.insertSubview(presentedView) },
                         animated: animated) { [weak self] finished in
            guard let self else { return }
            if !animated { window.layOutNow() }
            if animator.pendingInteraction?.controller === presented { animator.pendingInteraction = nil }
            guard finished else {
                return self.reverseCustomPresentation(of: presented, removesPresenter: removesPresenter, in: window,
                                                      controller: controller, animator: animator)
            }
            if removesPresenter, let view = self.viewIfLoaded, view.superview === window { view.detachFromSuperview() }
            presented.endAppearance(ifDrivenBy: .presentation)
            if removesPresenter { self.endAppearance(ifDrivenBy: .presentation) }
            presented.isBeingPresented = false
            controller.emit(.presentationTransitionDidEnd, .animated(true)) { controller.presentationTransitionDidEnd(true) }
            animator.ended(true)
            completion()
        }
    }

    /// A custom dismissal of `presented` (the top of what this controller presents) by `animator`.
    /// `animated` false: a non-animated `.custom` dismissal, as `runCustomPresentation`'s.
    func runCustomDismissal(of presented: ViewController, by animator: TransitionAnimator, in window: Window?,
                            animated: Bool = true, then afterward: @escaping @MainActor () -> Void) {
        animator.emit(.animationControllerForDismissed, .object(presented.traceID)) {}
        if let interaction = animator.pendingInteraction, interaction.controller === presented {
            animator.emit(.interactionControllerForDismissal, .object(presented.traceID)) {}
        }
        let controller = presented.presentationController
        let presenterReturns = presented.presentationStyleInUse == .custom && controller.shouldRemovePresentersView
        presented.beginAppearanceIfNeeded(false, animated: animated, driver: .presentation)
        if presenterReturns, let window {
            let view = loadViewIfRequired()
            beginAppearanceIfNeeded(true, animated: animated, driver: .presentation)
            if view.superview == nil { window.insertSubview(view, below: presented.viewIfLoaded) }
        }
        controller.emit(.dismissalTransitionWillBegin) { controller.dismissalTransitionWillBegin() }
        let duration = animator.askDuration(for: presented)
        animator.animate(presented, after: duration, {}, animated: animated) { [weak self] finished in
            guard let self else { return }
            animator.pendingInteraction = nil
            guard finished else {
                return self.reverseCustomDismissal(of: presented, presenterReturns: presenterReturns, in: window,
                                                   controller: controller, animator: animator)
            }
            if let view = presented.viewIfLoaded, let window, view.superview === window { view.detachFromSuperview() }
            self.setPresentedViewController(nil)
            presented.setPresentingViewController(nil)
            if presenterReturns { self.endAppearance(ifDrivenBy: .presentation) }
            presented.endAppearance(ifDrivenBy: .presentation)
            presented.isBeingDismissed = false
            controller.emit(.dismissalTransitionDidEnd, .animated(true)) { controller.dismissalTransitionDidEnd(true) }
            controller.containerView = nil
            animator.ended(true)
            afterward()
        }
    }

    /// A cancelled interactive dismissal: the presented controller appears again (viewWillAppear,
    /// viewIsAppearing, viewDidAppear, as a cancelled sheet swipe, S14-01; S15-04's claim for
    /// custom transitions: the will-calls of the cancelled side and no did-call), a returning
    /// presenter disappears again, then `dismissalTransitionDidEnd(false)` and
    /// `animationEnded(false)`. The links stay; the dismissal's completion does not run.
    private func reverseCustomDismissal(of presented: ViewController, presenterReturns: Bool, in window: Window?,
                                        controller: PresentationController, animator: TransitionAnimator) {
        presented.isBeingDismissed = false
        presented.beginAppearanceIfNeeded(true, animated: true, driver: .presentation)
        if presenterReturns {
            beginAppearanceIfNeeded(false, animated: true, driver: .presentation)
            if let view = viewIfLoaded, let window, view.superview === window { view.detachFromSuperview() }
        }
        presented.endAppearance(ifDrivenBy: .presentation)
        if presenterReturns { endAppearance(ifDrivenBy: .presentation) }
        controller.emit(.dismissalTransitionDidEnd, .animated(false)) { controller.dismissalTransitionDidEnd(false) }
        animator.ended(false)
    }

    /// A cancelled interactive presentation (`completeTransition(false)`): the presented
    /// controller, which heard viewWillAppear, disappears (viewWillDisappear, its view leaves the
    /// window, viewDidDisappear), as the incoming controller of a cancelled interactive pop does
    /// (S4-16, observed); a presenter that was leaving appears again, its viewDidAppear first
    /// (S5-01's dismissal order; no log shows a cancelled presentation); then
    /// `presentationTransitionDidEnd(false)` and `animationEnded(false)`. The links are undone
    /// (nothing is presented) and `present`'s completion never runs. S15-04 (claimed, a custom tab
    /// transition) says the cancelled side hears only the will-calls; the model follows S4-16's log.
    private func reverseCustomPresentation(of presented: ViewController, removesPresenter: Bool, in window: Window,
                                           controller: PresentationController, animator: TransitionAnimator) {
        presented.beginAppearanceIfNeeded(false, animated: true, driver: .presentation)
        if removesPresenter { beginAppearanceIfNeeded(true, animated: true, driver: .presentation) }
        if let view = presented.viewIfLoaded, view.superview === window { view.detachFromSuperview() }
        setPresentedViewController(nil)
        presented.setPresentingViewController(nil)
        // The side that appears again ends first, as in a dismissal (S5-01: the presenter's
        // viewDidAppear before the presented viewDidDisappear).
        if removesPresenter { endAppearance(ifDrivenBy: .presentation) }
        presented.endAppearance(ifDrivenBy: .presentation)
        presented.isBeingPresented = false
        controller.emit(.presentationTransitionDidEnd, .animated(false)) { controller.presentationTransitionDidEnd(false) }
        controller.containerView = nil
        animator.ended(false)
    }

    /// Starts an interactive presentation of `presented` by this controller, as a pan gesture's
    /// began state does in an app: it gives `presented`'s transitioning delegate a percent-driven
    /// interaction controller (`interactionControllerForPresentation(using:)` answers it) and
    /// calls `present(presented, animated: true)`. The presentation then waits for the returned
    /// object's `finish()` or `cancel()`. Nil, with the diagnostic
    /// `interactivePresentationWithoutAnimator`, when `presented` has no transitioning delegate or
    /// cannot be presented now.
    @discardableResult
    public func beginInteractivePresentation(_ presented: ViewController) -> InteractiveCustomTransition? {
        var started: InteractiveCustomTransition?
        emit(.beginInteractivePresentation, .object(presented.traceID)) {
            guard let animator = presented.customAnimator, animator.pendingInteraction == nil,
                  presented.storedPresentingViewController == nil else {
                return diagnose(.interactivePresentationWithoutAnimator, .object(presented.traceID))
            }
            let interaction = InteractiveCustomTransition(controller: presented, kind: .presentation)
            animator.pendingInteraction = interaction
            present(presented, animated: true)
            // A refused presentation (already presenting, not in a window: UIKit's messages) takes
            // no interaction controller.
            guard presented.storedPresentingViewController != nil else {
                animator.pendingInteraction = nil
                return
            }
            started = interaction
        }
        return started
    }

    /// Starts an interactive dismissal of this presented controller, as a pan gesture's began
    /// state does in an app: it gives the animator a percent-driven interaction controller and
    /// calls `dismiss(animated: true)`. The dismissal then waits for the returned object's
    /// `finish()` or `cancel()`. Nil, with the diagnostic `interactiveDismissalWithoutAnimator`,
    /// when this controller is not presented with a `transitioningDelegate`.
    @discardableResult
    public func beginInteractiveDismissal() -> InteractiveCustomTransition? {
        var started: InteractiveCustomTransition?
        emit(.beginInteractiveDismissal) {
            guard let animator = customAnimator, storedPresentingViewController != nil, storedPresentedViewController == nil,
                  animator.pendingInteraction == nil, !isInPresentationTransition else {
                return diagnose(.interactiveDismissalWithoutAnimator)
            }
            let interaction = InteractiveCustomTransition(controller: self, kind: .dismissal)
            animator.pendingInteraction = interaction
            started = interaction
            dismiss(animated: true)
        }
        return started
    }
}

/// The percent-driven interaction controller of an interactive custom dismissal or presentation
/// (`UIPercentDrivenInteractiveTransition`), driven as the user's pan: `update(percentComplete:)`,
/// then `finish()` or `cancel()`, recorded on the presented controller. The transition completes
/// the rest of the animation after `(1 − percent)` of its duration (finish) or `percent` of it
/// (cancel), with `completeTransition(true)` or `completeTransition(false)`. Calls after the end
/// are recorded and change nothing; a finish or cancel before the transition has started (it
/// waits for its turn) is applied when it starts. Where it is is `state`, the state every
/// interactive transition shares.
@MainActor
public final class InteractiveCustomTransition {
    /// How far the pan has gone, 0...1.
    public private(set) var percentComplete: Double = 0
    /// True once finished or cancelled.
    public private(set) var hasEnded = false
    /// What the pan drives.
    public enum Kind: Sendable {
        case presentation, dismissal, tabSwitch
    }
    /// What the pan drives.
    public let kind: Kind
    /// True for a presentation.
    public var isPresentation: Bool { kind == .presentation }
    /// The controller the transition brings in or takes away (the animator's `using:` controller).
    weak var controller: ViewController?
    /// The object the pan's calls are recorded on: the controller, or the tab bar controller of a
    /// tab switch.
    private weak var receiver: ViewController?
    private var duration: Double?
    private var end: (@MainActor (Bool) -> Void)?
    private var requested: Bool?
    private var completed: Bool?

    init(controller: ViewController, kind: Kind, receiver: ViewController? = nil) {
        self.controller = controller
        self.kind = kind
        self.receiver = receiver ?? controller
    }

    private var names: (update: EventName, finish: EventName, cancel: EventName) {
        switch kind {
        case .presentation: return (.updateInteractivePresentation, .finishInteractivePresentation, .cancelInteractivePresentation)
        case .dismissal: return (.updateInteractiveDismissal, .finishInteractiveDismissal, .cancelInteractiveDismissal)
        case .tabSwitch: return (.updateInteractiveTabSwitch, .finishInteractiveTabSwitch, .cancelInteractiveTabSwitch)
        }
    }

    /// Where the transition is: the finger on the screen, the rest of the animation running
    /// forward or back, or the end.
    public var state: InteractiveTransitionState {
        if let completed { return completed ? .finished : .cancelled }
        switch requested {
        case true?: return .finishing
        case false?: return .cancelling
        case nil: return .interacting
        }
    }

    func start(duration: Double, end: @escaping @MainActor (Bool) -> Void) {
        self.duration = duration
        self.end = end
        if let requested { settle(requested) }
    }

    /// The finger moved.
    public func update(percentComplete: Double) {
        receiver?.emit(names.update, EventArguments(.number(percentComplete))) {
            guard !hasEnded else { return }
            self.percentComplete = min(1, max(0, percentComplete))
        }
    }

    /// The finger lifted past the threshold: the transition completes.
    public func finish() {
        receiver?.emit(names.finish) { request(true) }
    }

    /// The finger lifted short: the transition is undone.
    public func cancel() {
        receiver?.emit(names.cancel) { request(false) }
    }

    private func request(_ finishing: Bool) {
        guard !hasEnded, requested == nil else { return }
        requested = finishing
        if end != nil { settle(finishing) }
    }

    private func settle(_ finishing: Bool) {
        guard let controller, let duration, let end, !hasEnded else { return }
        hasEnded = true
        let remaining = (finishing ? 1 - percentComplete : percentComplete) * duration
        controller.session.runLoop.schedule(after: remaining, cause: controller.recorder.currentCause) { [weak self] in
            self?.completed = finishing
            end(finishing)
        }
    }
}

/// The interaction controller of an interactive custom dismissal (the name it had before
/// presentations could be interactive too).
public typealias InteractiveDismissal = InteractiveCustomTransition

extension ViewController {
    /// The interactive dismissal of this controller that has not ended yet, nil when there is none.
    public var interactiveDismissalInProgress: InteractiveCustomTransition? {
        guard let interaction = customAnimator?.pendingInteraction, interaction.controller === self,
              interaction.kind == .dismissal, !interaction.hasEnded else { return nil }
        return interaction
    }

    /// The interactive presentation of this controller that has not ended yet, nil when there is none.
    public var interactivePresentationInProgress: InteractiveCustomTransition? {
        guard let interaction = customAnimator?.pendingInteraction, interaction.controller === self,
              interaction.isPresentation, !interaction.hasEnded else { return nil }
        return interaction
    }
}
