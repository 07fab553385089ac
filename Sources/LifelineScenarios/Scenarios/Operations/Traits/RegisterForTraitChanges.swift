extension ScenarioOperations {
    /// `registerForTraitChanges: { on: home, traits: [userInterfaceStyle] }`:
    /// `on.registerForTraitChanges(traits) { _, _ in }` (iOS 17+). The handler does nothing; the
    /// trace shows it running as `traitChangeHandler(_:)`.
    public struct RegisterForTraitChanges: ScenarioOperation {
        public static let name = "registerForTraitChanges"
        public static let signature = ScenarioSignature(["on", "traits"], required: ["on", "traits"])
        public var on: String
        public var traits: [Trait]

        public init(on: String, traits: [Trait]) {
            self.on = on
            self.traits = traits
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            on = try args.controller("on")
            let known = Trait.allCases.map { ($0.rawValue, $0) }
            var traits: [Trait] = []
            for (name, node) in try args.nodes.strings(args.node("traits"), for: "traits", expected: "a list of traits") {
                guard let trait = Trait(rawValue: name) else {
                    throw args.nodes.error(at: node, ScenarioError.unknownMessage("trait", name, among: known.map(\.0)))
                }
                traits.append(trait)
            }
            self.traits = traits
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.name("on", on)
            args.names("traits", traits.map(\.rawValue))
        }

        public func perform(in runner: ScenarioRunner) {
            runner.controller(on).registerForTraitChanges(traits) { _, _ in }
        }
    }
}
