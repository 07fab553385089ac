import LifelineTrace

extension Scenario {
    /// Performs the scenario on the model in a fresh session and returns its trace, named after
    /// the scenario. `ios` overrides the file's `ios` (default: the file's, else iOS 26), `device`
    /// the file's `device` (default: the file's, else an iPhone). With
    /// `fromMarker`, the trace starts at the first `mark` step (the whole trace if there is none).
    /// `maxTurns` bounds each `runUntilIdle`: a run loop still busy after that many turns throws
    /// an error at the step, so that no scenario can run forever.
    @MainActor
    public func run(ios: IOSVersion? = nil, device: Device? = nil, fromMarker: Bool = false,
                    maxTurns: Int = 10_000) throws(ScenarioError) -> Trace {
        try runReportingLeaks(ios: ios, device: device, fromMarker: fromMarker, maxTurns: maxTurns).trace
    }

    /// `run`, and the leak report taken once the last step has run
    /// (ScenarioRunner+Lifetime.swift): every controller that left the screen and is still alive.
    @MainActor
    public func runReportingLeaks(ios: IOSVersion? = nil, device: Device? = nil, fromMarker: Bool = false,
                                  maxTurns: Int = 10_000) throws(ScenarioError) -> (trace: Trace, leaks: [Leak]) {
        var failure: ScenarioError?
        var leaks: [Leak] = []
        let trace = Session.record(ios: ios ?? self.ios ?? .default, device: device ?? self.device ?? .default,
                                   scenario: name) { session in
            let runner = ScenarioRunner(scenario: self, session: session, maxTurns: maxTurns)
            do throws(ScenarioError) {
                for reaction in reactions { runner.attach(reaction) }
                for (index, step) in steps.enumerated() {
                    runner.topLevelStepIndex = index
                    try runner.perform(step)
                    // App code a step ran (a reaction, a block) cannot throw; its first error ends the run here.
                    if let failure = runner.nestedFailure { throw failure }
                }
            } catch {
                failure = error
            }
            leaks = runner.leaks()
            // The runner keeps the window and controllers alive to the end, as an app keeps its window.
            withExtendedLifetime(runner) {}
        }
        if let failure { throw failure }
        guard fromMarker, let marker else { return (trace, leaks) }
        return (trace.since(marker: marker) ?? trace, leaks)
    }
}

/// Performs scenario steps on the model. Objects come into being when a step first needs them,
/// as `let b = ViewController()` would just before its use in Swift (a container creates its
/// contents with itself, a `create` step creates them earlier): only the order of the trace's
/// objects depends on it. Misuse that is only known while running (dismissing with nothing
/// presented, an unbalanced appearance transition) is left to the model, which records UIKit's
/// diagnostics.
///
/// Operations perform themselves through it (`ScenarioOperation.perform(in:)`); its members are
/// the library's own.
@MainActor
public final class ScenarioRunner {
    let scenario: Scenario
    let session: Session
    let maxTurns: Int
    private(set) var controllers: [String: ViewController] = [:]
    private(set) var views: [String: View] = [:]
    private(set) var window: Window?
    /// The step being performed, which errors point at.
    var current: ScenarioStep?
    /// Interactive pops in progress, by navigation controller.
    var pops: [String: InteractivePopTransition] = [:]
    /// Hooks the steps added, by name.
    var hooks: [String: Hook] = [:]
    /// The containers' delegates, by name, made with the first container that names them. Steps
    /// never name them, so they are not among `controllers`; containers hold them weakly, as in
    /// UIKit, so the runner keeps them for the whole run.
    private var delegates: [String: TracedDelegate] = [:]
    /// The presentations' `TransitionAnimator`s, by name (issue 15); controllers hold them weakly.
    private var animators: [String: TransitionAnimator] = [:]
    /// The apps' presentation controllers the transitioning delegates returned, by name (issue 15),
    /// kept for reactions and logs as `delegates` are; the presented controller owns each.
    var presentationControllers: [String: TracedPresentationController] = [:]
    /// The page controllers' data sources, by name, kept for the run as `delegates` are.
    var dataSources: [String: TracedPageDataSource] = [:]
    /// Page swipes in progress, by page view controller.
    var pageSwipes: [String: PageSwipe] = [:]
    /// The app and scene delegates the app's state steps call (`appDelegates()`), kept for the
    /// whole run since the session holds them weakly, as UIKit does.
    var appObjects: [Responder] = []
    /// The hosted content nodes made so far, by name, which reactions can join.
    var contentNodes: [String: HostedView] = [:]
    /// Reactions waiting for their object to come into being, by the object's name.
    var pendingReactions: [String: [ScenarioOperations.React]] = [:]
    /// The first error of a step that app code ran (inside a callback, a block or a timer, which
    /// cannot throw); the run ends with it once the top-level step returns.
    var nestedFailure: ScenarioError?

