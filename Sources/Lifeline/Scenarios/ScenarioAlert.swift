/// An alert controller as a scenario declares it (`type: alert`): what
/// `AlertController(title:message:preferredStyle:)` and its `addAction(_:)` calls take. Every
/// action gets a handler that does nothing, so that its run shows in the trace.
public struct ScenarioAlert: Sendable, Equatable {
    public var title: String?
    public var message: String?
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

/// One button of a scenario's alert: `OK`, or `Cancel: cancel` for another style.
public struct ScenarioAlertAction: Sendable, Equatable {
    public var title: String
    public var style: AlertAction.Style

    public init(title: String, style: AlertAction.Style = .default) {
        self.title = title
        self.style = style
    }
}
