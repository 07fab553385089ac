import Testing
import LifelineScenarios

/// The app's state in scenario files: `background`, `foreground`, `lock`, `unlock` and `interrupt`,
/// on iOS 12 (the app delegate) and iOS 13+ (the scene delegate and the snapshots' trait changes),
/// where they differ; a step to the state the app is in is ignored with a diagnostic, as UIKit
/// ignores it (the model's rules: AppLifecycleTests).
@MainActor
@Suite("Scenario app lifecycle")
struct ScenarioAppLifecycleTests {
    static let roundTrip = """
        controllers:
          home: {}
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: app
          - lock
          - unlock
          - interrupt
          - foreground
          - runUntilIdle
        """

    @Test func onIOS12TheAppDelegateOnly() throws {
        let scenario = try Scenario.parse(Self.roundTrip, file: "app.yaml")
        expectText(eventLines(try scenario.run(ios: .iOS12, fromMarker: true)), equals: """
            turn 1
              --- app
              [1] window.lock()
                appDelegate.applicationWillResignActive()
                appDelegate.applicationDidEnterBackground()
              [2] window.unlock()
                appDelegate.applicationWillEnterForeground()
                appDelegate.applicationDidBecomeActive()
              [3] window.interrupt()
                appDelegate.applicationWillResignActive()
                appDelegate.applicationDidBecomeActive()
              [4] window.foreground()
                ! window.alreadyInForeground()  # The app is already in the foreground: window's scene changes no state (UIKit does nothing).

            """)
    }

    @Test func onIOS17TheSceneDelegateAndTheSnapshots() throws {
        let scenario = try Scenario.parse(Self.roundTrip, file: "app.yaml")
        expectText(eventLines(try scenario.run(ios: .iOS17, fromMarker: true)), equals: """
            turn 1
              --- app
              [1] window.lock()
                sceneDelegate.sceneWillResignActive()
                sceneDelegate.sceneDidEnterBackground()
                window.traitCollectionDidChange("userInterfaceStyle: light")
                home.traitCollectionDidChange("userInterfaceStyle: light")
                home.view.traitCollectionDidChange("userInterfaceStyle: light")
                window.traitCollectionDidChange("userInterfaceStyle: dark")
                home.traitCollectionDidChange("userInterfaceStyle: dark")
                home.view.traitCollectionDidChange("userInterfaceStyle: dark")
              [2] window.unlock()
                sceneDelegate.sceneWillEnterForeground()
                sceneDelegate.sceneDidBecomeActive()
              [3] window.interrupt()
                sceneDelegate.sceneWillResignActive()
                sceneDelegate.sceneDidBecomeActive()
              [4] window.foreground()
                ! window.alreadyInForeground()  # The app is already in the foreground: window's scene changes no state (UIKit does nothing).

            """)
    }

    @Test func stepsRoundTripAndTakeNoArguments() throws {
        let scenario = try Scenario.parse(Self.roundTrip, file: "app.yaml")
        #expect(ScenarioWriter.yaml(scenario) == Self.roundTrip + "\n")
        expectScenarioError("""
            steps:
              - background: now
            """, 2, 17, "'background' takes no argument, found 'now'")
    }
}
