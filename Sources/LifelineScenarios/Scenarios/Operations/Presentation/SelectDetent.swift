extension ScenarioOperations {
    /// The user drags the sheet `on` to the detent `detent` (iOS 15+): one its `presentation:`
    /// declares in `detents` (UIKit's default is `large` only). With `byCode: true` the app's code
    /// selects it in `animateChanges`, and the delegate hears nothing. Before iOS 15, or when `on`
    /// is not a page or form sheet, there is no sheet presentation controller: the diagnostic
    /// `detentsUnavailable`, and nothing happens. A file whose `ios:` is below 15 is refused at
    /// load, at the step (the diagnostic stays for a run at another version than the file's, and
    /// for code calling the model).
    public struct SelectDetent: ScenarioOperation {
        public static let name = "selectDetent"
        public static let signature = ScenarioSignature(["on", "detent", "byCode"], required: ["on", "detent"])
        public var on: String
        public var detent: String
        /// The app's code selects the detent (`animateChanges`), not the user's drag.
        public var byCode: Bool

        public init(on: String, detent: String, byCode: Bool = false) {
            self.on = on
            self.detent = detent
            self.byCode = byCode
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            if let ios = args.declared.ios, ios.major < 15 {
                throw args.nodes.error(at: args.nameNode, "'selectDetent' needs iOS 15 or later (sheet detents), and the "
                    + "file says 'ios: \(ios.major)': remove the step or raise 'ios'")
            }
            on = try args.controller("on")
            byCode = try args.bool("byCode")
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
            args.flag("byCode", byCode)
        }

        public func perform(in runner: ScenarioRunner) {
            runner.controller(on).selectSheetDetent(detent, byCode: byCode)
        }
    }
}
