extension ScenarioOperations {
    /// `cancel()` on the page swipe `on` began: the page stays.
    public struct CancelPageSwipe: OnControllerStep {
        public static let name = "cancelPageSwipe"
        public static let controllerKinds: [ScenarioController.TypeName]? = [.page]
        public var on: String

        public init(on: String) { self.on = on }
        public func perform(in runner: ScenarioRunner) { runner.pageSwipes.removeValue(forKey: on)?.cancel() }
    }
}
