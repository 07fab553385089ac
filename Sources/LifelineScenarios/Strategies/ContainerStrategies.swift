/// Built-in strategies for the page and split view controllers (issue 16): a page swipe and an
/// animated page change in a page view controller, and a split view controller collapsing and
/// showing a detail (PageViewController.swift, SplitViewController.swift).
extension Strategies {
    static let containers: [Strategy] = [pageSwipe, pageSetAnimated, splitCollapse, splitShowDetail]

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
}
