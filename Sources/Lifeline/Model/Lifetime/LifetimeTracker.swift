/// A session's record of the controllers that left the screen and are still alive, for the
/// leak report: `Session.leaks(excluding:)`, `lifeline trace --leaks`. Holds nothing strongly.
@MainActor
public final class LifetimeTracker {
    private struct Watched {
        weak var controller: ViewController?
        let id: ObjectIdentifier
        /// The run-loop turn it left the screen in.
        let turn: Int
    }

    private struct WeakHolder {
        weak var responder: Responder?
    }

    /// Controllers that left the screen, in the order they left; nil where one came back or was
    /// freed (compacted once most entries are nil). Found by `positions`: removing by a scan
    /// of the whole list made 1,000 children removed, then freed, quadratic
    /// (Benchmarks/Profiling.md, section 18).
    private var watched: [Watched?] = []
    /// Where each watched controller's entry is in `watched`.
    private var positions: [ObjectIdentifier: Int] = [:]
    /// Objects that keep app-code references (`retainStrongly(_:as:)`), which the report searches.
    private var holders: [WeakHolder] = []
    private unowned let session: Session

    /// True while `releasingAtTopLevel(_:)` runs.
    private var releasesAtTopLevel = false

    init(session: Session) { self.session = session }

    /// Whether a release happening now is part of the app's run, and recorded: inside a run-loop
    /// turn (a transition's end lets go of what it moved, at the end of the turn), inside a
    /// callback or call (app code dropping a reference there), or inside
    /// `releasingAtTopLevel(_:)`. Outside those, at the top level of the code driving the session,
    /// the release is the end of the test or of the driving code (its local variables going out
    /// of scope), which no UIKit app sees: not recorded, so that a trace does not end with the
    /// releases of whatever the test happened to hold.
    var isRecordingReleases: Bool {
        releasesAtTopLevel || session.runLoop.isRunningTurn || session.recorder.currentCause != nil
    }

    /// Runs `body`, which lets go of references the app held (`b = nil`), recording the releases
    /// it causes at the top level: a scenario's `release` step.
    public func releasingAtTopLevel(_ body: () -> Void) {
        let was = releasesAtTopLevel
        releasesAtTopLevel = true
        body()
        releasesAtTopLevel = was
    }

    /// Told of every controller that leaves the screen, after the model has noted it: a driver
    /// that keeps controllers by name (the scenario runner) lets go of it here, as an app that
    /// pushed `DetailViewController()` holds no reference of its own.
    public var departureHandler: (@MainActor (ViewController) -> Void)?

    func noteDeparture(of controller: ViewController) {
        let id = ObjectIdentifier(controller)
        forget(id)
        positions[id] = watched.count
        watched.append(Watched(controller: controller, id: id, turn: session.runLoop.turn))
        departureHandler?(controller)
    }

    func noteReturn(of controller: ViewController) {
        forget(ObjectIdentifier(controller))
    }

    func noteDeallocation(of id: ObjectIdentifier) {
        guard !positions.isEmpty else { return }
        forget(id)
    }

    /// Drops the entry of `id`, if any, keeping the others in the order they left.
    private func forget(_ id: ObjectIdentifier) {
        guard let position = positions.removeValue(forKey: id) else { return }
        watched[position] = nil
        // Compact once most entries are empty: amortized constant time per removal.
        guard watched.count > 32, positions.count * 2 < watched.count else { return }
        watched.removeAll { $0 == nil }
        for (position, entry) in watched.enumerated() { positions[entry!.id] = position }
    }

    /// The split view controllers that were given a column's controller: they keep it off every
    /// stack (Split/SplitNavigationStacks.swift), which the report says. Not owned.
    private var splits: [WeakHolder] = []

    var splitViewControllers: [SplitViewController] { splits.compactMap { $0.responder as? SplitViewController } }

    func noteSplitViewController(_ split: SplitViewController) { Self.insertOnce(split, into: &splits) }

    func noteHolder(_ responder: Responder) { Self.insertOnce(responder, into: &holders) }

    /// Adds `responder` to a list of weak references unless it is there, dropping freed ones.
    private static func insertOnce(_ responder: Responder, into list: inout [WeakHolder]) {
        list.removeAll { $0.responder == nil }
        guard !list.contains(where: { $0.responder === responder }) else { return }
        list.append(WeakHolder(responder: responder))
    }

    /// Every controller that left the screen and is still alive, in the order they left, each
    /// with who holds it where the model can tell: an app-code reference
    /// (`retainStrongly(_:as:)`), the container it left inside, work still waiting in the run
    /// loop; otherwise something outside the model (a closure, a strong delegate, a timer in
    /// the app's own code). `kept` are controllers the app holds on purpose (a scenario's
    /// controllers that no `release` step let go): they are not leaks.
    public func leaks(excluding kept: [ViewController] = []) -> [Leak] {
        let recorder = session.recorder
        return watched.compactMap { entry -> Leak? in
            guard let entry, let controller = entry.controller, let departure = controller.lifetime.departure,
                  !kept.contains(where: { $0 === controller }) else { return nil }
            let id = controller.traceID
            let listed = recorder.objects[id.rawValue - 1]
            return Leak(controller: listed.name, className: listed.className, departure: departure, turn: entry.turn,
                        holders: holders(of: controller, kept: kept))
        }
    }

    private func holders(of controller: ViewController, kept: [ViewController]) -> [String] {
        var found: [String] = []
        for holder in holders {
            guard let responder = holder.responder else { continue }
            for label in responder.appCodeReferenceLabels(to: controller) {
                found.append("\(responder.traceName).\(label) (app code keeps a strong reference)")
            }
        }
        if let parent = controller.parent {
            let why = kept.contains { $0 === parent } ? "which the app keeps" : "which is alive too"
            found.append("its container \(parent.traceName), \(why)")
        }
        if let split = controller.keepingSplitViewController {
            found.append("its split view controller \(split.traceName), which keeps its columns' controllers")
        }
        if let presenter = controller.storedPresentingViewController {
            found.append("its presenter \(presenter.traceName)")
        }
        if found.isEmpty && !session.runLoop.isIdle {
            found.append("work still waiting in the run loop (a block or a timer that captured it)")
        }
        if found.isEmpty {
            found.append("something outside the model (a closure, a strong delegate or a timer in app code)")
        }
        return found
    }
}

extension Session {
    /// Every controller that left the screen during this session and is still alive: the leak
    /// report (LifetimeTracker.swift). Ask for it once the flow has settled
    /// (`runLoop.runUntilIdle()`) and your own references to the controllers are gone.
    public func leaks(excluding kept: [ViewController] = []) -> [Leak] {
        lifetimes.leaks(excluding: kept)
    }
}
