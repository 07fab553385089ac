/// Size transitions: the device turning (`Window.rotate(to:)`), and what UIKit calls on the way.
///
/// Order of one rotation that the app supports (Tests/LifelineTests/Fixtures/conformance.json):
/// 1. `willTransition(to:with:)`, only when a size class changes (an iPhone turning between
///    portrait and landscape; never on an iPad, whose classes stay regular: S11-09 "a window size
///    change without a trait change calls viewWillTransitionToSize but not
///    willTransitionToTraitCollection"), parent before child (S6-07);
/// 2. `viewWillTransition(to:with:)`, parent before child (S6-07, S1-04), after every
///    `willTransition` (S11-03, S6-07; Apple's documentation, S11-08, gives no order between them);
/// 3. the traits change: `traitCollectionDidChange(_:)` top-down (S11-03: after the size
///    notification, before layout; S11-08: after willTransition);
/// 4. one layout pass of the window: every controller's root view changes size (S1-04, S6-07;
///    S11-01 shows 2 passes and S11-05 3: the number is not stable, the model makes one);
/// 5. the coordinator's alongside animations (NO evidence orders them against the trait change
///    and the layout pass; the model runs them after the layout, so that they see the final
///    geometry, which is what they are for);
/// 6. the coordinator's completions, once the animation's duration has passed on virtual time
///    (no log; UIKit runs them when the rotation animation ends).
///
/// Forwarding: `UIViewController`'s own `willTransition(to:with:)` and `viewWillTransition(to:with:)`
/// pass the call on to its children (the window starts it at its root and at each presented
/// controller); a container that overrides
/// without calling `super` cuts its children off, as in UIKit. Only children whose view is in the
/// window hear it (a navigation controller's covered controllers, a tab bar controller's other
/// tabs do not): S11-07 (a covered controller of a navigation stack did not reliably get the size
/// transition). A covered controller gets the trait transition deferred, just before its next
/// `viewWillAppear` (S11-06, iOS 11), with a coordinator whose blocks run at once (no evidence
/// says when they run there); rotating back before it returns cancels it. It hears no
/// `viewWillTransition(to:with:)` then (S11-06 lists none).
extension Window {
    /// The user turns the device to `orientation`. When the window's topmost full-screen
    /// controller supports it (`supportedInterfaceOrientations`, SupportedOrientations.swift: by
    /// default `.allButUpsideDown` on an iPhone), the window's controllers hear the transition as
    /// UIKit delivers it (see the file's notes); otherwise UIKit keeps the interface as it is,
    /// and the model records `unsupportedOrientation(_:)`. Turning to the current orientation
    /// changes nothing. While the app is in the background the turn is held and made as the app
    /// returns, before its foreground callbacks (S13-07).
    public func rotate(to orientation: InterfaceOrientation) {
        emit(.rotate, EventArguments(.string(orientation.rawValue))) {
            guard supportsOrientation(orientation) else {
                diagnose(.unsupportedOrientation, EventArguments(.string(orientation.rawValue)))
                return
            }
            // A suspended app hears nothing: the rotation waits for its return (S13-07, AppLifecycle.swift).
            guard session.applicationState != .background else { return session.orientationHeldInBackground = orientation }
            rotateNow(to: orientation)
        }
    }

    /// The transition of a rotation the app supports, now: nothing when the window is already
    /// in `orientation`.
    func rotateNow(to orientation: InterfaceOrientation) {
        guard orientation != session.orientation else { return }
        // A resized window fills the screen again in the new orientation (no evidence: the
        // model keeps no Split View layout across rotations).
        transitionSize(to: session.device.screenSize(in: orientation), orientation: orientation, windowSize: nil)
    }

