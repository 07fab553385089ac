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

    /// Asks each candidate in turn, and stops at the first that answers true.
    private func unwindDestination(for action: String) -> ViewController? {
        for candidate in unwindCandidates() {
            var answer = false
            candidate.emit(.canPerformUnwindSegueAction,
                           EventArguments([.string(action), .object(traceID), .none])) {
                answer = candidate.canPerformUnwindSegueAction(action, from: self, sender: nil)
            }
            if answer { return candidate }
        }
        return nil
    }

    /// The candidates in the order they are asked: the source, then up its containers (each
    /// container's other children before the container: a navigation stack top first), then the
    /// presenting hierarchy, its visible leaves first. The source first and the presenters after
    /// follow S17-03 and S17-05; the walk into a presenter's containers follows S17-01 (its
    /// `allowedChildrenForUnwinding` calls are not modelled).
    private func unwindCandidates() -> [ViewController] {
        var result: [ViewController] = [self]
        var current: ViewController = self
        while true {
            while let parent = current.parent {
                result += parent.unwindChildren.filter { $0 !== current }.flatMap { $0.unwindSubtree }
                result.append(parent)
                current = parent
            }
            guard let presenter = current.storedPresentingViewController else { break }
            var root = presenter
            while let parent = root.parent { root = parent }
            result += root.unwindSubtree.filter { candidate in !result.contains { $0 === candidate } }
            current = root
        }
        return result
    }

    /// The children an unwind looks into, in the order it asks them: a navigation stack top
    /// first, a tab bar's selected tab first.
    private var unwindChildren: [ViewController] {
        if let navigation = self as? NavigationController { return navigation.viewControllers.reversed() }
        if let tabs = self as? TabBarController, let selected = tabs.selectedViewController {
            return [selected] + children.filter { $0 !== selected }
        }
        return children
    }

    /// This controller's descendants, leaves first, then itself.
    private var unwindSubtree: [ViewController] {
        unwindChildren.flatMap(\.unwindSubtree) + [self]
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
