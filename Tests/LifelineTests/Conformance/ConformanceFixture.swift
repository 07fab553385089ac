import Foundation
import Testing

/// What the project expects of an entry when the model runs its setup.
enum ConformanceExpectation: String, Codable, Sendable, CaseIterable {
    case match
    case mismatch
    case notApplicable
}

/// One entry of `Fixtures/conformance.json`: a verbatim copy of a published observation (id,
/// scenario, setup, events, ios, kind, ordering, source, notes) plus the project's reading of it.
///
/// `iosModelled` is the iOS major the model runs at: the entry's stated version (for "N+" or a
/// range, its first version, raised to 9, the oldest the model covers); 17 for "iOS 17 era" and
/// for viewIsAppearing's iOS 17 SDK; 9 for "iOS 9 beta"; otherwise the default, 26.
struct ConformanceEntry: Codable, Sendable, CustomTestStringConvertible {
    let id: String
    let scenario: String
    let setup: String
    let events: [String]
    let ios: String
    let kind: String
    let ordering: String
    let source: String
    let notes: String
    let projection: ProjectionSpec
    let iosModelled: Int
    let expectation: ConformanceExpectation
    /// One sentence, for a mismatch or an entry the model does not cover.
    let why: String?

    var testDescription: String { id }
}

enum ConformanceFixtures {
    /// The fixture as the test bundle holds it (`resources: [.copy("Fixtures")]` keeps the folder).
    static var url: URL? {
        Bundle.module.url(forResource: "conformance", withExtension: "json", subdirectory: "Fixtures")
    }

    static let loaded: Result<[ConformanceEntry], any Error> = Result {
        guard let url else { throw CocoaError(.fileNoSuchFile) }
        return try JSONDecoder().decode([ConformanceEntry].self, from: Data(contentsOf: url))
    }

    /// The entries, or none when the fixture cannot be read (`fixtureLoads` then fails).
    static var entries: [ConformanceEntry] { (try? loaded.get()) ?? [] }
}
