extension ScenarioOperations {
    /// `finish()` on the page swipe `on` began: the new page is shown.
    public struct FinishPageSwipe: ScenarioOperation {
        public static let name = "finishPageSwipe"
        public static let signature = ScenarioSignature.on
        public var on: String

        public init(on: String) { self.on = on }
        public init(_ args: ScenarioArguments) throws(ScenarioError) { on = try args.controller("on", kinds: [.page]) }
        public func write(to args: inout ScenarioArgumentWriter) { args.name("on", on) }
        public func perform(in runner: ScenarioRunner) { runner.pageSwipes.removeValue(forKey: on)?.finish() }
    }
}
