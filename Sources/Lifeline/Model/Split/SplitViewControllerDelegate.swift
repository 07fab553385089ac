/// The delegate of a `SplitViewController`, as `UISplitViewControllerDelegate`. The column-style
/// methods (iOS 14+) are called only for a column-style split view, the classic ones only for a
/// classic one, as Apple's documentation of each says ("This delegate method only applies to
/// column-style split view interfaces" / "to classic split view interfaces"). Every method has
/// UIKit's default answer. The model records each call as a callback of the delegate when it is
/// a traced object, otherwise of the split view controller.
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// Column style: the column to show once the interface collapses; `proposedTopColumn` is
    /// `.secondary` (the model's reading of UIKit's default, no fixture entry).
    func splitViewController(_ svc: SplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column)
        -> SplitViewController.Column
    /// Column style: the display mode to use once the interface expands.
    func splitViewController(_ svc: SplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController.DisplayMode)
        -> SplitViewController.DisplayMode
    /// Column style: the interface has collapsed (`isCollapsed` is true).
    func splitViewControllerDidCollapse(_ svc: SplitViewController)
    /// Column style: the interface has expanded.
    func splitViewControllerDidExpand(_ svc: SplitViewController)
    /// The display mode is about to change (both styles).
    func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode)
    /// Classic: true when the delegate has dealt with the secondary controller (it is then
    /// discarded and the primary shown); false, the default, to let UIKit collapse it onto the
    /// primary, which then shows it.
    func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
                             onto primaryViewController: ViewController) -> Bool
    /// Classic: the secondary controller to use once the interface expands; nil, the default, to
    /// keep the one it had.
    func splitViewController(_ splitViewController: SplitViewController,
                             separateSecondaryFrom primaryViewController: ViewController) -> ViewController?
}

extension SplitViewControllerDelegate {
    /// Keeps the proposed column, as UIKit without the method.
    public func splitViewController(_ svc: SplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column)
        -> SplitViewController.Column { proposedTopColumn }
    /// Keeps the proposed display mode, as UIKit without the method.
    public func splitViewController(_ svc: SplitViewController,
                                    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController.DisplayMode)
        -> SplitViewController.DisplayMode { proposedDisplayMode }
    /// Does nothing, as an unimplemented optional method.
    public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}
    /// Does nothing, as an unimplemented optional method.
    public func splitViewControllerDidExpand(_ svc: SplitViewController) {}
    /// Does nothing, as an unimplemented optional method.
    public func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) {}
    /// Lets UIKit collapse the secondary onto the primary, as UIKit without the method.
    public func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
                                    onto primaryViewController: ViewController) -> Bool { false }
    /// Keeps the secondary controller, as UIKit without the method.
    public func splitViewController(_ splitViewController: SplitViewController,
                                    separateSecondaryFrom primaryViewController: ViewController) -> ViewController? { nil }
}

extension SplitViewController {
    /// `UISplitViewController.Style`: classic (`unspecified`, the API before iOS 14) or columns.
    public enum Style: String, Sendable, CaseIterable {
        /// The classic interface: `viewControllers` [primary, secondary] and the classic delegate calls.
        case unspecified
        /// Primary and secondary columns (iOS 14+).
        case doubleColumn
        /// Primary, supplementary and secondary columns (iOS 14+).
        case tripleColumn

        /// The columns a split view controller of this style has.
        public var columns: [Column] {
            switch self {
            case .unspecified: return [.primary, .secondary]
            case .doubleColumn: return [.primary, .secondary, .compact]
            case .tripleColumn: return [.primary, .supplementary, .secondary, .compact]
            }
        }
    }

    /// `UISplitViewController.Column`.
    public enum Column: String, Sendable, CaseIterable {
        case primary, supplementary, secondary, compact
    }

    /// `UISplitViewController.DisplayMode`.
    public enum DisplayMode: String, Sendable, CaseIterable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary
        case twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
    }
}
