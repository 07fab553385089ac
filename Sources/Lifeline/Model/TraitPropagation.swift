/// How traits flow and change: from a window's scene to the window, down its views, and through
/// each controller to its root view (`TraitCollection`); what the user's appearance switch and
/// `overrideUserInterfaceStyle` change, and the callbacks those changes make.
///
/// Evidence (Tests/LifelineTests/Fixtures/conformance.json):
/// - parent first, top-down through controllers and views: S12-07 (claimed) and S12-08 (an Apple
///   engineer: "traits are updated top-down through the hierarchy");
/// - the previous collection is passed, and only objects whose traits changed are called: S12-01
///   (observed dark -> light -> dark calls, each with the real previous style);
/// - a controller before its own view: follows from top-down (the controller's view inherits from
///   it before iOS 17, and the controller from its view's superview from iOS 17: WWDC23 session
///   10057, no fixture entry); no log places the two;
/// - no layout pass follows an appearance switch: S12-06 (iOS 18+: layout runs again only for
///   a trait the layout callbacks read, which the model's never do). No evidence fixes layout
///   after a switch before iOS 18; the model keeps the same rule there (docs/model.md, fidelity);
/// - on iOS 17+, the deprecated `traitCollectionDidChange(_:)` is still called, then the object's
///   registered handlers: S12-08 speaks of both receiving the change; NO evidence orders the two
///   on one object, the model calls the older method first.
extension Window {
    /// The user switches the appearance (Settings, Control Center) while this window's scene is
    /// shown. From iOS 13, every controller and view of the window whose traits change hears it,
    /// parent first, with its previous collection; a subtree whose `overrideUserInterfaceStyle`
    /// fixes its style hears nothing. Before iOS 13 there is no dark mode: the switch is recorded
    /// and changes nothing. Setting the current style again changes nothing. While the app is in
    /// the background the change is held and delivered as it returns (S12-01, S13-07).
    public func setUserInterfaceStyle(_ style: UserInterfaceStyle) {
        emit(.setUserInterfaceStyle, EventArguments(.string(style.rawValue))) {
            guard rules.hasDarkMode, style != .unspecified else { return }
            // A suspended app hears nothing: the change waits for its return (AppLifecycle.swift).
            guard session.applicationState != .background else { return userInterfaceStyleHeldInBackground = style }
            changeTraits { sceneUserInterfaceStyle = style }
        }
    }

    /// The traits the window's scene gives it: the device's, in the session's orientation and the
    /// window's size (SizeTransition.swift), with the scene's appearance.
    var sceneTraits: TraitCollection {
        session.device.traits(in: session.orientation, style: sceneUserInterfaceStyle, windowSize: resizedSize)
    }
}

extension View {
    /// The view's traits: its controller's if it is a controller's root view, else its superview's,
    /// else its window scene's, with its own `overrideUserInterfaceStyle` applied.
    public var traitCollection: TraitCollection { resolvedTraitCollection() }

    /// Fixes the appearance of this view and its subviews (iOS 13+); `.unspecified` inherits again.
    /// Changing it on a view in a window calls the subtree's trait callbacks as the appearance switch does.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { userInterfaceStyleOverride }
        set { setStyleOverride(newValue, in: window) }
    }
}

extension ViewController {
    /// The controller's traits: inherited from its view's superview once the view is in a hierarchy
    /// (the iOS 17 flow, WWDC23 "Unleash the UIKit trait system"; the values are the same as the
    /// parent's before 17 for the traits the model changes), else from its parent or presenter, with
    /// its own `overrideUserInterfaceStyle` applied.
    public var traitCollection: TraitCollection { resolvedTraitCollection() }

    /// Fixes the appearance of this controller, its view and everything below (iOS 13+);
    /// `.unspecified` inherits again.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { userInterfaceStyleOverride }
        set { setStyleOverride(newValue, in: viewIfLoaded?.window) }
    }
}

/// A handler added with `registerForTraitChanges(_:handler:)`; pass it to
/// `unregisterForTraitChanges(_:)` to remove it.
@MainActor
public final class TraitChangeRegistration {
    let traits: Set<Trait>
    let handler: @MainActor (Responder, TraitCollection) -> Void

