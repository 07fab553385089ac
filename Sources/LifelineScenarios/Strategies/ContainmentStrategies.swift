/// Built-in strategies for child containment, the way Apple's container guide adds and removes
/// a child: a parent that is the root of a key window, on screen and idle, then the operation.
extension Strategies {
    static let containment: [Strategy] = [childEmbed, childRemove]

    public static let childEmbed = Strategy(name: "child-embed", source: """
        summary: "parent on screen: addChild(child); parent.view.addSubview(child.view); child.didMove(toParent: parent)"
        controllers:
          parent: {}
          child: {}
        steps:
          - window.rootViewController: parent
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: child-embed
          - addChild: { controller: child, on: parent }
          - addSubview: { view: child.view, on: parent.view }
          - didMoveToParent: { on: child, parent: parent }
          - runUntilIdle
        """)

    public static let childRemove = Strategy(name: "child-remove", source: """
        summary: "parent on screen with child: child.willMove(toParent: nil); child.view.removeFromSuperview(); child.removeFromParent()"
        controllers:
          parent: {}
          child: {}
        steps:
          - window.rootViewController: parent
          - window.makeKeyAndVisible
          - runUntilIdle
          - addChild: { controller: child, on: parent }
          - addSubview: { view: child.view, on: parent.view }
          - didMoveToParent: { on: child, parent: parent }
          - runUntilIdle
          - mark: child-remove
          - willMoveToParent: { on: child, parent: null }
          - removeFromSuperview: child.view
          - removeFromParent: child
          - runUntilIdle
        """)
}
