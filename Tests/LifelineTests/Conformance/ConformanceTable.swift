import Foundation
import LifelineTesting
import Testing
@testable import Lifeline

/// `docs/conformance.md`, the published fidelity table: every fixture entry with what it shows,
/// the verdict `Conformance.evaluate` gives it (the same computation `ConformanceTests` checks),
/// and why, grouped by scenario family. Built here from the fixture and the model, so the page
/// can only say what the tests see.
enum ConformanceTable {
    /// The scenario families in the fixture's order, with the names the docs use.
    static let families: [(id: String, title: String)] = [
        ("S1", "First display"), ("S2", "View access"), ("S3", "Appearance transitions"),
        ("S4", "Navigation"), ("S5", "Presentation"), ("S6", "Containment"), ("S7", "Tabs"),
        ("S8", "View moves"), ("S9", "SwiftUI onAppear / onDisappear"), ("S10", "viewIsAppearing"),
        ("S11", "Rotation and size transitions"), ("S12", "Trait changes"), ("S13", "App and scene lifecycle"), ("S20", "App code inside callbacks"),
        // presentation in depth (issue 15)
        ("S14", "Sheet dismissal and adaptive presentation"), ("S15", "Custom transitions"),
        // page and split view controllers (issue 16)
        ("S16", "Page and split view controllers"),
        // storyboards and deallocation (issue 16)
        ("S17", "Storyboards, nibs and segues"), ("S18", "Deallocation"),
    ]

    /// Where the table is published, from this file's place in the repository.
    static let publishedPath: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Conformance
        .deletingLastPathComponent() // LifelineTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent() // the repository
        .appendingPathComponent("docs/conformance.md").path

    @MainActor
    static func markdown(for entries: [ConformanceEntry]) throws -> String {
        let verdicts = try entries.map { try Conformance.evaluate($0).expectation }
        let rows = Array(zip(entries, verdicts))
        var lines = [
            "# Conformance: the model against real UIKit",
            "",
            "<!-- Generated from Tests/LifelineTests/Fixtures/conformance*.json by `make conformance-docs`; do not edit.",
            "     `swift test --filter ConformanceTable` fails when this page is stale. -->",
            "",
            "Each entry is a callback order published for real UIKit (a console log, a unit test, Apple's",
            "documentation), copied with its source into `Tests/LifelineTests/Fixtures/conformance*.json`. The",
            "conformance tests run the entry's setup on the model at the *modelled* iOS version, project the",
            "trace onto the callbacks the source logged, and compare the orders ([how](model.md#evidence)).",
            "",
            "- **match**: the model gives the published order.",
            "- **mismatch**: it does not; *why* says what the source shows that the model does not (often a",
            "  source that contradicts the others, or a behaviour outside the modelled versions).",
            "- **not applicable**: the entry has no setup the model can run, or no order to compare; *why*",
            "  says which, and where another test checks the claim instead.",
            "",
            "**\(summary(verdicts)).**",
            "",
            "| family | entries | match | mismatch | not applicable |",
            "|---|---:|---:|---:|---:|",
        ]
        // An entry of a family with no title here would silently miss the published table.
        let titled = Set(families.map(\.id))
        if let stray = entries.first(where: { !titled.contains($0.scenario) }) {
            throw UntitledFamily(entry: stray.id, family: stray.scenario)
        }
        for family in families {
            let members = rows.filter { $0.0.scenario == family.id }.map(\.1)
            lines.append("| [\(family.id) \(family.title)](#\(anchor(family))) | \(members.count) | "
                         + "\(members.count { $0 == .match }) | \(members.count { $0 == .mismatch }) | "
                         + "\(members.count { $0 == .notApplicable }) |")
        }
        for family in families {
            lines += ["", "## \(family.id) \(family.title)", "",
                      "| entry | what it shows | iOS (source) | modelled | verdict | why |",
                      "|---|---|---|---:|---|---|"]
            for (entry, verdict) in rows where entry.scenario == family.id {
                lines.append("| \(entry.id) | \(cell(entry.setup)) | \(cell(entry.ios)) | iOS \(entry.iosModelled) | "
                             + "\(name(verdict)) | \(cell(entry.why ?? "")) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The counts line `ConformanceTests.summary` prints, from the same verdicts.
    static func summary(_ verdicts: [ConformanceExpectation]) -> String {
        "\(verdicts.count { $0 == .match }) match, \(verdicts.count { $0 == .mismatch }) mismatch, "
            + "\(verdicts.count { $0 == .notApplicable }) not applicable (of \(verdicts.count) entries)"
    }

    static func name(_ verdict: ConformanceExpectation) -> String {
        switch verdict {
        case .match: return "match"
        case .mismatch: return "**mismatch**"
        case .notApplicable: return "not applicable"
        }
    }

    /// GitHub's heading anchor: lower case, spaces to hyphens, punctuation dropped.
    static func anchor(_ family: (id: String, title: String)) -> String {
        "\(family.id) \(family.title)".lowercased()
            .filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }
            .replacingOccurrences(of: " ", with: "-")
    }

    /// Fixture text as one table cell: a `|` would end the cell, a `<` could open an HTML tag, a
    /// line break would end the row.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\n", with: " ")
    }
}

@Suite("Conformance table")
struct ConformanceTableTests {
    /// The committed page is what the fixture and the model give now, checked by the kit's golden
    /// engine as plain text. `LIFELINE_RECORD=failed` (what `make conformance-docs` runs) rewrites
    /// it when it is missing or stale and reports the write, as every recording run does.
    @MainActor @Test func publishedTableIsFresh() throws {
        let table = try ConformanceTable.markdown(for: ConformanceFixtures.loaded.get())
        assertGolden(of: table, as: .lines(pathExtension: "md"), atPath: ConformanceTable.publishedPath)
    }

    @Test func cellsKeepFixtureTextInOneCell() {
        #expect(ConformanceTable.cell("a | b <br>\nc \\ d") == "a \\| b &lt;br> c \\\\ d")
    }
}

/// An entry whose family `ConformanceTable.families` does not name: the table would leave it out.
struct UntitledFamily: Error, CustomStringConvertible {
    let entry: String
    let family: String
    var description: String { "\(entry) is in family \(family), which ConformanceTable.families does not title" }
}
