extension ScenarioOperations {
    /// `finish()` on the sheet swipe in progress on `on`: the finger lifts past the threshold and the sheet is dismissed (unless the dismissal was refused).
    public struct FinishSheetSwipe: OnControllerStep {
        public static let name = "finishSheetSwipe"
        public static let controllerKinds: [ScenarioController.TypeName]? = nil
        public var on: String

        public init(on: String) { self.on = on }
        public func perform(in runner: ScenarioRunner) { runner.controller(on).sheetSwipeInProgress?.finish() }
    }
}
