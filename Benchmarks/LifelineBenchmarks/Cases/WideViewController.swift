import Lifeline

/// A controller whose `loadView()` builds a root view with `viewCount` views in all (the root
/// included), as a balanced tree of fan-out 10 filled breadth-first: every view but the last
/// parents gets 10 subviews, so 100,000 views are 6 levels deep. Views get the default name, as
/// `View()` in app code does.
@MainActor
final class WideViewController: ViewController {
    static let fanOut = 10
    let viewCount: Int

    init(name: String, viewCount: Int) {
        self.viewCount = viewCount
        super.init(name: name)
    }

    override func loadView() {
        let root = View()
        var parents = [root]
        var parentIndex = 0
        for _ in 1..<max(viewCount, 1) {
            let child = View()
            parents[parentIndex].addSubview(child)
            parents.append(child)
            if parents[parentIndex].subviews.count == Self.fanOut { parentIndex += 1 }
        }
        view = root
    }
}
