extension ScenarioOperations {
    /// `after: { seconds: 1, do: [steps] }`: `DispatchQueue.main.asyncAfter`, on the run loop's
    /// virtual time (`MainRunLoop.asyncAfter(seconds:_:)`): the steps run once the delay has
    /// passed, in a main-queue phase whose cause is the call that scheduled them. GCD runs a
    /// negative delay at once; a file saying one is a mistake, refused at its position.
    public struct After: ScenarioOperation {
        public static let name = "after"
        public static let signature = ScenarioSignature(["seconds", "do"], required: ["seconds", "do"])
        public var seconds: Double
        public var steps: [ScenarioStep]

        public init(seconds: Double, steps: [ScenarioStep]) {
            self.seconds = seconds
            self.steps = steps
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            seconds = try args.number("seconds")
            guard seconds >= 0 else {
                throw args.rejected("seconds", "a timer's delay cannot be negative (found \(TraceNameSyntax.number(seconds))); "
                    + "expected seconds >= 0 (0 runs at the next turn of the run loop, as 'async' does)")
            }
            steps = try args.steps("do", in: "a timer's 'do'")
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.number("seconds", seconds)
            args.steps("do", steps)
        }

        public func perform(in runner: ScenarioRunner) {
            runner.session.runLoop.asyncAfter(seconds: seconds, runner.work(steps))
        }
    }
}
