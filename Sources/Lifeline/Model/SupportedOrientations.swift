/// The orientations a controller's interface supports, as `UIInterfaceOrientationMask`.
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]

    /// The mask of one orientation.
    public init(_ orientation: InterfaceOrientation) {
        switch orientation {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeLeft
        case .landscapeRight: self = .landscapeRight
        }
    }

    /// Whether the mask holds `orientation`.
    public func allows(_ orientation: InterfaceOrientation) -> Bool { contains(InterfaceOrientationMask(orientation)) }
}

/// Which controller decides the window's orientations, and the rotation UIKit makes when the
/// controller shown at first cannot be in the orientation the device is held in.
///
/// - The window asks its topmost full-screen controller: the last controller presented over the
///   root whose presentation hides what is below (full screen; a sheet on an iPhone before iOS
///   13), else the root (Apple's documentation of `supportedInterfaceOrientations`: "the system
///   asks the topmost full-screen view controller"; no fixture entry). The model's containers do
///   not ask their children, as UIKit's navigation and tab bar controllers do not by default.
/// - A rotation to an orientation it does not support is refused: UIKit keeps the interface as
///   it is (`unsupportedOrientation(_:)` says why; UIKit logs nothing).
/// - S11-01 (observed, iOS 15): a window root that supports only landscape, shown while the
///   device is held in portrait, turns the interface at once, after `viewWillAppear` and before
///   the first layout: `willTransition(to:with:)` and the trait change, NO
///   `viewWillTransition(to:with:)`. The model turns to the first orientation the controller
///   supports among portrait, landscape right, landscape left, upside down (no evidence for
///   which landscape UIKit picks).
/// - A full-screen presented controller that cannot be in the interface's orientation turns the
///   interface as it is presented (it becomes the topmost full-screen controller), to the first
///   orientation it supports in the order above, and the dismissal turns it back once the
///   controller that decides again supports the orientation it had. Only Apple's documentation
///   says the presented controller decides; NO log places the callbacks: the model makes a whole
///   rotation (`viewWillTransition(to:with:)` to the presenter and the presented controller, the
///   trait changes, a layout pass) after the presented controller's `viewWillAppear` and its
///   view's arrival in the window, as S11-01 turns after `viewWillAppear`; and on dismissal after
///   the returning presenter's `viewWillAppear`. Custom transitions are not covered.
extension Window {
    /// The controller whose `supportedInterfaceOrientations` the window follows.
    var orientationController: ViewController? { orientationController(below: nil) }

    /// The controller that decides the orientation when the presentation chain is read only up to
    /// `stop` (exclusive; nil for the whole chain): the last presented controller that hides its
    /// presenter, else the root.
    func orientationController(below stop: ViewController?) -> ViewController? {
        var decider = rootViewController
        var next = rootViewController?.presentedViewController
        var depth = 0
        while let presented = next, presented !== stop, depth < 1_000 {
            if presented.presentationStyleInUse.hidesPresenter(rules, horizontalSizeClass: sceneTraits.horizontalSizeClass) {
                decider = presented
            }
            next = presented.presentedViewController
            depth += 1
        }
        return decider
    }

    /// Whether the window turns to `orientation`: the device's default when it shows no controller.
    func supportsOrientation(_ orientation: InterfaceOrientation) -> Bool {
        guard let controller = orientationController else { return session.device.supports(orientation) }
        return controller.supportedInterfaceOrientations.allows(orientation)
    }

    /// S11-01: the root just shown cannot be in the session's orientation: the interface turns to
    /// one it supports, with the trait transition and no size transition (see the notes above).
    func forceSupportedOrientationIfNeeded() {
        guard let root = rootViewController, !root.supportedInterfaceOrientations.allows(session.orientation),
              let target = Self.forcedOrientationOrder.first(where: root.supportedInterfaceOrientations.allows) else { return }
        let oldTraits = sceneTraits
        let newTraits = session.device.traits(in: target, style: sceneUserInterfaceStyle, windowSize: resizedSize)
        let changed = newTraits.changedTraits(comparedTo: oldTraits).filter { $0 == .horizontalSizeClass || $0 == .verticalSizeClass }
        if !changed.isEmpty {
            let coordinator = TransitionCoordinator(size: session.device.screenSize(in: target), transitionDuration: 0)
            root.deliverWillTransition(to: newTraits, changed: changed, with: coordinator)
            coordinator.runAnimations()
            coordinator.runCompletions()
        }
        changeTraits { session.orientation = target }
        markNeedsLayout()
        root.viewIfLoaded?.markNeedsLayout()
    }
}

extension Window {
    /// The order UIKit's forced turns pick from (no evidence for which landscape it picks).
    static let forcedOrientationOrder: [InterfaceOrientation] = [.portrait, .landscapeRight, .landscapeLeft,
                                                                          .portraitUpsideDown]

    /// A full-screen `presented` controller that cannot be in the current orientation turns the
    /// interface to one it supports (see the notes above); the first forced turn remembers the
    /// orientation to return to.
    func forceOrientation(forPresentationOf presented: ViewController) {
        let supported = presented.supportedInterfaceOrientations
        guard !supported.allows(session.orientation),
              let target = Self.forcedOrientationOrder.first(where: supported.allows) else { return }
        if orientationBeforeForcedPresentation == nil { orientationBeforeForcedPresentation = session.orientation }
        rotateNow(to: target)
    }

    /// As `presented` is dismissed, the interface turns back to the orientation it had before a
    /// presentation forced one, when the controller that decides once `presented` is gone (the
    /// last full-screen controller below it, else the root) supports it.
    func restoreOrientation(onDismissalOf presented: ViewController) {
        guard let previous = orientationBeforeForcedPresentation else { return }
        guard let decider = orientationController(below: presented), decider.supportedInterfaceOrientations.allows(previous) else { return }
        orientationBeforeForcedPresentation = nil
        rotateNow(to: previous)
    }
}
