import LifelineTrace

extension Scenario {
    /// Performs the scenario on the model in a fresh session and returns its trace, named after
    /// the scenario. `ios` overrides the file's `ios` (default: the file's, else iOS 26). With
    /// `fromMarker`, the trace starts at the first `mark` step (the whole trace if there is none).
    /// `maxTurns` bounds each `runUntilIdle`, so that no scenario can run forever.
    @MainActor
    public func run(ios: IOSVersion? = nil, fromMarker: Bool = false, maxTurns: Int = 10_000) -> Trace {
        let trace = Session.record(ios: ios ?? self.ios ?? .default, scenario: name) { session in
            let runner = ScenarioRunner(scenario: self, session: session, maxTurns: maxTurns)
            for step in steps { runner.perform(step.action) }
            // The runner keeps the window and controllers alive to the end, as an app keeps its window.
            withExtendedLifetime(runner) {}
        }
        guard fromMarker, let marker else { return trace }
        return trace.since(marker: marker) ?? trace
    }
}

/// Performs scenario steps on the model. Objects come into being when a step first needs them,
/// as `let b = ViewController()` would just before its use in Swift (a container creates its
/// contents with itself, a `create` step creates them earlier): only the order of the trace's
/// objects depends on it. Misuse that is only known while running (dismissing with nothing
/// presented, an unbalanced appearance transition) is left to the model, which records UIKit's
/// diagnostics.
@MainActor
final class ScenarioRunner {
    let scenario: Scenario
    let session: Session
    let maxTurns: Int
    private var controllers: [String: ViewController] = [:]
    private var views: [String: View] = [:]
    private var window: Window?
    /// Interactive pops in progress, by navigation controller.
    private var pops: [String: InteractivePopTransition] = [:]
    /// Hooks the steps added, by name.
    private var hooks: [String: Hook] = [:]
    /// The containers' delegates, by name, made with the first container that names them. Steps
    /// never name them, so they are not among `controllers`; containers hold them weakly, as in
    /// UIKit, so the runner keeps them for the whole run.
    private var delegates: [String: TracedDelegate] = [:]

    init(scenario: Scenario, session: Session, maxTurns: Int) {
        self.scenario = scenario
        self.session = session
        self.maxTurns = maxTurns
    }

    // MARK: Objects

    func keyWindow() -> Window {
        if let window { return window }
        let created = Window()
        window = created
        return created
    }

    func controller(_ name: String) -> ViewController {
        if let existing = controllers[name] { return existing }
        // An observer comes into being with the controller that declares it.
        if let owner = scenario.controllers.first(where: { $0.observers.contains(name) }),
           owner.name != name {
            _ = controller(owner.name)
            if let observer = controllers[name] { return observer }
        }
        // A scenario built in code may name an undeclared controller: it is a plain one.
        let spec = scenario.controller(named: name) ?? ScenarioController(name: name)
        let created: ViewController
        switch spec.kind {
        case .plain where spec.buildsItsViews:
            let demo = DemoViewController(name: name)
            demo.subviewNames = spec.subviews ?? []
            demo.makeChildren = spec.children.map { child in { [unowned self] in self.controller(child) } }
            let observers = spec.observers.filter { controllers[$0] == nil && $0 != name }.map { AnalyticsObserver(name: $0) }
            for observer in observers { controllers[observer.traceName] = observer }
            demo.observers = observers
            created = demo
        case .plain: created = ViewController(name: name)
        case .navigation: created = NavigationController(name: name)
        case .tab: created = TabBarController(name: name)
        case .hosting: created = HostingController(rootView: hostedView(spec.content ?? ScenarioContent(name: "content")),
                                                   name: name)
        case .alert: created = alertController(spec.alert, name: name)
        }
        if let style = spec.style { created.modalPresentationStyle = style }
        // Registered before its contents, so a containment loop in a hand-built scenario ends.
        controllers[name] = created
        if let delegateName = spec.delegate {
            let delegate = delegates[delegateName] ?? TracedDelegate(name: delegateName)
            delegates[delegateName] = delegate
            (created as? NavigationController)?.delegate = delegate
            (created as? TabBarController)?.delegate = delegate
        }
        if let nav = created as? NavigationController, !spec.stack.isEmpty {
            nav.setViewControllers(spec.stack.filter { $0 != name }.map(controller), animated: false)
        }
        if let tabs = created as? TabBarController, let names = spec.tabs {
            tabs.viewControllers = names.filter { $0 != name }.map(controller)
        }
        return created
    }

    /// An alert with its actions, each with a handler that does nothing (its run shows in the trace).
    private func alertController(_ spec: ScenarioAlert, name: String) -> AlertController {
        let alert = AlertController(title: spec.title, message: spec.message, preferredStyle: spec.preferredStyle,
                                    name: name)
        for action in spec.actions {
            alert.addAction(AlertAction(title: action.title, style: action.style) { _ in })
        }
        return alert
    }

    /// Hosted content with `onAppear` / `onDisappear` actions on every node (they do nothing;
    /// their runs show in the trace).
    private func hostedView(_ content: ScenarioContent) -> HostedView {
        HostedView(name: content.name, content.children.map(hostedView))
            .onAppear {}
            .onDisappear {}
    }

    func view(_ reference: ScenarioView) -> View {
        switch reference {
        case .window: return keyWindow()
        case .rootView(let name): return controller(name).view
        case .named(let name):
            if let existing = views[name] { return existing }
            // A subview exists once its controller's view has loaded: touching it loads the view,
            // as touching an outlet after `_ = vc.view` would.
            if let owner = scenario.controllers.first(where: { $0.subviews?.contains(name) == true }),
               let demo = controller(owner.name) as? DemoViewController {
                _ = demo.view
                if let built = demo.builtSubviews[name] { return built }
            }
            let created = View(name: name)
            views[name] = created
            return created
        }
    }

