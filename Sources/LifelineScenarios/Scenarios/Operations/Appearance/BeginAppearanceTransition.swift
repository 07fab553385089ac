extension ScenarioOperations {
    /// `on.beginAppearanceTransition(appearing, animated:)`.
    public struct BeginAppearanceTransition: ScenarioOperation {
        public static let name = "beginAppearanceTransition"
        public static let signature = ScenarioSignature(["on", "appearing", "animated"], required: ["on", "appearing"])
        public var on: String
        public var appearing: Bool
        public var animated: Bool

        public init(on: String, appearing: Bool, animated: Bool) {
            self.on = on
            self.appearing = appearing
            self.animated = animated
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            on = try args.controller("on")
            appearing = try args.bool("appearing")
            animated = try args.bool("animated")
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.name("on", on)
            args.bool("appearing", appearing)
            args.bool("animated", animated)
        }

        public func perform(in runner: ScenarioRunner) {
            runner.controller(on).beginAppearanceTransition(appearing, animated: animated)
        }
    }
}
