import Testing
import LifelineScenarios

/// Issue 14 in scenario files: `launch`, `terminate`, `observeNotifications`, reactions on the app
/// objects, and a reaction's `alongside` / `transitionCompletion` blocks on a size transition's
/// coordinator (the model's rules: AppLaunchTests, ApplicationNotificationTests, RotationTests).
@MainActor
@Suite("Scenario environment")
struct ScenarioEnvironmentTests {
    static let launch = """
        controllers:
          home: {}
        react:
          - when: { object: sceneDelegate, callback: sceneDidBecomeActive }
            do:
              - log: { on: sceneDelegate, message: "active" }
          - when: { object: notificationObserver, callback: didEnterBackgroundNotification }
            do:
              - log: { on: notificationObserver, message: "saving" }
        steps:
          - observeNotifications: [didBecomeActive, didEnterBackground]
          - launch:
              - window.rootViewController: home
              - window.makeKeyAndVisible
          - runUntilIdle
          - background
          - terminate
        """

    @Test func aLaunchFromAFileWithReactionsOnTheSceneAndTheObserver() throws {
        let scenario = try Scenario.parse(Self.launch, file: "launch.yaml")
        expectText(eventLines(try scenario.run(ios: .iOS17)), equals: """
            turn 0
              [1] appDelegate.launch()
                appDelegate.applicationDidFinishLaunching()
                sceneDelegate.sceneWillConnect()
                  [2] window.rootViewController = home
                  [3] window.makeKeyAndVisible()
                    home.loadView()
                    home.viewDidLoad()
                    home.viewWillAppear(false)
                    home.view.willMove(toSuperview: window)
                    home.view.didMoveToSuperview()
                    window.didAddSubview(home.view)
                    home.view.willMove(toWindow: window)
                    home.view.didMoveToWindow()
                    home.view.layoutMarginsDidChange()
                    home.viewLayoutMarginsDidChange()
                    home.view.safeAreaInsetsDidChange()
                    home.viewSafeAreaInsetsDidChange()
                sceneDelegate.sceneWillEnterForeground()
                sceneDelegate.sceneDidBecomeActive()
                  sceneDelegate.log("active")
                notificationObserver.didBecomeActiveNotification()
              ~ window: layout pass <- [3]
                home.updateViewConstraints()
                  home.view.updateConstraints()
                window.updateConstraints()
                window.layoutSubviews()
                home.viewIsAppearing(false)
                home.viewWillLayoutSubviews()
                home.view.layoutSubviews()
                home.viewDidLayoutSubviews()
            turn 1
              ~ main queue <- [3]
                home.viewDidAppear(false)
              [4] window.background()
                sceneDelegate.sceneWillResignActive()
                sceneDelegate.sceneDidEnterBackground()
                notificationObserver.didEnterBackgroundNotification()
                  notificationObserver.log("saving")
                window.traitCollectionDidChange("userInterfaceStyle: light")
                home.traitCollectionDidChange("userInterfaceStyle: light")
                home.view.traitCollectionDidChange("userInterfaceStyle: light")
                window.traitCollectionDidChange("userInterfaceStyle: dark")
                home.traitCollectionDidChange("userInterfaceStyle: dark")
                home.view.traitCollectionDidChange("userInterfaceStyle: dark")
              [5] appDelegate.terminate()
                sceneDelegate.sceneDidDisconnect()
                appDelegate.applicationWillTerminate()

            """)
    }

