import Lifeline
import NavigationFlow
import Testing

/// The navigation-service article's specs, checked on the model's real navigation controller in
/// a key window rather than on a spy that only stores arguments: each operation is recorded by a
/// subclass that calls `super`, and the tests also check what the user would see happen.
@MainActor
@Suite("Navigation service sample")
struct NavigationServiceTests {
    /// Records each stack operation and presentation with its `animated` flag, then does it.
    final class RecordingNavigationController: NavigationController {
        var operations: [String] = []

        override func setViewControllers(_ controllers: [ViewController], animated: Bool) {
            operations.append("set \(controllers.map(\.traceName)) animated: \(animated)")
            super.setViewControllers(controllers, animated: animated)
        }
        override func pushViewController(_ viewController: ViewController, animated: Bool) {
            operations.append("push \(viewController.traceName) animated: \(animated)")
            super.pushViewController(viewController, animated: animated)
        }
        override func popToRootViewController(animated: Bool) -> [ViewController]? {
            operations.append("popToRoot animated: \(animated)")
            return super.popToRootViewController(animated: animated)
        }
        override func present(_ viewControllerToPresent: ViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
            operations.append("present \(viewControllerToPresent.traceName) animated: \(flag)")
            super.present(viewControllerToPresent, animated: flag, completion: completion)
        }
    }

    /// A service over a navigation controller that is the root of a key window, settled.
    @MainActor
    final class App {
        let session: Session
        let navigation: RecordingNavigationController
        let window: Window
        let service: NavigationService

        init(isLogin: Bool = true, isFirstLogin: Bool = false, ios: Int = 26) {
            session = Session(iosVersion: IOSVersion(major: ios)!, scenario: "navigation-service")
            (window, navigation, service) = session.run { session in
                let navigation = RecordingNavigationController(name: "nav")
                let window = Window()
                window.rootViewController = navigation
                let service = NavigationService(navigationController: navigation, isLogin: isLogin, isFirstLogin: isFirstLogin)
                window.makeKeyAndVisible()
                session.runLoop.runUntilIdle()
                return (window, navigation, service)
            }
        }

        /// Runs `step` in the session, marks it, and lets the run loop settle.
        func step(_ name: String, _ body: (NavigationService) -> Void) {
            session.run { session in
                session.mark(name)
                body(service)
                session.runLoop.runUntilIdle()
            }
        }

        var stack: [String] { navigation.viewControllers.map(\.traceName) }

