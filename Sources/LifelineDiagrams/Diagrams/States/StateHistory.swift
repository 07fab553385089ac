import LifelineTrace

/// What a trace did to each view controller's appearance state: the transitions it took and
/// how often, the diagnostics UIKit logged for it, and where it ended. Aggregated, so its size
/// depends on the controllers, not on the length of the trace.
struct StateHistory {
    /// One kind of step: from a state to a state, by a callback.
    struct Transition: Hashable {
        var from: AppearanceState
        var to: AppearanceState
        var callback: EventName
    }

    struct Controller {
        var object: ObjectID
        /// Transitions in the order first taken, with how often each was taken.
        var transitions: [(transition: Transition, count: Int)] = []
        /// Diagnostics in the order first logged, per state the controller was in, with counts.
        var diagnostics: [(state: AppearanceState, name: EventName, count: Int)] = []
        var visited: Set<AppearanceState> = [.disappeared]
        var state: AppearanceState = .disappeared
    }

    private(set) var controllers: [Controller] = []
    /// Diagnostics about objects that are not view controllers (a view in a hierarchy cycle).
    private(set) var otherDiagnostics = 0

    init(_ trace: Trace) {
        // Every view controller, and any other object that receives appearance callbacks.
        var index: [ObjectID: Int] = [:]
        func controller(_ id: ObjectID) -> Int {
            if let known = index[id] { return known }
            index[id] = controllers.count
            controllers.append(Controller(object: id))
            return controllers.count - 1
        }
        for object in trace.objects where object.role == .viewController { _ = controller(object.id) }
        var transitionIndex: [Int: [Transition: Int]] = [:]
        var diagnosticIndex: [Int: [String: Int]] = [:]
        for event in trace.events {
            guard let id = event.object else { continue }
            if let next = AppearanceState(after: event.name) {
                let c = controller(id)
                let step = Transition(from: controllers[c].state, to: next, callback: event.name)
                if let position = transitionIndex[c]?[step] {
                    controllers[c].transitions[position].count += 1
                } else {
                    transitionIndex[c, default: [:]][step] = controllers[c].transitions.count
                    controllers[c].transitions.append((step, 1))
                }
                controllers[c].state = next
                controllers[c].visited.insert(next)
            } else if event.kind == .diagnostic, index[id] == nil {
                otherDiagnostics += 1
            } else if event.kind == .diagnostic, let c = index[id] {
                let state = controllers[c].state
                let key = "\(state.rawValue) \(event.name.rawValue)"
                if let position = diagnosticIndex[c]?[key] {
                    controllers[c].diagnostics[position].count += 1
                } else {
                    diagnosticIndex[c, default: [:]][key] = controllers[c].diagnostics.count
                    controllers[c].diagnostics.append((state, event.name, 1))
                }
            }
        }
        controllers.sort { $0.object < $1.object }
    }
}
