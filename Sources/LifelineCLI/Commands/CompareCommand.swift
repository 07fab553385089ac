import ArgumentParser
import Lifeline

/// `lifeline compare <strategy> <strategy>...`: runs several strategies and lines up the
/// callbacks each one causes, to show what each load path skips or reorders.
/// `lifeline compare <flow> --ios 12,13,16,17,26`: runs one flow on several iOS versions, a
/// version matrix (a column per version) headed by the versions where the callbacks change.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Run several strategies, or one flow on several iOS versions, and compare the callbacks they cause.",
        discussion: "Rows match on object, callback and arguments, aligned in each trace's order. "
            + "With one flow and '--ios 12,13,16,17,26' each column is a version, and the text names every version "
            + "where the callbacks change."
    )

    @Argument(
        help: ArgumentHelp("Two or more strategies (see 'lifeline strategies') or scenario files to compare, "
                            + "or one with several versions in --ios.", valueName: "strategy"),
        completion: .list(StrategyLookup.names)
    )
    var strategies: [String]

    @OptionGroup var model: ModelOptions
    @OptionGroup var output: OutputOptions<Formats>
    @OptionGroup var filter: FilterOptions

    /// The table, its JSON, or the comparison diagram; Mermaid has no comparison diagram.
    enum Formats: FormatSet {
        static let supported: [OutputFormat] = [.text, .json, .dot, .svg, .html]
        static let fallback = OutputFormat.text
    }

    /// Several versions of one flow rather than several strategies.
    private var versions: [IOSVersion]? {
        guard let versions = model.iosVersions, versions.count > 1 else { return nil }
        return versions
    }

    func validate() throws {
        if let versions {
            guard strategies.count == 1 else {
                throw ValidationError("compare runs either several strategies on one iOS version or one flow on "
                    + "several versions; got \(strategies.count) strategies and --ios "
                    + versions.map { String($0.major) }.joined(separator: ",") + ".")
            }
        } else {
            guard strategies.count >= 2 else {
                throw ValidationError("compare needs at least two strategies, got \(strategies.count) "
                    + "(or one flow and several versions: --ios 12,16,26).")
            }
        }
        // Names label the columns and key the JSON, so a repeat would be ambiguous.
        var seen: Set<String> = []
        for name in strategies where !seen.insert(name).inserted {
            throw ValidationError("strategy '\(name)' is listed more than once.")
        }
        var columns: Set<String> = []
        for argument in strategies {
            let runnable = try StrategyLookup.resolve(argument)
            try model.validate(runnable)
            guard columns.insert(runnable.name).inserted else {
                throw ValidationError("two of the strategies and files are named '\(runnable.name)'; rename a file.")
            }
        }
        _ = try output.resolvedFormat()
    }

    func run() throws {
        let selected = try strategies.map(StrategyLookup.resolve)
        let model = model
        let format = try output.resolvedFormat()
        // ArgumentParser calls run() on the main thread, and the model is main-actor bound.
        if let versions, let flow = selected.first {
            let runs = try MainActor.assumeIsolated {
                try versions.map { (name: "iOS \($0.major)", trace: try model.with(ios: $0).run(flow)) }
            }.map { (name: $0.name, trace: try filter.apply(to: $0.trace, label: "\(flow.name) on \($0.name)")) }
            try output.write(TraceRendering.render(versionsOf: flow.name, runs, as: format))
            return
        }
        let runs = try MainActor.assumeIsolated {
            try selected.map { (name: $0.name, trace: try model.run($0)) }
        }.map { (name: $0.name, trace: try filter.apply(to: $0.trace, label: $0.name)) }
        try output.write(TraceRendering.render(comparing: runs, as: format))
    }
}
