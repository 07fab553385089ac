import Lifeline
import LifelineTestSupport

/// A navigation-like flow recorded by hand with `TraceRecorder`: a navigation controller shows
/// `home`, then pushes and pops `detail` and `settings`, each transition spread over turns
/// with nested calls, layout passes and main-queue work, the way UIKit runs a push.
/// Four controllers, their views and a window; one unbalanced appearance call.
struct NavigationTrace {
    private let recorder = TraceRecorder(iosVersion: 17, scenario: "navigation")
    private let window: ObjectID
    private let nav: ObjectID
    private let navView: ObjectID
    private var views: [ObjectID: ObjectID] = [:]
    let home: ObjectID
    let detail: ObjectID
    let settings: ObjectID

    init() {
        window = recorder.register(name: "window", className: "UIWindow", role: .window)
        nav = recorder.register(name: "nav", className: "UINavigationController", role: .viewController)
        navView = recorder.register(name: "nav.view", className: "UILayoutContainerView", role: .view)
        home = recorder.register(name: "home", className: "HomeViewController", role: .viewController)
        detail = recorder.register(name: "detail", className: "DetailViewController", role: .viewController)
        settings = recorder.register(name: "settings", className: "SettingsViewController", role: .viewController)
        for controller in [home, detail, settings] {
            views[controller] = recorder.register(name: recorder.name(of: controller) + ".view", className: "UIView", role: .view)
        }
    }

    var trace: Trace { recorder.trace }

    /// `window.rootViewController = nav; makeKeyAndVisible()`, showing `home` without animation.
    func launch() {
        recorder.record(.rootViewController, object: window, arguments: EventArguments(.object(nav)))
        let show = recorder.open(.makeKeyAndVisible, object: window)
        load(nav, view: navView)
        load(home, view: views[home]!)
        recorder.record(.viewWillAppear, object: nav, arguments: .animated(false))
        recorder.record(.viewWillAppear, object: home, arguments: .animated(false))
        attach(views[home]!, to: navView)
        recorder.close(show)
        layoutPass(cause: show, controllers: [nav, home], appearing: [nav, home], animated: false)
        recorder.turn += 1
        mainQueue(cause: show) {
            recorder.record(.viewDidAppear, object: nav, arguments: .animated(false))
            recorder.record(.viewDidAppear, object: home, arguments: .animated(false))
        }
    }

    /// `to` slides in over `from`: two turns, as UIKit animates a push or a pop.
    func transition(from: ObjectID, to: ObjectID, loads: Bool, animated: Bool = true) {
        recorder.turn += 1
        let begin = recorder.open(.beginAppearanceTransition, object: to,
                                  arguments: EventArguments(.bool(true), .bool(animated)))
        if loads { load(to, view: views[to]!) }
        recorder.record(.viewWillAppear, object: to, arguments: .animated(animated))
        recorder.close(begin)
        let hide = recorder.open(.beginAppearanceTransition, object: from,
                                 arguments: EventArguments(.bool(false), .bool(animated)))
        recorder.record(.viewWillDisappear, object: from, arguments: .animated(animated))
        recorder.close(hide)
        attach(views[to]!, to: navView)
        layoutPass(cause: begin, controllers: [nav, to], appearing: [to], animated: animated)
        recorder.turn += 1
        mainQueue(cause: begin) {
            let end = recorder.open(.endAppearanceTransition, object: to)
            recorder.record(.viewDidAppear, object: to, arguments: .animated(animated))
            recorder.close(end)
            let endHide = recorder.open(.endAppearanceTransition, object: from)
            recorder.record(.viewDidDisappear, object: from, arguments: .animated(animated))
            recorder.close(endHide)
            detach(views[from]!)
        }
    }

    /// An extra `beginAppearanceTransition` on a controller that is already appearing.
    func unbalancedCall(on controller: ObjectID) {
        let call = recorder.open(.beginAppearanceTransition, object: controller,
                                 arguments: EventArguments(.bool(true), .bool(true)))
        recorder.record(.unbalancedAppearanceTransition, object: controller)
        recorder.close(call)
    }

    private func load(_ controller: ObjectID, view: ObjectID) {
        recorder.record(.loadView, object: controller)
        recorder.record(.viewDidLoad, object: controller)
    }

    private func attach(_ view: ObjectID, to superview: ObjectID) {
        let add = recorder.open(.addSubview, object: superview, arguments: EventArguments(.object(view)))
        recorder.record(.willMoveToSuperview, object: view, arguments: .object(superview))
        recorder.record(.willMoveToWindow, object: view, arguments: .object(window))
        recorder.record(.didMoveToWindow, object: view)
        recorder.record(.didMoveToSuperview, object: view)
        recorder.record(.didAddSubview, object: superview, arguments: EventArguments(.object(view)))
        recorder.close(add)
    }

