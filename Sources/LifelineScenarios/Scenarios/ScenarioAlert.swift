/// An alert controller as a scenario declares it (`type: alert`): what
/// `AlertController(title:message:preferredStyle:)` and its `addAction(_:)` calls take. Every
/// action gets a handler, which runs the action's steps (none by default), so that its run shows
/// in the trace.
public struct ScenarioAlert: Sendable, Equatable {
    /// The alert's title (`title`); nil for none, `""` for an empty one.
    public var title: String?
    /// The text under the title (`message`); nil for none, `""` for an empty one.
    public var message: String?
    /// Alert (the default) or action sheet (`preferredStyle`); it decides the presentation.
    public var preferredStyle: AlertController.Style
    /// The buttons, in the order they are added.
    public var actions: [ScenarioAlertAction]

    public init(title: String? = nil, message: String? = nil, preferredStyle: AlertController.Style = .alert,
                actions: [ScenarioAlertAction] = []) {
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        self.actions = actions
    }

    /// The spellings of `preferredStyle` in a file.
    static let styles: [(String, AlertController.Style)] = [("alert", .alert), ("actionSheet", .actionSheet)]
    /// The spellings of an action's style in a file.
    static let actionStyles: [(String, AlertAction.Style)] = [
        ("default", .default), ("cancel", .cancel), ("destructive", .destructive),
    ]

    static func name(of style: AlertController.Style) -> String { ScenarioNodes.spelling(of: style, among: styles) }
    static func name(of style: AlertAction.Style) -> String { ScenarioNodes.spelling(of: style, among: actionStyles) }
}

/// One button of a scenario's alert: `OK`, `Cancel: cancel` for another style, or
/// `Delete: { style: destructive, do: [steps] }` for a handler that runs steps.
public struct ScenarioAlertAction: Sendable, Equatable {
    /// The button's title, which `tapAction` names; it may be empty, and two buttons may share
    /// one (a tap takes the first).
    public var title: String
    /// How the button looks (`default`, `cancel` or `destructive`); an alert has at most one cancel.
    public var style: AlertAction.Style
    /// What the action's handler does (`do`), inside its `actionHandler()` event; empty, a
    /// handler that does nothing, whose run still shows in the trace.
    public var handler: [ScenarioStep]

    public init(title: String, style: AlertAction.Style = .default, handler: [ScenarioStep] = []) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