    init(traits: Set<Trait>, handler: @escaping @MainActor (Responder, TraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }
}

/// A view or a view controller: what `registerForTraitChanges(_:handler:)` is available on.
@MainActor
public protocol TraitChangeObservable: Responder {}
extension View: TraitChangeObservable {}
extension ViewController: TraitChangeObservable {}

extension TraitChangeObservable {
    /// Calls `handler` with this object and its previous collection whenever one of `traits`
    /// changes (iOS 17+), after the object's `traitCollectionDidChange(_:)`. The API does not exist
    /// before iOS 17: the call is recorded and the handler never runs.
    @discardableResult
    public func registerForTraitChanges(_ traits: [Trait],
                                        handler: @escaping @MainActor (Self, TraitCollection) -> Void) -> TraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: Set(traits)) { object, previous in
            handler(object as! Self, previous)
        }
        emit(.registerForTraitChanges, EventArguments(.list(traits.map { .string($0.rawValue) }))) {
            if rules.hasTraitChangeRegistration { traitChangeRegistrations.append(registration) }
        }
        return registration
    }

    /// Removes a handler `registerForTraitChanges(_:handler:)` added; its handler runs no more.
    public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) {
        traitChangeRegistrations.removeAll { $0 === registration }
    }
}

extension Responder {
    /// The traits resolved upwards, without recursion (a view hierarchy may be deep): the first
    /// override on the way to the top wins; the top is a window's scene, or, for an object in no
    /// window, the device's traits with the system's light appearance.
    func resolvedTraitCollection() -> TraitCollection {
        var node: Responder? = self
        var top: Window?
        var override = UserInterfaceStyle.unspecified
        while let current = node {
            if override == .unspecified { override = current.userInterfaceStyleOverride }
            switch current {
            case let window as Window:
                top = window
                node = nil
            case let view as View:
                node = view.owningController ?? view.superview
            case let controller as ViewController:
                node = controller.viewIfLoaded?.superview ?? controller.parent ?? controller.presentingViewController
            default:
                node = nil
            }
        }
        let base = top?.sceneTraits ?? session.device.traits(in: session.orientation, style: .light)
        guard rules.hasDarkMode else { return base }
        return base.overriding(override)
    }

    func setStyleOverride(_ style: UserInterfaceStyle, in window: Window?) {
        emit(.overrideUserInterfaceStyle, EventArguments(.string(style.rawValue))) {
            guard rules.hasDarkMode, let window else {
                userInterfaceStyleOverride = style
                return
            }
            window.changeTraits { userInterfaceStyleOverride = style }
        }
    }
}

extension Window {
    /// Applies `change` and calls the trait callbacks of every controller and view of this window
    /// whose traits it changed, top-down, a controller before its root view (see the type's notes).
    ///
    /// App code inside a callback (a reaction) may change the traits again. That change compares
    /// against what each object last heard (objects this change has not reached yet still have
    /// their old traits, as in UIKit, which updates top-down) and delivers at once; this one then
    /// stops, so that no object hears a change that is no longer current.
    func changeTraits(_ change: () -> Void) {
        let isOutermost = traitsHeard == nil
        let heard = traitsHeard ?? Dictionary(uniqueKeysWithValues: traitsTopDown().map { (ObjectIdentifier($0.object), $0.traits) })
        change()
        traitChangeCount += 1
        let generation = traitChangeCount
        traitsHeard = heard
        defer { if isOutermost { traitsHeard = nil } }
        for (object, traits) in traitsTopDown() where traitChangeCount == generation {
            let id = ObjectIdentifier(object)
            guard let old = traitsHeard?[id], old != traits else { continue }
            traitsHeard?[id] = traits
            object.deliverTraitChange(from: old, to: traits)
        }
    }

    /// Every controller and view of the window with its traits, in the order UIKit updates them:
    /// pre-order over the views, each controller just before its root view.
    private func traitsTopDown() -> [(object: Responder, traits: TraitCollection)] {
        var result: [(object: Responder, traits: TraitCollection)] = []
        var stack: [(view: View, inherited: TraitCollection)] = [(self, sceneTraits)]
        while let (view, inherited) = stack.popLast() {
            var traits = inherited
            if let owner = view.owningController {
                traits = traits.overriding(owner.userInterfaceStyleOverride)
                result.append((owner, traits))
            }
            traits = traits.overriding(view.userInterfaceStyleOverride)
            result.append((view, traits))
            for subview in view.subviews.reversed() { stack.append((subview, traits)) }
        }
        return result
    }
}

extension Responder {
    /// `traitCollectionDidChange(_:)` with the previous collection, then (iOS 17+) the handlers
    /// registered for one of the traits that changed. Traces show the previous values of the
    /// traits that changed ("userInterfaceStyle: light").
    func deliverTraitChange(from previous: TraitCollection, to current: TraitCollection) {
        let changed = current.changedTraits(comparedTo: previous)
        let arguments = EventArguments(.string(previous.describing(changed)))
        emit(.traitCollectionDidChange, arguments) {
            if let controller = self as? ViewController {
                controller.traitCollectionDidChange(previous)
            } else if let view = self as? View {
                view.traitCollectionDidChange(previous)
            }
        }
        for registration in traitChangeRegistrations where !registration.traits.isDisjoint(with: changed) {
            emit(.traitChangeHandler, arguments) { registration.handler(self, previous) }
        }
    }
}
