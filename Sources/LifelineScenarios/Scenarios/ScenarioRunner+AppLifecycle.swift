import Lifeline

extension ScenarioRunner {
    /// Makes the app's delegates the first time a state step runs: an `appDelegate`, and from
    /// iOS 13 a `sceneDelegate`, which UIKit then calls in its place (AppLifecycle.swift). Scenarios
    /// without such a step have neither, so their traces are unchanged.
    func appDelegates() {
        guard appObjects.isEmpty else { return }
        let app = ApplicationDelegate(name: "appDelegate")
        session.applicationDelegate = app
        appObjects.append(app)
        if session.iosVersion.major >= 13 {
            let scene = SceneDelegate(name: "sceneDelegate")
            session.sceneDelegate = scene
            appObjects.append(scene)
        }
    }
}
