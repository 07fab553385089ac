import Lifeline

extension ScenarioOperations {
    /// `on.setViewControllers([page], direction:, animated:)` on a page view controller
    /// (PageViewController.swift): shows `page`; the delegate hears nothing.
    public struct SetPages: ScenarioOperation {
        public static let name = "setPages"
        public static let signature = ScenarioSignature(["page", "on", "direction", "animated"], required: ["page", "on"])
        public var page: String
        public var on: String
        public var direction: PageViewController.NavigationDirection
        public var animated: Bool

        public init(page: String, on: String, direction: PageViewController.NavigationDirection = .forward, animated: Bool) {
            self.page = page
            self.on = on
            self.direction = direction
            self.animated = animated
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            on = try args.controller("on", kinds: [.page])
            page = try args.controller("page")
            direction = try args.pageDirection()
            animated = try args.bool("animated")
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.name("page", page)
            args.name("on", on)
            if direction != .forward { args.word("direction", direction.rawValue) }
            args.bool("animated", animated)
        }

        public func perform(in runner: ScenarioRunner) {
            (runner.controller(on) as? PageViewController)?.setViewControllers([runner.controller(page)], direction: direction,
                                                                               animated: animated)
        }
    }
}

extension ScenarioArguments {
    /// `direction: forward | reverse`, forward when absent.
    func pageDirection() throws(ScenarioError) -> PageViewController.NavigationDirection {
        try choice("direction", what: "direction", among: PageViewController.NavigationDirection.allCases.map { ($0.rawValue, $0) })
            ?? .forward
    }
}
