extension ScenarioOperations {
    /// `update(percentComplete:)` on the page swipe `on` began.
    public struct UpdatePageSwipe: ScenarioOperation {
        public static let name = "updatePageSwipe"
        public static let signature = ScenarioSignature(["on", "percentComplete"], required: ["on", "percentComplete"])
        public var on: String
        public var percentComplete: Double

        public init(on: String, percentComplete: Double) {
            self.on = on
            self.percentComplete = percentComplete
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            percentComplete = try args.percentComplete()
            on = try args.controller("on", kinds: [.page])
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.name("on", on)
            args.number("percentComplete", percentComplete)
        }

        public func perform(in runner: ScenarioRunner) { runner.pageSwipes[on]?.update(percentComplete: percentComplete) }
    }
}
