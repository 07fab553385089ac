extension ScenarioOperations {
    /// `cancel()` on the page swipe `on` began: the page stays.
    public struct CancelPageSwipe: ScenarioOperation {
        public static let name = "cancelPageSwipe"
        public static let signature = ScenarioSignature.on
        public var on: String

        public init(on: String) { self.on = on }
        public init(_ args: ScenarioArguments) throws(ScenarioError) { on = try args.controller("on", kinds: [.page]) }
        public func write(to args: inout ScenarioArgumentWriter) { args.name("on", on) }
        public func perform(in runner: ScenarioRunner) { runner.pageSwipes.removeValue(forKey: on)?.cancel() }
    }
}
