import ArgumentParser
import Lifeline

/// Options that shape how the model runs a strategy and which part of the run is kept, shared by
/// every command that runs one.
struct ModelOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The iOS version to model: \(IOSVersionArgument.supportedList) (default: \(IOSVersion.default.major)). "
                + "Versions after 17 behave as 17.",
            valueName: "version"
        ),
        transform: IOSVersionArgument.parse
    )
    var ios: IOSVersion = .default

    @Flag(
        name: .customLong("from-marker"),
        help: ArgumentHelp(
            "Keep only what the strategy's operation adds: the trace starts at the marker the strategy places "
                + "after its setup (transition strategies only)."
        )
    )
    var fromMarker = false

    /// Refuses `--from-marker` for a strategy that places no marker, naming those that do.
    func validate(_ strategy: Strategy) throws {
        guard fromMarker, strategy.marker == nil else { return }
        let marked = Strategies.all.filter { $0.marker != nil }.map(\.name)
        throw ValidationError("strategy '\(strategy.name)' places no marker, so --from-marker does not apply to it. "
            + "Strategies with a marker: \(marked.joined(separator: ", ")).")
    }

    /// Runs `strategy` as these options ask. Main-actor bound, as the model is.
    @MainActor
    func run(_ strategy: Strategy) -> Trace {
        strategy.run(ios: ios, fromMarker: fromMarker)
    }
}
