import LifelineTrace

/// The version rule a recorded callback follows and the conformance entries it rests on, for
/// `lifeline why`: "where the model knows it". Only callbacks whose existence or place a cited
/// `LifecycleRules` gate decides have a note; the gate is read from `LifecycleRules` itself, so
/// a note can never disagree with the rule the model ran.
public enum CallbackEvidence {
    /// A rule and its evidence: `rule` in words, `evidence` the conformance entry ids
    /// (`Tests/LifelineTests/Fixtures/conformance*.json`).
    public struct Note: Hashable, Sendable {
        public let rule: String
        public let evidence: [String]
    }

    /// The note for `event` in a trace of iOS `ios`, or `nil` where the model has none.
    public static func note(for event: TraceEvent, ios: Int) -> Note? {
        guard let version = IOSVersion(major: ios) else { return nil }
        let rules = LifecycleRules(version: version)
        switch event.name {
        case .viewIsAppearing where rules.hasViewIsAppearing:
            return Note(rule: "viewIsAppearing(_:) runs once per appearance, after viewWillAppear(_:), in the layout pass "
                            + "that first lays the view out in its superview; it exists from iOS 13 (back-deployed by the "
                            + "iOS 17 SDK)", evidence: ["S10-01", "S10-02"])
        case .viewLayoutMarginsDidChange, .viewSafeAreaInsetsDidChange, .layoutMarginsDidChange, .safeAreaInsetsDidChange:
            guard rules.hasSafeAreaAndControllerMargins else { return nil }
            return Note(rule: "margins and safe-area callbacks run when the view joins a window, before its first layout; "
                            + "they exist from iOS 11", evidence: ["S1-12", "S1-13", "S1-15"])
        case .traitCollectionDidChange where rules.sendsInitialTraitCollectionChange && isNilArgument(event):
            return Note(rule: "before iOS 13 a controller gets traitCollectionDidChange(nil) when its view first joins a "
                            + "window, after viewWillAppear(_:); from iOS 13 traits are predicted and the call is gone",
                        evidence: ["S1-03", "S12-05", "S12-03"])
        default:
            return nil
        }
    }

    /// `traitCollectionDidChange(nil)`: the first call, with no previous traits.
    private static func isNilArgument(_ event: TraceEvent) -> Bool {
        guard case .none? = Array(event.arguments).first else { return false }
        return true
    }
}
