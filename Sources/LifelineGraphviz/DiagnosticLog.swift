/// Reassembles the messages that libcgraph hands an error handler in pieces.
///
/// Each new message arrives as its level ("Error" or "Warning"), then ": ", then its text; a
/// continuation (level AGPREV) arrives as text alone and belongs to the message before it.
struct DiagnosticLog {
    enum Severity: Equatable {
        case error, warning
    }

    struct Message: Equatable {
        var severity: Severity
        var text: String
    }

    private enum Expecting {
        case level
        case separator(Severity)
        case text(Severity)
    }

    private(set) var messages: [Message] = []
    private var expecting = Expecting.level

    mutating func receive(_ piece: String) {
        switch expecting {
        case .level:
            switch piece {
            case "Error": expecting = .separator(.error)
            case "Warning": expecting = .separator(.warning)
            default: appendToLast(piece)
            }
        case .separator(let severity):
            if piece == ": " {
                expecting = .text(severity)
            } else {
                // The level word was the text of a continuation after all.
                expecting = .level
                appendToLast((severity == .error ? "Error" : "Warning") + piece)
            }
        case .text(let severity):
            messages.append(Message(severity: severity, text: piece))
            expecting = .level
        }
    }

    mutating func removeAll() {
        messages.removeAll()
        expecting = .level
    }

    /// The error messages, trimmed and one per line; the warnings if there were no errors, since
    /// a failure that Graphviz only warned about is better told with the warning than with nothing.
    var failureText: String? {
        let errors = messages.filter { $0.severity == .error }
        let chosen = errors.isEmpty ? messages : errors
        let lines = chosen.map { trimmed($0.text) }.filter { !$0.isEmpty }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    private mutating func appendToLast(_ piece: String) {
        if messages.isEmpty {
            // A continuation with nothing before it in this operation: its level is unknown,
            // and calling it a warning keeps it from passing for the cause of a failure.
            messages.append(Message(severity: .warning, text: piece))
        } else {
            messages[messages.count - 1].text += piece
        }
    }

    private func trimmed(_ text: String) -> String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let first = text.firstIndex(where: { !isSpace($0) }),
              let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(text[first...last])
    }
}
