import Lifeline

/// A trace recorded by hand through `TraceRecorder`, so comparison tests control every event
/// and do not depend on the model. Each step names an object (nil for run-loop phases, which
/// belong to none) and an event; objects are registered on first use.
func handBuiltTrace(_ steps: [(object: String?, event: EventName)]) -> Trace {
    let recorder = TraceRecorder(iosVersion: 17)
    var ids: [String: ObjectID] = [:]
    for step in steps {
        var id: ObjectID?
        if let name = step.object {
            if ids[name] == nil {
                ids[name] = recorder.register(name: name, className: "TestObject", role: .view)
            }
            id = ids[name]
        }
        recorder.record(step.event, object: id)
    }
    return recorder.trace
}

/// The common case: every step is `object.layoutSubviews()`, so only the objects vary.
func layoutTrace(_ objects: [String]) -> Trace {
    handBuiltTrace(objects.map { (object: $0, event: .layoutSubviews) })
}
