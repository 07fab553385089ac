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
            name: name ?? defaultName, className: String(describing: type(of: self)), role: role)
    }

    /// The name this object has in traces. Unique within a session: a clash gets a `#2` suffix.
    public var traceName: String {
        get { session.recorder.name(of: traceID) }
        set {
            hasAutomaticName = false
            session.recorder.rename(traceID, to: newValue)
        }
    }

    var rules: LifecycleRules { session.rules }
    var recorder: TraceRecorder { session.recorder }

    func adoptAutomaticName(_ name: String) {
        guard hasAutomaticName else { return }
        session.recorder.rename(traceID, to: name)
    }

    /// Records `name` as an event of this object around `body`, so that whatever `body` causes
    /// (an override calling `addSubview`, say) is recorded inside it.
    @inline(__always)
    final func emit(_ name: EventName, _ arguments: EventArguments = EventArguments(), _ body: () -> Void) {
        let event = session.recorder.open(name, object: traceID, arguments: arguments)
        body()
        session.recorder.close(event)
    }

    /// Records a diagnostic UIKit would log for this object.
    final func diagnose(_ name: EventName) {
        session.recorder.record(name, object: traceID)
    }
}
