import ArgumentParser

/// `--diagram`: which picture of one trace the diagram formats draw. Shared by `trace` and `render`.
struct DiagramOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The diagram --format dot, svg or mermaid draws: sequence, the events in order (any of the three), "
            + "or states, each controller's appearance states (dot or svg) (default: sequence).",
        valueName: "kind"
    ))
    var diagram: DiagramKind?

    /// The diagram kind for `format`; asking for one with a format that cannot draw it is an
    /// error that offers only the formats that can.
    func kind(for format: OutputFormat) throws -> DiagramKind {
        guard let diagram else { return .sequence }
        guard !diagram.formats.contains(format) else { return diagram }
        if format.isDiagram {
            throw ValidationError("\(format.rawValue) draws sequence diagrams only; use --format dot or svg for --diagram \(diagram.rawValue).")
        }
        let choices = diagram.formats.map(\.rawValue)
        let spelled = choices.dropLast().joined(separator: ", ") + " or " + choices.last!
        throw ValidationError("--diagram \(diagram.rawValue) needs --format \(spelled), not \(format.rawValue).")
    }
}
