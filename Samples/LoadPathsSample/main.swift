// The view-loading article's experiment, on the model: a controller that logs every override
// the way readers of the article would, driven through each load path. It prints the log the
// overrides produce and then Lifeline's own trace of the same run.
import Lifeline

/// Logs each lifecycle override with `print`, as the article's readers did, and calls `super`.
final class LoggingViewController: ViewController {
    override func loadView() { printLine("loadView"); super.loadView(); view.addSubview(View(name: "label")) }
    override func viewDidLoad() { printLine("viewDidLoad"); super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { printLine("viewWillAppear(\(animated))"); super.viewWillAppear(animated) }
    override func viewIsAppearing(_ animated: Bool) { printLine("viewIsAppearing(\(animated))"); super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) { printLine("viewDidAppear(\(animated))"); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { printLine("viewWillDisappear(\(animated))"); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { printLine("viewDidDisappear(\(animated))"); super.viewDidDisappear(animated) }
    override func viewWillLayoutSubviews() { printLine("viewWillLayoutSubviews"); super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { printLine("viewDidLayoutSubviews"); super.viewDidLayoutSubviews() }
    override func updateViewConstraints() { printLine("updateViewConstraints"); super.updateViewConstraints() }

    private func printLine(_ message: String) { print("  [log] \(message)") }
}

@MainActor
func show(_ title: String, _ body: (Session) -> Void) {
    print("== \(title)")
    let trace = Session.record(scenario: title) { body($0) }
    print("-- trace")
    print(TextTraceFormat.encode(trace), terminator: "")
    print()
}

MainActor.assumeIsolated {
    show("root window") { session in
        let window = Window()
        window.rootViewController = LoggingViewController(name: "vc")
        window.makeKeyAndVisible()
        session.runLoop.runUntilIdle()
    }
    show("direct view access") { _ in
        _ = LoggingViewController(name: "vc").view
    }
    show("loadViewIfNeeded") { _ in
        LoggingViewController(name: "vc").loadViewIfNeeded()
    }
    show("appearance transition") { _ in
        let controller = LoggingViewController(name: "vc")
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
    }
}
