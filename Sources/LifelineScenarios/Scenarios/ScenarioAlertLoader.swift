import Yams

/// Reads an alert's declaration (`type: alert`): `title`, `message`, `preferredStyle` and
/// `actions`, a list whose items are a title (`OK`), a title and a style (`Cancel: cancel`), or a
/// title and a mapping of `style` and `do`, the steps its handler runs
/// (`Delete: { style: destructive, do: [steps] }`). Those steps may name any controller, so they
/// are read once every controller is declared: `handlers` gets each action's `do`, by index.
extension ScenarioLoader {
    func alert(_ entries: [ScenarioNodes.Entry], of name: String,
               handlers: inout [(action: Int, steps: Node)]) throws(ScenarioError) -> ScenarioAlert {
        var alert = ScenarioAlert()
        // UIKit takes empty texts, so `""` is one.
        if let entry = entries["title"] {
            alert.title = try nodes.string(entry.value, for: "title", expected: "a title", allowEmpty: true)
        }
        if let entry = entries["message"] {
            alert.message = try nodes.string(entry.value, for: "message", expected: "a message", allowEmpty: true)
        }
        if let entry = entries["preferredStyle"] {
            alert.preferredStyle = try nodes.choice(entry.value, for: "preferredStyle", what: "alert style",
                                                    among: ScenarioAlert.styles)
        }
        if let entry = entries["actions"] {
            let expected = "a list of button titles ('OK', or 'Cancel: cancel' for another style)"
            var cancel: String?
            for item in try nodes.list(entry.value, for: "actions", expected: expected) {
                let (action, steps) = try self.action(item, of: name)
                if let steps { handlers.append((alert.actions.count, steps)) }
                if action.style == .cancel {
                    // UIKit's addAction(_:) asserts: "UIAlertController can only have one action
                    // with a style of UIAlertActionStyleCancel".
                    if let cancel {
                        throw nodes.error(at: item, "'\(action.title)' is a second cancel action in '\(name)' "
                            + "(after '\(cancel)'); an alert has at most one (UIKit raises)")
                    }
                    cancel = action.title
                }
                alert.actions.append(action)
            }
        }
        return alert
    }

    /// `OK`, or a mapping with one entry, `Cancel: cancel` or `Delete: { style: ..., do: [...] }`;
    /// with the node of the handler's steps, if any.
    private func action(_ node: Node, of name: String) throws(ScenarioError) -> (ScenarioAlertAction, Node?) {
        let expected = "a button title, 'title: style', or 'title: { style: ..., do: [steps] }'"
        if case .mapping(let mapping) = node {
            guard mapping.count == 1, let (key, value) = mapping.first else {
                throw nodes.wrongType(node, expected: "one 'title: style' pair", for: "actions")
            }
            let title = try nodes.string(key, for: "actions", expected: expected, allowEmpty: true)
            guard case .mapping = value else {
                let style = try nodes.choice(value, for: title, what: "action style", among: ScenarioAlert.actionStyles)
                return (ScenarioAlertAction(title: title, style: style), nil)
            }
            let details = try nodes.entries(value, for: title, expected: "the action's style and steps",
                                            allowed: ["style", "do"], what: "key of an action")
            var action = ScenarioAlertAction(title: title)
            if let style = details["style"] {
                action.style = try nodes.choice(style.value, for: "style", what: "action style",
                                                among: ScenarioAlert.actionStyles)
            }
            return (action, details["do"]?.value)
        }
        return (ScenarioAlertAction(title: try nodes.string(node, for: "actions", expected: expected, allowEmpty: true)), nil)
    }
}
