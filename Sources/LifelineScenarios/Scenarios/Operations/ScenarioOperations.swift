/// The operations a scenario step can perform, one type each (README, "Scenario files"), and
/// their registry: the one list the loader reads steps with, in the order messages list them.
public enum ScenarioOperations {
    static let all: [any ScenarioOperation.Type] = [
        // Objects and the window.
        Create.self, SetRootViewController.self, MakeKeyAndVisible.self,
        // Loading and appearance.
        AccessView.self, LoadViewIfNeeded.self, BeginAppearanceTransition.self, EndAppearanceTransition.self,
        // Views.
        AddSubview.self, RemoveFromSuperview.self, SetNeedsLayout.self, LayoutIfNeeded.self,
        // The run loop.
        RunOnce.self, RunUntilIdle.self, Advance.self,
        // Navigation.
        Push.self, Pop.self, PopToRoot.self, PopTo.self, SetViewControllers.self,
        BeginInteractivePop.self, UpdateInteractivePop.self, CancelInteractivePop.self, FinishInteractivePop.self,
        // Presentation.
        Present.self, Dismiss.self, TapAction.self,
        // Containment.
        AddChild.self, WillMoveToParent.self, DidMoveToParent.self, RemoveFromParent.self, Transition.self,
        // Tabs.
        SelectTab.self, TapTab.self,
        // Traits: the user's appearance switch, overrides and iOS 17 registration.
        SetTraits.self, OverrideUserInterfaceStyle.self, RegisterForTraitChanges.self,
        // Size transitions.
        Rotate.self, Resize.self,
        // The app's state: background, foreground, lock, unlock, interruptions.
        Background.self, Foreground.self, Lock.self, Unlock.self, Interrupt.self,
        // Hooks (README, "Hooks").
        AddHook.self, CancelHook.self,
        // App code: reactions inside callbacks, the main queue and log lines.
        React.self, After.self, Async.self, Log.self,
        // Markers.
        Mark.self,
        // MARK: Environment (session 3): launch, termination, UIApplication's notifications.
        Launch.self, Terminate.self, ObserveNotifications.self,
        // Presentation in depth (issue 15): the user's swipe on a sheet.
        BeginSheetSwipe.self, UpdateSheetSwipe.self, CancelSheetSwipe.self, FinishSheetSwipe.self,
        // and an interactive custom dismissal.
        BeginInteractiveDismiss.self, UpdateInteractiveDismiss.self, CancelInteractiveDismiss.self,
        FinishInteractiveDismiss.self,
        // and the user's drag of a sheet to another detent.
        SelectDetent.self,
        // MARK: Page and split view controllers.
        SetPages.self, BeginPageSwipe.self, UpdatePageSwipe.self, CancelPageSwipe.self, FinishPageSwipe.self,
        ShowColumn.self, SetColumn.self, ShowDetail.self, PreferredDisplayMode.self,
        // App code's strong references, which the leak report names.
        Retain.self,
        // MARK: Storyboard segues and unwinding.
        PerformSegue.self, Unwind.self,
        // MARK: presentation in depth, third part (issue 15): an interactive custom presentation.
        BeginInteractivePresent.self, UpdateInteractivePresent.self, CancelInteractivePresent.self,
        FinishInteractivePresent.self,
        // and an interactive custom tab switch.
        BeginInteractiveTabSwitch.self, UpdateInteractiveTabSwitch.self, CancelInteractiveTabSwitch.self,
        FinishInteractiveTabSwitch.self,
    ]

    /// The operation a step's key names. O(1): every mapping key of every scenario is looked up
    /// (the loader also searches nested steps for some operations), and a pass over `all` for
    /// each was a seventh of `lifeline strategies` (Benchmarks/Profiling.md, section 29).
    static func named(_ name: String) -> (any ScenarioOperation.Type)? { byName[name] }

    /// `all` by name; the first of two with one name would win, as a search of `all` finds it.
    private static let byName: [String: any ScenarioOperation.Type] =
        Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    static var names: [String] { all.map { $0.name } }
}
