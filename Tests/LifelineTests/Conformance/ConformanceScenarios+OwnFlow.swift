import Lifeline

/// S20, app code misbehaving inside callbacks and the presentation links (issue 13): one function
/// per entry, as in `ConformanceScenarios`. The app code each source describes runs as a reaction
/// (`react(to:)`), inside the callback where the source's override ran it.
@MainActor
extension ConformanceScenarios {
    static let ownFlow: [String: Body] = [
        "S20-01": s20_01, "S20-02": s20_02, "S20-03": s20_03, "S20-04": s20_04, "S20-05": s20_05,
        "S20-06": s20_06, "S20-07": s20_07, "S20-08": s20_08, "S20-09": s20_09, "S20-10": s20_10, "S20-11": s20_11, "S20-12": s20_12,
        "S20-13": s20_13,
    ]

    private static func keyWindow(showing root: ViewController, _ context: ConformanceScenarioContext) {
        let window = Window(name: "window")
        context.keep(window)
        window.rootViewController = root
        window.makeKeyAndVisible()
    }

    private static func fullScreen(_ name: String) -> ViewController {
        let controller = ViewController(name: name)
        controller.modalPresentationStyle = .fullScreen
        return controller
    }

    /// The window's root presents a popup from its viewDidLoad, inside makeKeyAndVisible.
    static func s20_01(_ context: ConformanceScenarioContext) {
        let home = ViewController(name: "home")
        let popup = ViewController(name: "popup")
        home.react(to: .viewDidLoad) { home.present(popup, animated: true) }
        context.beginObservation()
        keyWindow(showing: home, context)
        context.runUntilIdle()
    }

    /// The drawer, while it is being presented, presents the status screen from its viewDidLoad.
    static func s20_02(_ context: ConformanceScenarioContext) {
        let root = ViewController(name: "root")
        keyWindow(showing: root, context)
        context.runUntilIdle()
        let drawer = fullScreen("drawer")
        let status = fullScreen("status")
        drawer.react(to: .viewDidLoad) { drawer.present(status, animated: true) }
        context.beginObservation()
        root.present(drawer, animated: true)
        context.runUntilIdle()
    }

    /// While the presented sheet's dismissal runs (its viewWillDisappear has come), the presenter
    /// presents another controller.
    static func s20_03(_ context: ConformanceScenarioContext) {
        let presenter = ViewController(name: "presenter")
        keyWindow(showing: presenter, context)
        context.runUntilIdle()
        let sheet = fullScreen("sheet")
        presenter.present(sheet, animated: true)
        context.runUntilIdle()
        let next = fullScreen("next")
        sheet.react(to: .viewWillDisappear) { presenter.present(next, animated: true) }
        context.beginObservation()
        sheet.dismiss(animated: true)
        context.runUntilIdle()
    }

    /// The presented menu dismisses itself from its viewWillAppear.
    static func s20_04(_ context: ConformanceScenarioContext) {
        let root = ViewController(name: "root")
        keyWindow(showing: root, context)
        context.runUntilIdle()
        let menu = fullScreen("menu")
        menu.react(to: .viewWillAppear) { menu.dismiss(animated: true) }
        context.beginObservation()
        root.present(menu, animated: true)
        context.runUntilIdle()
    }

    /// The controller pushed (animated) pushes another from its viewDidLoad.
    static func s20_05(_ context: ConformanceScenarioContext) {
        let nav = NavigationController(rootViewController: ViewController(name: "a"), name: "nav")
        keyWindow(showing: nav, context)
        context.runUntilIdle()
        let b = ViewController(name: "b")
        b.react(to: .viewDidLoad) { nav.pushViewController(ViewController(name: "c"), animated: true) }
        context.beginObservation()
        nav.pushViewController(b, animated: true)
        context.runUntilIdle()
    }

    /// A second animated push while the first is in flight (a double tap), a turn after the first.
    static func s20_06(_ context: ConformanceScenarioContext) {
        let nav = NavigationController(rootViewController: ViewController(name: "a"), name: "nav")
        keyWindow(showing: nav, context)
        context.runUntilIdle()
        context.beginObservation()
        nav.pushViewController(ViewController(name: "b"), animated: true)
        context.runOnce()
        nav.pushViewController(ViewController(name: "c"), animated: true)
        context.runUntilIdle()
    }

    /// The window's root presents the login screen (not animated) from its viewDidAppear; the log
    /// line reads `presentedViewController` right after the call.
    static func s20_07(_ context: ConformanceScenarioContext) {
        let vc = ViewController(name: "vc")
        let login = ViewController(name: "login")
        vc.react(to: .viewDidAppear) { vc.present(login, animated: false) }
        context.beginObservation()
        keyWindow(showing: vc, context)
        context.runUntilIdle()
    }

    /// WinObjC's modal test: A presents B full screen, not animated, then B is dismissed.
    static func s20_08(_ context: ConformanceScenarioContext) {
        let a = ViewController(name: "a")
        keyWindow(showing: a, context)
        context.runUntilIdle()
        let b = fullScreen("b")
        a.present(b, animated: false)
        context.runUntilIdle()
        context.beginObservation()
        b.dismiss(animated: false)
        context.runUntilIdle()
    }

    /// WinObjC's modal test, the presentation half.
    static func s20_09(_ context: ConformanceScenarioContext) {
        let a = ViewController(name: "a")
        keyWindow(showing: a, context)
        context.runUntilIdle()
        context.beginObservation()
        a.present(fullScreen("b"), animated: false)
        context.runUntilIdle()
    }

    /// An alert whose action's handler presents another controller; the user taps the action.
    static func s20_10(_ context: ConformanceScenarioContext) {
        let home = ViewController(name: "home")
        keyWindow(showing: home, context)
        context.runUntilIdle()
        let alert = AlertController(title: "Delete?", message: nil, preferredStyle: .alert, name: "alert")
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in
            home.present(fullScreen("details"), animated: true)
        })
        home.present(alert, animated: true)
        context.runUntilIdle()
        context.beginObservation()
        alert.tapAction(titled: "Delete")
        context.runUntilIdle()
    }

    /// The window's root dispatches a block from its viewDidLoad at launch; the block logs.
    static func s20_11(_ context: ConformanceScenarioContext) {
        let vc = ViewController(name: "vc")
        vc.react(to: .viewDidLoad) { MainRunLoop.main.async { vc.log("4") } }
        context.beginObservation()
        keyWindow(showing: vc, context)
        context.runUntilIdle()
    }

    /// B pushed (animated), then C 0.3 s later, before B's animation has ended.
    static func s20_12(_ context: ConformanceScenarioContext) {
        let nav = NavigationController(rootViewController: ViewController(name: "a"), name: "nav")
        keyWindow(showing: nav, context)
        context.runUntilIdle()
        context.beginObservation()
        nav.pushViewController(ViewController(name: "b"), animated: true)
        context.runOnce()
        context.session.runLoop.advance(by: 0.3)
        nav.pushViewController(ViewController(name: "c"), animated: true)
        context.runUntilIdle()
    }

    /// The window's root adds x's view in its viewDidLoad without addChild; once shown, x presents b.
    static func s20_13(_ context: ConformanceScenarioContext) {
        let root = ViewController(name: "root")
        let x = ViewController(name: "x")
        context.keep(x)
        root.react(to: .viewDidLoad) { root.view.addSubview(x.view) }
        keyWindow(showing: root, context)
        context.runUntilIdle()
        context.beginObservation()
        x.present(fullScreen("b"), animated: true)
        context.runUntilIdle()
    }
}
