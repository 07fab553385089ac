import LifelineTrace

/// The four appearance states a view controller moves through, as the callbacks announce them.
enum AppearanceState: Int, CaseIterable {
    case disappeared
    case appearing
    case appeared
    case disappearing

    var name: String {
        switch self {
        case .disappeared: return "disappeared"
        case .appearing: return "appearing"
        case .appeared: return "appeared"
        case .disappearing: return "disappearing"
        }
    }

    /// The state a callback moves its controller to; `nil` for callbacks that do not.
    /// `viewIsAppearing(_:)` is left out: it happens while appearing and changes nothing.
    init?(after callback: EventName) {
        switch callback {
        case .viewWillAppear: self = .appearing
        case .viewDidAppear: self = .appeared
        case .viewWillDisappear: self = .disappearing
        case .viewDidDisappear: self = .disappeared
        default: return nil
        }
    }
}
