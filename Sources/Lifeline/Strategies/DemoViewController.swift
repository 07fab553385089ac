/// The controller every built-in strategy loads: a root view with one subview, added in
/// `loadView()` the way code-built screens do, so that view callbacks show in the trace.
@MainActor
public final class DemoViewController: ViewController {
    public override func loadView() {
        let root = View()
        root.addSubview(View(name: "label"))
        view = root
    }
}
