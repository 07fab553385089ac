/// Child view-controller containment, as UIKit's custom-container API: the parent-child
/// relationship, the `willMove`/`didMove(toParent:)` contract, appearance forwarding to children,
/// appearance driven by a root view's window moves, and `transition(from:to:...)`.
/// Entries named here are in `Tests/LifelineTests/Fixtures/conformance.json`.
extension ViewController {
    // MARK: Parent and children

    /// The nearest ancestor of type `T`, as UIKit's `navigationController` and `tabBarController`
    /// find theirs; never the controller itself.
    func nearestAncestor<T: ViewController>(ofType type: T.Type) -> T? {
        var ancestor = parent
        while let candidate = ancestor {
            if let match = candidate as? T { return match }
            ancestor = candidate.parent
        }
        return nil
    }

    /// Whether this container is showing: appearing or appeared, in a visible window. Its
    /// children's changes are transitions then, and settle at once otherwise.
    var isOnScreen: Bool {
        (appearanceState == .appeared || appearanceState == .appearing) && viewIfLoaded?.window?.isVisible == true
    }

    /// Records a container's call to its delegate (`call`) about `controller`: as a callback of the
    /// delegate when it is a traced object, otherwise of the container. `animated` is the flag the
    /// call passes after the controller, nil for a call that takes none (the tab bar's).
    func recordDelegateCall(_ name: EventName, of delegate: AnyObject, about controller: ViewController,
                            animated: Bool? = nil, _ call: () -> Void) {
        let receiver = (delegate as? Responder)?.traceID ?? traceID
        let arguments = animated.map { EventArguments([.object(traceID), .object(controller.traceID), .bool($0)]) }
            ?? EventArguments(.object(traceID), .object(controller.traceID))
        recorder.record(name, object: receiver, arguments: arguments, around: call)
    }

    /// What a container's list of children gains and loses when it changes from `old` to `new`,
    /// by identity, each in its list's order.
    static func membershipChange(from old: [ViewController], to new: [ViewController])
        -> (added: [ViewController], removed: [ViewController]) {
        // Only past the longest common prefix can anything change, and a push or a pop changes
        // one or two controllers at the end: those few are looked up in the other list by a plain
        // scan. Comparing every pair with `contains` closures made each push onto an n-deep stack
        // cost n² comparisons, each with the main actor's isolation check, and 400 pushes 1.5 s
        // (Benchmarks/Profiling.md, section 13). A larger change uses sets of identities.
        var common = 0
        while common < old.count, common < new.count, old[common] === new[common] { common += 1 }
        let oldTail = old[common...], newTail = new[common...]
        if oldTail.count + newTail.count <= 8 {
            return (notIn(old, newTail), notIn(new, oldTail))
        }
        let oldIdentities = Set(old.map(ObjectIdentifier.init))
        let newIdentities = Set(new.map(ObjectIdentifier.init))
        var added: [ViewController] = [], removed: [ViewController] = []
        for controller in newTail where !oldIdentities.contains(ObjectIdentifier(controller)) { added.append(controller) }
        for controller in oldTail where !newIdentities.contains(ObjectIdentifier(controller)) { removed.append(controller) }
        return (added, removed)
    }

    /// Whether `list` holds `controller` (by identity): a plain scan, which unlike a
    /// `contains(where:)` closure makes no main-actor isolation check per element.
    static func list(_ list: [ViewController], holds controller: ViewController) -> Bool {
        for candidate in list where candidate === controller { return true }
        return false
    }

    /// The controllers of `candidates` that are not in `list`, by identity, in order.
    private static func notIn(_ list: [ViewController], _ candidates: ArraySlice<ViewController>) -> [ViewController] {
        var result: [ViewController] = []
        for candidate in candidates where !Self.list(list, holds: candidate) { result.append(candidate) }
        return result
    }

    func attach(_ child: ViewController) {
        // UIKit raises; the model records it and leaves both controllers as they are.
        guard child !== self else { return diagnose(.childIsItself) }
        // Adding a child again changes nothing: no source shows a second willMove.
        guard child.parent !== self else { return }
        if let previous = child.parent {
            // The addChild(_:) docs: a child of another container is removed from it first.
            child.diagnose(.childHasAnotherParent)
            previous.detach(child)
        }
        child.deliverContainmentCallback(.willMoveToParent, to: self)
        children.append(child)
        child.parent = self
        child.noteReturn()
    }

    func detach(_ child: ViewController) {
        // By index, found from both ends: the child removed is nearly always the newest or the
        // oldest, and `removeAll { $0 === child }` scanned every child through a main-actor
        // closure, which made 1,000 children added and removed quadratic (Benchmarks/Profiling.md, section 18).
        if let index = children.indexOfIdentical(child) { children.remove(at: index) }
        child.parent = nil
        child.deliverContainmentCallback(.didMoveToParent, to: nil)
        // A child that is not on screen has no disappearance left to flag.
        if child.appearanceState == .disappeared { child.isMovingFromParent = false }
        child.noteDepartureIfOffScreen()
    }