        /// The appearance callbacks and containment moves since the marker `name`.
        func story(since name: String) -> [String] {
            let kept: Set<EventName> = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
                                        .willMoveToParent, .didMoveToParent, .actionHandler]
            let trace = session.trace.since(marker: name)!
            return trace.events.filter { kept.contains($0.name) }.map { event in
                guard event.name == .willMoveToParent || event.name == .didMoveToParent else {
                    return trace.label(of: event)
                }
                var parent = "nil"
                if case .object(let id)? = event.arguments.first { parent = trace.object(id)?.name ?? "?" }
                return trace.label(of: event) + "(\(parent))"
            }
        }
    }

    // MARK: Login

    @Test func loggedOutStartsOnLoginWithoutAnimation() {
        let app = App(isLogin: false, isFirstLogin: true)
        #expect(app.navigation.operations == ["set [\"login\"] animated: false"])
        #expect(app.stack == ["login"])
        #expect(app.navigation.topViewController is LoginViewController)
        #expect(app.navigation.topViewController?.appearanceState == .appeared)
    }

    @Test func loggedInStartsOnInfosWithoutAnimation() {
        let app = App(isLogin: true)
        #expect(app.navigation.operations == ["set [\"infos\"] animated: false"])
        #expect(app.navigation.topViewController is InfosViewController)
        #expect(app.navigation.topViewController?.title == "Infos")
    }

    @Test func firstLoginPushesOnboardingAnimated() {
        let app = App(isLogin: false, isFirstLogin: true)
        app.step("login") { $0.login() }
        #expect(app.navigation.operations.last == "push onboarding animated: true")
        #expect(app.stack == ["login", "onboarding"])
        #expect(app.story(since: "login") == [
            "onboarding.willMove(toParent:)(nav)",
            "login.viewWillDisappear(_:)", "onboarding.viewWillAppear(_:)",
            "login.viewDidDisappear(_:)", "onboarding.viewDidAppear(_:)", "onboarding.didMove(toParent:)(nav)",
        ])
    }

    @Test func validatingOnboardingSetsInfosAsRoot() {
        let app = App(isLogin: false, isFirstLogin: true)
        app.step("login") { $0.login() }
        app.step("validate") { $0.validateOnboarding() }
        #expect(app.navigation.operations.last == "set [\"infos\"] animated: true")
        #expect(app.stack == ["infos"])
        #expect(!app.service.isFirstLogin)
        #expect(app.story(since: "validate") == [
            "login.willMove(toParent:)(nil)", "onboarding.willMove(toParent:)(nil)", "infos.willMove(toParent:)(nav)",
            "onboarding.viewWillDisappear(_:)", "infos.viewWillAppear(_:)",
            "onboarding.viewDidDisappear(_:)", "infos.viewDidAppear(_:)",
            "infos.didMove(toParent:)(nav)", "login.didMove(toParent:)(nil)", "onboarding.didMove(toParent:)(nil)",
        ])
    }

    // MARK: Infos, details, new info

    @Test func detailsThenNewInfoPushAndCreatingPopsToRoot() {
        let app = App()
        app.step("details") { $0.displayInfoDetails(for: Info(title: "A title")) }
        app.step("new info") { $0.displayNewInfo() }
        #expect(app.stack == ["infos", "infoDetails", "newInfo"])
        #expect((app.navigation.viewControllers[1] as? InfoDetailsViewController)?.info == Info(title: "A title"))
        app.step("create") { $0.createNewInfo() }
        #expect(app.navigation.operations.suffix(3) == [
            "push infoDetails animated: true", "push newInfo animated: true", "popToRoot animated: true",
        ])
        #expect(app.stack == ["infos"])
        // Only the top disappears; the details screen in between just leaves the stack.
        #expect(app.story(since: "create") == [
            "infoDetails.willMove(toParent:)(nil)", "newInfo.willMove(toParent:)(nil)",
            "newInfo.viewWillDisappear(_:)", "infos.viewWillAppear(_:)",
            "newInfo.viewDidDisappear(_:)", "infos.viewDidAppear(_:)",
            "infoDetails.didMove(toParent:)(nil)", "newInfo.didMove(toParent:)(nil)",
        ])
    }

    // MARK: Logout

    @Test func logoutButtonPresentsAnActionSheet() throws {
        let app = App()
        app.step("logout button") { $0.presentAlertSheetLogout() }
        #expect(app.navigation.operations.last == "present logoutSheet animated: true")
        let sheet = try #require(app.navigation.presentedViewController as? AlertController)
        #expect(sheet === app.service.alertSheet)
        #expect(sheet.preferredStyle == .actionSheet)
        #expect(sheet.title == "Want to logout?" && sheet.message == nil)
        #expect(sheet.actions.map(\.title) == ["Cancel", "Logout"])
        #expect(sheet.actions.map(\.style) == [.cancel, .destructive])
        // An action sheet keeps the infos screen on screen: it gets no callback.
        #expect(app.story(since: "logout button") == ["logoutSheet.viewWillAppear(_:)", "logoutSheet.viewDidAppear(_:)"])
    }

    @Test func confirmingLogoutSetsLoginAsRootWithoutAnimation() throws {
        let app = App()
        app.step("logout button") { $0.presentAlertSheetLogout() }
        app.step("tap logout") { service in _ = service.alertSheet?.tapAction(titled: "Logout") }
        #expect(app.navigation.operations.last == "set [\"login\"] animated: false")
        #expect(app.stack == ["login"])
        #expect(app.navigation.presentedViewController == nil)
        // The handler runs once the sheet is gone, then the root changes.
        #expect(app.story(since: "tap logout") == [
            "logoutSheet.viewWillDisappear(_:)", "logoutSheet.viewDidDisappear(_:)", "logoutSheet.actionHandler()",
            "infos.willMove(toParent:)(nil)", "login.willMove(toParent:)(nav)",
            "infos.viewWillDisappear(_:)", "login.viewWillAppear(_:)",
            "infos.viewDidDisappear(_:)", "login.viewDidAppear(_:)",
            "login.didMove(toParent:)(nav)", "infos.didMove(toParent:)(nil)",
        ])
    }

    /// The tap as the trace shows it: the tap names its button, the handler runs inside the
    /// dismissal's end, the root change is a call inside the handler with the whole new stack, and
    /// the transition it starts names that call as its cause, not the tap.
    @Test func tappingLogoutTracesTheRootChangeInsideTheHandler() throws {
        let app = App()
        app.step("logout button") { $0.presentAlertSheetLogout() }
        app.step("tap logout") { service in _ = service.alertSheet?.tapAction(titled: "Logout") }
        let trace = try #require(app.session.trace.since(marker: "tap logout"))
        let lines = TextTraceFormat.encode(trace).split(separator: "\n").map(String.init)
        let events = Array(lines.drop { $0 != "events:" }.dropFirst())
        #expect(events.filter { $0.contains("tapAction") || $0.contains("actionHandler") || $0.contains("setViewControllers")
                                || $0.contains("~ main queue") || $0.contains("ViewController =") } == [
            #"  [1] logoutSheet.tapAction("Logout")"#,
            "  ~ main queue <- [1]",
            "  ~ main queue <- [1]",
            "    nav.presentedViewController = nil",
            "    logoutSheet.presentingViewController = nil",
            "    logoutSheet.actionHandler()",
            "      [2] nav.setViewControllers([login], animated: false)",
            "  ~ main queue <- [2]",
        ])
    }

    @Test func cancellingLogoutChangesNothing() {
        let app = App()
        app.step("logout button") { $0.presentAlertSheetLogout() }
        app.step("tap cancel") { service in _ = service.alertSheet?.tapAction(titled: "Cancel") }
        #expect(app.stack == ["infos"])
        #expect(app.navigation.presentedViewController == nil)
        #expect(app.story(since: "tap cancel") == ["logoutSheet.viewWillDisappear(_:)", "logoutSheet.viewDidDisappear(_:)"])
    }

    @Test func loginAfterLogoutGoesStraightToInfos() {
        let app = App(isLogin: false, isFirstLogin: true)
        app.step("login") { $0.login() }
        app.step("validate") { $0.validateOnboarding() }
        app.step("logout button") { $0.presentAlertSheetLogout() }
        app.step("tap logout") { service in _ = service.alertSheet?.tapAction(titled: "Logout") }
        app.step("login again") { $0.login() }
        // A second infos screen: the trace numbers the repeated name.
        #expect(app.navigation.operations.last == "set [\"infos#2\"] animated: true")
        #expect(app.navigation.topViewController is InfosViewController)
        #expect(!app.navigation.operations.dropFirst(2).contains { $0.hasPrefix("push onboarding") })
    }
}
