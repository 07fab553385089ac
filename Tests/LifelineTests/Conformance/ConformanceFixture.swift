import Foundation
import Testing

/// What the project expects of an entry when the model runs its setup.
enum ConformanceExpectation: String, Codable, Sendable, CaseIterable {
    case match
    case mismatch
    case notApplicable
}

/// One entry of `Fixtures/conformance*.json`: a verbatim copy of a published observation (id,
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
    /// The fixture's files as the test bundle holds them (`resources: [.copy("Fixtures")]` keeps the
    /// folder): `conformance.json` and one `conformance-<area>.json` per later family, so that work
    /// on different areas adds entries without touching the same file.
    static var urls: [URL] {
        guard let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.filter { $0 == "conformance.json" || ($0.hasPrefix("conformance-") && $0.hasSuffix(".json")) }
            .sorted().map { folder.appendingPathComponent($0) }
    }

    /// Every entry of every fixture file, in file order (`conformance.json` first); an id given
    /// twice is an error, since tables and rules cite entries by id.
    static let loaded: Result<[ConformanceEntry], any Error> = Result {
        let urls = Self.urls
        guard urls.contains(where: { $0.lastPathComponent == "conformance.json" }) else { throw CocoaError(.fileNoSuchFile) }
        var entries: [ConformanceEntry] = []
        for url in urls {
            do {
                entries += try JSONDecoder().decode([ConformanceEntry].self, from: Data(contentsOf: url))
            } catch {
                throw FixtureError(message: "\(url.lastPathComponent): \(error)")
            }
        }
        var seen = Set<String>()
        for entry in entries where !seen.insert(entry.id).inserted {
            throw FixtureError(message: "entry \(entry.id) is given twice")
        }
        return entries
    }

    /// The entries, or none when the fixture cannot be read (`fixtureLoads` then fails).
    static var entries: [ConformanceEntry] { (try? loaded.get()) ?? [] }
}

/// Why the fixture could not be read: which file, or which id is duplicated.
struct FixtureError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
