/// App code a scenario runs (ScenarioOperations.React, After, Async, Log and the blocks of
/// present, dismiss, transition and alert actions): reactions attached to their objects as
/// these come into being, and nested steps performed inside callbacks, blocks and timers, which
/// cannot throw, so their first error is kept for the run to report.
extension ScenarioRunner {
    /// Attaches a reaction to its object, or, until the object comes into being, keeps it for then.
    func attach(_ reaction: ScenarioOperations.React) {
        let existing: Responder? = switch reaction.object {
        case .controller(let name): controllers[name] ?? existingDelegate(named: name) ?? presentationControllers[name]
        case .window: window
        case .view(let name): views[name]
        case .content: nil
        case .app(let app): appObjects.first { $0.traceName == app.rawValue }
        }
        if let existing {
            install(reaction, on: existing)
        } else if case .content(let name) = reaction.object, let node = contentNodes[name] {
            install(reaction, on: node)
        } else {
            pendingReactions[reaction.object.name, default: []].append(reaction)
        }
    }

    /// Attaches the reactions waiting for `name`, now that it exists.
    func installReactions(on object: Responder, named name: String) {
        guard let reactions = pendingReactions.removeValue(forKey: name) else { return }
        for reaction in reactions { install(reaction, on: object) }
    }

    /// `object.react(to:at:on:)`. With conditions, the model is asked for every call and the
    /// calls whose flags hold are counted here, so that `occurrence` counts those.
    func install(_ reaction: ScenarioOperations.React, on object: Responder) {
        let work = self.work(reaction.steps, addingTransitionBlocksOf: reaction, on: object)
        guard !reaction.conditions.isEmpty else {
            object.react(to: reaction.callback, at: reaction.moment, on: reaction.occurrence, work)
            return
        }
        let matches = MatchCount()
        object.react(to: reaction.callback, at: reaction.moment, on: .every) { [weak object] in
            guard let controller = object as? ViewController,
                  reaction.conditions.allSatisfy({ $0.holds(for: controller) }) else { return }
            matches.value += 1
            switch reaction.occurrence {
            case .first where matches.value != 1: return
            case .nth(let count) where matches.value != count: return
            default: work()
            }
        }
    }

    /// A reaction joining a hosted node's `onAppear` or `onDisappear` actions, as
    /// `node.onAppear(perform:)` does: its steps run inside the node's event, after the actions
    /// added before it. The node's calls are counted here for `occurrence`.
    func install(_ reaction: ScenarioOperations.React, on node: HostedView) {
        let work = self.work(reaction.steps)
        let calls = MatchCount()
        let action = {
            calls.value += 1
            switch reaction.occurrence {
            case .first where calls.value != 1: return
            case .nth(let count) where calls.value != count: return
            default: work()
            }
        }
        if reaction.callback == .onDisappear { node.onDisappear(perform: action) } else { node.onAppear(perform: action) }
    }

    /// Calls of a conditional reaction whose conditions held so far.
    private final class MatchCount { var value = 0 }

    /// A reaction's steps, then, in a size transition's callback, its `alongside` and
    /// `transitionCompletion` blocks added to the transition's coordinator, as
    /// `coordinator.animate(alongsideTransition:completion:)` in the override would.
    private func work(_ steps: [ScenarioStep], addingTransitionBlocksOf reaction: ScenarioOperations.React,
                      on object: Responder) -> @MainActor () -> Void {
        let work: @MainActor () -> Void = self.work(steps)
        guard reaction.alongside != nil || reaction.transitionCompletion != nil else { return work }
        var alongside: (@MainActor (TransitionCoordinator) -> Void)?
        if let steps = reaction.alongside {
            let block: @MainActor () -> Void = self.work(steps)
            alongside = { _ in block() }
        }
        var completion: (@MainActor (TransitionCoordinator) -> Void)?
        if let steps = reaction.transitionCompletion {
            let block: @MainActor () -> Void = self.work(steps)
            completion = { _ in block() }
        }
        return { [weak object, alongside, completion] in
            work()
            guard let coordinator = (object as? ViewController)?.transitionCoordinator else { return }
            coordinator.animate(alongsideTransition: alongside, completion: completion)
        }
    }

    /// A block that performs `steps` as app code (a reaction, a completion, a handler, a timer).
    func work(_ steps: [ScenarioStep]) -> @MainActor () -> Void {
        { [weak self] in self?.performNested(steps) }
    }

    /// A block for an API call's `completion`: nil for none.
    func block(_ steps: [ScenarioStep]?) -> (() -> Void)? {
        guard let steps else { return nil }
        return { [weak self] in self?.performNested(steps) }
    }

    /// Performs steps that app code runs: an error stops them and is kept for the run to report.
    private func performNested(_ steps: [ScenarioStep]) {
        let outer = current
        defer { current = outer }
        for step in steps where nestedFailure == nil {
            do {
                try perform(step)
            } catch {
                nestedFailure = error
            }
        }
    }
}