    /// Controllers that left the screen, which the runner no longer keeps alive
    /// (ScenarioRunner+Lifetime.swift).
    var departedControllers: [String: WeakController] = [:]
    /// The top-level step being performed, and the names each step's successors
    /// mention, worked out when a controller leaves the screen (ScenarioRunner+Lifetime.swift).
    var topLevelStepIndex = 0
    var namesMentionedAfterStep: [Int: Set<String>] = [:]

    init(scenario: Scenario, session: Session, maxTurns: Int) {
        self.scenario = scenario
        self.session = session
        self.maxTurns = maxTurns
        letGoOfControllersThatLeaveTheScreen()
    }

    // MARK: Objects

    func keyWindow() -> Window {
        if let window { return window }
        let created = Window()
        window = created
        installReactions(on: created, named: "window")
        return created
    }

    /// The runner's own reference, dropped and taken again (ScenarioRunner+Lifetime.swift).
    func forgetController(named name: String) { controllers[name] = nil }
    func keep(_ controller: ViewController, named name: String) { controllers[name] = controller }

    func controller(_ name: String) -> ViewController {
        if let existing = controllers[name] { return existing }
        if let departed = departedController(name) { return departed }
        // An observer comes into being with the controller that declares it.
        if let owner = scenario.controllers.first(where: { $0.plain?.observers.contains(name) == true }),
           owner.name != name {
            _ = controller(owner.name)
            if let observer = controllers[name] { return observer }
        }
        // A scenario built in code may name an undeclared controller: it is a plain one.
        let spec = scenario.controller(named: name) ?? .plain(name)
        let created: ViewController
        switch spec.kind {
        case .plain where spec.archive != nil:
            // A storyboard scene or nib-backed controller, its view from the archive.
            let archive = spec.archive!
            created = ViewController(name: name, archive: ControllerArchive(archive.source, subviewNames: spec.plain?.subviews ?? [],
                                                                            refusedSegues: Set(archive.refusedSegues)))
            created.unwindActions = Set(archive.unwindActions)
            created.segues = archive.segues.map { segue in
                StoryboardSegueTemplate(identifier: segue.identifier, kind: segue.kind) { [unowned self] in
                    self.controller(segue.destination)
                }
            }
        case .plain(let plain) where plain.buildsItsViews:
            let demo = DemoViewController(name: name)
            demo.subviewNames = plain.subviews ?? []
            demo.makeChildren = plain.children.map { child in { [unowned self] in self.controller(child) } }
            let observers = plain.observers.filter { controllers[$0] == nil && $0 != name }.map { AnalyticsObserver(name: $0) }
            for observer in observers {
                controllers[observer.traceName] = observer
                installReactions(on: observer, named: observer.traceName)
            }
            demo.observers = observers
            created = demo
        case .plain: created = ViewController(name: name)
        case .navigation: created = NavigationController(name: name)
        case .tab: created = TabBarController(name: name)
        case .hosting(let content): created = HostingController(rootView: hostedView(content), name: name)
        case .alert(let alert): created = alertController(alert, name: name)
        case .page(let page): created = PageViewController(transitionStyle: page.transitionStyle, name: name)
        case .split(let split): created = SplitViewController(style: split.splitStyle, name: name)
        }
        if let style = spec.style { created.modalPresentationStyle = style }
        if !spec.forwardsAppearance { created.forwardsAppearanceToChildren = false }
        // Registered before its contents, so a containment loop in a hand-built scenario ends.
        controllers[name] = created
        installReactions(on: created, named: name)
        if let delegateName = spec.delegate {
            let delegate = tracedDelegate(named: delegateName)
            (created as? NavigationController)?.delegate = delegate
            (created as? TabBarController)?.delegate = delegate
            (created as? PageViewController)?.delegate = delegate
            (created as? SplitViewController)?.delegate = delegate
            if case .split(let split) = spec.kind {
                delegate.topColumnForCollapsing = split.topColumnForCollapsing
                delegate.handlesCollapsedSecondary = split.collapseSecondaryHandled ?? false
            }
            if case .navigation(let navigation) = spec.kind, let transition = navigation.transition {
                delegate.navigationAnimator = animator(for: transition)
                delegate.givesInteractionController = navigation.interactive
            }
            if case .tab(let tab) = spec.kind, let transition = tab.transition {
                delegate.tabAnimator = animator(for: transition)
                delegate.givesTabInteractionController = tab.interactive
            }
        }
        if let presentation = spec.presentation { configurePresentation(of: created, presentation) }
        switch spec.kind {
        case .navigation(let navigation) where !navigation.stack.isEmpty:
            (created as? NavigationController)?.setViewControllers(navigation.stack.filter { $0 != name }.map(controller),
                                                                   animated: false)
        case .tab(let tab):
            if let names = tab.tabs { (created as? TabBarController)?.viewControllers = names.filter { $0 != name }.map(controller) }
        case .page(let page):
            let pages = page.pages.filter { $0 != name }.map(controller)
            if let sourceName = page.dataSource {
                let source = dataSources[sourceName] ?? TracedPageDataSource(name: sourceName)
                source.pages = pages
                dataSources[sourceName] = source
                (created as? PageViewController)?.dataSource = source
            }
            if let first = pages.first {
                (created as? PageViewController)?.setViewControllers([first], direction: .forward, animated: false)
            }
        case .split(let split):
            for (column, controllerName) in split.columns where controllerName != name {
                (created as? SplitViewController)?.setViewController(controller(controllerName), for: column)
            }
        default:
            break
        }
        return created
    }

