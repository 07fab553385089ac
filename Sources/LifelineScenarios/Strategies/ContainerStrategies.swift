/// Built-in strategies for the page and split view controllers (issue 16): a page swipe and an
/// animated page change in a page view controller, and a split view controller collapsing and
/// showing a detail (PageViewController.swift, SplitViewController.swift).
extension Strategies {
    static let containers: [Strategy] = [pageSwipe, pageSetAnimated, splitCollapse, splitShowDetail]
    /// A split view collapsing into a navigation stack (issue 16, second part).
    static let splitStacks: [Strategy] = [splitCollapseIPhone, splitCollapseClassic]

    public static let pageSwipe = Strategy(name: "page-swipe", source: """
        summary: "page view controller showing a of [a, b, c]: the user swipes to b, gives up, then swipes to b again"
        controllers:
          pages: { type: page, pages: [a, b, c], dataSource: source, delegate: delegate }
          a: {}
          b: {}
          c: {}
        steps:
          - window.rootViewController: pages
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: page-swipe
          - beginPageSwipe: pages
          - updatePageSwipe: { on: pages, percentComplete: 0.3 }
          - cancelPageSwipe: pages
          - runUntilIdle
          - beginPageSwipe: pages
          - updatePageSwipe: { on: pages, percentComplete: 0.7 }
          - finishPageSwipe: pages
          - runUntilIdle
        """)

    public static let pageSetAnimated = Strategy(name: "page-set-animated", source: """
        summary: "page view controller showing a: setViewControllers([c], .forward, animated: true); the delegate hears nothing"
        controllers:
          pages: { type: page, pages: [a, b, c], dataSource: source, delegate: delegate }
          a: {}
          b: {}
          c: {}
        steps:
          - window.rootViewController: pages
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: page-set-animated
          - setPages: { page: c, on: pages, animated: true }
          - runUntilIdle
        """)

    public static let splitCollapse = Strategy(name: "split-collapse", source: """
        summary: "iPad split view (list | detail): the window narrows to a compact width and the split collapses, then widens and it expands"
        device: ipad
        controllers:
          split: { type: split, primary: list, secondary: detail, delegate: delegate }
          list: {}
          detail: {}
        steps:
          - window.rootViewController: split
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: split-collapse
          - resize: { width: 500, height: 1180 }
          - runUntilIdle
          - resize: { width: 820, height: 1180 }
          - runUntilIdle
        """)

    public static let splitShowDetail = Strategy(name: "split-show-detail", source: """
        summary: "iPhone split view, collapsed on its secondary (placeholder): showDetailViewController(item) shows item on top, show(.primary) shows the list"
        controllers:
          split: { type: split, primary: list, secondary: placeholder, delegate: delegate }
          list: {}
          placeholder: {}
          item: {}
        steps:
          - window.rootViewController: split
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: split-show-detail
          - showDetail: { controller: item, on: split }
          - runUntilIdle
          - showColumn: { column: primary, on: split }
          - runUntilIdle
        """)

    public static let splitCollapseIPhone = Strategy(name: "split-collapse-iphone", source: """
        summary: "iPhone split view (list | detail), collapsed as it first appears: each column sits in a navigation controller and detail is pushed onto list's stack; show(.primary) pops back to list, show(.secondary) pushes detail again"
        controllers:
          split: { type: split, primary: list, secondary: detail, delegate: delegate }
          list: {}
          detail: {}
        steps:
          - window.rootViewController: split
          - mark: split-collapse-iphone
          - window.makeKeyAndVisible
          - runUntilIdle
          - showColumn: { column: primary, on: split }
          - runUntilIdle
          - showColumn: { column: secondary, on: split }
          - runUntilIdle
        """)

    public static let splitCollapseClassic = Strategy(name: "split-collapse-classic", source: """
        summary: "iPad classic split view (a navigation controller holding list | detail): the window narrows, the primary's collapseSecondaryViewController pushes detail onto its stack; it widens, separateSecondaryViewController pops it back to its column"
        device: ipad
        controllers:
          split: { type: split, splitStyle: unspecified, primary: nav, secondary: detail, delegate: delegate }
          nav: { type: navigation, root: list }
          list: {}
          detail: {}
        steps:
          - window.rootViewController: split
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: split-collapse-classic
          - resize: { width: 500, height: 1180 }
          - runUntilIdle
          - resize: { width: 820, height: 1180 }
          - runUntilIdle
        """)
}
