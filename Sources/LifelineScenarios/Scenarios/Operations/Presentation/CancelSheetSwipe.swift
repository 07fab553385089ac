extension ScenarioOperations {
    /// `cancel()` on the sheet swipe in progress on `on`: the finger lifts short of the threshold and the sheet springs back.
    public struct CancelSheetSwipe: OnControllerStep {
        public static let name = "cancelSheetSwipe"
        public static let controllerKinds: [ScenarioController.TypeName]? = nil
        public var on: String

        public init(on: String) { self.on = on }
        public func perform(in runner: ScenarioRunner) { runner.controller(on).sheetSwipeInProgress?.cancel() }
    }
}