    /// The `TransitionAnimator` a transition declares, made the first time it is named and shared
    /// by every presentation and navigation controller naming it.
    private func animator(for transition: ScenarioPresentation.Transition) -> TransitionAnimator {
        if let existing = animators[transition.animator] { return existing }
        let made = TransitionAnimator(name: transition.animator, duration: transition.duration, completion: transition.completes)
        animators[transition.animator] = made
        return made
    }

    /// Makes `animator`, a transitioning delegate, implement `presentationController(forPresented:
    /// presenting:source:)`: it returns the presentation controller the presented controller's
    /// declaration names, and nil (UIKit's own) for a controller that declares none.
    private func vendPresentationControllers(from animator: TransitionAnimator) {
        guard animator.makePresentationController == nil else { return }
        animator.makePresentationController = { [unowned self] presented, presenting, _ in
            guard let spec = scenario.controller(named: presented.traceName)?.presentation?.presentationController
            else { return nil }
            let made = TracedPresentationController(presentedViewController: presented, presenting: presenting,
                                                    name: spec.name)
            made.removesPresentersView = spec.removesPresentersView
            if let view = spec.dimmingView { made.dimmingView = self.view(.named(view)) }
            presentationControllers[spec.name] = made
            installReactions(on: made, named: spec.name)
            return made
        }
    }

    /// The `TracedDelegate` of that name, made (with the reactions waiting for it) the first time
    /// a container or a presentation names it.
    func tracedDelegate(named name: String) -> TracedDelegate {
        if let existing = delegates[name] { return existing }
        let made = TracedDelegate(name: name)
        delegates[name] = made
        installReactions(on: made, named: name)
        return made
    }

    /// The `TracedDelegate` of that name if it was made.
    func existingDelegate(named name: String) -> TracedDelegate? { delegates[name] }

