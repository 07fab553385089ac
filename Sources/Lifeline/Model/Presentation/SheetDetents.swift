/// Sheet detents (iOS 15+, `UISheetPresentationController`): the heights a sheet rests at
/// (`detents`, by identifier: `medium`, `large` or an app's own) and the one it rests at now
/// (`selectedDetentIdentifier`, nil for UIKit's default, the smallest: Apple's documentation of the
/// property). The user dragging the sheet to another detent (`userSelectsDetent`) changes the
/// identifier, tells the delegate `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`
/// (code's change does not: S14-09, Apple's documentation of the method, in
/// `conformance-presentation.json`), and resizes the presented view: a layout pass follows, and no
/// appearance callback, since the sheet stays on screen (documentation only, no log; see
/// docs/model.md's fidelity notes).
extension SheetPresentationController {
    /// Identifiers of the system detents.
    nonisolated public static let medium = "medium"
    nonisolated public static let large = "large"

    /// The user drags the sheet to the detent `identifier`. One the sheet does not declare is
    /// refused with the diagnostic `undeclaredDetent`; the current one changes nothing. The
    /// delegate hears the change: it is the user's.
    public func userSelectsDetent(_ identifier: String) {
        emit(.selectDetent, EventArguments(.string(identifier))) {
            guard detents.contains(identifier) else {
                return diagnose(.undeclaredDetent, EventArguments(.string(identifier)))
            }
            guard identifier != restingDetent else { return }
            moveToDetent(identifier)
            _ = tellDelegate(.sheetPresentationControllerDidChangeSelectedDetentIdentifier) {
                $0.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
            }
        }
    }

    /// `animateChanges(_:)`: runs `changes` (which set `selectedDetentIdentifier` or `detents`)
    /// inside the call, as UIKit animates them. A change made by code tells the delegate nothing:
    /// Apple's documentation of `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`
    /// says it is called when the selected detent changes "in response to user interaction"
    /// (no observed log; docs/model.md's fidelity notes).
    public func animateChanges(_ changes: () -> Void) {
        emit(.animateChanges) { changes() }
    }

    /// The detent the sheet rests at: the selected one, else the smallest ("The default value is
    /// nil, which means the sheet displays at the smallest detent you specify in detents",
    /// Apple's documentation of `selectedDetentIdentifier`).
    var restingDetent: String? { selectedDetentIdentifier ?? detents.first }

    /// The property takes `identifier` (nil: UIKit's default, the smallest), recorded as a state
    /// change; when the sheet's height changes, a layout pass of the presented view follows in
    /// the turn's commit, and no appearance callback (the sheet stays on screen). An undeclared
    /// identifier is diagnosed and changes nothing.
    func moveToDetent(_ identifier: String?) {
        guard identifier != storedSelectedDetentIdentifier else { return }
        if let identifier, !detents.contains(identifier) {
            return diagnose(.undeclaredDetent, EventArguments(.string(identifier)))
        }
        let before = restingDetent
        storedSelectedDetentIdentifier = identifier
        recorder.record(.selectedDetentIdentifierChange, object: traceID,
                        arguments: EventArguments(identifier.map(ArgumentValue.string) ?? .none))
        // The sheet changes height: its view is laid out again in the turn's layout pass.
        guard restingDetent != before else { return }
        presentedViewController?.viewIfLoaded?.markNeedsLayout()
    }
}

extension ViewController {
    /// A detent selected on this controller's sheet, as a scenario's `selectDetent` step makes
    /// it: by the user's drag (`userSelectsDetent`, the delegate hears it) or, with `byCode`, by
    /// code in `animateChanges` (it does not). Without a sheet presentation controller (before
    /// iOS 15, where the API does not exist, or when this controller is not a page or form sheet)
    /// there is nothing to select on: the diagnostic `detentsUnavailable`, and nothing changes.
    public func selectSheetDetent(_ identifier: String, byCode: Bool = false) {
        guard let sheet = sheetPresentationController else {
            return diagnose(.detentsUnavailable, EventArguments(.string(identifier)))
        }
        if byCode {
            sheet.animateChanges { sheet.selectedDetentIdentifier = identifier }
        } else {
            sheet.userSelectsDetent(identifier)
        }
    }
}
