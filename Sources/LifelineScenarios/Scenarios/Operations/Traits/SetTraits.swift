extension ScenarioOperations {
    /// `setTraits: { userInterfaceStyle: dark }`: the user switches the appearance (Settings,
    /// Control Center) while the scenario's window is shown, `window.setUserInterfaceStyle(_:)`.
    /// Only the appearance can be set so far; rotation is the `rotate` step.
    public struct SetTraits: ScenarioOperation {
        public static let name = "setTraits"
        public static let signature = ScenarioSignature(["userInterfaceStyle"], required: ["userInterfaceStyle"])
        public var userInterfaceStyle: UserInterfaceStyle

        public init(userInterfaceStyle: UserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            // `unspecified` is what an override uses to inherit; the system's setting is light or dark.
            userInterfaceStyle = try args.choice("userInterfaceStyle", what: "user interface style",
                                                 among: Self.styles)!
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.word("userInterfaceStyle", userInterfaceStyle.rawValue)
        }

        public func perform(in runner: ScenarioRunner) {
            runner.keyWindow().setUserInterfaceStyle(userInterfaceStyle)
        }

        /// The appearances a user can choose.
        static let styles: [(String, UserInterfaceStyle)] = [("light", .light), ("dark", .dark)]
    }
}
