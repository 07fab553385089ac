import Foundation
import Testing
import LifelineScenarios
import LifelineTesting

/// Every built-in strategy's whole trace against its committed golden, on one iOS version from
/// each band of version rules: 17+ (iOS 26: no initial traitCollectionDidChange), 13-16 (iOS 16:
/// viewIsAppearing arrives), 11-12 (iOS 12: controller margins and safe area arrive; sheets hide
/// the presenter), 9-10 (iOS 10). The rules behind each line are tested in the model's suites;
/// these pin down what users see from the CLI.
///
/// The iOS 26 goldens are the samples `lifeline verify` checks, `Samples/scenarios/<name>.trace`;
/// the others are beside this file, `__Traces__/<name>.ios<major>.trace`. The windowless
/// strategies trace the same on every version (checked below), so they have only the iOS 26 one.
/// To record a new or changed golden: `LIFELINE_RECORD=failed swift test --filter StrategyTraceTests`,
/// then review the diff.
@MainActor
@Suite("Built-in strategy traces")
struct StrategyTraceTests {
    /// One version from each band of version rules, newest last.
    nonisolated static let versions: [IOSVersion] = [.iOS10, .iOS12, .iOS16, .iOS26]

    /// The strategies that never put a controller in a window, where version rules apply.
    nonisolated static let windowless: Set<String> = ["direct-view-access", "load-view-if-needed", "appearance-transition",
                                          "appearance-transition-disappear"]

    /// Every strategy on the newest version; those with a window on every version.
    nonisolated static let cases: [(strategy: String, ios: IOSVersion)] = Strategies.all.flatMap { strategy in
        versions.filter { $0 == .default || !windowless.contains(strategy.name) }.map { (strategy.name, $0) }
    }

    nonisolated static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()    // Strategies
        .deletingLastPathComponent()    // LifelineTests
        .deletingLastPathComponent()    // Tests
        .deletingLastPathComponent()

    /// The sample for the newest version, `__Traces__` beside this file for the others.
    nonisolated static func goldenPath(of strategy: String, ios: IOSVersion) -> String {
        if ios == .default {
            return repository.appendingPathComponent("Samples/scenarios/\(strategy).trace").path
        }
        return repository.appendingPathComponent("Tests/LifelineTests/__Traces__/\(strategy).ios\(ios.major).trace").path
    }

    @Test(arguments: cases)
    func traceMatchesItsGolden(_ strategy: String, ios: IOSVersion) throws {
        let trace = try #require(Strategies.named(strategy)).run(ios: ios)
        assertGolden(of: trace, as: .text, atPath: Self.goldenPath(of: strategy, ios: ios))
    }

    /// Version rules only touch what happens in a window, so the windowless strategies trace the
    /// same on every supported version.
    @Test(arguments: windowless.sorted())
    func windowlessStrategiesAreTheSameOnEveryVersion(_ name: String) throws {
        let strategy = try #require(Strategies.named(name))
        let newest = strategy.run(ios: .default).events
        for version in IOSVersion.supported {
            #expect(strategy.run(ios: version).events == newest, "\(name) differs on \(version)")
        }
    }

    /// Versions after 17 behave as 17 unless evidence says otherwise.
    @Test(arguments: Strategies.all.map(\.name))
    func versionsAfter17BehaveAs17(_ name: String) throws {
        let strategy = try #require(Strategies.named(name))
        let ios17 = strategy.run(ios: IOSVersion.iOS17).events
        #expect(strategy.run(ios: IOSVersion.iOS18).events == ios17)
        #expect(strategy.run(ios: IOSVersion.iOS26).events == ios17)
    }

