import ArgumentParser
import Lifeline

/// Options that shape how the model behaves, shared by every command that runs a strategy.
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
}
