import Foundation
import LifelineScenarios
import Testing

/// `--from-marker` on `trace` and `compare`: the output starts at the strategy's marker, and a
/// strategy without one is refused before anything runs.
struct FromMarkerTests {
    @Test @MainActor func traceFromMarkerPrintsWhatTheLibrarySlices() throws {
        let result = try LifelineBinary.run(["trace", "push-animated", "--from-marker"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let trace = Strategies.named("push-animated")!.run(fromMarker: true)
        #expect(result.stdout == TextTraceFormat.encode(trace))
        #expect(result.stdout.contains("events:\nturn 1\n  --- push\n  [1] nav.pushViewController(b, animated: true)\n"))
    }

    @Test func withoutTheFlagTheWholeRunIsKeptWithItsMarker() throws {
        let result = try LifelineBinary.run(["trace", "push", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"markers\" : [\n    { \"name\" : \"push\", \"position\" : 47, \"turn\" : 1 }\n  ],"))
    }

    @Test @MainActor func compareFromMarkerComparesTheOperationsOnly() throws {
        let result = try LifelineBinary.run(["compare", "push", "pop", "--from-marker", "--format", "json"])
        #expect(result.status == 0)
        let runs = [("push", Strategies.push.run(fromMarker: true)), ("pop", Strategies.pop.run(fromMarker: true))]
        #expect(result.stdout == TraceComparison(runs.map { (name: $0.0, trace: $0.1) }).renderJSON())
    }

    @Test func aStrategyWithoutAMarkerIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        let result = try LifelineBinary.run(["trace", "root-window", "--from-marker", "-o", "out.txt"], in: directory.url)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("""
            error: strategy 'root-window' places no marker, so --from-marker does not apply to it. \
            Strategies with a marker: push, push-animated, pop, pop-to-root, set-view-controllers, \
            interactive-pop-cancelled, interactive-pop-finished, present-full-screen, present-page-sheet, \
            dismiss-full-screen, dismiss-page-sheet, child-embed, child-remove, tab-switch, dark-mode, rotate, rotate-with-children, ipad-resize, ipad-form-sheet, background-foreground, sheet-swipe-finished, sheet-swipe-cancelled, sheet-modal-attempt, popover-adaptive, custom-present, custom-present-keeps-presenter, custom-interactive-dismiss-cancelled, current-context, page-swipe, page-set-animated, split-collapse, split-show-detail, pop-and-free, leaky-pop, storyboard-show-segue, storyboard-embed, unwind, custom-push, \
            split-collapse-iphone, split-collapse-classic, custom-interactive-pop, custom-presentation-controller.
            """))
        #expect(try directory.contents().isEmpty)
        let compare = try LifelineBinary.run(["compare", "push", "direct-view-access", "--from-marker"])
        #expect(compare.status == 64)
        #expect(compare.stderr.hasPrefix("error: strategy 'direct-view-access' places no marker"))
    }
}
