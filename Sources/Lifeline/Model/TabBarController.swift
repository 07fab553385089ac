/// The delegate of a `TabBarController`, as `UITabBarControllerDelegate`. As in UIKit it is
/// consulted only when the user taps a tab (`TabBarController.tapTab(at:)`), never when code sets
/// `selectedIndex` or `selectedViewController` (Apple's `tabBarController(_:didSelect:)` docs: "it
/// is called only in response to user taps in the tab bar"). The model records each call as a
/// callback of the delegate when it is a traced object, otherwise of the tab bar controller.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Asked before a tapped tab is selected; returning false leaves the selection as it is.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// Told after a tapped tab is selected, also when it was already selected (Apple's docs:
    /// "regardless of whether the selected view controller changed", since iOS 3).
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
    /// `tabBarController(_:animationControllerForTransitionFrom:to:)`: the animator of an on-screen
    /// switch from `fromViewController` to `toViewController`, nil for UIKit's own (instant)
    /// switch. Asked after both will-callbacks, as the navigation delegate is (issue 15).
    func tabBarController(_ tabBarController: TabBarController, animationControllerForTransitionFrom fromViewController: ViewController,
                          to toViewController: ViewController) -> TransitionAnimator?
    /// `tabBarController(_:interactionControllerFor:)`, asked only for an interactive switch
    /// (`beginInteractiveTabSwitch(to:)`) run by a custom animator: true when the delegate gives
    /// an interaction controller (the pan then drives the switch), false for nil.
    func tabBarController(_ tabBarController: TabBarController, interactionControllerFor animationController: TransitionAnimator) -> Bool
}

extension TabBarControllerDelegate {
    /// Allows every tab, as UIKit does when the delegate does not implement the method.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        true
    }
    /// Does nothing, as an unimplemented optional method.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
    /// Nil (UIKit's own switch), as an unimplemented optional method.
    public func tabBarController(_ tabBarController: TabBarController, animationControllerForTransitionFrom fromViewController: ViewController,
                                 to toViewController: ViewController) -> TransitionAnimator? { nil }
    /// False (nil), as an unimplemented optional method.
    public func tabBarController(_ tabBarController: TabBarController,
                                 interactionControllerFor animationController: TransitionAnimator) -> Bool { false }
}

/// A tab container, as `UITabBarController`. Every tab's controller is its child; its view holds
/// only the selected tab's view, and a tab's view loads the first time the tab is shown (S7-01:
/// the second tab's viewDidLoad comes only when it is selected).
///
/// A switch while the tab bar controller is on screen: the incoming view loads, the incoming
/// viewWillAppear comes BEFORE the outgoing viewWillDisappear, the views swap, and later the
/// outgoing viewDidDisappear comes BEFORE the incoming viewDidAppear (S7-01), unlike a push.
///
/// Timing, from UIKit's own code (a decompiled UIKitCore `UITabBarController.m` published in a
/// public repository) and two published crash stacks: the switch STARTS within the setter.
/// `setSelectedIndex:` → `_setSelectedViewController:performUpdates:` →
/// `transitionFromViewController:toViewController:transition:shouldSetSelected:`, which begins both
/// appearance transitions in a block it calls directly and swaps the views with
/// `-[UITransitionView transition:toView:]` on the same stack (the stack quoted in Apple Developer
/// Forums thread 769313; a tab tap's stack in a developer's December 2024 week notes shows the
/// incoming view joining the window, and its controller told, inside `setSelectedViewController:`). The did-callbacks run from the controllers'
/// after-appearance blocks, which UIKit runs at once or, when `+[UIViewController
/// _shouldDeferTransitions]` is on, after the current Core Animation commit. No source found says
/// which holds in an app; the model ASSUMES deferral is on, as UIKit's navigation and presentation
/// transitions are deferred in apps (S4-11, S4-13): viewDidDisappear and viewDidAppear come after
/// this turn's layout pass, at the start of the next turn, the way a window's root appears.
///
/// Not modelled: UIKit's `initWithNibName:bundle:` loads the tab bar controller's own view at
/// once; here it loads lazily, like any controller's. The More tab is not modelled either; a
/// switch run by the delegate's custom animator is, interactive or not
/// (TabBarController+CustomTransition.swift). Entries named here are in
/// `Tests/LifelineTests/Fixtures/conformance.json`.
open class TabBarController: ViewController {
    /// What `selectedIndex` reads when no tab is selected: UIKit's `NSNotFound`.
    public static let noSelection = Int.max

