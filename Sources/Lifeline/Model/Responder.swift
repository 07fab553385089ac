/// The common base of views and view controllers, as `UIResponder` is in UIKit: each instance
/// is a traced object of a session, with a name that shows in traces.
///
/// An object records in the session where it is used, not only the one it was made in: one made
/// while no session of the user's is current (before `Session.record`, in a test's `setUp`, in a
/// `makeSUT()`) joins the first session it is used in, under its own name (SessionBinding.swift).
@MainActor
open class Responder {
    /// The session this object records in now, and its identifier there. Read on every event, so
    /// they opt out of dynamic exclusivity checking, as `TraceRecorder`'s stored properties do (a
    /// check per access was most of an event's cost there): they are only ever read and written on
    /// the main actor, by code that hands out no `inout` to them.
    @exclusivity(unchecked) final private(set) var session: Session
    @exclusivity(unchecked) final private var id: ObjectID
    /// The name this object was registered under, before any `#n` suffix: what it is called again
    /// when it joins another session.
    private var baseName: String
    /// The sessions this object was used in before, with its identifier in each, so that going back
    /// to one reuses the object's entry there instead of registering it twice.
    private var earlierBindings: [(session: WeakSession, id: ObjectID)] = []
    /// True once `.objectSharedBetweenSessions` was recorded for this object: UIKit has no such
    /// notion, so it is said once, where the sharing starts, and not on every later event.
    private var hasReportedSharing = false
    /// True until the user names the object; automatic names may be refined (a controller's
    /// root view becomes `<controller>.view`).
    private(set) var hasAutomaticName: Bool
    /// `overrideUserInterfaceStyle` of a view or controller (TraitPropagation.swift).
    var userInterfaceStyleOverride = UserInterfaceStyle.unspecified
    /// Handlers `registerForTraitChanges(_:handler:)` added (TraitPropagation.swift).
    var traitChangeRegistrations: [TraitChangeRegistration] = []
    /// Strong references app code keeps here (Lifetime/AppCodeReference.swift).
    var appCodeReferences: [AppCodeReference] = []

    /// `defaultName` is evaluated only when `name` is nil.
    init(name: String?, defaultName: @autoclosure () -> String, role: ObjectRole) {
        session = Session.current
        hasAutomaticName = name == nil
        baseName = name ?? defaultName()
        id = session.recorder.register(name: baseName, className: Self.className(of: type(of: self)), role: role)
    }

    /// Class names by type, computed once (about 5 % of building a large hierarchy before,
    /// Benchmarks/Profiling.md).
    private static var classNames: [ObjectIdentifier: String] = [:]

    /// The unqualified class name, as `String(describing: type)` prints a metatype. It asks the
    /// runtime for the name directly: `String(describing:)` first tries four casts of the
    /// metatype (TextOutputStreamable, CustomStringConvertible, CustomDebugStringConvertible,
    /// CustomReflectable), each a scan of every conformance record in the binary the first time
    /// for each class, about 0.1 ms a class at start-up (Profiling.md, section 27).
    static func className(of type: Responder.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = classNames[key] { return name }
        let name = _typeName(type, qualified: false)
        classNames[key] = name
        return name
    }

    /// This object's identifier in the trace of the session it records in. Reading it from code
    /// running in another session of the user's moves the object there first (see the type's
    /// comment), so that an event of that session never names an identifier of another.
    public final var traceID: ObjectID {
        @inline(__always) get {
            if !session.isCurrent { followCurrentSession() }
            return id
        }
    }

    /// The name this object has in traces. Unique within a session: a clash gets a `#2` suffix.
    public final var traceName: String {
        get { recorder.name(of: traceID) }
        set {
            hasAutomaticName = false
            baseName = newValue
            recorder.rename(traceID, to: newValue)
        }
    }

    /// Hooks registered on this object (Hooks/Hook.swift), in the order they were added.
    final var hooks: [Hook] = [] {
        didSet { runsInjectedCode = !hooks.isEmpty || !reactions.isEmpty }
    }
    /// Reactions registered on this object (Reactions/Reaction.swift), in the order they were added.
    final var reactions: [Reaction] = [] {
        didSet { runsInjectedCode = !hooks.isEmpty || !reactions.isEmpty }
    }
    /// True when hooks or reactions are registered: the one flag `emit` reads, so that an object
    /// without injected code pays a single check for both.
    @exclusivity(unchecked) final private var runsInjectedCode = false

    /// The callbacks the model makes on objects of this type, which `react(to:)` can name. Each
    /// subclass adds its own (`Window` adds none: a window hears a view's callbacks). Nonisolated,
    /// so that the scenario loader, which runs on any thread, can check a reaction's callback.
    nonisolated open class var receivedCallbacks: Set<EventName> { [] }

    var rules: LifecycleRules { session.rules }
    /// The recorder of the session this object records in, after following the current session:
    /// read it before `traceID` in one expression, so that both belong to the same session.
    final var recorder: TraceRecorder {
        if !session.isCurrent { followCurrentSession() }
        return session.recorder
    }

    func adoptAutomaticName(_ name: String) {
        guard hasAutomaticName else { return }
        baseName = name
        recorder.rename(traceID, to: name)
    }

