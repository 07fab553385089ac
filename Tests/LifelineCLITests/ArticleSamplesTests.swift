import Lifeline
import Testing

/// The article samples as shipped executables: each runs its flow and prints a trace that
/// reads back. Their behaviour is specified by NavigationServiceSampleTests and
/// DismissLoggingSampleTests against the sample libraries.
@Suite("Article samples")
struct ArticleSamplesTests {
    @Test func navigationServiceSamplePrintsTheWholeFlowWithAMarkerPerStep() throws {
        let result = try LifelineBinary.run([], executable: "navigation-service-sample")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let trace = try TextTraceFormat.decode(result.stdout)
        #expect(trace.scenario == "navigation-service")
        #expect(trace.markers.map(\.name) == [
            "login", "validate onboarding", "display info details", "display new info", "create new info",
            "present logout sheet", "tap Logout", "login again",
        ])
        #expect(trace.events.filter { $0.kind == .diagnostic }.isEmpty)
    }

    @Test func dismissLoggingSampleLogsOnceAndPrintsItsTrace() throws {
        let result = try LifelineBinary.run([], executable: "dismiss-logging-sample")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
        #expect(lines.prefix(2) == ["[log] DetailsViewController was dismissed!!!", "[time] 2.35 s"])
        let trace = try TextTraceFormat.decode(String(lines[2]))
        #expect(trace.scenario == "dismiss-logging")
        #expect(trace.events.last.map { trace.label(of: $0) } == "window.layoutSubviews()")
    }

    @Test func lifecycleObserverSampleTracksBothScreens() throws {
        let result = try LifelineBinary.run([], executable: "lifecycle-observer-sample")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.suffix(2) == ["analytics: screen shown: profile, screen shown: greeting", ""])
        let trace = try TextTraceFormat.decode(lines.dropLast(2).joined(separator: "\n") + "\n")
        #expect(trace.scenario == "lifecycle-observer-sample")
        #expect(trace.object(named: "tracker")?.role == .viewController)
        #expect(trace.object(named: "vStack")?.role == .content)
    }
}
