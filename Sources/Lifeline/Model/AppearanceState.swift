/// Where a view controller is in its appearance cycle, as UIKit tracks it internally.
public enum AppearanceState: String, Sendable, CaseIterable {
    case disappeared
    case appearing
    case appeared
    case disappearing
}