    /// Records `name` as an event of this object around `body`, so that whatever `body` causes
    /// (an override calling `addSubview`, say) is recorded inside it.
    ///
    /// This is also where hooks and reactions run. Hooks (Hooks/Hook.swift) run after the event,
    /// except `viewDidLoad` hooks, which run before it, as the LifecycleHooks library documents:
    /// their events are siblings of the callback's event, not inside it, since the override never
    /// calls them (in the library they run from an invisible child's forwarded callback once the
    /// object's method has returned, or from observing the view being set, before viewDidLoad).
    /// Reactions (Reactions/Reaction.swift) stand for code in the override itself, so they run
    /// inside the event, before or after `body` (the model's own implementation, `super`).
    ///
    /// The hot path, an object of the current session with no hooks and no reactions, costs two
    /// loads and one branch beyond the recording itself.
    @inline(__always)
    final func emit(_ name: EventName, _ arguments: EventArguments = EventArguments(), _ body: () -> Void) {
        // `body` is called directly on both paths, never handed to another function, so that it
        // inlines and its captures need no retain.
        if runsInjectedCode || !session.isCurrent {
            let opened = openWithInjectedCode(name, arguments)
            body()
            closeWithInjectedCode(name, arguments, opened)
            return
        }
        // A handle, not the recorder: holding the recorder across `body` cost a retain and a
        // release per event. `body` may move this object to another session and so drop the last
        // reference to the recorder the event is open in; `followCurrentSession` then holds it
        // until the event has closed (`holdUntilEventsClose`).
        let recording = session.recorder.handle
        let scope = recording.openScope(name, object: id, arguments: arguments)
        body()
        recording.closeScope(scope)
    }

    /// The first half of `emit` for an object with hooks or reactions, or one that may have to
    /// follow the current session first: `viewDidLoad` hooks, the event, the reactions before super.
    @inline(never)
    private final func openWithInjectedCode(_ name: EventName, _ arguments: EventArguments)
        -> (recorder: TraceRecorder, event: Int, due: [Reaction]) {
        if !session.isCurrent { followCurrentSession() }
        if !hooks.isEmpty, name == .viewDidLoad { runHooks(for: name, arguments) }
        let recorder = session.recorder
        let event = recorder.open(name, object: id, arguments: arguments)
        let due = reactions.isEmpty ? [] : reactionsDue(for: name)
        for reaction in due where reaction.moment == .beforeSuper { reaction.run(on: self) }
        return (recorder, event, due)
    }

    /// The second half: the reactions after super, the end of the event, the other hooks.
    @inline(never)
    private final func closeWithInjectedCode(_ name: EventName, _ arguments: EventArguments,
                                             _ opened: (recorder: TraceRecorder, event: Int, due: [Reaction])) {
        for reaction in opened.due where reaction.moment == .afterSuper { reaction.run(on: self) }
        opened.recorder.close(opened.event)
        if !hooks.isEmpty, name != .viewDidLoad { runHooks(for: name, arguments) }
    }

    /// Records a diagnostic UIKit would log for this object.
    final func diagnose(_ name: EventName, _ arguments: EventArguments = EventArguments()) {
        recorder.record(name, object: traceID, arguments: arguments)
    }

    // MARK: Following the session where the object is used

    /// Moves this object to the current session when the user's code uses it there. An object
    /// stays where it is while only the ambient session is current (code outside any `run`, such as
    /// a test reading `traceID` after `Session.record` returned). It moves without a word from the
    /// ambient session or from a session that has ended, the `makeSUT()` case. From another live
    /// session it moves too, so that the current trace stays whole, but that is a use UIKit has no
    /// equivalent for and the two traces now share the object: the first time, the model says so
    /// with `.objectSharedBetweenSessions` in the session it joins.
    @inline(never)
    private final func followCurrentSession() {
        let current = Session.current
        guard current !== session, !current.isAmbient else { return }
        let isShared = !session.isAmbient && !session.hasEnded
        // `emit` may have events of this object open in the recorder it leaves, which it closes
        // through a handle that does not keep the recorder alive.
        session.recorder.holdUntilEventsClose()
        earlierBindings.removeAll { $0.session.session == nil }
        earlierBindings.append((WeakSession(session), id))
        if let index = earlierBindings.firstIndex(where: { $0.session.session === current }) {
            id = earlierBindings.remove(at: index).id
            session = current
            current.recorder.rename(id, to: baseName)
        } else {
            // The class and role as the session it leaves lists them: not kept on every object.
            let listed = session.recorder.objects[id.rawValue - 1]
            session = current
            id = current.recorder.register(name: baseName, className: listed.className, role: listed.role)
        }
        if isShared && !hasReportedSharing {
            hasReportedSharing = true
            current.recorder.record(.objectSharedBetweenSessions, object: id)
        }
        sessionDidChange()
    }

    /// Records this object's release in its own session, when the release is part of the app's
    /// run (LifetimeTracker.isRecordingReleases). `deinit` runs wherever the last reference goes,
    /// possibly while another session is current, so this never follows the current session
    /// (Lifetime/Deallocation.swift).
    final func recordDeallocation() {
        if session.lifetimes.isRecordingReleases { session.recorder.record(.deallocated, object: id) }
        session.lifetimes.noteDeallocation(of: ObjectIdentifier(self))
    }

    /// Called after the object has moved to another session; hooks follow their owner.
    func sessionDidChange() {
        for hook in hooks { hook.follow(session) }
    }
}

/// A session held weakly, so that an object's list of earlier sessions does not keep them alive.
struct WeakSession {
    weak var session: Session?
    init(_ session: Session) { self.session = session }
}
