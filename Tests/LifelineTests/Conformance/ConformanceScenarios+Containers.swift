import Lifeline
import LifelineScenarios

/// S16 page view controller scenarios: a page controller as the window root showing `a` of
/// [a, b, c], with a traced data source `source` and delegate `delegate`; the log starts with
/// the user's swipe.
extension ConformanceScenarios {
    static let containers: [String: Body] = [
        "S16-02": s16_02, "S16-03": s16_03, "S16-04": s16_04, "S16-08": s16_08, "S16-09": s16_09, "S16-13": s16_13,
    ]

    /// The page controller on screen and idle; returns it.
    private static func visiblePages(_ context: ConformanceScenarioContext,
                                     style: PageViewController.TransitionStyle) -> PageViewController {
        let source = TracedPageDataSource(name: "source")
        let delegate = TracedDelegate(name: "delegate")
        source.pages = ["a", "b", "c"].map { ViewController(name: $0) }
        let pages = PageViewController(transitionStyle: style, name: "pages")
        pages.dataSource = source
        pages.delegate = delegate
        pages.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        let window = Window(name: "window")
        context.keep(window)
        context.keep(source)
        context.keep(delegate)
        window.rootViewController = pages
        window.makeKeyAndVisible()
        context.runUntilIdle()
        return pages
    }

    /// A swipe forward from a to `progress`, lifted a turn later.
    private static func swipe(_ context: ConformanceScenarioContext, style: PageViewController.TransitionStyle,
                              progress: Double, cancel: Bool) {
        let pages = visiblePages(context, style: style)
        context.beginObservation()
        let swipe = pages.beginPageSwipe(.forward)
        swipe?.update(percentComplete: progress)
        context.runOnce()
        if cancel { swipe?.cancel() } else { swipe?.finish() }
        context.runUntilIdle()
    }

    /// S16-02: a completed scroll.
    static func s16_02(_ context: ConformanceScenarioContext) { swipe(context, style: .scroll, progress: 0.7, cancel: false) }
    /// S16-03: a cancelled scroll.
    static func s16_03(_ context: ConformanceScenarioContext) { swipe(context, style: .scroll, progress: 0.3, cancel: true) }
    /// S16-04: a completed page curl.
    static func s16_04(_ context: ConformanceScenarioContext) { swipe(context, style: .pageCurl, progress: 0.7, cancel: false) }
    /// S16-13: a cancelled page curl.
    static func s16_13(_ context: ConformanceScenarioContext) { swipe(context, style: .pageCurl, progress: 0.3, cancel: true) }

    /// S16-08: a slight scroll given back, then a scroll continued to the next page.
    static func s16_08(_ context: ConformanceScenarioContext) {
        let pages = visiblePages(context, style: .scroll)
        context.beginObservation()
        pages.beginPageSwipe(.forward)?.cancel()
        context.runUntilIdle()
        pages.beginPageSwipe(.forward)?.finish()
        context.runUntilIdle()
    }

    /// S16-09: a page controller subclass sets its page, animated, in its own viewDidLoad; it is
    /// the window's root.
    static func s16_09(_ context: ConformanceScenarioContext) {
        let window = Window(name: "window")
        context.keep(window)
        window.rootViewController = PagesSettingTheirPageInViewDidLoad(name: "pages")
        window.makeKeyAndVisible()
        context.runUntilIdle()
    }
}

/// S16-09's page controller: `setViewControllers([child], .forward, animated: true)` in viewDidLoad.
final class PagesSettingTheirPageInViewDidLoad: PageViewController {
    let child = ViewController(name: "child")
    override func viewDidLoad() {
        super.viewDidLoad()
        setViewControllers([child], direction: .forward, animated: true)
    }
}
