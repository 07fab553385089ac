import ArgumentParser

/// `--diagram`: which picture of one trace the diagram formats draw. Shared by `trace` and `render`.
struct DiagramOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The diagram to draw with --format dot, svg or mermaid: a sequence diagram, or the controllers' appearance states.",
        valueName: "kind"
    ))
    var diagram: DiagramKind?

    /// The diagram kind for `format`; asking for one with a format that draws none is an error.
    func kind(for format: OutputFormat) throws -> DiagramKind {
        if let diagram, !format.isDiagram {
            throw ValidationError("--diagram \(diagram.rawValue) needs --format dot, svg or mermaid, not \(format.rawValue).")
        }
        if diagram == .states, format == .mermaid {
            throw ValidationError("mermaid draws sequence diagrams only; use --format dot or svg for --diagram states.")
        }
        return diagram ?? .sequence
    }
}
