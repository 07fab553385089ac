import Lifeline

/// Flows the containment tests record, each in a fresh session with a window the flow keeps alive.

/// Records whether `isMovingToParent` / `isMovingFromParent` are set in each appearance callback.
final class FlagRecordingController: ViewController {
    var flags: [String] = []
    private func note(_ callback: String) {
        flags.append("\(callback) to:\(isMovingToParent) from:\(isMovingFromParent)")
    }
    override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear") }
}

/// A parent that embeds `child` with the full add sequence in `viewDidLoad`.
class EmbeddingParent: ViewController {
    let child: ViewController
    init(name: String, child: ViewController) {
        self.child = child
        super.init(name: name)
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

/// A container that forwards appearance by hand, as a container returning false must.
final class ManualForwardingParent: EmbeddingParent {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    override func viewWillAppear(_ animated: Bool) {
        child.beginAppearanceTransition(true, animated: animated)
    }
    override func viewDidAppear(_ animated: Bool) {
        child.endAppearanceTransition()
    }
}

@MainActor
enum ContainmentFlows {
    /// Records `body` with a visible window whose root is `root`, shown and idle first.
    static func withVisibleRoot(_ makeRoot: @MainActor () -> ViewController,
                                _ body: @MainActor (Session, ViewController) -> Void) -> String {
        eventLines(recordWithVisibleRoot(makeRoot, body))
    }
}