    /// The user resizes the window of an iPad app (Split View, Stage Manager) to `size`: the same
    /// transition as a rotation (see the file's notes), with `willTransition(to:with:)` only when
    /// the width class changes. An iPhone app's window always fills the screen, and no window is
    /// larger than the screen or empty: UIKit offers no such resize, the model records
    /// `unsupportedResize(_:)` and nothing changes. The screen's own size is full screen again.
    /// While the app is in the background the resize is held and made as the app returns, after
    /// a rotation held with it, as a rotation is (S13-07; no log shows a resize in the background).
    public func resize(to size: ScreenSize) {
        emit(.resize, EventArguments(.string(size.description))) {
            guard fitsScreen(size) else { return diagnose(.unsupportedResize, EventArguments(.string(size.description))) }
            // A suspended app hears nothing: the resize waits for its return (AppLifecycle.swift).
            guard session.applicationState != .background else { return session.windowSizeHeldInBackground = size }
            resizeNow(to: size)
        }
    }

    /// Whether an iPad window can take `size` in the current orientation.
    private func fitsScreen(_ size: ScreenSize) -> Bool {
        let screen = session.device.screenSize(in: session.orientation)
        return session.device == .iPad && size.width > 0 && size.height > 0
            && size.width <= screen.width && size.height <= screen.height
    }

    /// The transition of a resize, now: nothing when the window already has `size`; a size held
    /// in the background that no longer fits (the device turned meanwhile) is `unsupportedResize`.
    func resizeNow(to size: ScreenSize) {
        guard fitsScreen(size) else { return diagnose(.unsupportedResize, EventArguments(.string(size.description))) }
        let screen = session.device.screenSize(in: session.orientation)
        let windowSize = size == screen ? nil : size
        guard windowSize != resizedSize else { return }
        transitionSize(to: size, orientation: session.orientation, windowSize: windowSize)
    }

    /// The size transition both user actions make, in UIKit's order (the file's notes).
    private func transitionSize(to newSize: ScreenSize, orientation: InterfaceOrientation, windowSize: ScreenSize?) {
        let device = session.device
        let oldTraits = sceneTraits
        let newTraits = device.traits(in: orientation, style: sceneUserInterfaceStyle, windowSize: windowSize)
        let sizeClasses: [Trait] = [.horizontalSizeClass, .verticalSizeClass]
        let changedClasses = newTraits.changedTraits(comparedTo: oldTraits).filter(sizeClasses.contains)
        let coordinator = TransitionCoordinator(size: newSize, transitionDuration: TransitionCoordinator.rotationDuration)
        let top = isVisible ? topLevelControllers : []
        if !changedClasses.isEmpty {
            for controller in top { controller.deliverWillTransition(to: newTraits, changed: changedClasses, with: coordinator) }
            for controller in top.flatMap(\.selfAndDescendants) where controller.viewIfLoaded?.window == nil {
                controller.deferTraitTransition(from: oldTraits, to: newTraits)
            }
        }
        for controller in top { controller.deliverViewWillTransition(to: newSize, with: coordinator) }
        changeTraits {
            session.orientation = orientation
            resizedSize = windowSize
        }
        guard isVisible else { return }
        markNeedsLayout()
        // Every controller's root view changes size, those out of the window too (a covered
        // controller of a navigation stack is laid out at its new size when it returns).
        for controller in top.flatMap(\.selfAndDescendants) { controller.viewIfLoaded?.markNeedsLayout() }
        layOutNow()
        coordinator.runAnimations()
        guard coordinator.hasCompletions else { return }
        session.runLoop.schedule(after: coordinator.transitionDuration, cause: recorder.currentCause) {
            coordinator.runCompletions()
        }
    }

    /// The controllers a size transition starts at: the root, then each controller presented
    /// above it, in presentation order (a presentation is no child relationship, so the root's
    /// forwarding does not reach them). No log orders a presented controller against its
    /// presenter's children; the model takes the presenter's whole subtree first.
    private var topLevelControllers: [ViewController] {
        var result: [ViewController] = []
        var next = rootViewController
        while let controller = next, result.count < 1_000 {
            result.append(controller)
            next = controller.presentedViewController
        }
        return result
    }
}

