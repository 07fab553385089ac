import ArgumentParser
import LifelineScenarios

/// Options that shape how the model runs a strategy and which part of the run is kept, shared by
/// every command that runs one.
struct ModelOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The iOS version to model (values: \(IOSVersionArgument.supportedList); default: \(IOSVersion.default.major), "
                + "or a scenario file's 'ios'). Versions after 17 behave as 17. Given, it overrides a scenario file's 'ios'.",
            valueName: "version"
        ),
        transform: IOSVersionArgument.parse
    )
    var ios: IOSVersion?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The device to model (values: \(DeviceArgument.supportedList); default: \(Device.default.rawValue), "
                + "or a scenario file's 'device'). Given, it overrides a scenario file's 'device'.",
            valueName: "device"
        ),
        transform: DeviceArgument.parse
    )
    var device: Device?

    @Flag(
        name: .customLong("from-marker"),
        help: ArgumentHelp(
            "Keep only what the strategy's operation adds: the trace starts at the marker the strategy places "
                + "after its setup (transition strategies, and scenario files with a 'mark' step)."
        )
    )
    var fromMarker = false

    /// Refuses `--from-marker` for a strategy or file that places no marker, naming the strategies that do.
    func validate(_ runnable: RunnableScenario) throws {
        guard fromMarker, runnable.scenario.marker == nil else { return }
        if runnable.isFile {
            throw ValidationError("scenario '\(runnable.name)' has no 'mark' step, so --from-marker does not apply to it.")
        }
        let marked = Strategies.all.filter { $0.marker != nil }.map(\.name)
        throw ValidationError("strategy '\(runnable.name)' places no marker, so --from-marker does not apply to it. "
            + "Strategies with a marker: \(marked.joined(separator: ", ")).")
    }

    /// Runs `runnable` as these options ask: `--ios` over a file's `ios`, `--device` over its `device`. Main-actor bound, as the model is.
    /// A scenario that never goes idle fails with its step's position.
    @MainActor
    func run(_ runnable: RunnableScenario) throws -> Trace {
        do {
            return try runnable.scenario.run(ios: ios, device: device, fromMarker: fromMarker)
        } catch {
            throw CommandFailure(error.description)
        }
    }
}
