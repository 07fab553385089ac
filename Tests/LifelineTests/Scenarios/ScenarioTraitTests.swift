import Testing
import LifelineScenarios

/// Traits in scenario files: `device:`, the steps `setTraits`, `overrideUserInterfaceStyle` and
/// `registerForTraitChanges`, their errors and their round trip; the dark-mode flow from a file on
/// iOS 16 and iOS 17+, where it differs (the model's rules: TraitTests).
@MainActor
@Suite("Scenario traits")
struct ScenarioTraitTests {
    static let darkMode = """
        device: ipad
        controllers:
          nav: { type: navigation, root: home }
          home: { subviews: [badge] }
          side: {}
        steps:
          - window.rootViewController: nav
          - window.makeKeyAndVisible
          - runUntilIdle
          - registerForTraitChanges: { on: home, traits: [userInterfaceStyle, horizontalSizeClass] }
          - mark: dark
          - setTraits: { userInterfaceStyle: dark }
          - overrideUserInterfaceStyle: { on: home, style: light }
          - runUntilIdle
        """

    @Test func darkModeFromAFileOnIOS16() throws {
        let scenario = try Scenario.parse(Self.darkMode, file: "dark.yaml")
        expectText(eventLines(try scenario.run(ios: .iOS16, fromMarker: true)), equals: """
            turn 1
              --- dark
              [1] window.setUserInterfaceStyle("dark")
                window.traitCollectionDidChange("userInterfaceStyle: light")
                nav.traitCollectionDidChange("userInterfaceStyle: light")
                nav.view.traitCollectionDidChange("userInterfaceStyle: light")
                home.traitCollectionDidChange("userInterfaceStyle: light")
                home.view.traitCollectionDidChange("userInterfaceStyle: light")
                badge.traitCollectionDidChange("userInterfaceStyle: light")
              [2] home.overrideUserInterfaceStyle = "light"
                home.traitCollectionDidChange("userInterfaceStyle: dark")
                home.view.traitCollectionDidChange("userInterfaceStyle: dark")
                badge.traitCollectionDidChange("userInterfaceStyle: dark")

            """)
    }

    @Test func darkModeFromAFileOnIOS17() throws {
        let scenario = try Scenario.parse(Self.darkMode, file: "dark.yaml")
        let expected = """
            turn 1
              --- dark
              [1] window.setUserInterfaceStyle("dark")
                window.traitCollectionDidChange("userInterfaceStyle: light")
                nav.traitCollectionDidChange("userInterfaceStyle: light")
                nav.view.traitCollectionDidChange("userInterfaceStyle: light")
                home.traitCollectionDidChange("userInterfaceStyle: light")
                home.traitChangeHandler("userInterfaceStyle: light")
                home.view.traitCollectionDidChange("userInterfaceStyle: light")
                badge.traitCollectionDidChange("userInterfaceStyle: light")
              [2] home.overrideUserInterfaceStyle = "light"
                home.traitCollectionDidChange("userInterfaceStyle: dark")
                home.traitChangeHandler("userInterfaceStyle: dark")
                home.view.traitCollectionDidChange("userInterfaceStyle: dark")
                badge.traitCollectionDidChange("userInterfaceStyle: dark")

            """
        expectText(eventLines(try scenario.run(ios: .iOS17, fromMarker: true)), equals: expected)
        expectText(eventLines(try scenario.run(ios: .iOS26, device: .iPhone, fromMarker: true)), equals: expected)
    }

    @Test func deviceAndTraitStepsRoundTrip() throws {
        let scenario = try Scenario.parse(Self.darkMode, file: "dark.yaml")
        #expect(scenario.device == .iPad)
        let written = ScenarioWriter.yaml(scenario)
        #expect(written.contains("device: ipad\n"))
        #expect(written.contains("  - setTraits: { userInterfaceStyle: dark }\n"))
        #expect(written.contains("  - overrideUserInterfaceStyle: { on: home, style: light }\n"))
        #expect(written.contains("  - registerForTraitChanges: { on: home, traits: [userInterfaceStyle, horizontalSizeClass] }\n"))
        #expect(try Scenario.parse(written, file: "dark.yaml") == scenario)
        #expect(try Scenario.parse("steps: []", file: "none.yaml").device == nil)
    }

    @Test func unknownDeviceOrTraitValuesArePositioned() {
        expectScenarioError("device: android\nsteps: []\n", 1, 9,
                            "unknown device 'android'; expected one of iphone, ipad")
        expectScenarioError("""
            controllers:
              vc: {}
            steps:
              - window.rootViewController: vc
              - setTraits: { userInterfaceStyle: dim }
            """, 5, 38, "unknown user interface style 'dim'; expected one of light, dark")
        expectScenarioError("""
            steps:
              - setTraits: { userInterfaceStyle: unspecified }
            """, 2, 38, "unknown user interface style 'unspecified'; expected one of light, dark")
        expectScenarioError("""
            controllers:
              vc: {}
            steps:
              - overrideUserInterfaceStyle: { on: vc, style: drak }
            """, 4, 50, "unknown user interface style 'drak'; expected one of unspecified, light, dark")
        expectScenarioError("""
            controllers:
              vc: {}
            steps:
              - registerForTraitChanges: { on: vc, traits: [userInterfaceStyle, colour] }
            """, 4, 69, "unknown trait 'colour'; expected one of horizontalSizeClass, verticalSizeClass, "
                + "userInterfaceStyle, userInterfaceIdiom, displayScale, preferredContentSizeCategory, layoutDirection")
    }
}