    /// The model calling a containment callback: recorded around the override, so that what the
    /// override does nests inside it.
    func deliverContainmentCallback(_ name: EventName, to newParent: ViewController?) {
        noteContainmentMove(name, newParent)
        let wasDelivering = isDeliveringContainmentCallback
        isDeliveringContainmentCallback = true
        emit(name, .object(newParent?.traceID)) {
            if name == .willMoveToParent { willMove(toParent: newParent) } else { didMove(toParent: newParent) }
        }
        isDeliveringContainmentCallback = wasDelivering
    }

    /// The base implementation of `willMove`/`didMove(toParent:)`. When user code calls one
    /// directly (a container removing a child calls `willMove(toParent: nil)`), the model cannot
    /// wrap the override, so the call is recorded here, where the override calls `super`.
    func containmentCallbackReachedBase(_ name: EventName, _ newParent: ViewController?) {
        guard !isDeliveringContainmentCallback else { return }
        noteContainmentMove(name, newParent)
        recorder.record(name, object: traceID, arguments: .object(newParent?.traceID))
    }

    /// The moving flags follow the documented claims of S4-22 and S4-21: true in the appearance
    /// callbacks of a child being added (from `willMove(toParent: parent)` until its viewDidAppear)
    /// or removed (from `willMove(toParent: nil)` until its viewDidDisappear).
    private func noteContainmentMove(_ name: EventName, _ newParent: ViewController?) {
        guard name == .willMoveToParent else { return }
        if newParent == nil {
            isMovingFromParent = true
            isMovingToParent = false
        } else {
            isMovingToParent = true
            isMovingFromParent = false
        }
    }

    // MARK: Appearance forwarding

    /// A parent that forwards automatically passes its begin on to each child whose view is in its
    /// view hierarchy, right after its own callback: parent first (S6-03, where the child of a
    /// window root appears with it; S1-10 shows the forwarding after the container's own
    /// viewWillAppear).
    ///
    /// Without children there is nothing to forward: a leaf controller's appearance (most of them)
    /// makes no call and does not ask the overridable `shouldAutomaticallyForwardAppearanceMethods`,
    /// which nothing records (Benchmarks/Profiling.md, section 19).
    @inline(__always)
    func forwardAppearanceBegin(_ isAppearing: Bool, animated: Bool) {
        if !children.isEmpty { forwardAppearanceBeginToChildren(isAppearing, animated: animated) }
    }

    private func forwardAppearanceBeginToChildren(_ isAppearing: Bool, animated: Bool) {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = viewIfLoaded else { return }
        for child in children where child.viewIfLoaded?.isDescendant(of: root) == true {
            child.beginAppearanceIfNeeded(isAppearing, animated: animated, driver: .parent)
        }
    }

    /// The matching end, after the parent's own did-callback, for the children it began.
    @inline(__always)
    func forwardAppearanceEnd() {
        if !children.isEmpty { forwardAppearanceEndToChildren() }
    }

    private func forwardAppearanceEndToChildren() {
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in children { child.endAppearance(ifDrivenBy: .parent) }
    }

    /// Begins a transition for a container (forwarding, a child swap, a push or pop), unless the
    /// controller is already going that way.
    func beginAppearanceIfNeeded(_ isAppearing: Bool, animated: Bool, driver: AppearanceDriver) {
        guard canBeginAppearance(isAppearing) else { return }
        beginAppearance(isAppearing, animated: animated, driver: driver)
    }

    /// Ends the transition in progress if `driver` began it, leaving alone one that something
    /// else took over or that already ended.
    func endAppearance(ifDrivenBy driver: AppearanceDriver) {
        guard appearanceDriver == driver, isInTransition else { return }
        endAppearance()
    }

    private var isInTransition: Bool { appearanceState == .appearing || appearanceState == .disappearing }

    private func canBeginAppearance(_ isAppearing: Bool) -> Bool {
        switch appearanceState {
        case .disappeared, .disappearing: return isAppearing
        case .appeared, .appearing: return !isAppearing
        }
    }

    // MARK: Appearance driven by window moves

