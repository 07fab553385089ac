/// The controller every load-path strategy loads: a root view with one subview, added in
/// `loadView()` the way code-built screens do, so that view callbacks show in the trace.
///
/// Scenario files use it for a plain controller that declares `subviews` (the views its
/// `loadView()` adds), `children` (controllers its `viewDidLoad()` embeds with Apple's recipe) or
/// `observers` (analytics observers its `viewDidLoad()` adds with `addLifecycleObserver(_:)`).
@MainActor
public final class DemoViewController: ViewController {
    /// The names of the subviews `loadView()` adds to the root view, in order.
    var subviewNames = ["label"]
    /// Makes each child `viewDidLoad()` embeds; a scenario's runner creates them on first use.
    var makeChildren: [@MainActor () -> ViewController] = []
    /// Observers `viewDidLoad()` adds with `addLifecycleObserver(_:)`, after the children.
    var observers: [AnalyticsObserver] = []
    /// The subviews `loadView()` built, by name, so scenario steps can find them wherever they move.
    private(set) var builtSubviews: [String: View] = [:]

    public override func loadView() {
        let root = View()
        for name in subviewNames {
            let subview = View(name: name)
            builtSubviews[name] = subview
            root.addSubview(subview)
        }
        view = root
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        for make in makeChildren {
            let child = make()
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
        for observer in observers { addLifecycleObserver(observer) }
    }
}
