import Lifeline

/// A controller the runner no longer keeps alive.
struct WeakController {
    weak var controller: ViewController?
}

/// The runner's references and deallocation (Model/Lifetime): a scenario's controllers are the
/// app's, created where a step first needs them and handed to UIKit, as `push(DetailViewController())`
/// does. The runner keeps each one alive until it leaves the screen (popped, dismissed, removed,
/// a replaced tab or root), then lets go unless a later step or a reaction names it (the app
/// keeps a property for a controller it shows again), so that the model frees it as UIKit would
/// and records its `deinit`; whatever else still holds it (a `retain` step's closure) is a leak
/// the report names.
extension ScenarioRunner {
    func letGoOfControllersThatLeaveTheScreen() {
        session.lifetimes.departureHandler = { [unowned self] controller in
            guard let name = controllers.first(where: { $0.value === controller })?.key,
                  !namesMentioned(after: topLevelStepIndex).contains(name) else { return }
            departedControllers[name] = WeakController(controller: controller)
            forgetController(named: name)
        }
    }

    /// The departed controller `name` if it is still alive, kept again from now on.
    func departedController(_ name: String) -> ViewController? {
        guard let entry = departedControllers.removeValue(forKey: name), let controller = entry.controller else { return nil }
        keep(controller, named: name)
        return controller
    }

    /// The words of the steps after `index` and of the reactions' steps, as the writer spells them:
    /// a controller's name among them means the scenario uses it again. Worked out once per step.
    private func namesMentioned(after index: Int) -> Set<String> {
        if let known = namesMentionedAfterStep[index] { return known }
        var rest = scenario
        rest.controllers = []
        rest.views = []
        rest.summary = nil
        rest.name = ""
        // Markers and log lines name no object, whatever words their text holds.
        // A reaction's own object is not a use of it (a reaction on a controller is its override);
        // what the reaction's steps name is.
        let later = index + 1 < scenario.steps.count ? Array(scenario.steps[(index + 1)...]) : []
        rest.steps = (later + scenario.reactions.flatMap(\.steps))
            .filter { !($0.operation is ScenarioOperations.Mark) && !($0.operation is ScenarioOperations.Log) }
        rest.reactions = []
        let separators = Set(" \t\n,:{}[]\"'.-")
        let words = Set(ScenarioWriter.yaml(rest).split { separators.contains($0) }.map(String.init))
        namesMentionedAfterStep[index] = words
        return words
    }

    /// The leak report for this run: every controller that left the screen and is still alive,
    /// except those the scenario keeps because a later step names them (an app's property) and
    /// the pages a declared page data source lists: an app's array-backed data source keeps its
    /// pages by design, so a page swiped away stays alive without leaking. A split view
    /// controller's columns' controllers are kept too: UIKit's split view controller holds them
    /// (`viewController(for:)`) while a collapsed stack has popped them.
    func leaks() -> [Leak] {
        let pages = dataSources.values.flatMap(\.pages)
        let columns = controllers.values.compactMap { $0 as? SplitViewController }.flatMap { split in
            SplitViewController.Column.allCases.compactMap { split.viewController(for: $0) }
        }
        return session.lifetimes.leaks(excluding: Array(controllers.values) + pages + columns)
    }
}
