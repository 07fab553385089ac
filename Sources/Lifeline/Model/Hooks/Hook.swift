import LifelineTrace

/// One hook registration, as the LifecycleHooks library returns from `on(_:)`: a closure injected
/// into a controller's or view's lifecycle, run by the model right after the object's own
/// implementation of the callback (before it for `viewDidLoad`), and cancellable at any time.
///
/// Each registration is an object of the trace (role `hook`, class `Hook`), named
/// `<owner>.<callback>Hook` unless given a name, so a trace and its diagrams show where injected
/// code runs: `[k] vc.on(log)` where it is added, `log.perform(false)` each time it runs (with
/// the `Bool` the closure receives; `perform()` for callbacks without one), `[k] log.cancel()`.
///
/// Semantics (README "Hooks"):
/// - Several hooks for one event run by priority, highest first; ties in the order they were
///   added (library README, "Features").
/// - `onceOnly` hooks remove themselves before they run (library README).
/// - `cancel()` works at any time, including from inside the running hook: a cancelled hook never
///   runs again, and one cancelled by an earlier hook of the same dispatch does not run in it.
/// - A hook added while its event is being dispatched does not run in that dispatch: the hooks to
///   run are fixed when the dispatch starts (the library iterates a copy of its actions).
/// - Adding a hook never loads the view (the library observes the view being set instead).
@MainActor
public final class Hook: Cancellable {
    /// This registration's identifier in its session's trace.
    public private(set) var traceID: ObjectID
    /// The callback the hook follows.
    public let event: EventName
    /// Where the hook runs among the object's hooks for the same callback: higher first.
    public let priority: HookPriority
    /// True for a hook that cancels itself after its first run.
    public let onceOnly: Bool
    /// True once `cancel()` was called.
    public private(set) var isCancelled = false
    /// How many times the closure has run.
    public private(set) var runCount = 0
    private var session: Session
    private let name: String
    private let action: (Bool) -> Void
    /// The object whose callback the hook follows; a controller until its view loads for hooks
    /// added with `onView(_:)`.
    weak var owner: Responder?

    init(owner: Responder, event: EventName, onceOnly: Bool, priority: HookPriority, name: String,
         action: @escaping (Bool) -> Void) {
        session = owner.session
        self.owner = owner
        self.event = event
        self.onceOnly = onceOnly
        self.priority = priority
        self.action = action
        self.name = name
        traceID = session.recorder.register(name: name, className: "Hook", role: .hook)
    }

    /// Registers the hook in `newSession` when its owner moves there (Responder.swift), so that it
    /// records where its owner does.
    func follow(_ newSession: Session) {
        guard newSession !== session else { return }
        session = newSession
        traceID = newSession.recorder.register(name: name, className: "Hook", role: .hook)
    }

    /// The hook's name in traces (unique: a clash gets a `#2` suffix).
    public var traceName: String { session.recorder.name(of: traceID) }

    /// Removes the hook: it never runs again. Recorded as a call on the hook, wherever it is made
    /// (inside the hook's own `perform` when the hook cancels itself).
    public func cancel() {
        session.recorder.record(.cancelHook, object: traceID)
        isCancelled = true
        detach()
    }

    func detach() {
        owner?.hooks.removeAll { $0 === self }
        (owner as? ViewController)?.pendingViewHooks.removeAll { $0 === self }
    }

    /// Runs the closure as an event of the hook; `flag` is what the closure receives (nil for
    /// callbacks without one, which the closure sees as `false`).
    func perform(flag: Bool?) {
        if onceOnly { detach() }
        runCount += 1
        let arguments = flag.map(EventArguments.animated) ?? EventArguments()
        session.recorder.record(flag == nil ? .hookPerformWithoutFlag : .hookPerform, object: traceID,
                                arguments: arguments) { action(flag ?? false) }
    }
}

extension Responder {
    /// Runs the hooks registered for `name` (see `emit`): highest priority first, ties in the order
    /// they were added (trace identifiers grow with registration). The list is fixed here, so a
    /// hook added by one of them waits for the next dispatch; one removed meanwhile is skipped.
    final func runHooks(for name: EventName, _ arguments: EventArguments) {
        let due = hooks.filter { $0.event == name }.sorted {
            $0.priority != $1.priority ? $0.priority > $1.priority : $0.traceID < $1.traceID
        }
        guard !due.isEmpty else { return }
        let flag: Bool?
        if name == .viewDidLoad {
            flag = false  // `alreadyLoaded`: the view has just been set
        } else if let first = arguments.first, case .bool(let value) = first {
            flag = value
        } else {
            flag = nil
        }
        for hook in due where hooks.contains(where: { $0 === hook }) {
            hook.perform(flag: flag)
        }
    }

