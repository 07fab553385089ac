extension ScenarioOperations {
    /// `on.present(controller, animated:, completion:)`, after setting `modalPresentationStyle`
    /// when `style` is given and the popover's `sourceView` when `sourceView` is; `completion:
    /// true` passes an empty block instead of nil, and `completion: [steps]` a block that runs the steps.
    public struct Present: ScenarioOperation {
        public static let name = "present"
        public static let signature = ScenarioSignature(["controller", "on", "animated", "style", "completion", "sourceView"],
                                                        required: ["controller", "on"])
        public var controller: String
        public var on: String
        public var animated: Bool
        public var style: ModalPresentationStyle?
        /// The completion block's steps; nil for no block, empty for one that does nothing.
        public var completion: [ScenarioStep]?
        /// The view a popover points at (`popoverPresentationController.sourceView`), set on the
        /// presented controller's presentation controller before presenting.
        public var sourceView: ScenarioView?

        public init(controller: String, on: String, animated: Bool, style: ModalPresentationStyle? = nil,
                    completion: [ScenarioStep]? = nil, sourceView: ScenarioView? = nil) {
            self.sourceView = sourceView
            self.controller = controller
            self.on = on
            self.animated = animated
            self.style = style
            self.completion = completion
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            on = try args.controller("on")
            controller = try args.controller("controller")
            if controller == on {
                throw args.rejected("controller", "'\(controller)' cannot present itself (UIKit raises)")
            }
            if let container = args.container(of: controller) {
                throw args.rejected("controller", "'\(controller)' is in '\(container.name)'; UIKit refuses to "
                    + "present a controller that has a parent")
            }
            animated = try args.bool("animated")
            style = try args.style("style")
            completion = try args.block("completion", in: "a completion block")
            sourceView = args.has("sourceView") ? try args.view("sourceView") : nil
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.name("controller", controller)
            args.name("on", on)
            args.bool("animated", animated)
            if let style { args.word("style", ScenarioLoader.styleName(style)) }
            args.block("completion", completion)
            if let sourceView { args.name("sourceView", sourceView.description) }
        }

        public func perform(in runner: ScenarioRunner) {
            let presenting = runner.controller(on)
            let presented = runner.controller(controller)
            if let style { presented.modalPresentationStyle = style }
            if let sourceView { presented.presentationController.sourceView = runner.view(sourceView) }
            presenting.present(presented, animated: animated, completion: runner.block(completion))
        }
    }
}
