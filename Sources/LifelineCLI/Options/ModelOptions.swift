import ArgumentParser
import LifelineScenarios

/// Options that shape how the model runs a strategy and which part of the run is kept, shared by
/// every command that runs one.
struct ModelOptions: ParsableArguments {
    @Option(
        name: .customLong("ios"),
        help: ArgumentHelp(
            "The iOS version to model (values: \(IOSVersionArgument.supportedList); default: \(IOSVersion.default.major), "
                + "or a scenario file's 'ios'). Versions after 17 behave as 17. Given, it overrides a scenario file's 'ios'. "
                + "'compare' takes several, comma-separated, for a version matrix of one flow (12,16,26).",
            valueName: "version"
        ),
        transform: IOSVersionArgument.parseList
    )
    var iosVersions: [IOSVersion]?

    /// The one version `--ios` names; a command that takes one calls `requireOneVersion()` first.
    var ios: IOSVersion? { iosVersions?.first }

    /// Refuses a list of versions where one is expected, pointing at the command that takes one.
    func requireOneVersion() throws {
        guard let iosVersions, iosVersions.count > 1 else { return }
        throw ValidationError("--ios takes one version here; 'lifeline compare FLOW --ios "
            + iosVersions.map { String($0.major) }.joined(separator: ",") + "' compares a flow across versions.")
    }

    /// These options with `--ios` set to `version`, for running one flow on several versions.
    func with(ios version: IOSVersion) -> ModelOptions {
        var copy = self
        copy.iosVersions = [version]
        return copy
    }

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

    /// The first of these options given, as typed (`--ios`), for a command to name when it
    /// refuses them because nothing runs; `nil` when none is given.
    var givenOption: String? {
        if iosVersions != nil { return "--ios" }
        if device != nil { return "--device" }
        return fromMarker ? "--from-marker" : nil
    }

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
