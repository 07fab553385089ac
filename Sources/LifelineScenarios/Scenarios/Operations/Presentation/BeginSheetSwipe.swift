extension ScenarioOperations {
    /// `on.beginSheetSwipe()`: the user starts to swipe the sheet `on` down; later steps update, cancel or finish it. On a controller that is not a swipeable sheet the model records why and nothing happens.
    public struct BeginSheetSwipe: OnControllerStep {
        public static let name = "beginSheetSwipe"
        public static let controllerKinds: [ScenarioController.TypeName]? = nil
        public var on: String

        public init(on: String) { self.on = on }
        public func perform(in runner: ScenarioRunner) { _ = runner.controller(on).beginSheetSwipe() }
    }
}
