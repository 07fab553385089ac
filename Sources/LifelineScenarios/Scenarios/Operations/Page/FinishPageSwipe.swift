extension ScenarioOperations {
    /// `finish()` on the page swipe `on` began: the new page is shown.
    public struct FinishPageSwipe: OnControllerStep {
        public static let name = "finishPageSwipe"
        public static let controllerKinds: [ScenarioController.TypeName]? = [.page]
        public var on: String

        public init(on: String) { self.on = on }
        public func perform(in runner: ScenarioRunner) { runner.pageSwipes.removeValue(forKey: on)?.finish() }
    }
}