    /// Consulted when the user taps a tab; not retained, as in UIKit.
    public weak var delegate: TabBarControllerDelegate?

    private var tabs: [ViewController]?
    var selected: ViewController?
    /// The child whose view is in this controller's view.
    private var shownController: ViewController?
    /// The delegate's animator while it runs a switch (TabBarController+CustomTransition.swift).
    var runningTabAnimator: TransitionAnimator?
    /// True while the delegate's animator runs a switch.
    var customTabTransitionIsRunning: Bool { runningTabAnimator != nil }
    /// The pan `beginInteractiveTabSwitch(to:)` started, while its `select` runs: handed to the
    /// animator the delegate answers there, which need not be the one it answered before.
    var pendingInteractiveSwitch: InteractiveCustomTransition?
    /// Tabs removed while their view is on screen: they leave (`didMove(toParent: nil)`) once
    /// their viewDidDisappear has come.
    private var pendingRemoved: [ViewController] = []

    /// Creates an empty tab bar controller; `viewControllers` is nil until set, as in UIKit.
    public override init(name: String? = nil) {
        super.init(name: name)
        hasContainerAppearanceHooks = true
    }

    // MARK: Tabs

    /// The tabs' controllers, in tab order. Setting it is `setViewControllers(_:animated: false)`,
    /// as UIKit's setter is.
    public var viewControllers: [ViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. New tabs become children at once: `willMove(toParent:)` then
    /// `didMove(toParent:)`, both within the call (decompiled `_setViewControllers:animated:`
    /// calls `addChildViewController:` and `didMoveToParentViewController:` in one go), so a tab
    /// whose view never loads is still a full child. Tabs that leave get `willMove(toParent: nil)`
    /// at once; one whose view is on screen disappears with the switch to the new selection and
    /// gets `didMove(toParent: nil)` after its viewDidDisappear (the order a navigation controller
    /// uses, S4-19, S4-20; UIKit's decompiled code removes leaving tabs before it selects, through
    /// private calls whose callbacks no source shows), the others at once. The selection stays on
    /// the selected tab when it is kept, else on the same index when it still exists, else on the
    /// first tab (decompiled `_setViewControllers:animated:`). A controller listed twice is kept
    /// once, at its first place. `animated` changes nothing in the model.
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        var unique: [ViewController] = []
        for controller in viewControllers ?? [] where !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        let newSelection = Self.selectionAfterReplacing(tabs ?? [], selected: selected, with: unique)
        // The list as given (nil for none), as UIKit's parameter is; the selection shows in the events inside.
        let list = viewControllers.map { ArgumentValue.list($0.map { .object($0.traceID) }) } ?? .none
        emit(.setViewControllers, EventArguments(list, .bool(animated))) {
            replaceTabs(with: viewControllers == nil ? nil : unique, selecting: newSelection)
        }
    }

    private static func selectionAfterReplacing(_ old: [ViewController], selected: ViewController?,
                                                with new: [ViewController]) -> ViewController? {
        if let selected, new.contains(where: { $0 === selected }) { return selected }
        if let selected, let index = old.firstIndex(where: { $0 === selected }), index < new.count { return new[index] }
        return new.first
    }

