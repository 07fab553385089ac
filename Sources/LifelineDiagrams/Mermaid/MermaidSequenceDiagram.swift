import LifelineTrace

/// A trace as a Mermaid `sequenceDiagram`, with the same content as `SequenceDiagram` (it is
/// drawn from the same rows, folded the same way): a participant per object, each event a
/// message to its object from the object of the event that ran it, or for top-level events
/// from `app code` (calls), `UIKit` (callbacks, diagnostics) or `run loop` (run-loop phases);
/// turns and folds as notes, diagnostics with UIKit's message as a note. A line app code
/// logged is a note over its object's lifeline (`Note over`), a state change a note beside it
/// (`Note right of`): neither is a message anyone sent.
///
/// Participants have aliases the diagram chooses (`P3` for object 3, `A`, `U`, `R`); names and
/// everything else from the trace are escaped (see `MermaidText`), so no name can inject syntax.
public struct MermaidSequenceDiagram: Sendable {
    /// The Mermaid source, one statement per line.
    public let text: String

    /// Writes `trace`, folded exactly as `SequenceDiagram` folds it with the same `options`.
    public init(trace: Trace, options: SequenceDiagram.Options = SequenceDiagram.Options()) {
        let model = SequenceModel(trace: trace, options: options)
        text = MermaidWriter(model: model).write()
    }
}

/// Writes the lines of a Mermaid sequence diagram for a `SequenceModel`.
private struct MermaidWriter {
    let model: SequenceModel

    private static let app = "A"
    private static let uikit = "U"
    private static let runLoop = "R"

    func write() -> String {
        var lines = ["sequenceDiagram"]
        lines.append("    title " + MermaidText.escape(model.title.replacingNewlines()))
        let participants = self.participants()
        for (alias, name) in participants {
            lines.append("    participant \(alias) as " + MermaidText.escape(name))
        }
        let span = participants.count > 1
            ? "\(participants[0].alias),\(participants[participants.count - 1].alias)"
            : participants.first?.alias ?? Self.uikit
        var turn: Int?
        for row in model.rows {
            if row.column == nil {
                lines.append("    Note over \(span): " + MermaidText.escape(row.text))
                turn = row.lastTurn
                continue
            }
            if row.firstTurn != turn {
                lines.append("    Note over \(span): " + MermaidText.escape("turn \(row.firstTurn)"))
            }
            turn = row.lastTurn
            let target = alias(of: row.column)
            switch row.kind {
            case .fold, .event(.log):
                lines.append("    Note over \(target): " + MermaidText.escape(row.text))
                continue
            case .event(.state):
                lines.append("    Note right of \(target): " + MermaidText.escape(row.text))
                continue
            default:
                break
            }
            lines.append("    \(source(of: row))->>\(target): " + MermaidText.escape(row.text))
            if let detail = row.detail {
                lines.append("    Note right of \(target): " + MermaidText.escape(detail))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The senders top-level events need, then one participant per lifeline in the model's
    /// order (the run loop's lifeline is the `run loop` participant).
    private func participants() -> [(alias: String, name: String)] {
        var result: [(alias: String, name: String)] = []
        let topLevel = model.rows.filter { $0.parent == nil && $0.column != nil }
        if topLevel.contains(where: { $0.kind == .event(.call) }) { result.append((Self.app, "app code")) }
        if topLevel.contains(where: { $0.kind == .event(.callback) || $0.kind == .event(.diagnostic) }) {
            result.append((Self.uikit, "UIKit"))
        }
        let needsRunLoop = model.columns.contains(.runLoop)
            || topLevel.contains { $0.kind == .event(.runLoop) }
        if needsRunLoop { result.append((Self.runLoop, "run loop")) }
        for column in model.columns {
            guard case .object = column else { continue }
            let header = model.header(of: column)
            let name = header.className.map { "\(header.name) (\($0))" } ?? header.name
            result.append((alias(of: column), name))
        }
        return result
    }

    private func alias(of column: SequenceModel.Column?) -> String {
        switch column {
        case .object(let id): return "P\(id.rawValue)"
        case .runLoop, nil: return Self.runLoop
        }
    }

    /// The participant a message comes from: the lifeline of the event that ran it, or for a
    /// top-level event whoever starts that kind of event.
    private func source(of row: SequenceModel.Row) -> String {
        if let parent = row.parent { return alias(of: model.rows[parent].column) }
        switch row.kind {
        case .event(.call): return Self.app
        case .event(.runLoop): return Self.runLoop
        default: return Self.uikit
        }
    }
}

private extension String {
    /// The title is one statement: its second line (how much is folded) follows after a dash.
    func replacingNewlines() -> String {
        split(separator: "\n").joined(separator: " — ")
    }
}
