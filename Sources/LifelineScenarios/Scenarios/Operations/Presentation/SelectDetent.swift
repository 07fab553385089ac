extension ScenarioOperations {
    /// The user drags the sheet `on` to the detent `detent` (iOS 15+): one its `presentation:`
    /// declares in `detents` (UIKit's default is `large` only). Before iOS 15, or when `on` is not a
    /// page or form sheet, there is no sheet presentation controller and nothing happens.
    public struct SelectDetent: ScenarioOperation {
        public static let name = "selectDetent"
        public static let signature = ScenarioSignature(["on", "detent"], required: ["on", "detent"])
        public var on: String
        public var detent: String

        public init(on: String, detent: String) {
            self.on = on
            self.detent = detent
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            on = try args.controller("on")
            let node = args.node("detent")
            detent = try args.nodes.string(node, for: "detent", expected: "a detent identifier")
            let declared = args.declaration(of: on)?.presentation?.detents ?? [SheetPresentationController.large]
            guard declared.contains(detent) else {
                throw args.nodes.error(at: node, ScenarioError.unknownMessage("detent", detent, among: declared)
                    + " (declare it in '\(on)''s 'presentation: { detents: [...] }')")
            }
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.name("on", on)
            args.name("detent", detent)
        }

        public func perform(in runner: ScenarioRunner) {
            runner.controller(on).sheetPresentationController?.userSelectsDetent(detent)
        }
    }
}
