/// Built-in strategies for child containment, the way Apple's container guide adds and removes
/// a child: a parent that is the root of a key window, on screen and idle, then the operation.
extension Strategies {
    static let containment: [Strategy] = [childEmbed, childRemove]

    @MainActor
    private static func visibleParent(_ session: Session) -> (Window, ViewController) {
        let parent = ViewController(name: "parent")
        return (keyWindow(showing: parent, session), parent)
    }

    public static let childEmbed = Strategy(
        name: "child-embed",
        summary: "parent on screen: addChild(child); parent.view.addSubview(child.view); child.didMove(toParent: parent)",
        marker: "child-embed"
    ) { session in
        let (window, parent) = visibleParent(session)
        let child = ViewController(name: "child")
        operate(session, marker: "child-embed") {
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        _ = window
    }

    public static let childRemove = Strategy(
        name: "child-remove",
        summary: "parent on screen with child: child.willMove(toParent: nil); child.view.removeFromSuperview(); child.removeFromParent()",
        marker: "child-remove"
    ) { session in
        let (window, parent) = visibleParent(session)
        let child = ViewController(name: "child")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        session.runLoop.runUntilIdle()
        operate(session, marker: "child-remove") {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        _ = window
    }
}
