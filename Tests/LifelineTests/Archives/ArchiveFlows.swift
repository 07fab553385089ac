import Lifeline
import LifelineScenarios

/// Storyboard, nib and segue flows: scenes made as a storyboard makes them.
@MainActor
enum ArchiveFlows {
    /// A storyboard scene named `name` whose view archive holds `subviews`.
    static func scene(_ name: String, subviews: [String] = [], segues: [StoryboardSegueTemplate] = [],
                      unwindActions: Set<String> = []) -> ViewController {
        let controller = ViewController(name: name, archive: ControllerArchive(.storyboard, subviewNames: subviews))
        controller.segues = segues
        controller.unwindActions = unwindActions
        return controller
    }

    /// A navigation controller (made in code) whose root `master` is a storyboard scene with a
    /// show segue `showDetail` to a storyboard `detail` holding a `label`; `master` performs it
    /// once the window is idle, then everything runs until idle.
    static func showSegue(triggered: Bool = false) -> Trace {
        recordWithVisibleRoot({ () -> NavigationController in
            let master = scene("master", segues: [
                StoryboardSegueTemplate(identifier: "showDetail", kind: .show) { scene("detail", subviews: ["label"]) },
            ])
            return NavigationController(rootViewController: master, name: "nav")
        }) { session, nav in
            let master = nav.viewControllers[0]
            if triggered { master.triggerSegue("showDetail") } else { master.performSegue(withIdentifier: "showDetail", sender: nil) }
            session.runLoop.runUntilIdle()
        }
    }
}

extension ArchiveFlows {
    /// A storyboard `container` whose view archive holds an embed segue `embedChild` to a
    /// storyboard `child`, shown as the window's root.
    static func embed() -> Trace {
        recordWithVisibleRoot({ () -> ViewController in
            scene("container", segues: [
                StoryboardSegueTemplate(identifier: "embedChild", kind: .embed) { scene("child") },
            ])
        }) { _, _ in }
    }

    /// A cascade of presentations first -> second -> third (storyboard scenes, made in code
    /// here), then third unwinds to `first`'s `backToFirst`.
    static func unwindCascade(action: String = "backToFirst") -> Trace {
        recordWithVisibleRoot({ () -> ViewController in
            scene("first", unwindActions: ["backToFirst"])
        }) { session, first in
            let second = scene("second")
            first.present(second, animated: false)
            session.runLoop.runUntilIdle()
            let third = scene("third")
            second.present(third, animated: false)
            session.runLoop.runUntilIdle()
            session.mark("unwind")
            third.triggerUnwind(action)
            session.runLoop.runUntilIdle()
        }
    }

    /// nav [first, pushed], pushed unwinds to first's `backToFirst`.
    static func unwindPop() -> Trace {
        recordWithVisibleRoot({ () -> NavigationController in
            NavigationController(rootViewController: scene("first", unwindActions: ["backToFirst"]), name: "nav")
        }) { session, nav in
            nav.pushViewController(scene("pushed"), animated: false)
            session.runLoop.runUntilIdle()
            session.mark("unwind")
            nav.viewControllers[1].triggerUnwind("backToFirst")
            session.runLoop.runUntilIdle()
        }
    }
}

extension ArchiveFlows {
    /// The event lines from the first line containing `needle` on (that line's own indentation kept).
    static func from(_ needle: String, _ trace: Trace) -> String {
        let text = eventLines(trace)
        guard let hit = text.range(of: needle) else { return text }
        let lineStart = text[..<hit.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return String(text[lineStart...])
    }

    /// A nib-backed controller (`init(nibName:bundle:)`) shown as the window's root.
    static func nibRoot() -> Trace {
        recordTrace { session in
            let window = Window(name: "window")
            window.rootViewController = ViewController(name: "vc", archive: ControllerArchive(.nib, name: "Detail", subviewNames: ["button"]))
            window.makeKeyAndVisible()
            session.runLoop.runUntilIdle()
        }
    }

    /// `master` (a window root storyboard scene with one `present` segue) asked to perform `identifier`.
    static func perform(_ identifier: String, refuse: Bool = false) -> Trace {
        recordWithVisibleRoot({ () -> ViewController in
            let master = refuse ? RefusingScene(name: "master").instantiated(from: ControllerArchive(.storyboard)) : scene("master")
            master.segues = [StoryboardSegueTemplate(identifier: "showDetail", kind: .present) { scene("detail") }]
            return master
        }) { session, master in
            if refuse { master.triggerSegue(identifier) } else { master.performSegue(withIdentifier: identifier, sender: nil) }
            session.runLoop.runUntilIdle()
        }
    }
}

/// A scene whose `shouldPerformSegue` refuses every segue.
final class RefusingScene: ViewController {
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Responder?) -> Bool { false }
}
