/// How a presented controller is shown, as `UIModalPresentationStyle`. What matters to the
/// lifecycle is whether the presenter's view leaves the window (and so gets its disappearance and,
/// on dismissal, its appearance callbacks), which depends on the window's horizontal size class:
/// an iPhone is compact, an iPad regular unless its window is resized narrow (Device.swift).
/// Entries named here are in `Tests/LifelineTests/Fixtures/conformance.json`.
public enum ModalPresentationStyle: Sendable, CaseIterable {
    /// Covers the screen; the presenter's view leaves the window (S5-01, S5-04, S5-07, S5-08).
    case fullScreen
    /// Covers the screen over the presenter, whose view stays in the window (S5-19, S5-17's table).
    case overFullScreen
    /// A card from iOS 13 that leaves the presenter on screen (S5-09, S5-12, S5-18); before iOS 13
    /// it filled an iPhone's screen and hid the presenter (S5-17's table, S5-09's notes).
    case pageSheet
    /// As `pageSheet` on an iPhone (S5-17's table, S5-18); on an iPad it never hides the
    /// presenter (S5-06T, observed before iOS 13).
    case formSheet
    /// The default: `pageSheet` from iOS 13 (WWDC19 session 224, S5-18), `fullScreen` before, when
    /// full screen was the default.
    case automatic
    /// Never hides the presenter in the model, on either device (S5-06, observed). S5-17's table
    /// and S14-07 (Apple's docs) say a popover adapts to full screen on an iPhone before iOS 13 and
    /// then hides the presenter; the model follows the observed log instead of that claim. From
    /// iOS 13 a popover in a compact width is presented as a form sheet, or as the adaptive
    /// delegate chooses (Presentation/AdaptivePresentation.swift, S14-07); in a regular width it
    /// needs a source view.
    case popover
    /// A custom presentation; the model follows the default of `UIPresentationController`'s
    /// `shouldRemovePresentersView` (false): the presenter stays (S5-19, S5-17's table).
    case custom
    /// Over the controller that defines the presentation context (`definesPresentationContext`,
    /// else the root), whose view is removed: that controller disappears (Apple's documentation of
    /// `UIModalPresentationStyle.currentContext`; issue 15, no observed log).
    case currentContext
    /// As `currentContext`, leaving the context's view in place: it hears nothing (Apple's
    /// documentation of `overCurrentContext`; no observed log).
    case overCurrentContext

    /// Whether the presenting controller is the one defining the presentation context.
    var usesPresentationContext: Bool { self == .currentContext || self == .overCurrentContext }

    /// The style UIKit actually uses: `automatic` resolved for the modelled version.
    func resolved(_ rules: LifecycleRules) -> ModalPresentationStyle {
        guard self == .automatic else { return self }
        return rules.automaticPresentationIsSheet ? .pageSheet : .fullScreen
    }

    /// Whether the presenter's view leaves the window, so that the presenter disappears while the
    /// presented controller is shown, in a window of `horizontalSizeClass`.
    ///
    /// In a regular width (an iPad's full-screen window) a page or form sheet is a card over the
    /// presenter on every version, so the presenter hears nothing on presentation or dismissal
    /// (S5-06 and S5-06T, observed on iOS 10/11 with a form sheet on a tablet; S5-17's table:
    /// page and form sheet "N" on iPad before iOS 13). Only a compact width adapts a sheet to full
    /// screen before iOS 13 (`sheetsKeepPresenterOnScreen`). A page sheet on an iPad before iOS 13
    /// rests on S5-17's table alone (no observed log). `.automatic` before iOS 13 is full screen on
    /// every device, so it hides the presenter on an iPad too.
    func hidesPresenter(_ rules: LifecycleRules, horizontalSizeClass: UserInterfaceSizeClass) -> Bool {
        switch resolved(rules) {
        case .fullScreen, .currentContext: return true
        case .pageSheet, .formSheet:
            return horizontalSizeClass != .regular && !rules.sheetsKeepPresenterOnScreen
        case .overFullScreen, .popover, .custom, .automatic, .overCurrentContext: return false
        }
    }
}
