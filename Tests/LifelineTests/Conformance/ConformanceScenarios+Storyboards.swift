import Lifeline

/// S17 storyboard and segue scenarios (conformance-archives.json, Model/Archives).
extension ConformanceScenarios {
    static let storyboards: [String: Body] = ["S17-03": s17_03, "S17-08": s17_08,
                                              // The unwind search (allowedChildrenForUnwinding).
                                              "S17-01": s17_01, "S17-10": s17_10]

    /// A cascade of storyboard scenes vc1 -> vc2 -> vc3 -> vc4, each presented; vc4 unwinds to
    /// vc1's action.
    static func s17_03(_ context: ConformanceScenarioContext) {
        let scenes = (1...4).map { ViewController(name: "vc\($0)", archive: ControllerArchive(.storyboard)) }
        scenes[0].unwindActions = ["unwind"]
        let window = Window(name: "window")
        context.keep(window)
        for scene in scenes { context.keep(scene) }
        window.rootViewController = scenes[0]
        window.makeKeyAndVisible()
        context.runUntilIdle()
        for (presenter, presented) in zip(scenes, scenes.dropFirst()) {
            presenter.present(presented, animated: false)
            context.runUntilIdle()
        }
        context.beginObservation()
        scenes[3].triggerUnwind("unwind")
        context.runUntilIdle()
    }

    /// A storyboard master in a navigation controller performs a push (show) segue to a
    /// storyboard detail; `@push` is placed once the segue has started the push.
    static func s17_08(_ context: ConformanceScenarioContext) {
        let master = ViewController(name: "master", archive: ControllerArchive(.storyboard))
        master.segues = [StoryboardSegueTemplate(identifier: "showDetail", kind: .show) {
            ViewController(name: "detail", archive: ControllerArchive(.storyboard))
        }]
        let nav = NavigationController(rootViewController: master, name: "nav")
        let window = Window(name: "window")
        context.keep(window)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        context.runUntilIdle()
        context.beginObservation()
        master.performSegue(withIdentifier: "showDetail", sender: nil)
        context.checkpoint("@push")
        context.runUntilIdle()
    }

    /// A tab bar [nav [first, pushed], second]; second, the selected tab, presents `presented`,
    /// which unwinds to first's `iAmFirst`. Nothing but the window holds the controllers, so the
    /// popped and dismissed ones are freed.
    static func s17_01(_ context: ConformanceScenarioContext) {
        let window = Window(name: "window")
        context.keep(window)
        weak var weakPresented: ViewController?
        do {
            let first = ViewController(name: "first", archive: ControllerArchive(.storyboard))
            first.unwindActions = ["iAmFirst"]
            let nav = NavigationController(rootViewController: first, name: "nav")
            let second = ViewController(name: "second", archive: ControllerArchive(.storyboard))
            let tabs = TabBarController(name: "tabBar")
            tabs.viewControllers = [nav, second]
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            context.runUntilIdle()
            nav.pushViewController(ViewController(name: "pushed", archive: ControllerArchive(.storyboard)), animated: false)
            context.runUntilIdle()
            tabs.selectedIndex = 1
            context.runUntilIdle()
            let presented = ViewController(name: "presented", archive: ControllerArchive(.storyboard))
            weakPresented = presented
            second.present(presented, animated: false)
        }
        context.runUntilIdle()
        context.beginObservation()
        weakPresented?.triggerUnwind("iAmFirst")
        context.runUntilIdle()
    }

    /// A navigation controller [vc1, vc2]; vc2 presents vc3, which unwinds to vc1's action.
    static func s17_10(_ context: ConformanceScenarioContext) {
        let window = Window(name: "window")
        context.keep(window)
        weak var weakVC3: ViewController?
        do {
            let vc1 = ViewController(name: "vc1", archive: ControllerArchive(.storyboard))
            vc1.unwindActions = ["unwind"]
            let nav = NavigationController(rootViewController: vc1, name: "nav")
            window.rootViewController = nav
            window.makeKeyAndVisible()
            context.runUntilIdle()
            let vc2 = ViewController(name: "vc2", archive: ControllerArchive(.storyboard))
            nav.pushViewController(vc2, animated: false)
            context.runUntilIdle()
            let vc3 = ViewController(name: "vc3", archive: ControllerArchive(.storyboard))
            weakVC3 = vc3
            vc2.present(vc3, animated: false)
        }
        context.runUntilIdle()
        context.beginObservation()
        weakVC3?.triggerUnwind("unwind")
        context.runUntilIdle()
    }
}
