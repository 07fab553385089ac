import Lifeline

// MARK: Controllers the S5 setups describe

/// S5-03: a controller that presents `vc3` (full screen, animated) from its viewDidAppear.
final class PresentsFromViewDidAppearController: ViewController {
    let next: ViewController = {
        let controller = ViewController(name: "vc3")
        controller.modalPresentationStyle = .fullScreen
        return controller
    }()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard presentedViewController == nil, next.presentingViewController == nil else { return }
        present(next, animated: true)
    }
}

/// S5 present/dismiss: one function per entry the model covers, as in `ConformanceScenarios`.
/// The presenter is the window's root controller, shown and idle before the source's log starts.
@MainActor
extension ConformanceScenarios {
    /// A key window showing `root` (named by the caller), run until idle; the window is kept.
    private static func visiblePresenter<Root: ViewController>(_ root: Root, _ context: ConformanceScenarioContext) -> Root {
        let window = Window(name: "window")
        context.keep(window)
        window.rootViewController = root
        window.makeKeyAndVisible()
        context.runUntilIdle()
        return root
    }

    private static func controller(_ name: String, _ style: ModalPresentationStyle) -> ViewController {
        let controller = ViewController(name: name)
        controller.modalPresentationStyle = style
        return controller
    }

    /// One presents Modal full screen (animated, as a button's present does), then Modal dismisses itself.
    static func s5_01(_ context: ConformanceScenarioContext) {
        let one = visiblePresenter(ViewController(name: "one"), context)
        let modal = controller("modal", .fullScreen)
        context.beginObservation()
        one.present(modal, animated: true)
        context.runUntilIdle()
        modal.dismiss(animated: true)
        context.runUntilIdle()
    }

    /// vc1 presents vc2 full screen (animated); vc2 presents vc3 from its viewDidAppear. The log
    /// starts with vc2's presentation still finishing.
    static func s5_03(_ context: ConformanceScenarioContext) {
        let vc1 = visiblePresenter(ViewController(name: "vc1"), context)
        let vc2 = PresentsFromViewDidAppearController(name: "vc2")
        vc2.modalPresentationStyle = .fullScreen
        context.beginObservation()
        vc1.present(vc2, animated: true)
        context.runUntilIdle()
    }

    /// WinObjC: A in a window presents B full screen, animated, with a completion.
    static func s5_04(_ context: ConformanceScenarioContext) {
        let a = visiblePresenter(ViewController(name: "a"), context)
        context.beginObservation()
        a.present(controller("b", .fullScreen), animated: true) {}
        context.runUntilIdle()
    }

    /// WinObjC: A presents B as a popover (an iPhone in the model), animated; A is tracked.
    static func s5_06(_ context: ConformanceScenarioContext) {
        let a = visiblePresenter(ViewController(name: "a"), context)
        context.beginObservation()
        a.present(controller("b", .popover), animated: true) {}
        context.runUntilIdle()
    }

    /// WinObjC, tablet: on an iPad A presents B as a form sheet, animated; A is tracked. The
    /// session's device comes from `ConformanceScenarios.devices`.
    static func s5_06T(_ context: ConformanceScenarioContext) {
        let a = visiblePresenter(ViewController(name: "a"), context)
        context.beginObservation()
        a.present(controller("b", .formSheet), animated: true) {}
        context.runUntilIdle()
    }

    // The Lasso entries (S5-07 … S5-12) mark stages as S4-11 does (ConformanceScenarios.swift): a
    // label heads the stage that ends at its checkpoint, so each label is marked where its stage begins.

    /// Lasso: vc0 presents vc1 with `style`, `_ = vc1.view` at sync, one turn, then the transition.
    private static func lassoPresent(_ context: ConformanceScenarioContext, style: ModalPresentationStyle, animated: Bool) {
        let vc0 = visiblePresenter(ViewController(name: "vc0"), context)
        let vc1 = controller("vc1", style)
        context.beginObservation()
        context.checkpoint("@sync")
        vc0.present(vc1, animated: animated)
        _ = vc1.view
        context.checkpoint("@afterOneMainQueueTurn")
        context.runOnce()
        if animated {
            context.checkpoint("@afterTransitionCoordinatorCompletion")
            context.session.runLoop.advance(by: ViewController.modalTransitionDuration)
        }
        context.endObservation()
        context.runUntilIdle()
    }

    /// Lasso: vc0 presents vc1 (.fullScreen, animated).
    static func s5_07(_ context: ConformanceScenarioContext) { lassoPresent(context, style: .fullScreen, animated: true) }
    /// Lasso: vc0 presents vc1 (.fullScreen, not animated).
    static func s5_08(_ context: ConformanceScenarioContext) { lassoPresent(context, style: .fullScreen, animated: false) }
    /// Lasso: vc0 presents vc1 (.pageSheet, animated); vc0 is tracked.
    static func s5_09(_ context: ConformanceScenarioContext) { lassoPresent(context, style: .pageSheet, animated: true) }

    /// Lasso: vc1 presented with `style` and idle; `vc1.dismiss(animated: false)`; one turn, then later.
    private static func lassoDismiss(_ context: ConformanceScenarioContext, style: ModalPresentationStyle, later: Bool) {
        let vc0 = visiblePresenter(ViewController(name: "vc0"), context)
        let vc1 = controller("vc1", style)
        vc0.present(vc1, animated: false)
        context.runUntilIdle()
        context.beginObservation()
        context.checkpoint("@afterOneMainQueueTurn")
        vc1.dismiss(animated: false)
        context.runOnce()
        if later {
            context.checkpoint("@later")
            context.runUntilIdle()
        }
        context.endObservation()
        context.runUntilIdle()
    }

    /// Lasso: dismiss vc1 (.fullScreen), not animated.
    static func s5_11(_ context: ConformanceScenarioContext) { lassoDismiss(context, style: .fullScreen, later: false) }
    /// Lasso: dismiss vc1 (.pageSheet), not animated; vc0 is tracked.
    static func s5_12(_ context: ConformanceScenarioContext) { lassoDismiss(context, style: .pageSheet, later: true) }

    /// UIKitTestable: a root controller in a window presents debugVC (default style), not animated,
    /// and the test waits for the completion.
    static func s5_14(_ context: ConformanceScenarioContext) {
        let root = visiblePresenter(ViewController(name: "root"), context)
        context.beginObservation()
        root.present(ViewController(name: "debugVC"), animated: false) {}
        context.runUntilIdle()
    }

    /// Apple's docs: A presents B (default style, animated) with a completion.
    static func s5_15(_ context: ConformanceScenarioContext) {
        let a = visiblePresenter(ViewController(name: "a"), context)
        context.beginObservation()
        a.present(ViewController(name: "b"), animated: true) {}
        context.runUntilIdle()
    }

    /// B, presented by A (default style), dismisses itself (animated) with a completion.
    static func s5_16(_ context: ConformanceScenarioContext) {
        let a = visiblePresenter(ViewController(name: "a"), context)
        let b = ViewController(name: "b")
        a.present(b, animated: true)
        context.runUntilIdle()
        context.beginObservation()
        b.dismiss(animated: true) {}
        context.runUntilIdle()
    }
}