    /// A root view entering a visible window begins its controller's appearance, unless the
    /// controller is already appearing or appeared or its parent's forwarding covers it; leaving
    /// one begins its disappearance (S6-01: a plain child view added without addChild; S6-12).
    /// Returns true when this move drives the transition.
    func rootViewWillChangeWindow(appearing: Bool) -> Bool {
        guard canBeginAppearance(appearing) else { return false }
        let driver: AppearanceDriver
        if let parent {
            // A container that forwards by hand drives its children itself.
            guard parent.shouldAutomaticallyForwardAppearanceMethods else { return false }
            switch (appearing, parent.appearanceState) {
            case (true, .appeared), (false, .appeared), (false, .appearing):
                driver = .viewInWindow
            case (true, .appearing):
                // The parent is mid-appearance: the child joins it and ends with the parent.
                driver = .parent
            default:
                return false
            }
        } else {
            driver = .viewInWindow
        }
        beginAppearance(appearing, animated: false, driver: driver)
        return driver == .viewInWindow
    }

    /// After the window callbacks: viewDidAppear waits for the main queue's next turn, so both
    /// callbacks of a plain child view come before its parent's viewDidAppear, which the window
    /// dispatched later in the same turn (S6-01); viewDidDisappear comes at once (S6-12).
    func rootViewDidChangeWindow(appearing: Bool) {
        guard isInTransition, appearanceDriver == .viewInWindow else { return }
        if appearing {
            session.runLoop.dispatch(cause: recorder.currentCause) { [weak self] in
                guard let self, self.appearanceState == .appearing, self.appearanceDriver == .viewInWindow else { return }
                self.endAppearance()
            }
        } else {
            endAppearance()
        }
    }

    // MARK: Transitions between children

    /// Swaps two children of this controller, as `transition(from:to:duration:options:animations:
    /// completion:)`: the incoming view loads (S6-10), the outgoing child's viewWillDisappear, the
    /// incoming child's viewWillAppear, its view joins the outgoing view's superview and
    /// `animations` runs; at the end the outgoing view leaves, the incoming viewDidAppear comes
    /// BEFORE the outgoing viewDidDisappear (S6-06, S6-10), then `completion(true)`. Duration 0
    /// ends within the call; otherwise the end waits for `duration` seconds of virtual time
    /// (`MainRunLoop.advance(by:)`). Appearance callbacks are sent only when this controller
    /// forwards automatically and the outgoing view is in a visible window. Children of another
    /// parent are refused with UIKit's message and nothing runs.
    public func transition(from fromController: ViewController, to toController: ViewController,
                           duration: Double, options: AnimationOptions = [],
                           animations: (() -> Void)?, completion: ((Bool) -> Void)?) {
        let arguments: [ArgumentValue] = [.object(fromController.traceID), .object(toController.traceID),
                                          .number(duration), .list(options.names.map(ArgumentValue.string))]
        emit(.transition, EventArguments(arguments)) {
            guard fromController.parent === self, toController.parent === self, fromController !== toController else {
                return diagnose(.transitionWithoutCommonParent)
            }
            let animated = duration > 0
            let toView = toController.loadViewIfRequired()
            let fromView = fromController.viewIfLoaded
            let container = fromView?.superview
            let sendsAppearance = shouldAutomaticallyForwardAppearanceMethods && fromView?.window?.isVisible == true
            if sendsAppearance {
                fromController.beginAppearanceIfNeeded(false, animated: animated, driver: .containerTransition)
                toController.beginAppearanceIfNeeded(true, animated: animated, driver: .containerTransition)
            }
            container?.insertSubview(toView)
            animations?()
            let finish: @MainActor () -> Void = {
                if let fromView, fromView.superview === container { fromView.detachFromSuperview() }
                toController.endAppearance(ifDrivenBy: .containerTransition)
                fromController.endAppearance(ifDrivenBy: .containerTransition)
                completion?(true)
            }
            if animated {
                session.runLoop.schedule(after: duration, cause: recorder.currentCause, finish)
            } else {
                finish()
            }
        }
    }

    /// The options of an animated transition. The model records no animation, so they change
    /// nothing in the trace; they exist so that UIKit-style calls read the same.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No options: UIKit's default curve.
        public static let curveEaseInOut = AnimationOptions([])
        /// `UIView.AnimationOptions.transitionCrossDissolve`.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 1 << 0)
        /// `UIView.AnimationOptions.transitionFlipFromLeft`.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 1)
        /// `UIView.AnimationOptions.transitionFlipFromRight`.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 1 << 2)

        private static let named: [(name: String, option: AnimationOptions)] = [
            ("transitionCrossDissolve", .transitionCrossDissolve),
            ("transitionFlipFromLeft", .transitionFlipFromLeft),
            ("transitionFlipFromRight", .transitionFlipFromRight),
        ]

        /// The options as a trace records them: each known option's Swift name, in declaration
        /// order, then any bits no option names as `rawValue: n`, so that nothing passed is lost.
        var names: [String] {
            var rest = self
            var names: [String] = []
            for (name, option) in Self.named where rest.contains(option) {
                names.append(name)
                rest.remove(option)
            }
            if !rest.isEmpty { names.append("rawValue: \(rest.rawValue)") }
            return names
        }
    }
}
