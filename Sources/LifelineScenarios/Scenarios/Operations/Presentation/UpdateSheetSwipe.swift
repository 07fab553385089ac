extension ScenarioOperations {
    /// `update(percentComplete:)` on the sheet swipe in progress on `on`.
    public struct UpdateSheetSwipe: InteractiveUpdateStep {
        public static let name = "updateSheetSwipe"
        public static let controllerKinds: [ScenarioController.TypeName]? = nil
        public var on: String
        public var percentComplete: Double

        public init(on: String, percentComplete: Double) {
            self.on = on
            self.percentComplete = percentComplete
        }

        public func perform(in runner: ScenarioRunner) {
            runner.controller(on).sheetSwipeInProgress?.update(percentComplete: percentComplete)
        }
    }
}
