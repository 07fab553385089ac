import Foundation

/// Where the diagram goldens are: `__Goldens__` beside the tests, found through `#filePath`, so
/// they are plain files in the repository rather than bundle resources. The testing kit compares
/// and records them (`assertGolden(of:as:atPath:)`, `LIFELINE_RECORD=failed` to re-record).
enum Goldens {
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()      // Support
        .deletingLastPathComponent()      // LifelineDiagramsTests
        .appendingPathComponent("__Goldens__")

    static func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }
}
