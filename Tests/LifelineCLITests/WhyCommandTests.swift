import Foundation
import Testing

/// `lifeline why FLOW EVENT`, run as a user would: whole explanations, the highlighted diagram,
/// and events that do not exist.
struct WhyCommandTests {
    @Test func aCallbackInALaterTurnNamesTheTurnAndTheCallThatScheduledIt() throws {
        let result = try LifelineBinary.run(["why", "dismiss-full-screen", "details.viewDidAppear"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == """
            why details.viewDidAppear(true): event 57 of dismiss-full-screen on iOS 26, turn 4 at 0.35s

            details.viewDidAppear(true)
              enclosed by ~ main queue <- [3]  (run-loop turn 4 at 0.35s: the main queue's work)
              scheduled by [3] home.present(details, animated: true)

            """)
    }

    /// A callback that runs more than once: the first, and how to name the next.
    @Test func aRepeatedCallbackSaysWhichOneItExplains() throws {
        let result = try LifelineBinary.run(["why", "dismiss-full-screen", "home.viewDidAppear"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("why home.viewDidAppear(false): event 25 of dismiss-full-screen on iOS 26, turn 1 "
            + "(the first of 2; add #2 for the next)\n\n"))
    }

    @Test func aVersionedCallbackNamesItsRuleAndEvidence() throws {
        let result = try LifelineBinary.run(["why", "dismiss-full-screen", "home.viewIsAppearing#2"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            why home.viewIsAppearing(true): event 72 of dismiss-full-screen on iOS 26, turn 6 at 0.35s

            home.viewIsAppearing(true)
              enclosed by ~ window: layout pass <- [4]  (layout pass in turn 6 at 0.35s)
              scheduled by [4] details.dismiss(animated: true)

            rule for home.viewIsAppearing(true) (evidence: S10-01, S10-02):
              viewIsAppearing(_:) runs once per appearance, after viewWillAppear(_:), in the layout pass that
              first lays the view out in its superview; it exists from iOS 13 (back-deployed by the iOS 17 SDK)

            """)
    }

    /// The same event by number, by name with its arguments and by its Swift name.
    @Test(arguments: ["11", "home.traitCollectionDidChange", "home.traitCollectionDidChange(nil)",
                      "home.traitCollectionDidChange(_:)"])
    func anEventByNumberOrName(event: String) throws {
        let result = try LifelineBinary.run(["why", "dismiss-full-screen", event, "--ios", "12"])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("""
            home.traitCollectionDidChange(nil)
              caused by [2] window.makeKeyAndVisible()

            rule for home.traitCollectionDidChange(nil) (evidence: S1-03, S12-05, S12-03):
              before iOS 13 a controller gets traitCollectionDidChange(nil) when its view first joins a window,
              after viewWillAppear(_:); from iOS 13 traits are predicted and the call is gone

            """))
    }

    @Test func svgHighlightsExactlyTheChain() throws {
        let result = try LifelineBinary.run(["why", "dismiss-full-screen", "details.viewDidAppear", "--format", "dot"])
        #expect(result.status == 0)
        let highlighted = result.stdout.split(separator: "\n").filter { $0.contains("penwidth=3") }
            .map { $0.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) ?? "" }
        // The origin, the main-queue turn it ran in, and the call that scheduled that turn.
        #expect(highlighted == ["\"e26\"", "\"e51\"", "\"e57\""])
        let svg = try LifelineBinary.run(["why", "dismiss-full-screen", "57", "--format", "svg"])
        #expect(svg.status == 0)
        #expect(svg.stdout.hasPrefix("<?xml"))
        #expect(svg.stdout.components(separatedBy: "stroke=\"#d62728\"").count - 1 >= 3)
    }

    @Test(arguments: [
        (["dismiss-full-screen", "home.viewDidApear"],
         "error: no event home.viewDidApear in this trace; did you mean home.viewDidAppear? (dismiss-full-screen, iOS 26).\n"),
        (["dismiss-full-screen", "999"],
         "error: event 999 does not exist: the trace has events 1 to 87 (dismiss-full-screen, iOS 26).\n"),
        (["dismiss-full-screen", "0"],
         "error: event 0 does not exist: the trace has events 1 to 87 (dismiss-full-screen, iOS 26).\n"),
        (["dismiss-full-screen", "home.viewDidAppear#3"],
         "error: home.viewDidAppear runs 2 times in this trace, so #3 does not exist (dismiss-full-screen, iOS 26).\n"),
        (["dismiss-full-screen", "sheet.viewDidAppear"],
         "error: no event sheet.viewDidAppear in this trace; objects: home, window, home.view, details, details.view "
            + "(dismiss-full-screen, iOS 26).\n"),
    ])
    func anEventThatDoesNotExistSuggestsTheNearest(arguments: [String], message: String) throws {
        let directory = try TemporaryDirectory()
        let result = try LifelineBinary.run(["why"] + arguments + ["-o", "out.txt"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message)
        #expect(try directory.contents().isEmpty)
    }
}
