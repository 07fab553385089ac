import Lifeline

/// What a scenario says about a controller made from a storyboard or nib: `from:`,
/// its scene's `segues:` and the `unwindActions:` it implements. No XML is read.
public struct ScenarioArchive: Sendable, Equatable {
    /// One segue of the scene: `{ id: showDetail, kind: show, destination: detail }`.
    public struct Segue: Sendable, Equatable {
        public var identifier: String
        public var kind: StoryboardSegueTemplate.Kind
        /// A declared controller, created (from its own archive) when the segue first needs it.
        public var destination: String

        public init(identifier: String, kind: StoryboardSegueTemplate.Kind, destination: String) {
            self.identifier = identifier
            self.kind = kind
            self.destination = destination
        }
    }

    public var source: ControllerArchive.Source
    public var segues: [Segue]
    public var unwindActions: [String]
    /// `refusesSegues: [id]`: the scene's `shouldPerformSegue` answers false for these segues,
    /// so a triggered segue (the user's tap) is cancelled.
    public var refusedSegues: [String] = []

    public init(source: ControllerArchive.Source, segues: [Segue] = [], unwindActions: [String] = []) {
        self.source = source
        self.segues = segues
        self.unwindActions = unwindActions
    }
}