    private func replaceTabs(with newTabs: [ViewController]?, selecting newSelection: ViewController?) {
        let old = tabs ?? []
        let list = newTabs ?? []
        let (added, removed) = Self.membershipChange(from: old, to: list)
        for controller in removed { controller.deliverContainmentCallback(.willMoveToParent, to: nil) }
        for controller in added {
            if let index = pendingRemoved.firstIndex(where: { $0 === controller }) {
                // Back before it left: it stays a child, no longer moving out.
                pendingRemoved.remove(at: index)
                controller.isMovingFromParent = false
            } else {
                attach(controller)
                controller.deliverContainmentCallback(.didMoveToParent, to: self)
            }
        }
        tabs = newTabs
        let leavingShown = removed.filter { $0 === shownController && isOnScreen }
        pendingRemoved += leavingShown
        for controller in removed where !leavingShown.contains(where: { $0 === controller }) {
            if controller === shownController {
                controller.viewIfLoaded?.detachFromSuperview()
                shownController = nil
            }
            detach(controller)
        }
        if newSelection !== selected { select(newSelection) }
    }

    // MARK: Selection

    /// The index of the selected tab, `noSelection` when there is none. Setting an index out of
    /// range does nothing, as in UIKit (decompiled `setSelectedIndex:`: `_viewControllerForSelectAtIndex:`
    /// returns nil and nothing is selected); setting the selected index does nothing either.
    /// The setter is recorded with the index as written.
    public var selectedIndex: Int {
        get {
            guard let selected, let index = tabs?.firstIndex(where: { $0 === selected }) else { return Self.noSelection }
            return index
        }
        set {
            let target = tab(at: newValue)
            emit(.selectedIndex, EventArguments(.number(Double(newValue)))) {
                guard let target, target !== selected else { return }
                select(target)
            }
        }
    }

    /// The selected tab's controller. Setting a controller that is not one of the tabs (or nil)
    /// is refused with UIKit's message (UIKit raises) and nothing changes; setting the selected
    /// one does nothing (decompiled `_setSelectedViewController:performUpdates:` returns early).
    public var selectedViewController: ViewController? {
        get { selected }
        set {
            emit(.selectedViewController, .object(newValue?.traceID)) {
                guard let newValue, tabs?.contains(where: { $0 === newValue }) == true else {
                    return (newValue ?? self).diagnose(.selectingNonChildTab)
                }
                if newValue !== selected { select(newValue) }
            }
        }
    }

    /// The user tapping the tab at `index`: not UIKit API, but the model's stand-in for a touch on
    /// the tab bar, the only path on which UIKit consults the delegate (its docs for both delegate
    /// methods). The delegate's `shouldSelect` is asked first and can refuse; then the tab is
    /// selected as by `selectedViewController` (the 2024 crash stack: `_tabBarItemClicked:` →
    /// `_setSelectedViewControllerAndNotify:` → `setSelectedViewController:`), and `didSelect`
    /// follows, after the switch has begun and before its did-callbacks, even when the tab was
    /// already selected. A tap where no tab is does nothing.
    public func tapTab(at index: Int) {
        let target = tab(at: index)
        emit(.tapTab, EventArguments(.number(Double(index)))) {
            // A custom switch in progress takes no tap (UIKit ignores touches during a transition).
            guard let target, !customTabTransitionIsRunning else { return }
            if let delegate {
                var allowed = true
                recordDelegateCall(.tabBarControllerShouldSelect, of: delegate, about: target) {
                    allowed = delegate.tabBarController(self, shouldSelect: target)
                }
                guard allowed else { return }
            }
            if target !== selected { select(target) }
            if let delegate {
                recordDelegateCall(.tabBarControllerDidSelect, of: delegate, about: target) {
                    delegate.tabBarController(self, didSelect: target)
                }
            }
        }
    }

    func tab(at index: Int) -> ViewController? {
        guard let tabs, index >= 0, index < tabs.count else { return nil }
        return tabs[index]
    }

