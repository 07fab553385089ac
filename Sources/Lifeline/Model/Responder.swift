/// The common base of views and view controllers, as `UIResponder` is in UIKit: each instance
/// is a traced object of the current session, with a name that shows in traces.
@MainActor
open class Responder {
    let session: Session
    /// This object's identifier in its session's trace.
    public let traceID: ObjectID
    /// True until the user names the object; automatic names may be refined (a controller's
    /// root view becomes `<controller>.view`).
    private(set) var hasAutomaticName: Bool

    init(name: String?, defaultName: String, role: ObjectRole) {
        session = Session.current
        hasAutomaticName = name == nil
        traceID = session.recorder.register(
            name: name ?? defaultName, className: Self.className(of: type(of: self)), role: role)
    }

    /// Class names by type, computed once: `String(describing:)` goes through dynamic casts each
    /// time, about 5 % of building a large hierarchy (Benchmarks/Profiling.md).
    private static var classNames: [ObjectIdentifier: String] = [:]

    private static func className(of type: Responder.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = classNames[key] { return name }
        let name = String(describing: type)
        classNames[key] = name
        return name
    }

    /// The name this object has in traces. Unique within a session: a clash gets a `#2` suffix.
    public var traceName: String {
        get { session.recorder.name(of: traceID) }
        set {
            hasAutomaticName = false
            session.recorder.rename(traceID, to: newValue)
        }
    }

    /// Hooks registered on this object (Hooks/Hook.swift), in the order they were added.
    var hooks: [Hook] = []

    var rules: LifecycleRules { session.rules }
    var recorder: TraceRecorder { session.recorder }

    func adoptAutomaticName(_ name: String) {
        guard hasAutomaticName else { return }
        session.recorder.rename(traceID, to: name)
    }

    /// Records `name` as an event of this object around `body`, so that whatever `body` causes
    /// (an override calling `addSubview`, say) is recorded inside it.
    ///
    /// This is also where hooks run (Hooks/Hook.swift): after the object's own implementation,
    /// except `viewDidLoad` hooks, which run before it, as the LifecycleHooks library documents.
    /// Their events are siblings of the callback's event, not inside it: the override never calls
    /// them (in the library they run from an invisible child's forwarded callback once the
    /// object's method has returned, or from observing the view being set, before viewDidLoad).
    @inline(__always)
    final func emit(_ name: EventName, _ arguments: EventArguments = EventArguments(), _ body: () -> Void) {
        if !hooks.isEmpty, name == .viewDidLoad { runHooks(for: name, arguments) }
        let event = session.recorder.open(name, object: traceID, arguments: arguments)
        body()
        session.recorder.close(event)
        if !hooks.isEmpty, name != .viewDidLoad { runHooks(for: name, arguments) }
    }

    /// Records a diagnostic UIKit would log for this object.
    final func diagnose(_ name: EventName) {
        session.recorder.record(name, object: traceID)
    }
}
