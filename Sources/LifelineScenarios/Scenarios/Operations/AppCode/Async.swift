extension ScenarioOperations {
    /// `async: [steps]`: `DispatchQueue.main.async` (`MainRunLoop.async(_:)`): the steps run at the
    /// next turn of the main run loop, in a main-queue phase whose cause is the call that
    /// scheduled them.
    public struct Async: ScenarioOperation {
        public static let name = "async"
        public static let signature = ScenarioSignature(["do"], main: "do")
        public var steps: [ScenarioStep]

        public init(steps: [ScenarioStep]) { self.steps = steps }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            steps = try args.steps("do", in: "an 'async' block")
        }

        public func write(to args: inout ScenarioArgumentWriter) { args.steps("do", steps) }

        public func perform(in runner: ScenarioRunner) {
            runner.session.runLoop.async(runner.work(steps))
        }
    }
}
