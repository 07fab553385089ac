/// What `allowedChildrenForUnwinding(from:)` and `childContaining(_:)` receive, as
/// `UIStoryboardUnwindSegueSource`: the controller the unwind starts from and its action.
@MainActor
public final class UnwindSegueSource {
    /// The controller that initiated the unwind (its `source`).
    public let source: ViewController
    /// The unwind action's name (its `unwindAction` selector).
    public let unwindAction: String

    /// UIKit makes it; public so that tests and tools can call the overridable methods directly.
    public init(source: ViewController, unwindAction: String) {
        self.source = source
        self.unwindAction = unwindAction
    }
}

/// Unwind segues: the search for a destination, `prepare(for:sender:)` on the source, the
/// destination's unwind action, then the dismissal and the containers' `unwind(for:towards:)`
/// (S17-01, S17-03, S17-05; Apple's TN2298, S17-06: the action runs before the visual transition).
extension ViewController {
    /// The user triggering an unwind segue from this controller (an exit button wired to
    /// `action`), the segue named `identifier` (the action's name when nil). `shouldPerformSegue`
    /// is asked first, as for any triggered segue (S17-01, S17-03, S17-05 log it).
    public func triggerUnwind(_ action: String, identifier: String? = nil) {
        let identifier = identifier ?? action
        emit(.triggerUnwind, EventArguments(.string(action))) {
            var should = true
            emit(.shouldPerformSegue, EventArguments(.string(identifier), .none)) {
                should = shouldPerformSegue(withIdentifier: identifier, sender: nil)
            }
            guard should else { return }
            guard let destination = unwindDestination(for: action) else {
                return diagnose(.unwindWithoutDestination, EventArguments(.string(action)))
            }
            let segue = StoryboardSegue(identifier: identifier, source: self, destination: destination)
            prepare(segue, sender: nil)
            destination.emit(.unwindAction, EventArguments(.string(action))) {}
            performUnwindTransition(segue)
        }
    }

    /// The search for the destination (S17-01, S17-03, S17-05 and S17-10 log it): the source's
    /// own subtree, then each controller up its containers and across each presentation, each
    /// searched by `searchForUnwind`. When a child of a container made the presentation that
    /// holds the source (the presenting controller is then the container's root), that child is
    /// searched before the source, and the walk goes on up from it (S17-01, S17-10: "we dive back
    /// down", mattneub's logs; S17-03 and S17-05, where the presenting controller made the
    /// presentation itself, start at the source).
    private func unwindDestination(for action: String) -> ViewController? {
        let source = UnwindSegueSource(source: self, unwindAction: action)
        var searched: [ViewController] = []
        var current: ViewController = self
        var first: [ViewController] = [self]
        if parent == nil, let caller = presentationCaller, caller !== storedPresentingViewController {
            first = [caller, self]
            current = caller
        }
        for controller in first {
            if let found = controller.searchForUnwind(source, searched: &searched) { return found }
        }
        while let next = current.parent ?? current.presentationCaller ?? current.storedPresentingViewController {
            if let found = next.searchForUnwind(source, searched: &searched) { return found }
            current = next
        }
        return nil
    }

    /// One controller's part of the search: `allowedChildrenForUnwinding(from:)`, each allowed
    /// child's part in the order given (depth first), then its own
    /// `canPerformUnwindSegueAction`, which is asked only when no child answered (S17-01: the
    /// containers are never asked). A controller already searched is skipped, so that an override
    /// naming an ancestor cannot loop.
    private func searchForUnwind(_ source: UnwindSegueSource, searched: inout [ViewController]) -> ViewController? {
        guard !searched.contains(where: { $0 === self }) else { return nil }
        searched.append(self)
        var allowed: [ViewController] = []
        emit(.allowedChildrenForUnwinding, EventArguments(.object(source.source.traceID))) {
            allowed = allowedChildrenForUnwinding(from: source)
        }
        for child in allowed {
            if let found = child.searchForUnwind(source, searched: &searched) { return found }
        }
        var answer = false
        emit(.canPerformUnwindSegueAction,
             EventArguments([.string(source.unwindAction), .object(source.source.traceID), .none])) {
            answer = canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: nil)
        }
        return answer ? self : nil
    }

    /// What the base `allowedChildrenForUnwinding(from:)` returns: Apple's documented default,
    /// the children minus `childContaining(source)`; a navigation controller lists its stack top
    /// first (S17-01: `[Pushed, First]` for the stack `[First, Pushed]`).
    func defaultAllowedChildrenForUnwinding(from source: UnwindSegueSource) -> [ViewController] {
        let containing = childContaining(source)
        let ordered = (self as? NavigationController).map { Array($0.viewControllers.reversed()) } ?? children
        return ordered.filter { $0 !== containing }
    }

    /// What the base `childContaining(_:)` returns: the child the source descends from, through
    /// containment or a presentation a descendant made (S17-01: the tab bar leaves out the tab
    /// whose controller presented the source).
    func defaultChildContaining(_ source: UnwindSegueSource) -> ViewController? {
        var current: ViewController? = source.source
        while let controller = current {
            if controller.parent === self { return controller }
            current = controller.parent ?? controller.presentationCaller ?? controller.storedPresentingViewController
        }
        return nil
    }

    /// The visual part: a presentation covering the destination is dismissed by its presenter,
    /// then each container from the destination's outermost one down gets
    /// `unwind(for:towards:)`, outermost first (S17-01: dismiss, then the tab bar, then the
    /// navigation controller's pop).
    private func performUnwindTransition(_ segue: StoryboardSegue) {
        let destination = segue.destination
        let path = Array(sequence(first: destination, next: \.parent).reversed())
        if let presenter = path.first(where: { $0.storedPresentedViewController != nil }),
           !path.contains(where: { $0 === self }) {
            presenter.dismiss(animated: true)
        }
        for (container, child) in zip(path, path.dropFirst()) {
            container.emit(.unwindTowards, EventArguments(.string(segue.identifier), .object(child.traceID))) {
                container.unwind(for: segue, towards: child)
            }
        }
    }

    /// What the base `unwind(for:towards:)` does: UIKit's navigation controller pops to the
    /// child, its tab bar controller selects it.
    func unwindContainer(towards child: ViewController) {
        if let navigation = self as? NavigationController, navigation.topViewController !== child,
           navigation.viewControllers.contains(where: { $0 === child }) {
            _ = navigation.popToViewController(child, animated: true)
        } else if let tabs = self as? TabBarController, tabs.selectedViewController !== child {
            tabs.selectedViewController = child
        }
    }
}
