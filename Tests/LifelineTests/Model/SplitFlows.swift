import Lifeline
import LifelineScenarios

/// Split view controller flows: `split` with `primary` and `secondary` (and `supplementary` for a
/// triple column) as the root of a key window on `device`, with a traced delegate, until idle,
/// then `body`.
@MainActor
enum SplitFlows {
    static func run(device: Device, style: SplitViewController.Style = .doubleColumn, ios: Int = 26,
                    delegate makeDelegate: @MainActor () -> SplitViewControllerDelegate = { TracedDelegate(name: "delegate") },
                    body: @MainActor (Session, SplitViewController, Window) -> Void = { _, _, _ in }) -> Trace {
        Session.record(ios: IOSVersion(major: ios)!, device: device) { session in
            let delegate = makeDelegate()
            let split = SplitViewController(style: style, name: "split")
            split.delegate = delegate
            if style == .unspecified {
                split.setViewControllers([ViewController(name: "primary"), ViewController(name: "secondary")])
            } else {
                split.setViewController(ViewController(name: "primary"), for: .primary)
                if style == .tripleColumn { split.setViewController(ViewController(name: "supplementary"), for: .supplementary) }
                split.setViewController(ViewController(name: "secondary"), for: .secondary)
            }
            let window = Window(name: "window")
            window.rootViewController = split
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
            body(session, split, window)
            session.runLoop.runUntilIdle()
            _ = delegate
        }
    }

    /// An iPad split whose window narrows to a compact width (Split View) and widens back.
    static func collapseAndExpand(style: SplitViewController.Style = .doubleColumn) -> Trace {
        run(device: .iPad, style: style, body: { session, _, window in
            window.resize(to: ScreenSize(width: 500, height: 1180))
            session.runLoop.runUntilIdle()
            window.resize(to: ScreenSize(width: 820, height: 1180))
        })
    }
}

/// A classic delegate that handles the collapse itself (returns true): the primary stays shown.
final class DiscardingSplitDelegate: ViewController, SplitViewControllerDelegate {
    func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
                             onto primaryViewController: ViewController) -> Bool { true }
}

/// A column-style delegate that shows the primary column when collapsing, as apps that open on
/// their list do.
final class PrimaryFirstSplitDelegate: ViewController, SplitViewControllerDelegate {
    func splitViewController(_ svc: SplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column)
        -> SplitViewController.Column { .primary }
}
