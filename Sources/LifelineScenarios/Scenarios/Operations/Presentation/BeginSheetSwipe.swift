extension ScenarioOperations {
    /// `on.beginSheetSwipe()`: the user starts to swipe the sheet `on` down; later steps update, cancel or finish it. On a controller that is not a swipeable sheet the model records why and nothing happens.
    public struct BeginSheetSwipe: ScenarioOperation {
        public static let name = "beginSheetSwipe"
        public static let signature = ScenarioSignature.on
        public var on: String

        public init(on: String) { self.on = on }
        public init(_ args: ScenarioArguments) throws(ScenarioError) { on = try args.controller("on") }
        public func write(to args: inout ScenarioArgumentWriter) { args.name("on", on) }
        public func perform(in runner: ScenarioRunner) { _ = runner.controller(on).beginSheetSwipe() }
    }
}
