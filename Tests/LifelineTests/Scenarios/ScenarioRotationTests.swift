import Testing
import LifelineScenarios

/// Rotation in scenario files: the `rotate` step on an iPhone and an iPad (the model's rules:
/// RotationTests), what UIKit ignores, the positioned error for an unknown orientation, the round trip.
@MainActor
@Suite("Scenario rotation")
struct ScenarioRotationTests {
    static let rotation = """
        controllers:
          parent: {}
          child: {}
        steps:
          - window.rootViewController: parent
          - window.makeKeyAndVisible
          - addChild: { controller: child, on: parent }
          - addSubview: { view: child.view, on: parent.view }
          - didMoveToParent: { on: child, parent: parent }
          - runUntilIdle
          - mark: turn
          - rotate: landscapeLeft
          - rotate: portraitUpsideDown
          - runUntilIdle
        """

    @Test func anIPhoneFromAFileTurnsOnceAndIgnoresUpsideDown() throws {
        let scenario = try Scenario.parse(Self.rotation, file: "turn.yaml")
        expectText(eventLines(try scenario.run(ios: .iOS12, fromMarker: true)), equals: """
            turn 1
              --- turn
              [1] window.rotate(to: "landscapeLeft")
                parent.willTransition(to: "verticalSizeClass: compact", with: 0.4)
                  child.willTransition(to: "verticalSizeClass: compact", with: 0.4)
                parent.viewWillTransition(to: "852x393", with: 0.4)
                  child.viewWillTransition(to: "852x393", with: 0.4)
                window.traitCollectionDidChange("verticalSizeClass: regular")
                parent.traitCollectionDidChange("verticalSizeClass: regular")
                parent.view.traitCollectionDidChange("verticalSizeClass: regular")
                child.traitCollectionDidChange("verticalSizeClass: regular")
                child.view.traitCollectionDidChange("verticalSizeClass: regular")
                window.layoutSubviews()
                parent.view.layoutMarginsDidChange()
                parent.viewLayoutMarginsDidChange()
                parent.view.safeAreaInsetsDidChange()
                parent.viewSafeAreaInsetsDidChange()
                parent.viewWillLayoutSubviews()
                parent.view.layoutSubviews()
                parent.viewDidLayoutSubviews()
                child.view.layoutMarginsDidChange()
                child.viewLayoutMarginsDidChange()
                child.view.safeAreaInsetsDidChange()
                child.viewSafeAreaInsetsDidChange()
                child.viewWillLayoutSubviews()
                child.view.layoutSubviews()
                child.viewDidLayoutSubviews()
              [2] window.rotate(to: "portraitUpsideDown")
                ! window.unsupportedOrientation("portraitUpsideDown")

            """)
    }

    @Test func anIPadFromAFileTurnsTwiceWithoutTraitChanges() throws {
        let scenario = try Scenario.parse(Self.rotation, file: "turn.yaml")
        expectText(eventLines(try scenario.run(ios: .iOS26, device: .iPad, fromMarker: true)), equals: """
            turn 1
              --- turn
              [1] window.rotate(to: "landscapeLeft")
                parent.viewWillTransition(to: "1180x820", with: 0.4)
                  child.viewWillTransition(to: "1180x820", with: 0.4)
                window.layoutSubviews()
                parent.viewWillLayoutSubviews()
                parent.view.layoutSubviews()
                parent.viewDidLayoutSubviews()
                child.viewWillLayoutSubviews()
                child.view.layoutSubviews()
                child.viewDidLayoutSubviews()
              [2] window.rotate(to: "portraitUpsideDown")
                parent.viewWillTransition(to: "820x1180", with: 0.4)
                  child.viewWillTransition(to: "820x1180", with: 0.4)
                window.layoutSubviews()
                parent.viewWillLayoutSubviews()
                parent.view.layoutSubviews()
                parent.viewDidLayoutSubviews()
                child.viewWillLayoutSubviews()
                child.view.layoutSubviews()
                child.viewDidLayoutSubviews()

            """)
    }

    @Test func rotateRoundTrips() throws {
        let scenario = try Scenario.parse(Self.rotation, file: "turn.yaml")
        let written = ScenarioWriter.yaml(scenario)
        #expect(written.contains("  - rotate: landscapeLeft\n  - rotate: portraitUpsideDown\n"))
        #expect(try Scenario.parse(written, file: "turn.yaml") == scenario)
    }

    @Test func anUnknownOrientationIsPositioned() {
        expectScenarioError("""
            steps:
              - rotate: sideways
            """, 2, 13, "unknown orientation 'sideways'; expected one of portrait, portraitUpsideDown, landscapeLeft, landscapeRight")
        expectScenarioError("""
            steps:
              - rotate: { orientation: landscape }
            """, 2, 28, "unknown orientation 'landscape'; expected one of portrait, portraitUpsideDown, landscapeLeft, landscapeRight")
    }

    @Test func resizeRoundTripsAndRejectsSizesThatAreNotPositive() throws {
        let text = "device: ipad\nsteps:\n  - resize: { width: 590, height: 820 }\n"
        let scenario = try Scenario.parse(text, file: "resize.yaml")
        #expect(ScenarioWriter.yaml(scenario).contains("  - resize: { width: 590, height: 820 }\n"))
        #expect(try Scenario.parse(ScenarioWriter.yaml(scenario), file: "resize.yaml") == scenario)
        expectScenarioError("""
            steps:
              - resize: { width: 0, height: 820 }
            """, 2, 22, "expected a width above 0 points, found 0.0")
        expectScenarioError("""
            steps:
              - resize: { width: 590, height: tall }
            """, 2, 35, "expected a number for 'height', found 'tall'")
    }
}