extension ViewController {
    /// This controller and every child below it, depth first, parent before child.
    var selfAndDescendants: [ViewController] {
        var result: [ViewController] = []
        var stack: [ViewController] = [self]
        while let controller = stack.popLast() {
            result.append(controller)
            stack.append(contentsOf: controller.children.reversed())
        }
        return result
    }
}

extension ViewController {
    /// Keeps a size-class change this controller missed, from the traits it had before the first
    /// one it missed; a change back to those cancels it.
    func deferTraitTransition(from old: TraitCollection, to new: TraitCollection) {
        let from = deferredTraitTransition?.from ?? old
        let classes: [Trait] = [.horizontalSizeClass, .verticalSizeClass]
        let changed = new.changedTraits(comparedTo: from).filter(classes.contains)
        deferredTraitTransition = changed.isEmpty ? nil : (from, new)
    }

    /// Delivers the size-class change this controller missed while covered, if any (S11-06).
    func deliverDeferredTraitTransition() {
        guard let (from, to) = deferredTraitTransition else { return }
        deferredTraitTransition = nil
        let classes: [Trait] = [.horizontalSizeClass, .verticalSizeClass]
        let changed = to.changedTraits(comparedTo: from).filter(classes.contains)
        let size = session.device.screenSize(in: session.orientation)
        let coordinator = TransitionCoordinator(size: size, transitionDuration: 0)
        deliverWillTransition(to: to, changed: changed, with: coordinator)
        coordinator.runAnimations()
        coordinator.runCompletions()
    }
}

extension Session {
    /// Turns the device to `orientation`: the key window rotates (`Window.rotate(to:)`); with no
    /// window shown, only the orientation new windows start in changes.
    public func rotate(to orientation: InterfaceOrientation) {
        if let keyWindow { keyWindow.rotate(to: orientation) } else if device.supports(orientation) { self.orientation = orientation }
    }
}

extension Device {
    /// Whether an app with UIKit's default `supportedInterfaceOrientations` turns with the device:
    /// everything on an iPad, all but upside-down portrait on an iPhone (Apple's documentation of
    /// `supportedInterfaceOrientations`; no fixture entry).
    public func supports(_ orientation: InterfaceOrientation) -> Bool {
        self == .iPad || orientation != .portraitUpsideDown
    }

    /// The traits of a window of `windowSize` (nil: the full screen) on this device. A resized
    /// iPad window narrower than 700 points is compact in width: Apple's size-class table in the
    /// Human Interface Guidelines ("Layout": on an 11-inch iPad, half and a third of the screen
    /// in landscape and two thirds or less in portrait are compact, two thirds in landscape
    /// regular); the 700-point line between them is the model's choice, no fixture entry.
    func traits(in orientation: InterfaceOrientation, style: UserInterfaceStyle, windowSize: ScreenSize?) -> TraitCollection {
        var traits = traits(in: orientation, style: style)
        if let windowSize, windowSize.width < 700 { traits.horizontalSizeClass = .compact }
        return traits
    }
}

/// The coordinator a size transition passes to `viewWillTransition(to:with:)` and
/// `willTransition(to:with:)`, as `UIViewControllerTransitionCoordinator`: app code adds
/// animations to run alongside the transition and blocks to run when it completes.
@MainActor
public final class TransitionCoordinator {
    /// How long the model's rotation animation lasts: UIKit's classic 0.4 s (no fixture entry;
    /// only where the completions run on virtual time depends on it).
    public static let rotationDuration = 0.4
    /// The size the view will have.
    public let size: ScreenSize
    /// The animation's length in seconds.
    public let transitionDuration: Double
    /// Size transitions on rotation are animated.
    public let isAnimated = true
    private var animations: [(owner: ViewController?, block: @MainActor (TransitionCoordinator) -> Void)] = []
    private var completions: [(owner: ViewController?, block: @MainActor (TransitionCoordinator) -> Void)] = []
    /// The controller whose callback is running, to which added blocks belong in traces.
    var currentOwner: ViewController?
    private var hasRunAnimations = false

