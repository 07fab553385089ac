extension ScenarioOperations {
    /// `finish()` on the sheet swipe in progress on `on`: the finger lifts past the threshold and the sheet is dismissed (unless the dismissal was refused).
    public struct FinishSheetSwipe: ScenarioOperation {
        public static let name = "finishSheetSwipe"
        public static let signature = ScenarioSignature.on
        public var on: String

        public init(on: String) { self.on = on }
        public init(_ args: ScenarioArguments) throws(ScenarioError) { on = try args.controller("on") }
        public func write(to args: inout ScenarioArgumentWriter) { args.name("on", on) }
        public func perform(in runner: ScenarioRunner) { runner.controller(on).sheetSwipeInProgress?.finish() }
    }
}