    /// Before iOS 13 there are no scenes: the reaction on the scene delegate never runs, and the
    /// app delegate hears the launch.
    @Test func theSameFileOnIOS12HasNoScene() throws {
        let scenario = try Scenario.parse(Self.launch, file: "launch.yaml")
        let lines = eventLines(try scenario.run(ios: .iOS12)).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.filter { $0.contains("Delegate.") || $0.contains("notificationObserver.") } == [
            "[1] appDelegate.launch()",
            "appDelegate.applicationDidFinishLaunching()",
            "appDelegate.applicationDidBecomeActive()",
            "notificationObserver.didBecomeActiveNotification()",
            "appDelegate.applicationWillResignActive()",
            "appDelegate.applicationDidEnterBackground()",
            "notificationObserver.didEnterBackgroundNotification()",
            "notificationObserver.log(\"saving\")",
            "[5] appDelegate.terminate()",
            "appDelegate.applicationWillTerminate()",
        ])
    }

    @Test func theNewStepsRoundTrip() throws {
        for text in [Self.launch, Self.alongside] {
            let scenario = try Scenario.parse(text, file: "env.yaml")
            #expect(try Scenario.parse(ScenarioWriter.yaml(scenario), file: "env.yaml") == scenario)
        }
    }

    @Test func badEnvironmentStepsArePositioned() {
        expectScenarioError("""
            steps:
              - observeNotifications: [didBecomeActive, didLaunch]
            """, 2, 45, "unknown notification 'didLaunch'; expected one of didFinishLaunching, willEnterForeground, didEnterBackground, didBecomeActive, willResignActive, willTerminate")
        expectScenarioError("""
            controllers:
              home: {}
            react:
              - when: { object: home, callback: viewDidAppear }
                do: []
                alongside:
                  - log: "x"
            steps: []
            """, 7, 7, "'alongside' adds a block to a size transition's coordinator, which only a controller's viewWillTransitionToSize or willTransitionToTraitCollection receives")
        expectScenarioError("""
            react:
              - when: { object: sceneDelegate, callback: viewDidAppear }
                do: []
            steps: []
            """, 2, 46, "'sceneDelegate' is a SceneDelegate, which has no callback 'viewDidAppear'; expected one of sceneDidBecomeActive, sceneDidDisconnect, sceneDidEnterBackground, sceneWillConnect, sceneWillEnterForeground, sceneWillResignActive")
    }

    static let alongside = """
        controllers:
          home: {}
        react:
          - when: { object: home, callback: viewWillTransitionToSize }
            do:
              - log: { on: home, message: "will turn" }
            alongside:
              - log: { on: home, message: "animating" }
            transitionCompletion:
              - log: { on: home, message: "turned" }
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: turn
          - rotate: landscapeLeft
          - runUntilIdle
        """

    @Test func alongsideAndCompletionBlocksFromAFile() throws {
        let scenario = try Scenario.parse(Self.alongside, file: "alongside.yaml")
        expectText(eventLines(try scenario.run(ios: .iOS17, fromMarker: true)), equals: """
            turn 1
              --- turn
              [1] window.rotate(to: "landscapeLeft")
                home.willTransition(to: "verticalSizeClass: compact", with: 0.4)
                home.viewWillTransition(to: "852x393", with: 0.4)
                  home.log("will turn")
                window.traitCollectionDidChange("verticalSizeClass: regular")
                home.traitCollectionDidChange("verticalSizeClass: regular")
                home.view.traitCollectionDidChange("verticalSizeClass: regular")
                window.layoutSubviews()
                home.view.layoutMarginsDidChange()
                home.viewLayoutMarginsDidChange()
                home.view.safeAreaInsetsDidChange()
                home.viewSafeAreaInsetsDidChange()
                home.viewWillLayoutSubviews()
                home.view.layoutSubviews()
                home.viewDidLayoutSubviews()
                home.alongsideTransition()
                  home.log("animating")
            turn 2
              ~ main queue <- [1]
                home.completion()
                  home.log("turned")

            """)
    }
}

/// The environment's scenario steps trace exactly as the same flow in Swift: every event, compared
/// as text (the object tables differ only in the Swift flow's class names and the order objects
/// are made in).
@MainActor
@Suite("Scenario environment traces as Swift")
struct ScenarioEnvironmentEquivalenceTests {
    /// The text encoding's events, from its `events:` line.
    static func events(_ trace: Trace) -> String {
        let text = TextTraceFormat.encode(trace)
        return String(text[text.range(of: "\nevents:")!.lowerBound...])
    }

    /// A controller whose override adds an alongside animation and a completion that log.
    final class TurningController: ViewController {
        override func viewWillTransition(to size: ScreenSize, with coordinator: TransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            log("will turn")
            coordinator.animate(alongsideTransition: { [unowned self] _ in log("animating") },
                                completion: { [unowned self] _ in log("turned") })
        }
    }

    @Test func alongsideBlocksAsAnOverride() throws {
        let file = Self.events(try Scenario.parse(ScenarioEnvironmentTests.alongside, file: "flow.yaml").run(ios: .iOS17))
        let code = Self.events(Session.record(ios: .iOS17, scenario: "flow") { session in
            let window = Window()
            window.rootViewController = TurningController(name: "home")
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            session.mark("turn")
            window.rotate(to: .landscapeLeft)
            session.runLoop.runUntilIdle()
            withExtendedLifetime(window) {}
        })
        expectText(file, equals: code)
        #expect(file.contains("    home.alongsideTransition()\n      home.log(\"animating\")\n"))
    }

    @Test func launchAndNotificationsAsSwift() throws {
        let file = Self.events(try Scenario.parse(ScenarioEnvironmentTests.launch, file: "flow.yaml").run(ios: .iOS17))
        let code = Self.events(Session.record(ios: .iOS17, scenario: "flow") { session in
            let observer = NotificationObserver(name: "notificationObserver")
            observer.react(to: .didEnterBackgroundNotification) { observer.log("saving") }
            session.addObserver(observer, for: [.didBecomeActive, .didEnterBackground])
            let app = ApplicationDelegate(name: "appDelegate")
            let scene = SceneDelegate(name: "sceneDelegate")
            scene.react(to: .sceneDidBecomeActive) { scene.log("active") }
            session.applicationDelegate = app
            session.sceneDelegate = scene
            let window = Window()
            app.launch {
                window.rootViewController = ViewController(name: "home")
                window.makeKeyAndVisible()
            }
            session.runLoop.runUntilIdle()
            window.background()
            app.terminate()
            withExtendedLifetime((observer, app, scene, window)) {}
        })
        expectText(file, equals: code)
        #expect(file.contains("      sceneDelegate.log(\"active\")\n"))
    }
}
