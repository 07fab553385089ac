import Lifeline

extension ScenarioOperations {
    /// `resize: { width: 590, height: 820 }`: the user resizes the iPad app's window (Split View,
    /// Stage Manager), `window.resize(to:)` (SizeTransition.swift). Sizes are points and must be
    /// positive; on an iPhone, or larger than the screen, the run records `unsupportedResize(_:)`
    /// and nothing changes, as UIKit offers no such resize.
    public struct Resize: ScenarioOperation {
        public static let name = "resize"
        public static let signature = ScenarioSignature(["width", "height"], required: ["width", "height"])
        public var width: Double
        public var height: Double

        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            width = try args.number("width")
            guard width > 0 else { throw args.rejected("width", "expected a width above 0 points, found \(width)") }
            height = try args.number("height")
            guard height > 0 else { throw args.rejected("height", "expected a height above 0 points, found \(height)") }
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.number("width", width)
            args.number("height", height)
        }

        public func perform(in runner: ScenarioRunner) {
            runner.keyWindow().resize(to: ScreenSize(width: width, height: height))
        }
    }
}
