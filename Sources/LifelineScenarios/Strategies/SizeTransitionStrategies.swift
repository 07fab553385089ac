/// Built-in strategies for size transitions (issue 14): an iPhone turned to landscape and back,
/// first with one controller on screen, then with a navigation stack whose covered controller
/// does not hear the transition and a child controller that hears it through its parent; and an
/// iPad window resized to half the screen (compact width) and back.
extension Strategies {
    static let sizeTransitions: [Strategy] = [rotate, rotateWithChildren, iPadResize]

    public static let rotate = Strategy(name: "rotate", source: """
        summary: "home (with a badge subview) on an iPhone: the user turns it to landscape, then back to portrait"
        controllers:
          home: { subviews: [badge] }
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: rotate
          - rotate: landscapeLeft
          - runUntilIdle
          - rotate: portrait
          - runUntilIdle
        """)

    public static let rotateWithChildren = Strategy(name: "rotate-with-children", source: """
        summary: "navigation stack list > detail, detail embedding a child: the user turns the iPhone to landscape, then pops back to list"
        controllers:
          nav: { type: navigation, root: list }
          list: {}
          detail: {}
          child: {}
        steps:
          - window.rootViewController: nav
          - window.makeKeyAndVisible
          - runUntilIdle
          - push: { controller: detail, on: nav, animated: false }
          - runUntilIdle
          - addChild: { controller: child, on: detail }
          - addSubview: { view: child.view, on: detail.view }
          - didMoveToParent: { on: child, parent: detail }
          - runUntilIdle
          - mark: rotate-with-children
          - rotate: landscapeLeft
          - runUntilIdle
          - pop: { on: nav, animated: false }
          - runUntilIdle
        """)

    public static let iPadResize = Strategy(name: "ipad-resize", source: """
        summary: "iPad in landscape, navigation stack showing home: the user narrows the window to half the screen (Split View), then gives it the whole screen back"
        device: ipad
        controllers:
          nav: { type: navigation, root: home }
          home: {}
        steps:
          - window.rootViewController: nav
          - window.makeKeyAndVisible
          - rotate: landscapeLeft
          - runUntilIdle
          - mark: ipad-resize
          - resize: { width: 590, height: 820 }
          - runUntilIdle
          - resize: { width: 1180, height: 820 }
          - runUntilIdle
        """)
}
