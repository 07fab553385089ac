import Lifeline

extension ScenarioOperations {
    /// `launch: [steps]`: the user launches the app, `appDelegate.launch { steps }`
    /// (AppLaunch.swift): the steps are the app's code in `application(_:didFinishLaunchingWithOptions:)`
    /// before iOS 13 or in `scene(_:willConnectTo:options:)` from iOS 13, typically
    /// `window.rootViewController: home` and `window.makeKeyAndVisible`. Makes the app and scene
    /// delegates (`ScenarioRunner.appDelegates()`).
    public struct Launch: ScenarioOperation {
        public static let name = "launch"
        public static let signature = ScenarioSignature(["do"], main: "do")
        public var steps: [ScenarioStep]

        public init(steps: [ScenarioStep]) { self.steps = steps }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            steps = try args.steps("do", in: "the app's launch code")
        }

        public func write(to args: inout ScenarioArgumentWriter) { args.steps("do", steps) }

        public func perform(in runner: ScenarioRunner) {
            runner.applicationDelegate().launch(runner.work(steps))
        }
    }

    /// `terminate`: the user swipes the app away in the app switcher, `appDelegate.terminate()`
    /// (AppLaunch.swift).
    public struct Terminate: ScenarioOperation {
        public static let name = "terminate"
        public static let signature = ScenarioSignature.none

        public init() {}
        public init(_ args: ScenarioArguments) {}
        public func write(to args: inout ScenarioArgumentWriter) {}

        public func perform(in runner: ScenarioRunner) {
            runner.applicationDelegate().terminate()
        }
    }

    /// `observeNotifications: [didBecomeActive, willResignActive]`: app code registers an observer
    /// for UIApplication's notifications, `session.addObserver(notificationObserver, for:)`
    /// (ApplicationNotifications.swift); each notification it receives is traced on
    /// `notificationObserver`, which reactions can name.
    public struct ObserveNotifications: ScenarioOperation {
        public static let name = "observeNotifications"
        public static let signature = ScenarioSignature(["notifications"], main: "notifications")
        public var notifications: [ApplicationNotification]

        public init(notifications: [ApplicationNotification]) { self.notifications = notifications }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            let known = ApplicationNotification.allCases.map(\.rawValue)
            var notifications: [ApplicationNotification] = []
            let node = args.node("notifications")
            for (name, item) in try args.nodes.strings(node, for: "notifications", expected: "a list of notifications") {
                guard let notification = ApplicationNotification(rawValue: name) else {
                    throw args.nodes.error(at: item, ScenarioError.unknownMessage("notification", name, among: known))
                }
                notifications.append(notification)
            }
            guard !notifications.isEmpty else {
                throw args.nodes.error(at: node, "'observeNotifications' needs at least one of " + known.joined(separator: ", "))
            }
            self.notifications = notifications
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.names("notifications", notifications.map(\.rawValue))
        }

        public func perform(in runner: ScenarioRunner) {
            runner.session.addObserver(runner.notificationObserver(), for: notifications)
        }
    }
}