    /// Makes `target` the selected tab. With this controller's view not loaded only the choice
    /// changes: the tab's view goes in place when this controller appears. Off screen the views
    /// swap at once, loading the incoming one (UIKit's transition asks for the incoming view
    /// whatever the state), without appearance callbacks (UIKit begins them only while the tab
    /// bar controller is appearing or has appeared). On screen it is a switch.
    func select(_ target: ViewController?) {
        selected = target
        guard let container = viewIfLoaded else { return }
        if isOnScreen {
            switchTabs(to: target, in: container)
        } else {
            swapViews(to: target, in: container)
        }
    }

    private func swapViews(to target: ViewController?, in container: View) {
        let previous = shownController
        if let target {
            let targetView = target.loadViewIfRequired()
            if targetView.superview !== container { container.insertSubview(targetView) }
        }
        if let previous, previous !== target, let view = previous.viewIfLoaded, view.superview === container {
            view.detachFromSuperview()
        }
        shownController = target
    }

    /// The on-screen switch (S7-01): the incoming view loads, the incoming viewWillAppear, the
    /// outgoing viewWillDisappear, the incoming view joins and the outgoing view leaves, all
    /// within the call; the outgoing viewDidDisappear then the incoming viewDidAppear on the next
    /// turn (see the type's comment for the evidence and the assumption). While this controller
    /// is itself still appearing, the incoming tab's appearance ends with this controller's
    /// (decompiled: UIKit ends the incoming one itself only once the tab bar controller has
    /// appeared), and a tab leaving the tabs gets `didMove(toParent: nil)` after its viewDidDisappear.
    private func switchTabs(to target: ViewController?, in container: View) {
        let previous = shownController
        // The incoming view loads before any callback (S7-01); swapViews then finds it loaded.
        target?.loadViewIfRequired()
        let incomingDriver: AppearanceDriver = appearanceState == .appeared ? .tabSwitch : .parent
        target?.beginAppearanceIfNeeded(true, animated: false, driver: incomingDriver)
        previous?.beginAppearanceIfNeeded(false, animated: false, driver: .tabSwitch)
        // The delegate's animator, asked after the will-callbacks and only once this controller
        // has appeared (issue 15, TabBarController+CustomTransition.swift).
        if appearanceState == .appeared, let target, let animator = customTabAnimator(from: previous, to: target) {
            return runCustomTabSwitch(by: animator, from: previous, to: target, in: container) { [weak self] finished in
                self?.shownController = finished ? target : previous
                self?.finishRemovals()
            }
        }
        swapViews(to: target, in: container)
        session.runLoop.dispatch(cause: recorder.currentCause) { [weak self] in
            previous?.endAppearance(ifDrivenBy: .tabSwitch)
            self?.finishRemovals()
            target?.endAppearance(ifDrivenBy: .tabSwitch)
        }
    }

    /// Tabs that left while on screen, once they are no longer on screen.
    func finishRemovals() {
        let leaving = pendingRemoved.filter { $0.appearanceState == .disappeared }
        pendingRemoved.removeAll { controller in leaving.contains { $0 === controller } }
        for controller in leaving where controller.parent === self { detach(controller) }
    }

    // MARK: Appearance of the tab bar controller itself

    /// Appearing, this controller shows its selected tab: the tab's view loads and goes in before
    /// the begin is forwarded, so the selected tab appears with it and no other tab loads (S7-01).
    override func containerWillForwardAppearance(animated: Bool) {
        guard let container = viewIfLoaded else { return }
        if let shown = shownController, shown !== selected, let view = shown.viewIfLoaded, view.superview === container {
            view.detachFromSuperview()
            shownController = nil
        }
        guard let selected else { return }
        let selectedView = selected.loadViewIfRequired()
        if selectedView.superview !== container { container.insertSubview(selectedView) }
        shownController = selected
    }
}

extension ViewController {
    /// The nearest ancestor that is a tab bar controller, as `UIViewController.tabBarController`;
    /// nil when there is none (a tab bar controller is not its own).
    public var tabBarController: TabBarController? {
        nearestAncestor(ofType: TabBarController.self)
    }
}