    /// Where injected code runs, on every version that has the callbacks: the viewDidLoad hook
    /// before the controller's own viewDidLoad, the others right after their callbacks, the two
    /// viewDidAppear hooks by priority (the once-only high one first), the root view's hook after
    /// its didMoveToWindow.
    @Test(arguments: versions)
    func hooksRunWhereTheirCallbacksDo(_ ios: IOSVersion) {
        let trace = Strategies.named("hooks")!.run(ios: ios)
        let appearing = ios >= .iOS13 ? ["vc.viewIsAppearing(_:)", "appearing.perform(_:)"] : []
        expectProjection(of: trace, onto: ["vc", "vc.view", "setup", "prepare", "appearing", "log", "trackFirstAppearance", "inWindow"],
                         callbacks: [.viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .didMoveToWindow,
                                    .hookPerform, .hookPerformWithoutFlag],
                         equals: ["setup.perform(_:)", "vc.viewDidLoad()", "vc.viewWillAppear(_:)", "prepare.perform(_:)",
                                  "vc.view.didMoveToWindow()", "inWindow.perform()"]
                             + appearing
                             + ["vc.viewDidAppear(_:)", "trackFirstAppearance.perform(_:)", "log.perform(_:)"])
    }

    @Test func strategyNamesAndOrder() {
        #expect(Strategies.all.map(\.name) == [
            "root-window", "direct-view-access", "load-view-if-needed",
            "appearance-transition", "appearance-transition-disappear",
            "push", "push-animated", "pop", "pop-to-root", "set-view-controllers",
            "interactive-pop-cancelled", "interactive-pop-finished",
            "present-full-screen", "present-page-sheet", "dismiss-full-screen", "dismiss-page-sheet",
            "child-embed", "child-remove", "tab-switch", "dark-mode", "rotate", "rotate-with-children", "ipad-resize", "ipad-form-sheet", "background-foreground", "hooks", "observer",
            "sheet-swipe-finished", "sheet-swipe-cancelled", "sheet-modal-attempt", "popover-adaptive", "custom-present", "custom-present-keeps-presenter", "custom-interactive-dismiss-cancelled", "current-context",
            // Page and split view controllers
            "page-swipe", "page-set-animated", "split-collapse", "split-show-detail",
            // Deallocation
            "pop-and-free", "leaky-pop",
            // Storyboards
            "storyboard-show-segue", "storyboard-embed", "unwind", "custom-push",
            // Split view collapsing into a navigation stack
            "split-collapse-iphone", "split-collapse-classic",
            // Custom transitions, second part (issue 15)
            "custom-interactive-pop", "custom-presentation-controller",
        ])
        #expect(Strategies.named("no-such-strategy") == nil)
    }

    /// `--from-marker` shows exactly the golden's part from the marker on: what each transition
    /// adds once the app is on screen and idle.
    @Test func everyTransitionStrategyMarksItsOperationAndLoadPathsDoNot() throws {
        let marked = Strategies.all.filter { $0.marker != nil }.map(\.name)
        #expect(marked == ["push", "push-animated", "pop", "pop-to-root", "set-view-controllers", "interactive-pop-cancelled", "interactive-pop-finished", "present-full-screen", "present-page-sheet", "dismiss-full-screen", "dismiss-page-sheet", "child-embed", "child-remove", "tab-switch", "dark-mode", "rotate", "rotate-with-children", "ipad-resize", "ipad-form-sheet", "background-foreground", "sheet-swipe-finished", "sheet-swipe-cancelled", "sheet-modal-attempt", "popover-adaptive", "custom-present", "custom-present-keeps-presenter", "custom-interactive-dismiss-cancelled", "current-context",
                          // Page and split view controllers
                          "page-swipe", "page-set-animated", "split-collapse", "split-show-detail",
                          "pop-and-free", "leaky-pop",
                          // Storyboards
                          "storyboard-show-segue", "storyboard-embed", "unwind", "custom-push",
                          // Split view collapsing into a navigation stack
                          "split-collapse-iphone", "split-collapse-classic",
                          // Custom transitions, second part (issue 15)
                          "custom-interactive-pop", "custom-presentation-controller"])
        for strategy in Strategies.all where strategy.marker != nil {
            let whole = strategy.run()
            let slice = strategy.run(fromMarker: true)
            #expect(slice == whole.since(marker: try #require(strategy.marker)), "\(strategy.name)")
            #expect(slice.markers.first?.position == 0, "\(strategy.name) starts at its marker")
            #expect(whole.events.suffix(slice.events.count).map(\.name) == slice.events.map(\.name))
            #expect(slice.events.count < whole.events.count, "\(strategy.name) has setup before its marker")
        }
        #expect(Strategies.rootWindow.run(fromMarker: true) == Strategies.rootWindow.run())
    }
}