    // MARK: Steps

    func perform(_ action: ScenarioAction) {
        switch action {
        case .create(let names):
            for name in names {
                if name == "window" { _ = keyWindow() }
                else if scenario.views.contains(name) { _ = view(.named(name)) }
                else { _ = controller(name) }
            }
        case .setRootViewController(let name):
            let root = controller(name)
            keyWindow().rootViewController = root
        case .makeKeyAndVisible: keyWindow().makeKeyAndVisible()
        case .accessView(let name): _ = controller(name).view
        case .loadViewIfNeeded(let name): controller(name).loadViewIfNeeded()
        case .beginAppearanceTransition(let name, let appearing, let animated):
            controller(name).beginAppearanceTransition(appearing, animated: animated)
        case .endAppearanceTransition(let name): controller(name).endAppearanceTransition()
        case .addSubview(let subview, let superview):
            // Swift evaluates the receiver first: `parent.view.addSubview(child.view)`.
            let parent = view(superview)
            parent.addSubview(view(subview))
        case .removeFromSuperview(let reference): view(reference).removeFromSuperview()
        case .setNeedsLayout(let reference): view(reference).setNeedsLayout()
        case .layoutIfNeeded(let reference): view(reference).layoutIfNeeded()
        case .runOnce: session.runLoop.runOnce()
        case .runUntilIdle: session.runLoop.runUntilIdle(maxTurns: maxTurns)
        case .advance(let seconds): session.runLoop.advance(by: seconds)
        case .push(let name, let nav, let animated):
            let navigation = navigationController(nav)
            navigation?.pushViewController(controller(name), animated: animated)
        case .pop(let nav, let animated): _ = navigationController(nav)?.popViewController(animated: animated)
        case .popToRoot(let nav, let animated): _ = navigationController(nav)?.popToRootViewController(animated: animated)
        case .popTo(let name, let nav, let animated):
            let navigation = navigationController(nav)
            _ = navigation?.popToViewController(controller(name), animated: animated)
        case .setViewControllers(let names, let container, let animated):
            let target = controller(container)
            let list = names.map(controller)
            if let nav = target as? NavigationController { nav.setViewControllers(list, animated: animated) }
            if let tabs = target as? TabBarController { tabs.setViewControllers(list, animated: animated) }
        case .beginInteractivePop(let nav): pops[nav] = navigationController(nav)?.beginInteractivePop()
        case .updateInteractivePop(let nav, let percent): pops[nav]?.update(percentComplete: percent)
        case .cancelInteractivePop(let nav): pops.removeValue(forKey: nav)?.cancel()
        case .finishInteractivePop(let nav): pops.removeValue(forKey: nav)?.finish()
        case .present(let name, let presenter, let animated, let style, let completion):
            let presenting = controller(presenter)
            let presented = controller(name)
            if let style { presented.modalPresentationStyle = style }
            presenting.present(presented, animated: animated, completion: completion ? {} : nil)
        case .dismiss(let name, let animated, let completion):
            controller(name).dismiss(animated: animated, completion: completion ? {} : nil)
        case .addChild(let child, let parent):
            let container = controller(parent)
            container.addChild(controller(child))
        case .willMoveToParent(let child, let parent):
            let moving = controller(child)
            moving.willMove(toParent: parent.map(controller))
        case .didMoveToParent(let child, let parent):
            let moving = controller(child)
            moving.didMove(toParent: parent.map(controller))
        case .removeFromParent(let name): controller(name).removeFromParent()
        case .transition(let parent, let from, let to, let duration, let animations, let completion):
            // Swift evaluates the receiver, then the arguments in order.
            let container = controller(parent)
            let outgoing = controller(from)
            container.transition(from: outgoing, to: controller(to), duration: duration,
                                 animations: animations ? {} : nil, completion: completion ? { _ in } : nil)
        case .tapAction(let name, let title): (controller(name) as? AlertController)?.tapAction(titled: title)
        case .selectTab(let index, let tabs): (controller(tabs) as? TabBarController)?.selectedIndex = index
        case .tapTab(let index, let tabs): (controller(tabs) as? TabBarController)?.tapTab(at: index)
        case .mark(let name): session.mark(name)
        case .hook(let spec): addHook(spec)
        case .cancelHook(let name): hooks[name]?.cancel()
        }
    }

    private func addHook(_ spec: ScenarioHook) {
        let hook: Hook
        switch spec.target {
        case .controller(let name):
            let target = controller(name)
            let event = ViewControllerLifecycleHook(rawValue: spec.event) ?? .viewDidAppear
            if event == .viewDidLoad {
                hook = target.onViewDidLoad(immediatelyIfAlreadyLoaded: spec.immediately, priority: spec.priority,
                                            name: spec.name) { _ in }
            } else {
                hook = target.on(event, onceOnly: spec.onceOnly, priority: spec.priority, name: spec.name) { _ in }
            }
        case .view(let reference):
            let event = ViewLifecycleHook(rawValue: spec.event) ?? .didMoveToWindow
            if case .rootView(let name) = reference {
                // onView never loads the view, as adding a hook never does.
                hook = controller(name).onView(event, onceOnly: spec.onceOnly, priority: spec.priority, name: spec.name) {}
            } else {
                hook = view(reference).on(event, onceOnly: spec.onceOnly, priority: spec.priority, name: spec.name) {}
            }
        }
        hooks[spec.traceName] = hook
    }

    private func navigationController(_ name: String) -> NavigationController? {
        controller(name) as? NavigationController
    }
}
