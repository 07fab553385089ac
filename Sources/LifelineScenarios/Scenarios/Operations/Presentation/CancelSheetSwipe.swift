extension ScenarioOperations {
    /// `cancel()` on the sheet swipe in progress on `on`: the finger lifts short of the threshold and the sheet springs back.
    public struct CancelSheetSwipe: ScenarioOperation {
        public static let name = "cancelSheetSwipe"
        public static let signature = ScenarioSignature.on
        public var on: String

        public init(on: String) { self.on = on }
        public init(_ args: ScenarioArguments) throws(ScenarioError) { on = try args.controller("on") }
        public func write(to args: inout ScenarioArgumentWriter) { args.name("on", on) }
        public func perform(in runner: ScenarioRunner) { runner.controller(on).sheetSwipeInProgress?.cancel() }
    }
}
