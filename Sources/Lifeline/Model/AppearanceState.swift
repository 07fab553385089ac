/// Where a view controller is in its appearance cycle, as UIKit tracks it internally.
public enum AppearanceState: String, Sendable, CaseIterable {
    case disappeared
    case appearing
    case appeared
    case disappearing
}

/// Who began an appearance transition: user code through `beginAppearanceTransition(_:animated:)`,
/// or a window showing its root controller.
enum AppearanceDriver: Sendable {
    case manual
    case window
}
