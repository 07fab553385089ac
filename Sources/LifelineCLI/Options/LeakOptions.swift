import ArgumentParser
import LifelineScenarios
import LifelineTrace

/// `lifeline trace --leaks`: instead of the trace, the leak report of the run (Model/Lifetime):
/// one line per controller that left the screen (popped, dismissed, removed, a replaced tab or
/// root) and was still alive when the last step had run, with who holds it where the model can
/// tell. Silent, with exit status 0, when every such controller was freed; exit status 1 when
/// the report lists any, so that a script can fail on a leak.
struct LeakOptions: ParsableArguments {
    @Flag(
        name: .customLong("leaks"),
        help: ArgumentHelp(
            "Write the leak report instead of the trace: every controller that left the screen and was not freed, "
                + "with who holds it. Nothing, and exit status 0, when there is none; exit status 1 otherwise."
        )
    )
    var isRequested = false

    /// Runs `runnable` as `model` asks and writes its leak report to standard output.
    @MainActor
    func report(_ runnable: RunnableScenario, model: ModelOptions) throws {
        let leaks: [Leak]
        do {
            leaks = try runnable.scenario.runReportingLeaks(ios: model.ios, device: model.device,
                                                            fromMarker: model.fromMarker).leaks
        } catch {
            throw CommandFailure(error.description)
        }
        guard !leaks.isEmpty else { return }
        // Names come from users: spelled so that the terminal shows them, one leak per line.
        let lines = leaks.map { TraceNameSyntax.visible($0.description) }
        print(lines.joined(separator: "\n"))
        throw ExitCode(1)
    }
}
