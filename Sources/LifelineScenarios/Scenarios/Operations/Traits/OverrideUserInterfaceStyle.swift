extension ScenarioOperations {
    /// `overrideUserInterfaceStyle: { on: home, style: dark }`: fixes the appearance of a
    /// controller and everything below it (iOS 13+); `unspecified` inherits again.
    public struct OverrideUserInterfaceStyle: ScenarioOperation {
        public static let name = "overrideUserInterfaceStyle"
        public static let signature = ScenarioSignature(["on", "style"], required: ["on", "style"])
        public var on: String
        public var style: UserInterfaceStyle

        public init(on: String, style: UserInterfaceStyle) {
            self.on = on
            self.style = style
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            on = try args.controller("on")
            style = try args.choice("style", what: "user interface style",
                                    among: UserInterfaceStyle.allCases.map { ($0.rawValue, $0) })!
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.name("on", on)
            args.word("style", style.rawValue)
        }

        public func perform(in runner: ScenarioRunner) {
            runner.controller(on).overrideUserInterfaceStyle = style
        }
    }
}
