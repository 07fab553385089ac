import Foundation
import Testing
import LifelineScenarios

/// The articles' flows, as committed scenario files in `Samples/scenarios/flows`, trace exactly
/// as the same flows written in Swift (the samples' code, with plain controllers, since a file's
/// controllers are `ViewController`s): the navigation service, whose logout handler sets the
/// login screen as root inside the handler, and the dismiss-logging home screen, whose
/// viewDidLoad schedules two timers and whose dismissal logs in its completion.
@MainActor
@Suite("Seed flows as scenario files")
struct ScenarioSeedFlowTests {
    static let flows = ScenarioRoundTripTests.samples.appendingPathComponent("flows")

    private func fileTrace(_ name: String) throws -> String {
        let scenario = try Scenario.load(contentsOfFile: Self.flows.appendingPathComponent("\(name).yaml").path)
        return TextTraceFormat.encode(try scenario.run())
    }

    @Test func navigationServiceTracesAsItsSwiftFlow() throws {
        let trace = Session.record(scenario: "navigation-service") { session in
            let navigation = NavigationController(name: "nav")
            let window = Window()
            window.rootViewController = navigation
            navigation.setViewControllers([ViewController(name: "login")], animated: false)
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            var sheet: AlertController?
            let steps: [(String, () -> Void)] = [
                ("login", { navigation.pushViewController(ViewController(name: "onboarding"), animated: true) }),
                ("validate onboarding", { navigation.setViewControllers([ViewController(name: "infos")], animated: true) }),
                ("display info details", { navigation.pushViewController(ViewController(name: "infoDetails"), animated: true) }),
                ("display new info", { navigation.pushViewController(ViewController(name: "newInfo"), animated: true) }),
                ("create new info", { navigation.popToRootViewController(animated: true) }),
                ("present logout sheet", {
                    let logout = AlertController(title: "Want to logout?", message: nil, preferredStyle: .actionSheet,
                                                 name: "logoutSheet")
                    logout.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in })
                    logout.addAction(AlertAction(title: "Logout", style: .destructive) { _ in
                        navigation.setViewControllers([ViewController(name: "login")], animated: false)
                    })
                    sheet = logout
                    navigation.present(logout, animated: true)
                }),
                // The sheet is not kept once tapped: it is freed after its dismissal, as in the file.
                ("tap Logout", { sheet?.tapAction(titled: "Logout"); sheet = nil }),
                ("login again", { navigation.setViewControllers([ViewController(name: "infos")], animated: true) }),
            ]
            for (name, step) in steps {
                session.mark(name)
                step()
                session.runLoop.runUntilIdle()
            }
            withExtendedLifetime(window) {}
        }
        let file = try fileTrace("navigation-service")
        expectText(file, equals: TextTraceFormat.encode(trace))
        #expect(file.contains("    logoutSheet.actionHandler()\n      [11] nav.setViewControllers([login#2], animated: false)\n"))
    }

    @Test func dismissLoggingTracesAsItsSwiftFlow() throws {
        let trace = Session.record(scenario: "dismiss-logging") { session in
            let window = Window()
            let details = ViewController(name: "details")
            let home = ViewController(name: "home")
            home.react(to: .viewDidLoad) {
                MainRunLoop.main.asyncAfter(seconds: 1) { home.present(details, animated: true) }
                MainRunLoop.main.asyncAfter(seconds: 2) {
                    details.dismiss(animated: true) { session.log("DetailsViewController was dismissed!!!") }
                }
            }
            window.rootViewController = home
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            withExtendedLifetime(window) {}
        }
        let file = try fileTrace("dismiss-logging")
        expectText(file, equals: TextTraceFormat.encode(trace))
        #expect(file.contains("    details.completion()\n      log(\"DetailsViewController was dismissed!!!\")\n"))
    }
}
