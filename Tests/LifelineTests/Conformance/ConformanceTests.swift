import Testing
@testable import Lifeline

/// The result of reading one entry against the model.
enum ConformanceOutcome: Equatable, Sendable {
    case match
    case mismatch(diff: String)
    case notApplicable

    var expectation: ConformanceExpectation {
        switch self {
        case .match: return .match
        case .mismatch: return .mismatch
        case .notApplicable: return .notApplicable
        }
    }
}

struct ConformanceSetupError: Error, CustomStringConvertible {
    var description: String
}

@MainActor
enum Conformance {
    /// Runs the entry's scenario at its modelled iOS version and compares the projection. An entry
    /// with no scenario is not applicable; a scenario for an entry whose ordering the matcher cannot
    /// read, or a projection that cannot be read, is an error in the suite itself.
    static func evaluate(_ entry: ConformanceEntry) throws -> ConformanceOutcome {
        guard ConformanceScenarios.byID[entry.id] != nil else { return .notApplicable }
        guard let ordering = ConformanceOrdering(fixtureValue: entry.ordering) else {
            throw ConformanceSetupError(description: "\(entry.id): ordering '\(entry.ordering)' cannot be matched")
        }
        guard let ios = IOSVersion(major: entry.iosModelled) else {
            throw ConformanceSetupError(description: "\(entry.id): the model does not cover iOS \(entry.iosModelled)")
        }
        let log = try LogProjection(events: entry.events, spec: entry.projection)
        if ordering == .partial, log.pairs.isEmpty {
            throw ConformanceSetupError(description: "\(entry.id): a partial entry needs the pairs it fixes (projection.pairs)")
        }
        let run = ConformanceScenarios.run(entry.id, ios: ios)!
        for name in Set(entry.projection.objects.values) where run.trace.object(named: name) == nil {
            throw ProjectionError.missingObject(name)
        }
        let result = ProjectionMatcher.compare(expected: log.expected, actual: log.project(run),
                                               ordering: ordering, pairs: log.pairs, describe: log.describe)
        switch result {
        case .match: return .match
        case .mismatch(let diff): return .mismatch(diff: diff)
        }
    }
}

@Suite("Conformance")
struct ConformanceTests {
    static let families: Set<String> = ["S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "S10", "S11", "S12", "S13", "S20", "S14", "S15", "S16", "S17", "S18"]

    @Test func fixtureLoads() throws {
        let entries = try ConformanceFixtures.loaded.get()
        #expect(entries.count == 162)
        #expect(Set(entries.map(\.id)).count == entries.count, "ids are unique")
        for entry in entries {
            #expect(ConformanceTests.families.contains(entry.scenario), "\(entry.id) is outside S1, S2, S3, S4, S5, S6, S7, S8, S9, S10, S11, S12, S13, S14, S15, S16, S20")
            #expect(entry.id.hasPrefix(entry.scenario + "-"))
            #expect(!entry.source.isEmpty, "\(entry.id) keeps its source")
            // Only a documented table with no order (S5-17, S5-18, S5-19: ordering "n/a") may have no
            // events, and it has nothing to project.
            if entry.events.isEmpty {
                #expect(entry.ordering == "n/a" && entry.expectation == .notApplicable,
                        "\(entry.id) keeps its events, or is an n/a table that is not applicable")
            }
            #expect(IOSVersion(major: entry.iosModelled) != nil, "\(entry.id): iOS \(entry.iosModelled) is not modelled")
            if entry.expectation == .match {
                #expect(entry.why == nil, "\(entry.id): a match needs no why")
            } else {
                #expect(!(entry.why ?? "").isEmpty, "\(entry.id): a \(entry.expectation) needs a why")
            }
        }
    }

    @MainActor @Test func everyScenarioHasAnEntry() {
        let ids = Set(ConformanceFixtures.entries.map(\.id))
        for id in ConformanceScenarios.byID.keys {
            #expect(ids.contains(id), "scenario \(id) has no fixture entry")
        }
    }

    /// A model change that breaks a match, or turns a known mismatch into a match, fails here with
    /// the projected log, the projected model trace and their diff.
    @MainActor @Test(arguments: ConformanceFixtures.entries)
    func entryMeetsItsExpectation(_ entry: ConformanceEntry) throws {
        let outcome = try Conformance.evaluate(entry)
        switch (entry.expectation, outcome) {
        case (.match, .match), (.mismatch, .mismatch), (.notApplicable, .notApplicable):
            break
        case (.match, .mismatch(let diff)):
            Issue.record("\(entry.id) is expected to match, but the model differs (iOS \(entry.iosModelled)):\n\(diff)")
        case (.mismatch, .match):
            Issue.record("""
                \(entry.id) is recorded as a mismatch but the model now matches it; update the fixture \
                (the recorded reason was: \(entry.why ?? "none"))
                """)
        case (.notApplicable, _):
            Issue.record("\(entry.id) is recorded as not applicable but has a scenario; record its result instead")
        case (_, .notApplicable):
            Issue.record("\(entry.id) expects \(entry.expectation.rawValue) but has no scenario")
        }
    }

    @MainActor @Test func summary() throws {
        let entries = try ConformanceFixtures.loaded.get()
        var counts: [ConformanceExpectation: Int] = [:]
        var mismatches: [String] = []
        for entry in entries {
            let outcome = try Conformance.evaluate(entry)
            counts[outcome.expectation, default: 0] += 1
            if case .mismatch = outcome {
                mismatches.append("  \(entry.id): \(entry.why ?? "(no reason recorded)")")
            }
        }
        let match = counts[.match, default: 0]
        let mismatch = counts[.mismatch, default: 0]
        let notApplicable = counts[.notApplicable, default: 0]
        let line = "Conformance: \(match) match, \(mismatch) mismatch, \(notApplicable) not applicable (of \(entries.count) entries)"
        print(([line] + (mismatches.isEmpty ? [] : ["Mismatches:"] + mismatches)).joined(separator: "\n"))
        #expect(line == "Conformance: 103 match, 14 mismatch, 45 not applicable (of 162 entries)")
    }
}
