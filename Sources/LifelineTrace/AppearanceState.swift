/// Where a view controller is in its appearance cycle: the state UIKit tracks internally and the
/// appearance callbacks announce. The model keeps one per controller; the state diagram replays
/// a trace's callbacks through `init(after:)`.
public enum AppearanceState: String, Sendable, CaseIterable {
    case disappeared
    case appearing
    case appeared
    case disappearing

    /// The state a callback moves its controller to; `nil` for callbacks that do not.
    /// `viewIsAppearing(_:)` is left out: it happens while appearing and changes nothing.
    public init?(after callback: EventName) {
        switch callback {
        case .viewWillAppear: self = .appearing
        case .viewDidAppear: self = .appeared
        case .viewWillDisappear: self = .disappearing
        case .viewDidDisappear: self = .disappeared
        default: return nil
        }
    }
}
