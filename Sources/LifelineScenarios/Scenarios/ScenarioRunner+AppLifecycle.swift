import Lifeline

extension ScenarioRunner {
    /// Makes the app's delegates the first time a state step runs: an `appDelegate`, and from
    /// iOS 13 a `sceneDelegate`, which UIKit then calls in its place (AppLifecycle.swift). Scenarios
    /// without such a step have neither, so their traces are unchanged. Reactions waiting for
    /// them attach now.
    func appDelegates() {
        guard !appObjects.contains(where: { $0 is ApplicationDelegate }) else { return }
        let app = ApplicationDelegate(name: "appDelegate")
        session.applicationDelegate = app
        appObjects.append(app)
        installReactions(on: app, named: app.traceName)
        if session.iosVersion.major >= 13 {
            let scene = SceneDelegate(name: "sceneDelegate")
            session.sceneDelegate = scene
            appObjects.append(scene)
            installReactions(on: scene, named: scene.traceName)
        }
    }

    /// The app delegate, made with the scene delegate if need be.
    func applicationDelegate() -> ApplicationDelegate {
        appDelegates()
        return appObjects.compactMap { $0 as? ApplicationDelegate }.first!
    }

    /// The observer `observeNotifications` registers, made the first time.
    func notificationObserver() -> NotificationObserver {
        if let existing = appObjects.compactMap({ $0 as? NotificationObserver }).first { return existing }
        let observer = NotificationObserver(name: ScenarioAppObject.notificationObserver.rawValue)
        appObjects.append(observer)
        installReactions(on: observer, named: observer.traceName)
        return observer
    }

    /// The app object a log line names. Before iOS 13 there is no scene delegate: its lines go to
    /// the app delegate, which UIKit calls in its place.
    func appObject(_ object: ScenarioAppObject) -> Responder {
        switch object {
        case .appDelegate: return applicationDelegate()
        case .sceneDelegate:
            appDelegates()
            return appObjects.first { $0 is SceneDelegate } ?? applicationDelegate()
        case .notificationObserver: return notificationObserver()
        }
    }
}
