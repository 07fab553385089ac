import Yams

/// An object app code runs on, which a reaction attaches to or a log line belongs to: a
/// controller, the window, one of the scenario's free-standing views (`views`), or, for
/// reactions only, a node of a hosting controller's content (its `onAppear` / `onDisappear`
/// actions). A controller's root view and the subviews it builds are not among them: they come
/// into being inside the controller, where no step can reach them before their first callbacks
/// (react to the controller's callbacks instead: `viewWillLayoutSubviews`, `viewDidAppear`, ...).
public enum ScenarioObject: Sendable, Equatable {
    case controller(String)
    case window
    case view(String)
    /// A hosted content node, whose actions run the steps (SwiftUI's `onAppear(perform:)`).
    case content(String)
    /// The app's objects the runner makes (issue 14): `appDelegate`, `sceneDelegate` (iOS 13+)
    /// and `notificationObserver` (`observeNotifications`), by those reserved names.
    case app(ScenarioAppObject)

    /// The name steps use.
    public var name: String {
        switch self {
        case .controller(let name), .view(let name), .content(let name): return name
        case .window: return "window"
        case .app(let object): return object.rawValue
        }
    }

    /// Reads an object name: `window`, a declared controller or a free-standing view, and with
    /// `allowsContent` a hosted content node.
    init(_ node: Node, _ args: ScenarioArguments, purpose: String, allowsContent: Bool = false) throws(ScenarioError) {
        let name = try args.nodes.string(node, for: "object", expected: "a controller, 'window' or a view")
        if name == "window" {
            self = .window
        } else if let app = ScenarioAppObject(rawValue: name), args.declared.controllers[name] == nil {
            self = .app(app)
        } else if args.declared.controllers[name] != nil || args.declared.delegates.contains(name)
                    || args.declared.presentationControllers.contains(name) {
            // A TracedDelegate is a controller the runner makes with the first declaration naming
            // it; an app's presentation controller is named as one too (its reactions and logs).
            self = .controller(name)
        } else if args.declared.freeViews.contains(name) {
            self = .view(name)
        } else if args.declared.content.contains(name) {
            guard allowsContent else {
                throw args.nodes.error(at: node, "'\(name)' is hosted content, which logs nothing itself; log from a "
                    + "reaction to its onAppear or onDisappear, on a controller or on the app (no 'on')")
            }
            self = .content(name)
        } else if args.declared.views.contains(name)
                    || (name.hasSuffix(".view") && args.declared.controllers[String(name.dropLast(5))] != nil) {
            throw args.nodes.error(at: node, "'\(name)' is built by its controller, so \(purpose) cannot name it; "
                + "name the controller and one of its callbacks (viewWillLayoutSubviews, viewDidAppear, ...), or a "
                + "view of the scenario's own 'views'")
        } else {
            let candidates = args.controllers.map(\.name) + ["window"] + args.declared.freeViews
                + (allowsContent ? args.declared.content.sorted() : [])
            throw args.nodes.error(at: node, ScenarioError.unknownMessage("object", name, among: candidates))
        }
    }

    /// The object's type as messages name it, and the callbacks it receives.
    func receivedCallbacks(_ declared: Declarations) -> (String, Set<EventName>) {
        switch self {
        case .window: return ("Window", Window.receivedCallbacks)
        case .view: return ("View", View.receivedCallbacks)
        case .content: return ("hosted content node", Self.contentCallbacks)
        case .app(.appDelegate): return ("ApplicationDelegate", ApplicationDelegate.receivedCallbacks)
        case .app(.sceneDelegate): return ("SceneDelegate", SceneDelegate.receivedCallbacks)
        case .app(.notificationObserver): return ("NotificationObserver", NotificationObserver.receivedCallbacks)
        case .controller(let name):
            if declared.controllers[name] == nil, declared.delegates.contains(name) {
                return ("TracedDelegate", TracedDelegate.receivedCallbacks)
            }
            if declared.controllers[name] == nil, declared.presentationControllers.contains(name) {
                return ("TracedPresentationController", TracedPresentationController.receivedCallbacks)
            }
            switch declared.controllers[name] ?? .plain {
            case .plain: return ("ViewController", ViewController.receivedCallbacks)
            case .navigation: return ("NavigationController", NavigationController.receivedCallbacks)
            case .tab: return ("TabBarController", TabBarController.receivedCallbacks)
            case .hosting: return ("HostingController", HostingController.receivedCallbacks)
            case .alert: return ("AlertController", AlertController.receivedCallbacks)
            case .page: return ("PageViewController", PageViewController.receivedCallbacks)
            case .split: return ("SplitViewController", SplitViewController.receivedCallbacks)
            }
        }
    }

    /// The actions a hosted content node runs, which a reaction can join.
    static let contentCallbacks: Set<EventName> = [.onAppear, .onDisappear]

    /// How a file names a callback: the `EventName` case (`viewDidAppear`, `willMoveToParent`).
    static func spelling(of callback: EventName) -> String { String(describing: callback) }
}

/// The app's objects a scenario names without declaring them: the runner makes the app and
/// scene delegates with the first step that needs them (launch, background, ...) and the
/// notification observer with `observeNotifications`.
public enum ScenarioAppObject: String, Sendable, CaseIterable {
    case appDelegate, sceneDelegate, notificationObserver
}
