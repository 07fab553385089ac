import Lifeline

/// S17 storyboard and segue scenarios (conformance-archives.json, Model/Archives).
extension ConformanceScenarios {
    static let storyboards: [String: Body] = ["S17-03": s17_03, "S17-08": s17_08]

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
}
