extension ScenarioOperations {
    /// `update(percentComplete:)` on the page swipe `on` began.
    public struct UpdatePageSwipe: InteractiveUpdateStep {
        public static let name = "updatePageSwipe"
        public static let controllerKinds: [ScenarioController.TypeName]? = [.page]
        public var on: String
        public var percentComplete: Double

        public init(on: String, percentComplete: Double) {
            self.on = on
            self.percentComplete = percentComplete
        }

        public func perform(in runner: ScenarioRunner) { runner.pageSwipes[on]?.update(percentComplete: percentComplete) }
    }
}
