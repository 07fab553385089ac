/// What exists, and where, on the modelled iOS version. Each rule names the conformance entries
/// (`Tests/LifelineTests/Fixtures/conformance.json`) it rests on.
struct LifecycleRules: Sendable {
    let version: IOSVersion

    /// `viewIsAppearing(_:)` arrived with the iOS 17 SDK and is back-deployed to iOS 13 (S10-01, S10-02).
    var hasViewIsAppearing: Bool { version.major >= 13 }

    /// `viewLayoutMarginsDidChange()` and the safe-area callbacks exist since iOS 11 (S1-12, S1-13, S1-15).
    var hasSafeAreaAndControllerMargins: Bool { version.major >= 11 }

    /// Before iOS 13 a controller got `traitCollectionDidChange(nil)` when its view first joined a
    /// window, after `viewWillAppear` and before the first layout (S1-03, observed on iOS 9; S1-13
    /// puts the trait update after the view joins the hierarchy). From iOS 13 UIKit predicts the
    /// traits before the view is added and no longer makes that call (iOS 13 release notes, S12-05;
    /// observed absent on iOS 15 with the method overridden, S12-03). Two independent sources
    /// against none for a call on iOS 13-16, so the boundary is 13, not 17.
    var sendsInitialTraitCollectionChange: Bool { version.major < 13 }

    /// From iOS 13 a window that shows a root controller whose appearance was begun by hand takes
    /// that transition over: the manual `endAppearanceTransition()` no longer finishes it, and
    /// `viewDidAppear` waits for the window (S3-02, observed on iOS 13, "used to work" on iOS 12).
    var windowOwnsRootAppearance: Bool { version.major >= 13 }

    /// From iOS 13 a page or form sheet on an iPhone is a card over the presenter, whose view stays
    /// in the window: the presenter gets no appearance callbacks when a sheet is presented or
    /// dismissed (S5-09, S5-12, observed; S5-18, documented). Before iOS 13 a sheet filled an
    /// iPhone's screen and hid the presenter as full screen does (S5-17's table, S5-09's notes).
    /// This rule is the compact-width one: in a regular width (an iPad) a sheet keeps the
    /// presenter on every version (S5-06T; `ModalPresentationStyle.hidesPresenter`).
    var sheetsKeepPresenterOnScreen: Bool { version.major >= 13 }

    /// `modalPresentationStyle` defaults to `.automatic`, which is a page sheet from iOS 13 (WWDC19
    /// session 224, S5-18); before, the default was full screen (S5-01's "pre-iOS 13 default").
    var automaticPresentationIsSheet: Bool { version.major >= 13 }

    /// Dark mode, `userInterfaceStyle` changes and `overrideUserInterfaceStyle` arrived in iOS 13
    /// (S12-01 observes the appearance switch on iOS 13+); before, the switch changes nothing.
    var hasDarkMode: Bool { version.major >= 13 }

    /// `registerForTraitChanges(_:handler:)` exists from iOS 17, which deprecated
    /// `traitCollectionDidChange(_:)` in its favour (S12-06's notes, S12-08).
    var hasTraitChangeRegistration: Bool { version.major >= 17 }

    // MARK: presentation in depth (issue 15)

    /// From iOS 13 the user can swipe a page or form sheet away (the card presentation and its
    /// `UIAdaptivePresentationControllerDelegate` dismissal methods arrived together: WWDC19
    /// session 224, S5-18; S14-05 and S14-06 document the methods as iOS 13+).
    var sheetsCanBeSwipedAway: Bool { version.major >= 13 }

    /// `UISheetPresentationController` (`sheetPresentationController`, detents) exists from iOS 15
    /// (Apple's documentation of the class; no conformance entry).
    var hasSheetPresentationController: Bool { version.major >= 15 }

    /// In a compact width a popover behaves as a form sheet from iOS 13 (S14-07, Apple's
    /// documentation of `UIModalPresentationStyle.popover`); before, the model keeps the observed
    /// popover (S5-06, see `PresentationController.defaultAdaptivePresentationStyle`).
    var popoverAdaptsToFormSheet: Bool { version.major >= 13 }
}
