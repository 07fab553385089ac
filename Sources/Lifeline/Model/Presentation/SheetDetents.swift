/// Sheet detents (iOS 15+, `UISheetPresentationController`): the heights a sheet rests at
/// (`detents`, by identifier: `medium`, `large` or an app's own) and the one it rests at now
/// (`selectedDetentIdentifier`, nil for UIKit's default, the largest). The user dragging
/// the sheet to another detent (`userSelectsDetent`) changes the identifier, tells the delegate
/// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`, and resizes the presented
/// view: a layout pass follows, and no appearance callback, since the sheet stays on screen.
/// Apple's documentation of the class and its delegate only; no conformance entry (see
/// docs/model.md's fidelity notes).
extension SheetPresentationController {
    /// Identifiers of the system detents.
    nonisolated public static let medium = "medium"
    nonisolated public static let large = "large"

    /// The user drags the sheet to the detent `identifier`. One the sheet does not declare is
    /// refused with the diagnostic `undeclaredDetent`; the current one changes nothing.
    public func userSelectsDetent(_ identifier: String) {
        emit(.selectDetent, EventArguments(.string(identifier))) {
            guard detents.contains(identifier) else {
                return diagnose(.undeclaredDetent, EventArguments(.string(identifier)))
            }
            guard identifier != (selectedDetentIdentifier ?? detents.last) else { return }
            selectedDetentIdentifier = identifier
            recorder.record(.selectedDetentIdentifierChange, object: traceID, arguments: .init(.string(identifier)))
            _ = tellDelegate(.sheetPresentationControllerDidChangeSelectedDetentIdentifier) {
                $0.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
            }
            // The sheet changes height: its view is laid out again in the turn's layout pass.
            presentedViewController?.viewIfLoaded?.markNeedsLayout()
        }
    }
}