    init(size: ScreenSize, transitionDuration: Double) {
        self.size = size
        self.transitionDuration = transitionDuration
    }

    /// Adds `animation` to run alongside the transition's animation and `completion` to run when
    /// it ends; each is recorded on the controller whose callback added it (`alongsideTransition()`,
    /// `completion()`). Returns true, as UIKit does while the transition has not animated yet;
    /// once it has, the blocks are not added and it returns false.
    @discardableResult
    public func animate(alongsideTransition animation: (@MainActor (TransitionCoordinator) -> Void)?,
                        completion: (@MainActor (TransitionCoordinator) -> Void)? = nil) -> Bool {
        guard !hasRunAnimations else { return false }
        if let animation { animations.append((currentOwner, animation)) }
        if let completion { completions.append((currentOwner, completion)) }
        return true
    }

    func runAnimations() {
        hasRunAnimations = true
        for (owner, block) in animations { run(block, as: .alongsideTransition, on: owner) }
    }

    var hasCompletions: Bool { !completions.isEmpty }

    func runCompletions() {
        for (owner, block) in completions { run(block, as: .completion, on: owner) }
    }

    private func run(_ block: @MainActor (TransitionCoordinator) -> Void, as name: EventName, on owner: ViewController?) {
        if let owner { owner.emit(name) { block(self) } } else { block(self) }
    }
}

extension ViewController {
    /// The children a size transition is passed on to: those whose view is in the window.
    var transitionRecipients: [ViewController] {
        children.filter { $0.viewIfLoaded?.window != nil }
    }

    /// Records and calls `willTransition(to:with:)`. `changed` names the traits shown; the
    /// forwarded calls work them out against what the controller has now.
    func deliverWillTransition(to traits: TraitCollection, changed: [Trait]?, with coordinator: TransitionCoordinator) {
        let shown = changed ?? traits.changedTraits(comparedTo: traitCollection).filter { $0 == .horizontalSizeClass || $0 == .verticalSizeClass }
        let arguments = EventArguments(.string(traits.describing(shown)), .number(coordinator.transitionDuration))
        withCoordinator(coordinator) {
            emit(.willTransitionToTraitCollection, arguments) { willTransition(to: traits, with: coordinator) }
        }
    }

    /// Records and calls `viewWillTransition(to:with:)`.
    func deliverViewWillTransition(to size: ScreenSize, with coordinator: TransitionCoordinator) {
        let arguments = EventArguments(.string(size.description), .number(coordinator.transitionDuration))
        withCoordinator(coordinator) {
            emit(.viewWillTransitionToSize, arguments) { viewWillTransition(to: size, with: coordinator) }
        }
    }

    /// Runs `body` (the callback's event, with its reactions and hooks) with this controller as
    /// the coordinator's current owner, so that blocks added there are recorded on it, and with
    /// `transitionCoordinator` answering the coordinator.
    private func withCoordinator(_ coordinator: TransitionCoordinator, _ body: () -> Void) {
        let previous = coordinator.currentOwner
        let previousActive = activeTransitionCoordinator
        coordinator.currentOwner = self
        activeTransitionCoordinator = coordinator
        body()
        coordinator.currentOwner = previous
        activeTransitionCoordinator = previousActive
    }

    /// The coordinator of the size transition whose callback this controller is in
    /// (`viewWillTransition(to:with:)`, `willTransition(to:with:)`, and app code they run), as
    /// `UIViewController.transitionCoordinator` answers there; nil elsewhere. The model's
    /// appearance transitions have no coordinator.
    public var transitionCoordinator: TransitionCoordinator? { activeTransitionCoordinator }
}
