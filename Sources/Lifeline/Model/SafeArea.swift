/// The safe area and layout margins of a controller's root view, and the callbacks UIKit makes
/// when a size transition changes them (issue 14).
///
/// Values: the modelled iPhone (a 6.1-inch iPhone with the Dynamic Island) has a safe area of 59
/// points on top and 34 at the bottom in portrait, and 59 on either side and 21 at the bottom in
/// landscape; the modelled iPad (no notch) has 24 on top (status bar) and 20 at the bottom (home
/// indicator) in both orientations (Apple's device metrics; no fixture entry). A root view's
/// margins are its safe area plus the system minimum margins at the sides, 16 points in a compact
/// width and 20 in a regular one (`systemMinimumLayoutMargins`, `insetsLayoutMarginsFromSafeArea`
/// true by default). The model takes every controller's root view to fill its window (no bars,
/// no sheet's own inset): a child's, a presented controller's and the root's all hear the same values.
///
/// Order (Tests/LifelineTests/Fixtures/conformance-environment.json):
/// - on a size transition that changes them, in the window's layout pass, just before the root
///   view is laid out (`viewWillLayoutSubviews`): S11-20 (claimed by a contributor testing on
///   iOS 11: "called just before viewDidLayoutSubviews when we load/rotate") and the
///   first display's order, which puts the geometry before `viewWillLayoutSubviews` (S1-12, S1-13);
///   so after `viewWillTransition(to:with:)` and the trait change, as every layout pass of a
///   rotation is (S11-03);
/// - margins before the safe area, the view's callback before the controller's: the first
///   display's order (S1-13 names "layout margins and safe area" in that order), kept for a
///   transition. NO evidence orders the four callbacks of one transition among themselves;
/// - only what changed is called (S1-13: "if they changed"): an iPad turning keeps its safe area
///   and margins and hears none; an iPad window resized to a compact width changes only its margins;
/// - before iOS 11 there is no safe area and no controller callback; the view's
///   `layoutMarginsDidChange()` (iOS 8) still follows a margin change.
/// - a controller whose view is out of the window during the transition (a covered controller of
///   a navigation stack) hears the change before its next layout, when it returns (no evidence).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Points from each edge.
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Insets of the given points from each edge.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset.
    public static let zero = EdgeInsets()

    /// "59,0,34,0": top, left, bottom, right, as `NSCoder.string(for:)` orders them.
    public var description: String {
        [top, left, bottom, right].map { $0 == $0.rounded() ? String(Int($0)) : String($0) }.joined(separator: ",")
    }
}

extension Device {
    /// The safe area of a window filling the screen held in `orientation` (the file's notes).
    public func safeAreaInsets(in orientation: InterfaceOrientation) -> EdgeInsets {
        switch self {
        case .iPhone:
            switch orientation {
            case .portrait: return EdgeInsets(top: 59, bottom: 34)
            case .portraitUpsideDown: return EdgeInsets(top: 34, bottom: 59)
            case .landscapeLeft, .landscapeRight: return EdgeInsets(left: 59, bottom: 21, right: 59)
            }
        case .iPad:
            return EdgeInsets(top: 24, bottom: 20)
        }
    }
}

/// What a controller's root view last heard of its geometry.
struct RootViewGeometry: Equatable {
    var safeArea: EdgeInsets
    var margins: EdgeInsets
}

extension Window {
    /// The geometry of a root view that fills this window now: the device's safe area in the
    /// session's orientation (none before iOS 11), and margins that add the system minimum at the
    /// sides for the window's width class.
    var rootViewGeometry: RootViewGeometry {
        let safeArea = rules.hasSafeAreaAndControllerMargins ? session.device.safeAreaInsets(in: session.orientation) : .zero
        let side: Double = sceneTraits.horizontalSizeClass == .regular ? 20 : 16
        let margins = EdgeInsets(top: safeArea.top, left: safeArea.left + side,
                                 bottom: safeArea.bottom, right: safeArea.right + side)
        return RootViewGeometry(safeArea: safeArea, margins: margins)
    }
}

extension ViewController {
    /// Called by the layout pass just before this controller's root view is laid out: when the
    /// window's geometry differs from what the root view last heard, the margin and safe-area
    /// callbacks of what changed (the file's notes). The first display's callbacks are made as the
    /// view joins the window (`rootViewDidMoveToWindow()`), which records what it heard.
    func deliverGeometryChangeIfNeeded() {
        guard let heard = geometryHeard, let view = viewIfLoaded, let window = view.window, window.isVisible else { return }
        let now = window.rootViewGeometry
        guard now != heard else { return }
        geometryHeard = now
        if now.margins != heard.margins {
            view.emit(.layoutMarginsDidChange) { view.layoutMarginsDidChange() }
            if rules.hasSafeAreaAndControllerMargins {
                emit(.viewLayoutMarginsDidChange) { viewLayoutMarginsDidChange() }
            }
        }
        if now.safeArea != heard.safeArea, rules.hasSafeAreaAndControllerMargins {
            view.emit(.safeAreaInsetsDidChange) { view.safeAreaInsetsDidChange() }
            emit(.viewSafeAreaInsetsDidChange) { viewSafeAreaInsetsDidChange() }
        }
    }
}

extension View {
    /// The safe area this view has: a controller's root view's, as the window gives it, once it
    /// has joined a window; none otherwise (the model keeps no geometry for other views).
    public var safeAreaInsets: EdgeInsets { owningController?.geometryHeard?.safeArea ?? .zero }

    /// The layout margins of a controller's root view (see `safeAreaInsets`).
    public var layoutMargins: EdgeInsets { owningController?.geometryHeard?.margins ?? .zero }
}