    /// Creates a hook, records its registration as a call on this object and lists it.
    final func addHook(_ event: EventName, onceOnly: Bool, priority: HookPriority, name: String,
                       action: @escaping (Bool) -> Void) -> Hook {
        let hook = Hook(owner: self, event: event, onceOnly: onceOnly, priority: priority, name: name, action: action)
        emit(.addHook, .object(hook.traceID)) { hooks.append(hook) }
        return hook
    }
}

extension ViewController {
    /// Runs `action` after the controller's own implementation of `hook` every time it is called
    /// (once with `onceOnly`), or, for `.viewDidLoad`, just before the controller's own
    /// `viewDidLoad()`. The closure receives the callback's `animated` flag (for `.viewDidLoad`,
    /// `alreadyLoaded`: false; for the layout callbacks, false). Never loads the view; a
    /// `.viewDidLoad` hook added once the view has loaded never runs (see
    /// `onViewDidLoad(immediatelyIfAlreadyLoaded:priority:name:perform:)`).
    ///
    /// ```swift
    /// let hook = controller.on(.viewDidAppear, onceOnly: false, priority: .normal) { animated in ... }
    /// hook.cancel()
    /// ```
    @discardableResult
    public func on(_ hook: ViewControllerLifecycleHook, onceOnly: Bool = false, priority: HookPriority = .normal,
                   name: String? = nil, perform action: @escaping (Bool) -> Void) -> Hook {
        addHook(hook.eventName, onceOnly: onceOnly, priority: priority,
                name: name ?? "\(traceName).\(hook.rawValue)Hook", action: action)
    }

    /// A `viewDidLoad` hook, as the library's `onViewDidLoad(immediatelyIfAlreadyLoaded:priority:)`:
    /// it runs just before the controller's own `viewDidLoad()` with `false`; if the view has
    /// already loaded and `immediately` is true it runs at once with `true` (inside its
    /// registration), otherwise it never runs. Never loads the view.
    @discardableResult
    public func onViewDidLoad(immediatelyIfAlreadyLoaded immediately: Bool = false, priority: HookPriority = .normal,
                              name: String? = nil, perform action: @escaping (Bool) -> Void) -> Hook {
        let hookName = name ?? "\(traceName).viewDidLoadHook"
        guard isViewLoaded else {
            return addHook(.viewDidLoad, onceOnly: true, priority: priority, name: hookName, action: action)
        }
        let hook = Hook(owner: self, event: .viewDidLoad, onceOnly: true, priority: priority, name: hookName, action: action)
        emit(.addHook, .object(hook.traceID)) {
            if immediately { hook.perform(flag: true) }
        }
        return hook
    }

    /// A hook on the controller's root view, added once the view loads (at once if it has), so
    /// that it never loads the view; the library's `onView(hook:)`.
    @discardableResult
    public func onView(_ hook: ViewLifecycleHook, onceOnly: Bool = false, priority: HookPriority = .normal,
                       name: String? = nil, perform action: @escaping () -> Void) -> Hook {
        let hookName = name ?? "\(traceName).view.\(hook.rawValue)Hook"
        if let view = viewIfLoaded {
            return view.on(hook, onceOnly: onceOnly, priority: priority, name: hookName, perform: action)
        }
        let registered = Hook(owner: self, event: hook.eventName, onceOnly: onceOnly, priority: priority,
                              name: hookName, action: { _ in action() })
        emit(.addHook, .object(registered.traceID)) { pendingViewHooks.append(registered) }
        return registered
    }

    /// Hands the hooks `onView(_:)` kept to the root view that has just been set.
    func transferPendingViewHooks(to view: View) {
        for hook in pendingViewHooks {
            hook.owner = view
            view.hooks.append(hook)
        }
        pendingViewHooks.removeAll()
    }
}

extension View {
    /// Runs `action` after the view's own implementation of `hook` (the library's
    /// `view.on(.didMoveToWindow) { }`), every time or once.
    @discardableResult
    public func on(_ hook: ViewLifecycleHook, onceOnly: Bool = false, priority: HookPriority = .normal,
                   name: String? = nil, perform action: @escaping () -> Void) -> Hook {
        addHook(hook.eventName, onceOnly: onceOnly, priority: priority,
                name: name ?? "\(traceName).\(hook.rawValue)Hook", action: { _ in action() })
    }
}
