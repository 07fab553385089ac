import Lifeline

/// S9 hosted content: SwiftUI-style `onAppear` / `onDisappear` inside a hosting controller.
extension ConformanceScenarios {
    /// OpenSwiftUI's idTest: a hosting controller whose content (`content`, with both actions and an
    /// `.id(toggle)`) is the root of a key window; 0.1 s after the first onAppear the id toggles.
    /// The source's second onDisappear is read as the teardown before its check (the entry's notes,
    /// marked uncertain there): here the hosting controller's view leaves the window at the end.
    static func s9_01(_ context: ConformanceScenarioContext) {
        let content = HostedView(name: "content")
        var toggled = false
        content.onAppear {
            guard !toggled else { return }
            toggled = true
            MainRunLoop.main.asyncAfter(seconds: 0.1) { content.id += 1 }
        }
        content.onDisappear {}
        let host = HostingController(rootView: content, name: "vc")
        let window = Window(name: "window")
        context.keep(window)
        window.rootViewController = host
        window.makeKeyAndVisible()
        context.runUntilIdle()
        context.session.runLoop.advance(by: 0.1)
        context.runUntilIdle()
        host.view.removeFromSuperview()
        context.runUntilIdle()
    }
}