    /// A controller's `presentation:` declaration (issue 15): `isModalInPresentation`, and the
    /// presentation controller's delegate with its answers; the delegate is shared by name with
    /// the containers and presentations that name it too.
    private func configurePresentation(of controller: ViewController, _ presentation: ScenarioPresentation) {
        controller.isModalInPresentation = presentation.modalInPresentation
        if presentation.removesPresentersView { controller.presentationController.removesPresentersView = true }
        if presentation.definesPresentationContext { controller.definesPresentationContext = true }
        if let style = presentation.modalTransitionStyle { controller.modalTransitionStyle = style }
        if presentation.providesPresentationContextTransitionStyle {
            controller.providesPresentationContextTransitionStyle = true
        }
        if let detents = presentation.detents { controller.sheetPresentationController?.detents = detents }
        if let transition = presentation.transition {
            let animator = animator(for: transition)
            controller.transitioningDelegate = animator
            if presentation.presentationController != nil { vendPresentationControllers(from: animator) }
        }
        guard let name = presentation.delegate else { return }
        let delegate = tracedDelegate(named: name)
        if !presentation.shouldDismiss { delegate.shouldDismiss = false }
        if let answer = presentation.adaptiveStyle { delegate.adaptiveStyle = answer }
        controller.presentationController.delegate = delegate
    }

    /// An alert with its actions, each with a handler that runs the action's steps (none: it does
    /// nothing, and its run still shows in the trace).
    private func alertController(_ spec: ScenarioAlert, name: String) -> AlertController {
        let alert = AlertController(title: spec.title, message: spec.message, preferredStyle: spec.preferredStyle,
                                    name: name)
        for action in spec.actions {
            let work = self.work(action.handler)
            alert.addAction(AlertAction(title: action.title, style: action.style) { _ in work() })
        }
        return alert
    }

    /// Hosted content with `onAppear` / `onDisappear` actions on every node (they do nothing;
    /// their runs show in the trace).
    private func hostedView(_ content: ScenarioContent) -> HostedView {
        let node = HostedView(name: content.name, content.children.map(hostedView))
            .onAppear {}
            .onDisappear {}
        contentNodes[content.name] = node
        for reaction in pendingReactions.removeValue(forKey: content.name) ?? [] { install(reaction, on: node) }
        return node
    }

    func view(_ reference: ScenarioView) -> View {
        switch reference {
        case .window: return keyWindow()
        case .rootView(let name): return controller(name).view
        case .named(let name):
            if let existing = views[name] { return existing }
            // A subview exists once its controller's view has loaded: touching it loads the view,
            // as touching an outlet after `_ = vc.view` would.
            if let owner = scenario.controllers.first(where: { $0.plain?.subviews?.contains(name) == true }),
               let demo = controller(owner.name) as? DemoViewController {
                _ = demo.view
                if let built = demo.builtSubviews[name] { return built }
            }
            let created = View(name: name)
            views[name] = created
            installReactions(on: created, named: name)
            return created
        }
    }

    /// The object a log line names, made now if it does not exist yet; nil for a hosted content
    /// node, which logs nothing (the loader refuses it).
    func object(_ object: ScenarioObject) -> Responder? {
        switch object {
        case .controller(let name) where scenario.declaresPresentationController(name):
            // An app's presentation controller logs once the transitioning delegate has made it.
            return presentationControllers[name]
        case .controller(let name): return controller(name)
        case .window: return keyWindow()
        case .view(let name): return view(.named(name))
        case .content: return nil
        case .app(let app): return appObject(app)
        }
    }

    // MARK: Steps

    func perform(_ step: ScenarioStep) throws(ScenarioError) {
        current = step
        try step.operation.perform(in: self)
    }

    /// An error at the step being performed.
    func error(_ message: String) -> ScenarioError {
        ScenarioError(file: scenario.file ?? scenario.name, line: current?.line ?? 0, column: current?.column ?? 0,
                      message: message)
    }

    func navigationController(_ name: String) -> NavigationController? {
        controller(name) as? NavigationController
    }
}
