import ArgumentParser
import Lifeline

/// `lifeline why FLOW EVENT`: why an event ran, as the chain from it up to the user's call that
/// caused it: every callback and call it ran inside, every scheduling step (a run-loop turn, a
/// layout pass, a timer, a transition's completion), and the version rule it follows with its
/// evidence where the model knows one. `--format svg` (or dot) draws the flow's sequence diagram
/// with the chain highlighted.
struct WhyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "why",
        abstract: "Explain why an event ran: the chain from it up to the call that caused it.",
        discussion: "EVENT is a number from the trace ('lifeline trace' counts events from 1 in order) or "
            + "object.callback ('home.viewWillDisappear', 'home.viewWillDisappear(_:)', 'home.viewWillDisappear(true)'), "
            + "with '#n' for its n-th run ('window.layoutSubviews#2')."
    )

    @Argument(help: ArgumentHelp("The flow: a strategy, a scenario file or a saved trace ('-' for standard input).",
                                 valueName: "flow"),
              completion: .list(StrategyLookup.names))
    var flow: String

    @Argument(help: ArgumentHelp("The event: its number, or object.callback with an optional #n.", valueName: "event"))
    var event: String

    @OptionGroup var model: ModelOptions
    @OptionGroup var output: OutputOptions<Formats>

    /// The explanation, or the sequence diagram with the chain highlighted.
    enum Formats: FormatSet {
        static let supported: [OutputFormat] = [.text, .dot, .svg]
        static let fallback = OutputFormat.text
    }

    func validate() throws {
        try model.requireOneVersion()
        _ = try output.resolvedFormat()
    }

    func run() throws {
        let source = try TraceSource.trace(for: flow, model: model)
        let trace = source.trace
        let selector = EventSelector(event)
        let sequence: Int, matches: Int
        do {
            (sequence, matches) = try selector.resolveCounting(in: trace)
        } catch {
            throw CommandFailure("\(error.description) (\(source.label), iOS \(trace.iosVersion)).")
        }
        let format = try output.resolvedFormat()
        if format == .text {
            try output.write(TerminalText.visible(explanation(of: sequence, in: trace, label: source.label,
                                                              matches: matches)))
        } else {
            let chain = Set(trace.causeChain(of: sequence).map(\.sequence))
            try output.write(TraceRendering.render(trace, as: format, highlighting: chain))
        }
    }

    /// The header, the chain and the rules with their evidence.
    private func explanation(of sequence: Int, in trace: Trace, label: String, matches: Int) -> String {
        let explanation = CauseExplanation(trace)
        let labels = explanation.labels
        let event = trace.event(sequence)
        var header = "why \(labels.line(of: sequence)): event \(sequence) of \(label) on iOS \(trace.iosVersion), "
            + CauseExplanation.moment(of: event)
        if matches > 1, !self.event.contains("#") {
            header += " (the first of \(matches); add #2 for the next)"
        }
        var lines = [header, ""] + explanation.lines(for: sequence)
        let notes = trace.causeChain(of: sequence).compactMap { link in
            CallbackEvidence.note(for: trace.event(link.sequence), ios: trace.iosVersion).map { (link.sequence, $0) }
        }
        if !notes.isEmpty { lines.append("") }
        for (sequence, note) in notes {
            lines.append("rule for \(labels.invocation(of: sequence, includingReceiver: true)) "
                + "(evidence: \(note.evidence.joined(separator: ", "))):")
            lines += Self.wrapped(note.rule, indent: "  ", width: 100)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Words of `text` on lines of at most `width` characters (a longer word gets its own line).
    static func wrapped(_ text: String, indent: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, indent.count + current.count + 1 + word.count > width {
                lines.append(indent + current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        if !current.isEmpty { lines.append(indent + current) }
        return lines
    }
}
