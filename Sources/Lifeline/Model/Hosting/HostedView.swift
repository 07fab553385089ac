import LifelineTrace

/// The SwiftUI-style observer of the lifecycle-observer article (`ViewLifecycleObservable`): a
/// type whose `onAppear()` and `onDisappear()` are attached to hosted content with
/// `HostedView.addLifecycleObserver(_:)`.
@MainActor
public protocol ViewLifecycleObservable {
    func onAppear()
    func onDisappear()
}

/// A node of a `HostingController`'s content, standing in for a SwiftUI view: it has children
/// (nested content), an identity (`id`, as SwiftUI's `.id(_:)` modifier), and `onAppear` /
/// `onDisappear` actions. When they run is the hosting controller's business (HostingController.swift).
///
/// Each node is an object of the trace (role `content`, class `HostedView`); a node with actions
/// records `node.onAppear()` / `node.onDisappear()` when they run, with all its actions (in the
/// order they were added, as chained SwiftUI modifiers run) inside the one event. A node without
/// actions records nothing, as content without the modifiers does nothing observable.
@MainActor
public final class HostedView {
    /// This node's identifier in its session's trace.
    public private(set) var traceID: ObjectID
    private var session: Session
    /// The name the node was given: what it is registered under when it follows its host.
    private let baseName: String
    /// Nested content, in declaration order.
    public let children: [HostedView]
    /// The hosting controller showing this content, set when it becomes (part of) a root view.
    weak var host: HostingController?
    private var appearActions: [() -> Void] = []
    private var disappearActions: [() -> Void] = []
    /// The identity currently on screen; nil while the node is not shown.
    var shownIdentity: Int?

    /// The node's identity, as SwiftUI's `.id(_:)`. Changing it while the node is shown replaces
    /// it: at the hosting view's next layout the new identity appears, then the old one disappears
    /// (S9-01), and so does everything nested in it.
    public var id: Int = 0 {
        didSet {
            guard id != oldValue, shownIdentity != nil else { return }
            host?.contentNeedsUpdate()
        }
    }

    /// A content node named `name` in traces, with nested `children` in declaration order.
    public init(name: String? = nil, _ children: [HostedView] = []) {
        session = Session.current
        self.children = children
        baseName = name ?? "content"
        traceID = session.recorder.register(name: baseName, className: "HostedView", role: .content)
    }

    /// The node's name in traces.
    public var traceName: String { session.recorder.name(of: traceID) }

    /// Content made before the session its hosting controller is shown in records where the host
    /// does (the host follows the session it is used in, Responder.swift), under its own name.
    private func followHost() {
        guard let hostSession = host?.session, hostSession !== session else { return }
        session = hostSession
        traceID = hostSession.recorder.register(name: baseName, className: "HostedView", role: .content)
    }

    /// Whether the node is on screen (its `onAppear` ran and its `onDisappear` has not).
    public var isShown: Bool { shownIdentity != nil }

    /// Adds an action to run when the node appears (SwiftUI's `onAppear(perform:)`).
    @discardableResult
    public func onAppear(perform action: @escaping () -> Void) -> HostedView {
        appearActions.append(action)
        return self
    }

    /// Adds an action to run when the node disappears (SwiftUI's `onDisappear(perform:)`).
    @discardableResult
    public func onDisappear(perform action: @escaping () -> Void) -> HostedView {
        disappearActions.append(action)
        return self
    }

    /// The article's SwiftUI helper: `onAppear(perform: observer.onAppear)` and
    /// `onDisappear(perform: observer.onDisappear)`.
    @discardableResult
    public func addLifecycleObserver(_ observer: any ViewLifecycleObservable) -> HostedView {
        onAppear { observer.onAppear() }
        onDisappear { observer.onDisappear() }
        return self
    }

    /// This node and everything nested in it, parents first, in declaration order.
    func subtreePreOrder() -> [HostedView] {
        [self] + children.flatMap { $0.subtreePreOrder() }
    }

    func attach(to host: HostingController?) {
        for node in subtreePreOrder() { node.host = host }
    }

    func appear() {
        shownIdentity = id
        run(appearActions, as: .onAppear)
    }

    func disappear() {
        shownIdentity = nil
        run(disappearActions, as: .onDisappear)
    }

    private func run(_ actions: [() -> Void], as name: EventName) {
        guard !actions.isEmpty else { return }
        followHost()
        session.recorder.record(name, object: traceID) { for action in actions { action() } }
    }
}
