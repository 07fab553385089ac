import Foundation
import LifelineScenarios
import Testing

/// `lifeline trace`, run as a user would.
struct TraceCommandTests {
    @Test func printsTheTextTrace() throws {
        let result = try LifelineBinary.run(["trace", "root-window"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("lifeline-trace 3"))
        #expect(result.stdout.hasSuffix("\n"))
        // The exact text is pinned by StrategyTraceTests; printsWhatTheLibraryEncodes ties the binary to it.
    }

    @Test @MainActor func printsWhatTheLibraryEncodes() throws {
        let result = try LifelineBinary.run(["trace", "root-window"])
        let trace = Strategies.named("root-window")!.run()
        #expect(result.stdout == TextTraceFormat.encode(trace))
        #expect(try TextTraceFormat.decode(result.stdout) == trace)
    }

    @Test func formatTextIsTheDefault() throws {
        let implicit = try LifelineBinary.run(["trace", "root-window"])
        let explicit = try LifelineBinary.run(["trace", "root-window", "--format", "text"])
        #expect(explicit.status == 0)
        #expect(explicit.stdout == implicit.stdout)
    }

    @Test func printsJSONThatParses() throws {
        let result = try LifelineBinary.run(["trace", "root-window", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(try JSONSerialization.jsonObject(with: result.stdoutData) is [String: Any])
    }

    @Test @MainActor func printsTheJSONTheLibraryEncodes() throws {
        let result = try LifelineBinary.run(["trace", "root-window", "--format", "json"])
        let trace = Strategies.named("root-window")!.run()
        #expect(result.stdout == JSONTraceFormat.encode(trace))
        #expect(try JSONTraceFormat.decode(result.stdout) == trace)
    }

    @Test(arguments: ["root-window", "direct-view-access", "load-view-if-needed",
                      "appearance-transition", "appearance-transition-disappear"])
    func everyStrategyTraces(strategy: String) throws {
        let result = try LifelineBinary.run(["trace", strategy])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("lifeline-trace 3"))
    }

    @Test @MainActor func acceptsASupportedIOSVersion() throws {
        let result = try LifelineBinary.run(["trace", "root-window", "--ios", "12"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let trace = try TextTraceFormat.decode(result.stdout)
        #expect(trace.iosVersion == 12)
        #expect(trace == Strategies.named("root-window")!.run(ios: IOSVersion.iOS12))
        // iOS 12 predates viewIsAppearing and still sends the initial traitCollectionDidChange.
        #expect(!result.stdout.contains("viewIsAppearing"))
        #expect(result.stdout.contains("    vc.traitCollectionDidChange(nil)\n"))
    }

    @Test func defaultsToTheDefaultIOSVersion() throws {
        let result = try LifelineBinary.run(["trace", "root-window"])
        #expect(try TextTraceFormat.decode(result.stdout).iosVersion == IOSVersion.default.major)
    }

    @Test func helpListsTheSupportedIOSVersions() throws {
        let result = try LifelineBinary.run(["trace", "--help"])
        #expect(result.status == 0)
        let help = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("(values: 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 26; default: 26, or a scenario file's 'ios'). "
            + "Versions after 17 behave as 17."))
    }
}
