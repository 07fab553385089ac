import Foundation
import Testing

/// A saved JSON trace named on the command line is mapped and its pages released behind the
/// reader (`MappedFile`); standard input is read into memory. Both must give the same trace and
/// the same errors at the same line and column, also when the reader has gone past several
/// release points and the UTF-8 check has gone past several of its pieces (every 4 and 8 MiB),
/// so the documents here are padded past 16 MiB with whitespace before the point of interest.
@Suite struct MappedTraceInputTests {
    /// 17 MiB of JSON whitespace in lines of 1,023 spaces.
    private static let padding = String(repeating: String(repeating: " ", count: 1023) + "\n", count: 17 * 1024)

    /// `push` as JSON with `padding` after the opening brace of the trace object.
    private static func paddedPush() throws -> String {
        let saved = try LifelineBinary.run(["trace", "push", "--format", "json"])
        try #require(saved.status == 0)
        return "{" + padding + saved.stdout.dropFirst()
    }

    /// `render --format text` of `document` as the file `t.json` and on standard input.
    private static func renderBoth(_ document: Data) throws -> (file: LifelineBinary.Result, input: LifelineBinary.Result) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mapped-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try document.write(to: directory.appendingPathComponent("t.json"))
        let file = try LifelineBinary.run(["render", "t.json", "--format", "text"], in: directory)
        let input = try LifelineBinary.run(["render", "-", "--format", "text"], input: document)
        return (file, input)
    }

    @Test func aMappedFileAndStandardInputGiveTheSameTrace() throws {
        let (file, input) = try Self.renderBoth(Data(try Self.paddedPush().utf8))
        let direct = try LifelineBinary.run(["trace", "push", "--format", "text"])
        #expect(file.status == 0, "\(file.stderr)")
        #expect(input.status == 0, "\(input.stderr)")
        #expect(file.stdoutData == direct.stdoutData)
        #expect(input.stdoutData == direct.stdoutData)
    }

    /// Ways to break the padded trace after the padding.
    enum Breakage: String, CaseIterable, Sendable {
        case closingBraceReplaced, keyMisspelt, byteOrderMarkFirst

        func apply(to text: String) -> String {
            switch self {
            case .closingBraceReplaced: return String(text.dropLast(2)) + "]\n"
            case .keyMisspelt: return text.replacingOccurrences(of: "\"scenario\"", with: "\"scenari\u{00F6}\"")
            case .byteOrderMarkFirst: return "\u{FEFF}" + String(text.dropLast(2)) + "]\n"
            }
        }

        /// Where the error is: past line 17,408 of padding.
        var position: String {
            switch self {
            case .closingBraceReplaced, .byteOrderMarkFirst: return "t.json:17512:1: "
            case .keyMisspelt: return "t.json:17413:3: "
            }
        }
    }

    /// Errors after the padding: their line is past 17,000 and counting it reads the released
    /// pages again.
    @Test(arguments: Breakage.allCases)
    func aMappedFileAndStandardInputGiveTheSameError(_ change: Breakage) throws {
        let (file, input) = try Self.renderBoth(Data(change.apply(to: try Self.paddedPush()).utf8))
        #expect(file.status != 0, "\(change)")
        #expect(file.status == input.status, "\(change)")
        #expect(file.stdoutData.isEmpty && input.stdoutData.isEmpty, "\(change): no partial output")
        #expect(file.stderr.contains(change.position), "\(change): \(file.stderr)")
        #expect(file.stderr.replacingOccurrences(of: "t.json:", with: "<stdin>:") == input.stderr, "\(change)")
    }

    /// Invalid UTF-8 past the UTF-8 check's first two pieces is found in the file as on input.
    @Test func invalidUTF8PastThePiecesIsRefusedAlike() throws {
        var document = Data(try Self.paddedPush().utf8)
        document.insert(contentsOf: [0xC3, 0x28], at: document.count - 2)
        let (file, input) = try Self.renderBoth(document)
        #expect(file.status != 0)
        #expect(file.status == input.status)
        #expect(file.stderr.contains("t.json: not UTF-8 text, so not a trace file"), "\(file.stderr)")
        #expect(file.stderr.replacingOccurrences(of: "t.json:", with: "<stdin>:") == input.stderr)
    }
}
