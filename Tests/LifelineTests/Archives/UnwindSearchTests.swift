import Lifeline
import Testing

/// A custom container that narrows the unwind search: its override returns no children, so
/// they are never asked (Apple's `allowedChildrenForUnwinding(from:)` docs: the returned array
/// is what is searched).
private final class SealedContainer: ViewController {
    override func allowedChildrenForUnwinding(from source: UnwindSegueSource) -> [ViewController] { [] }
}

/// The unwind destination search with `allowedChildrenForUnwinding(from:)` traced (S17-01,
/// S17-10): each controller on the path is asked for its children before they are searched,
/// and its own `canPerformUnwindSegueAction` comes only when none of them answered.
@MainActor
@Suite struct UnwindSearchTests {
    /// S17-01's app: a tab bar [nav [first, pushed], second]; second (the selected tab) presents
    /// `presented`, which unwinds to first's `iAmFirst`.
    static func tabbedUnwind(container: (([ViewController]) -> ViewController)? = nil,
                             react: ((ViewController) -> Void)? = nil) -> Trace {
        recordWithVisibleRoot({ () -> TabBarController in
            let first = ArchiveFlows.scene("first", unwindActions: ["iAmFirst"])
            let nav = NavigationController(rootViewController: first, name: "nav")
            let tabs = TabBarController(name: "tabBar")
            tabs.viewControllers = [nav, ArchiveFlows.scene("second")]
            return tabs
        }) { session, tabs in
            let nav = tabs.viewControllers![0] as! NavigationController
            nav.pushViewController(ArchiveFlows.scene("pushed"), animated: false)
            session.runLoop.runUntilIdle()
            tabs.selectedIndex = 1
            session.runLoop.runUntilIdle()
            let presented = ArchiveFlows.scene("presented")
            tabs.viewControllers![1].present(presented, animated: false)
            session.runLoop.runUntilIdle()
            react?(nav.viewControllers[0])
            session.mark("unwind")
            presented.triggerUnwind("iAmFirst")
            session.runLoop.runUntilIdle()
        }
    }

    /// S17-01, whole search: the tab that presented the source is searched first, then the
    /// source ("we dive back down"), then the tab bar, whose allowed children leave that tab
    /// out, the navigation controller (its stack top first), pushed, first, which answers true;
    /// the containers' own canPerformUnwindSegueAction is never asked.
    @Test func searchFollowsS17_01() {
        let text = ArchiveFlows.from("triggerUnwind", Self.tabbedUnwind())
        let search = text.components(separatedBy: "\n").prefix(while: { !$0.contains("prepare(for:") }).joined(separator: "\n")
        expectText(search + "\n", equals: """
              [7] presented.triggerUnwind("iAmFirst")
                presented.shouldPerformSegue(withIdentifier: "iAmFirst", sender: nil)
                second.allowedChildrenForUnwinding(from: presented)
                second.canPerformUnwindSegueAction("iAmFirst", from: presented, sender: nil)
                presented.allowedChildrenForUnwinding(from: presented)
                presented.canPerformUnwindSegueAction("iAmFirst", from: presented, sender: nil)
                tabBar.allowedChildrenForUnwinding(from: presented)
                nav.allowedChildrenForUnwinding(from: presented)
                pushed.allowedChildrenForUnwinding(from: presented)
                pushed.canPerformUnwindSegueAction("iAmFirst", from: presented, sender: nil)
                first.allowedChildrenForUnwinding(from: presented)
                first.canPerformUnwindSegueAction("iAmFirst", from: presented, sender: nil)

            """)
    }

    /// The documented default: the children minus the one the source descends from, through a
    /// presentation a child made (the tab bar leaves `second` out); a navigation controller's
    /// top first.
    @Test func defaultAllowedChildren() {
        _ = Session.record(ios: IOSVersion(major: 26)!) { session in
            let first = ViewController(name: "first")
            let nav = NavigationController(rootViewController: first, name: "nav")
            let pushed = ViewController(name: "pushed")
            let second = ViewController(name: "second")
            let tabs = TabBarController(name: "tabBar")
            tabs.viewControllers = [nav, second]
            let window = Window(name: "window")
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            nav.pushViewController(pushed, animated: false)
            tabs.selectedIndex = 1
            session.runLoop.runUntilIdle()
            let presented = ViewController(name: "presented")
            second.present(presented, animated: false)
            session.runLoop.runUntilIdle()
            let source = UnwindSegueSource(source: presented, unwindAction: "iAmFirst")
            #expect(tabs.childContaining(source) === second)
            #expect(tabs.allowedChildrenForUnwinding(from: source).map(\.traceName) == ["nav"])
            #expect(nav.allowedChildrenForUnwinding(from: source).map(\.traceName) == ["pushed", "first"])
            #expect(nav.childContaining(source) == nil)
            let fromPushed = UnwindSegueSource(source: pushed, unwindAction: "iAmFirst")
            #expect(nav.allowedChildrenForUnwinding(from: fromPushed).map(\.traceName) == ["first"])
            #expect(tabs.allowedChildrenForUnwinding(from: fromPushed).map(\.traceName) == ["second"])
        }
    }

    /// An override that returns no children: the container's children are not searched, it is
    /// asked itself, and the unwind finds no destination.
    @Test func anOverrideNarrowsTheSearch() {
        let trace = recordWithVisibleRoot({ () -> SealedContainer in
            let container = SealedContainer(name: "container")
            let inner = ArchiveFlows.scene("inner", unwindActions: ["back"])
            container.addChild(inner)
            container.view.addSubview(inner.view)
            inner.didMove(toParent: container)
            return container
        }) { session, container in
            let presented = ArchiveFlows.scene("presented")
            container.present(presented, animated: false)
            session.runLoop.runUntilIdle()
            presented.triggerUnwind("back")
        }
        expectText(ArchiveFlows.from("triggerUnwind", trace), equals: """
              [8] presented.triggerUnwind("back")
                presented.shouldPerformSegue(withIdentifier: "back", sender: nil)
                presented.allowedChildrenForUnwinding(from: presented)
                presented.canPerformUnwindSegueAction("back", from: presented, sender: nil)
                container.allowedChildrenForUnwinding(from: presented)
                container.canPerformUnwindSegueAction("back", from: presented, sender: nil)
                ! presented.unwindWithoutDestination("back")  # No view controller answers canPerformUnwindSegueAction for "back" from presented; the unwind does nothing.

            """)
    }

    /// A reaction named after the callback runs inside it, as an override's body would.
    @Test func reactionsNameTheCallback() {
        let text = ArchiveFlows.from("triggerUnwind", Self.tabbedUnwind(react: { first in
            first.react(to: .allowedChildrenForUnwinding) { first.log("searched") }
        }))
        expectText(text.components(separatedBy: "\n").dropFirst(10).prefix(4).joined(separator: "\n"), equals: """
                first.allowedChildrenForUnwinding(from: presented)
                  first.log("searched")
                first.canPerformUnwindSegueAction("iAmFirst", from: presented, sender: nil)
                presented.prepare(for: "iAmFirst", sender: nil)
            """)
    }
}
