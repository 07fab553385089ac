/// An action of an `AlertController`, as `UIAlertAction`: a button title, a style, and a handler
/// that runs once the alert has been dismissed after a tap.
@MainActor
public final class AlertAction {
    /// How the action's button looks, as `UIAlertAction.Style`. It changes nothing in the trace.
    public enum Style: Sendable {
        case `default`
        case cancel
        case destructive
    }

    /// The button's title; `tapAction(titled:)` finds the action by it.
    public let title: String?
    /// How the button looks.
    public let style: Style
    /// False makes the button untappable, as in UIKit: `tapAction(titled:)` then does nothing.
    public var isEnabled = true
    let handler: ((AlertAction) -> Void)?

    /// Creates an action; `handler` gets the action once the alert's dismissal has finished.
    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// An alert or action sheet, as `UIAlertController`. Present it like any controller; it keeps the
/// presenter on screen: UIKit presents an alert with a custom presentation and an action sheet as
/// a popover (adapted on an iPhone), and neither removes the presenter's view (S5-06, S5-19).
/// `tapAction(titled:)` stands for the user tapping a button: the alert is dismissed, animated,
/// and the action's handler runs after the dismissal has finished, as in UIKit.
public final class AlertController: ViewController {
    /// The alert's presentation, as `UIAlertController.Style`.
    public enum Style: Sendable {
        case actionSheet
        case alert
    }

    /// The text under the title.
    public var message: String?
    /// Alert or action sheet; it decides the presentation style (custom or popover).
    public let preferredStyle: Style
    /// The actions, in the order they were added.
    public private(set) var actions: [AlertAction] = []

    /// Creates an alert; its trace name defaults to `alertController`.
    public init(title: String?, message: String?, preferredStyle: Style, name: String? = nil) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(name: name)
        self.title = title
    }

    /// Custom for an alert, a popover for an action sheet, whatever is set: UIKit's setter passes
    /// the style its preferred style resolves to, not the one given, on to `UIViewController`
    /// (`-[UIAlertController setModalPresentationStyle:]` in a decompiled UIKitCore).
    override public var modalPresentationStyle: ModalPresentationStyle {
        get { preferredStyle == .alert ? .custom : .popover }
        set {}
    }

    /// Adds a button for `action`.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
    }

    /// The user taps the first enabled action titled `title` while the alert is presented and its
    /// presentation has finished: the alert is dismissed (animated) and the action's handler runs
    /// once the dismissal has ended, recorded as `actionHandler()`. Returns false, and changes
    /// nothing, when there is no such button to tap. No conformance entry covers alerts: the
    /// handler's timing follows `UIAlertAction`'s documentation (the handler runs after the alert
    /// is dismissed), and ignoring taps during a transition is the model's assumption (no button
    /// is on screen to tap then).
    @discardableResult
    public func tapAction(titled title: String) -> Bool {
        var tapped = false
        emit(.tapAction, EventArguments(.string(title))) {
            guard let action = actions.first(where: { $0.title == title && $0.isEnabled }),
                  storedPresentingViewController != nil, !isBeingPresented, !isBeingDismissed else { return }
            tapped = startDismissal(animated: true) { [weak self] in
                guard let self, let handler = action.handler else { return }
                self.emit(.actionHandler) { handler(action) }
            }
        }
        return tapped
    }
}
