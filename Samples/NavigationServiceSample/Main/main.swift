import Lifeline
import NavigationFlow

// The article's whole navigation flow, run through the model in a key window: log in for the
// first time, onboard, open an info, create one, log out through the action sheet and log in
// again. Prints the trace of the whole run.
let trace = Session.record(scenario: "navigation-service") { session in
    let navigation = NavigationController(name: "nav")
    let window = Window()
    window.rootViewController = navigation
    let service = NavigationService(navigationController: navigation, isLogin: false, isFirstLogin: true)
    window.makeKeyAndVisible()
    session.runLoop.runUntilIdle()

    let steps: [(String, () -> Void)] = [
        ("login", { service.login() }),
        ("validate onboarding", { service.validateOnboarding() }),
        ("display info details", { service.displayInfoDetails(for: Info(title: "A title")) }),
        ("display new info", { service.displayNewInfo() }),
        ("create new info", { service.createNewInfo() }),
        ("present logout sheet", { service.presentAlertSheetLogout() }),
        ("tap Logout", { service.alertSheet?.tapAction(titled: "Logout") }),
        ("login again", { service.login() }),
    ]
    for (name, step) in steps {
        session.mark(name)
        step()
        session.runLoop.runUntilIdle()
    }
    _ = window
}
print(TextTraceFormat.encode(trace), terminator: "")
