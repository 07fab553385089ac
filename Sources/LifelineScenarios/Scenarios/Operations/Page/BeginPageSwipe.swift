import Lifeline

extension ScenarioOperations {
    /// `on.beginPageSwipe(direction)`: the user starts swiping pages (forward when no direction is
    /// given); later steps update, cancel or finish the swipe. At the data source's end UIKit
    /// bounces: the run records `pageSwipePastEnd` and there is no swipe to finish.
    public struct BeginPageSwipe: ScenarioOperation {
        public static let name = "beginPageSwipe"
        public static let signature = ScenarioSignature(["on", "direction"], main: "on")
        public var on: String
        public var direction: PageViewController.NavigationDirection

        public init(on: String, direction: PageViewController.NavigationDirection = .forward) {
            self.on = on
            self.direction = direction
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            on = try args.controller("on", kinds: [.page])
            direction = try args.pageDirection()
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.name("on", on)
            if direction != .forward { args.word("direction", direction.rawValue) }
        }

        public func perform(in runner: ScenarioRunner) {
            runner.pageSwipes[on] = (runner.controller(on) as? PageViewController)?.beginPageSwipe(direction)
        }
    }
}
