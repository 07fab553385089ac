import Foundation
import LifelineFuzzChecks
import Testing

/// One committed input for one fuzz target: a seed of Fuzz/Corpus or a reproducer of
/// Fuzz/Regressions.
struct FuzzInput: Sendable, CustomTestStringConvertible {
    let target: FuzzTarget
    /// Relative to the repository, e.g. `Fuzz/Regressions/Scenario/noncharacter-name.yaml`.
    let path: String

    var testDescription: String { path }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every file under `Fuzz/<folder>/<Target>/` except the folder's README.md, sorted; for
    /// `Corpus`, the target's seed folder (RawDOTInProcess replays RawDOT's seeds in process).
    static func all(in folder: String) -> [FuzzInput] {
        FuzzTarget.allCases.flatMap { target in
            let directory = "Fuzz/\(folder)/\(folder == "Corpus" ? target.seedFolder : target.rawValue)"
            let names = (try? FileManager.default.contentsOfDirectory(
                atPath: repository.appendingPathComponent(directory).path)) ?? []
            return names.filter { $0 != "README.md" && !$0.hasPrefix(".") }.sorted()
                .map { FuzzInput(target: target, path: "\(directory)/\($0)") }
        }
    }

    func bytes() throws -> [UInt8] {
        Array(try Data(contentsOf: Self.repository.appendingPathComponent(path)))
    }
}

/// Replays every committed fuzz input through the same entry point the fuzz executable calls,
/// so `make test` keeps each fixed finding fixed without a fuzzing toolchain. Raw DOT that crashes
/// Graphviz is safe here: the public renderer draws it in its helper process.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    @Test(arguments: FuzzInput.all(in: "Regressions"))
    @MainActor
    func reproducerKeepsEveryInvariant(_ input: FuzzInput) throws {
        do {
            try input.target.check(try input.bytes())
        } catch let violation as InvariantViolation {
            Issue.record("\(input.path): \(violation.description.prefix(2_000))")
        }
    }

    @Test(arguments: FuzzInput.all(in: "Corpus"))
    @MainActor
    func seedKeepsEveryInvariant(_ input: FuzzInput) throws {
        do {
            try input.target.check(try input.bytes())
        } catch let violation as InvariantViolation {
            Issue.record("\(input.path): \(violation.description.prefix(2_000))")
        }
    }

    /// Every target has seeds, so the replay above cannot pass by finding nothing.
    @Test func everyTargetHasSeeds() {
        let seeded = Set(FuzzInput.all(in: "Corpus").map(\.target))
        #expect(seeded == Set(FuzzTarget.allCases))
    }
}
