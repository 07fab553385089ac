/// A strong reference app code keeps on an object: a closure stored in a property that captures
/// a controller (`a.onDone = { self.b.refresh() }`), a delegate or a target held strongly, a
/// repeating timer's target. UIKit does not see these; they are what keeps a popped controller
/// alive, and the leak report names them (LifetimeTracker.swift).
struct AppCodeReference {
    /// The property or the closure's name, as the report shows it (`onDone`).
    let label: String
    let object: AnyObject
}

extension Responder {
    /// Keeps `object` alive from this object, as a closure stored in this object's property
    /// `label` that captures `object` strongly does (or a strong delegate, or a timer's target).
    /// The leak report names it when `object` is a controller that left the screen. A second
    /// reference under the same label replaces the first, as assigning the property again does.
    public func retainStrongly(_ object: AnyObject, as label: String) {
        appCodeReferences.removeAll { $0.label == label }
        appCodeReferences.append(AppCodeReference(label: label, object: object))
        session.lifetimes.noteHolder(self)
    }

    /// Lets go of the reference `retainStrongly(_:as:)` stored under `label` (the property set to
    /// nil, the timer invalidated); nothing when there is none.
    public func releaseStrongReference(named label: String) {
        appCodeReferences.removeAll { $0.label == label }
    }

    /// The labels of this object's app-code references to `object`.
    func appCodeReferenceLabels(to object: AnyObject) -> [String] {
        appCodeReferences.filter { $0.object === object }.map(\.label)
    }
}
