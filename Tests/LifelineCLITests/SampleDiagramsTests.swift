import Foundation
import Testing

/// The diagrams committed under `Samples/diagrams` (shown by the README) are exactly what the CLI
/// draws today; after a change to the model or the diagrams, `make diagrams` regenerates them.
struct SampleDiagramsTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/diagrams")

    @Test(arguments: [
        ("root-window.svg", ["trace", "root-window", "--format", "svg"]),
        ("direct-view-access.svg", ["trace", "direct-view-access", "--format", "svg"]),
        ("appearance-transition.svg", ["trace", "appearance-transition", "--format", "svg"]),
        ("compare-load-paths.svg", ["compare", "root-window", "direct-view-access", "appearance-transition", "--format", "svg"]),
        ("states-appearance-transition-disappear.svg",
         ["trace", "appearance-transition-disappear", "--diagram", "states", "--format", "svg"]),
        ("rotate.svg", ["trace", "rotate", "--from-marker", "--format", "svg"]),
    ])
    func committedDiagramIsCurrent(file: String, arguments: [String]) throws {
        let committed = try Data(contentsOf: Self.folder.appendingPathComponent(file))
        let drawn = try LifelineBinary.run(arguments)
        #expect(drawn.status == 0)
        #expect(drawn.stdoutData == committed, "Samples/diagrams/\(file) is stale: run `make diagrams`")
    }
}
