/// The `tapAction` step: `alert.tapAction(titled:)`, the user tapping one of the alert's buttons.
/// The title must be one the alert declares; whether the alert is on screen to be tapped is only
/// known while running (the model then does nothing).
extension ScenarioOperations {
    static func tapAction(_ args: StepArguments) throws(ScenarioError) -> ScenarioAction {
        let alert = try args.controller("on", kinds: [.alert])
        let node = args.node("title")
        let title = try args.nodes.string(node, for: "title", expected: "a button title", allowEmpty: true)
        let titles = args.controllers.first { $0.name == alert }?.alert.actions.map(\.title) ?? []
        guard titles.contains(title) else {
            throw args.nodes.error(at: node, titles.isEmpty
                ? "unknown action title '\(title)'; '\(alert)' declares no actions (e.g. 'actions: [OK, Cancel: cancel]')"
                : ScenarioError.unknownMessage("action title", title, among: titles))
        }
        return .tapAction(alert, title: title)
    }
}
