import Lifeline

extension ScenarioOperations {
    /// `rotate: landscapeLeft`: the user turns the device while the scenario's window is shown,
    /// `window.rotate(to:)` (SizeTransition.swift). An orientation the device does not support
    /// there (upside-down portrait on an iPhone) is what UIKit ignores: the run records
    /// `unsupportedOrientation(_:)` and nothing turns.
    public struct Rotate: ScenarioOperation {
        public static let name = "rotate"
        public static let signature = ScenarioSignature(["orientation"], main: "orientation")
        public var orientation: InterfaceOrientation

        public init(orientation: InterfaceOrientation) { self.orientation = orientation }

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            orientation = try args.choice("orientation", what: "orientation",
                                          among: InterfaceOrientation.allCases.map { ($0.rawValue, $0) })!
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.word("orientation", orientation.rawValue)
        }

        public func perform(in runner: ScenarioRunner) {
            runner.keyWindow().rotate(to: orientation)
        }
    }
}
