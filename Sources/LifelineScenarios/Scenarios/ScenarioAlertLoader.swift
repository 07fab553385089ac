import Yams

/// Reads an alert's declaration (`type: alert`): `title`, `message`, `preferredStyle` and
/// `actions`, a list whose items are a title (`OK`) or a title and a style (`Cancel: cancel`).
extension ScenarioLoader {
    func alert(_ entries: [ScenarioNodes.Entry], of name: String) throws(ScenarioError) -> ScenarioAlert {
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
                let action = try self.action(item, of: name)
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

    /// `OK`, or a mapping with one entry, `Cancel: cancel`.
    private func action(_ node: Node, of name: String) throws(ScenarioError) -> ScenarioAlertAction {
        let expected = "a button title, or 'title: style'"
        if case .mapping(let mapping) = node {
            guard mapping.count == 1, let (key, value) = mapping.first else {
                throw nodes.wrongType(node, expected: "one 'title: style' pair", for: "actions")
            }
            let title = try nodes.string(key, for: "actions", expected: expected, allowEmpty: true)
            let style = try nodes.choice(value, for: title, what: "action style", among: ScenarioAlert.actionStyles)
            return ScenarioAlertAction(title: title, style: style)
        }
        return ScenarioAlertAction(title: try nodes.string(node, for: "actions", expected: expected, allowEmpty: true))
    }
}