    private func detach(_ view: ObjectID) {
        let remove = recorder.open(.removeFromSuperview, object: view)
        recorder.record(.willRemoveSubview, object: navView, arguments: EventArguments(.object(view)))
        recorder.record(.willMoveToSuperview, object: view, arguments: .object(nil))
        recorder.record(.willMoveToWindow, object: view, arguments: .object(nil))
        recorder.record(.didMoveToWindow, object: view)
        recorder.record(.didMoveToSuperview, object: view)
        recorder.close(remove)
    }

    private func layoutPass(cause: Int, controllers: [ObjectID], appearing: [ObjectID], animated: Bool) {
        let pass = recorder.open(.layoutPass, object: window, cause: cause)
        recorder.record(.layoutSubviews, object: window)
        for controller in controllers {
            if appearing.contains(controller) {
                recorder.record(.viewIsAppearing, object: controller, arguments: .animated(animated))
            }
            recorder.record(.viewWillLayoutSubviews, object: controller)
            recorder.record(.layoutSubviews, object: controller == nav ? navView : views[controller]!)
            recorder.record(.viewDidLayoutSubviews, object: controller)
        }
        recorder.close(pass)
    }

    private func mainQueue(cause: Int, _ body: () -> Void) {
        let queue = recorder.open(.mainQueue, object: nil, cause: cause)
        body()
        recorder.close(queue)
    }

    /// Launch, push `detail`, push `settings` with an unbalanced call, pop twice.
    static func flow() -> Trace {
        let flow = NavigationTrace()
        flow.launch()
        flow.transition(from: flow.home, to: flow.detail, loads: true)
        flow.transition(from: flow.detail, to: flow.settings, loads: true)
        flow.unbalancedCall(on: flow.settings)
        flow.transition(from: flow.settings, to: flow.detail, loads: false)
        flow.transition(from: flow.detail, to: flow.home, loads: false)
        return flow.trace
    }
}

extension NavigationTrace {
    /// At least `events` events of navigation: pushes and pops repeated, with the animation
    /// flag and an occasional unbalanced call varied by a seeded generator, so turns repeat
    /// often but not always.
    static func long(events: Int, seed: UInt64 = 7) -> Trace {
        var random = SplitMix64(seed: seed)
        let flow = NavigationTrace()
        flow.launch()
        var stack = [flow.home]
        var loaded: Set<ObjectID> = [flow.home]
        while flow.recorder.eventCount < events {
            let animated = Bool.random(using: &random)
            if stack.count < 3, Bool.random(using: &random) || stack.count == 1 {
                let next = stack.count == 1 ? flow.detail : flow.settings
                flow.transition(from: stack.last!, to: next, loads: !loaded.contains(next), animated: animated)
                loaded.insert(next)
                stack.append(next)
            } else {
                let top = stack.removeLast()
                flow.transition(from: top, to: stack.last!, loads: false, animated: animated)
            }
            if Int.random(in: 0..<20, using: &random) == 0 { flow.unbalancedCall(on: stack.last!) }
        }
        return flow.trace
    }
}

/// Traces with little repetition, to exercise the folds that do not rely on repeated turns:
/// many objects, random nesting, runs of layout passes and of identical calls.
enum NoisyTrace {
    static func make(events: Int, seed: UInt64 = 11) -> Trace {
        var random = SplitMix64(seed: seed)
        let recorder = TraceRecorder(iosVersion: 17, scenario: "noisy")
        let objects = (1...40).map { index in
            recorder.register(name: "object\(index)", className: "View\(index % 7)", role: index % 4 == 0 ? .viewController : .view)
        }
        let callbacks: [EventName] = [.layoutSubviews, .didMoveToWindow, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
                                      .updateConstraints, .safeAreaInsetsDidChange, .traitCollectionDidChange]
        var open: [Int] = []
        while recorder.eventCount < events {
            let roll = Int.random(in: 0..<100, using: &random)
            let object = objects.randomElement(using: &random)!
            switch roll {
            case 0..<3:
                while let last = open.popLast() { recorder.close(last) }
                recorder.turn += 1
            case 3..<10:
                while let last = open.popLast() { recorder.close(last) }
                let pass = recorder.open(.layoutPass, object: nil)
                for _ in 0..<Int.random(in: 1...6, using: &random) {
                    recorder.record(.layoutSubviews, object: objects.randomElement(using: &random)!)
                }
                recorder.close(pass)
            case 10..<25 where open.count < 30:
                open.append(recorder.open(.setNeedsLayout, object: object))
            case 25..<35:
                if let last = open.popLast() { recorder.close(last) }
            case 35..<40:
                for _ in 0..<Int.random(in: 2...9, using: &random) { recorder.record(.layoutSubviews, object: object) }
            default:
                recorder.record(callbacks.randomElement(using: &random)!, object: object,
                                arguments: Bool.random(using: &random) ? EventArguments() : EventArguments())
            }
        }
        while let last = open.popLast() { recorder.close(last) }
        return recorder.trace
    }
}
