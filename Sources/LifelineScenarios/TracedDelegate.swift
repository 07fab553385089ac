import Lifeline
import LifelineTrace

/// A delegate for navigation, tab bar, page and split view controllers that answers as UIKit does
/// for a delegate implementing nothing (every tapped tab may be selected, a collapsing split view
/// keeps its proposed column) and does nothing else. It is a traced object, so the containers'
/// calls to it (`willShow`/`didShow`, `shouldSelect`/`didSelect`, `willTransitionTo`/
/// `didFinishAnimating`, the split view's collapse and expand calls) show in the trace as its own
/// callbacks. A controller, as the delegate often is in an app; it never joins a hierarchy.
/// Containers hold their delegate weakly, as in UIKit: keep it alive yourself. Scenario files
/// make one with a container's `delegate: <name>`.
///
/// It is also a presentation controller's delegate (issue 15, a controller's `presentation: {
/// delegate: <name> }`), answering `presentationControllerShouldDismiss` with `shouldDismiss` and
/// `adaptivePresentationStyle(for:traitCollection:)` with `adaptiveStyle` (UIKit's own adaptation
/// when nil); its calls are callbacks reactions can name.
public final class TracedDelegate: ViewController, NavigationControllerDelegate, TabBarControllerDelegate,
                                   PageViewControllerDelegate, SplitViewControllerDelegate,
                                   AdaptivePresentationControllerDelegate {
    /// An answer to `adaptivePresentationStyle(for:traitCollection:)`.
    public enum AdaptiveAnswer: Sendable, Equatable {
        /// UIKit's `.none`: the presentation keeps its style.
        case keep
        /// Adapt to this style.
        case style(ModalPresentationStyle)
    }

    /// What `presentationControllerShouldDismiss(_:)` answers.
    public var shouldDismiss = true
    /// What `adaptivePresentationStyle(for:traitCollection:)` answers; nil for UIKit's own adaptation.
    public var adaptiveStyle: AdaptiveAnswer?
    /// What `navigationController(_:animationControllerFor:from:to:)` answers for every push and
    /// pop: a custom animator, or nil for UIKit's own animation. Held strongly, as an app's
    /// delegate holds the animator it returns.
    public var navigationAnimator: TransitionAnimator?
    /// What `tabBarController(_:animationControllerForTransitionFrom:to:)` answers for every
    /// switch: a custom animator, or nil for UIKit's own switch (issue 15).
    public var tabAnimator: TransitionAnimator?
    /// Whether `tabBarController(_:interactionControllerFor:)` gives an interaction controller.
    public var givesTabInteractionController = false
    /// Whether `navigationController(_:interactionControllerFor:)` gives an interaction controller
    /// (the swipe back then drives the custom pop), or nil.
    public var givesInteractionController = false
    /// What `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` answers; nil
    /// keeps the proposed column, as a delegate without the method.
    public var topColumnForCollapsing: SplitViewController.Column?
    /// What `splitViewController(_:collapseSecondary:onto:)` answers: true when the delegate has
    /// dealt with the secondary (it is then not collapsed onto the primary).
    public var handlesCollapsedSecondary = false

    /// A controller's callbacks and the presentation delegate's, which reactions can name.
    nonisolated public override class var receivedCallbacks: Set<EventName> {
        super.receivedCallbacks.union([
            .presentationControllerShouldDismiss, .presentationControllerWillDismiss, .presentationControllerDidDismiss,
            .presentationControllerDidAttemptToDismiss, .adaptivePresentationStyle,
            .presentationControllerWillPresentWithAdaptiveStyle, .sheetPresentationControllerDidChangeSelectedDetentIdentifier,
            .navigationControllerAnimationControllerFor, .navigationControllerInteractionControllerFor,
            .tabBarControllerAnimationControllerForTransition, .tabBarControllerInteractionControllerFor,
        ])
    }

    public func navigationController(_ navigationController: NavigationController,
                                     animationControllerFor operation: NavigationOperation,
                                     from fromViewController: ViewController,
                                     to toViewController: ViewController) -> TransitionAnimator? {
        navigationAnimator
    }

    public func navigationController(_ navigationController: NavigationController,
                                     interactionControllerFor animationController: TransitionAnimator) -> Bool {
        givesInteractionController
    }

    public func splitViewController(_ svc: SplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column)
        -> SplitViewController.Column {
        topColumnForCollapsing ?? proposedTopColumn
    }

    public func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
                                    onto primaryViewController: ViewController) -> Bool {
        handlesCollapsedSecondary
    }

    public func tabBarController(_ tabBarController: TabBarController,
                                 animationControllerForTransitionFrom fromViewController: ViewController,
                                 to toViewController: ViewController) -> TransitionAnimator? {
        tabAnimator
    }

    public func tabBarController(_ tabBarController: TabBarController,
                                 interactionControllerFor animationController: TransitionAnimator) -> Bool {
        givesTabInteractionController
    }

    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        shouldDismiss
    }

    public func adaptivePresentationStyle(for presentationController: PresentationController,
                                          traitCollection: TraitCollection) -> ModalPresentationStyle? {
        switch adaptiveStyle {
        case .keep: return nil
        case .style(let style): return style
        case nil:
            guard let presented = presentationController.presentedViewController else { return nil }
            return presentationController.defaultAdaptivePresentationStyle(
                for: presented.modalPresentationStyle, traitCollection: traitCollection)
        }
    }
}

/// A page controller's data source that answers from an ordered list of pages, as an app's
/// array-backed data source does: the page before or after a page in `pages`, nil at either end
/// and for a page not in the list. It holds the pages strongly, as the app's array does; the page
/// controller holds it weakly, as in UIKit. Scenario files make one with a page controller's
/// `dataSource: <name>` and `pages: [...]`.
public final class TracedPageDataSource: ViewController, PageViewControllerDataSource {
    /// The pages, in order.
    public var pages: [ViewController] = []

    public func pageViewController(_ pageViewController: PageViewController,
                                   viewControllerBefore viewController: ViewController) -> ViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    public func pageViewController(_ pageViewController: PageViewController,
                                   viewControllerAfter viewController: ViewController) -> ViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }
}
