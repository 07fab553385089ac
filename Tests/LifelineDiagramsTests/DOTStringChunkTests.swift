import Lifeline
import LifelineDiagrams
import Testing

/// Issue 19, defect 4 (diagram side): long hostile text stays within Graphviz's string limit,
/// and no name can put a character XML forbids into an SVG.
struct DOTStringChunkTests {
    /// The quoted strings of `dot` in order, as the bytes written between the quotes.
    static func quotedChunks(_ dot: String) -> [[UInt8]] {
        var chunks: [[UInt8]] = []
        var current: [UInt8]?
        var escaping = false
        for byte in dot.utf8 {
            if var chunk = current {
                if escaping {
                    escaping = false
                } else if byte == UInt8(ascii: "\\") {
                    escaping = true
                } else if byte == UInt8(ascii: "\"") {
                    chunks.append(chunk)
                    current = nil
                    continue
                }
                chunk.append(byte)
                current = chunk
            } else if byte == UInt8(ascii: "\"") {
                current = []
            }
        }
        return chunks
    }

    /// 10,000 control characters are 10,000 input bytes but 30,000 bytes of control pictures:
    /// the chunks must be cut by what is written (each at most 8,000 bytes), not by what was read.
    @Test(arguments: ["\u{01}", "\u{7F}", "\"", "\\", "\n", "é", "👩"])
    func chunksAreCutByTheBytesWritten(_ unit: String) {
        let label = String(repeating: unit, count: 10_000)
        let dot = DOTEncoder.encode(Graph(id: "g", nodes: [Node("n", ["label": .string(label)])]))
        let chunks = Self.quotedChunks(dot).filter { $0.count > 100 }
        #expect(!chunks.isEmpty)
        #expect(chunks.allSatisfy { $0.count <= 8_000 }, "longest chunk \(chunks.map(\.count).max() ?? 0) bytes")
        let reader = DOTReader(dot)
        #expect(reader.problems.isEmpty)
    }

    @Test func noncharactersBecomeTheReplacementCharacter() {
        let name = "a\u{FFFE}b\u{FFFF}c" + String(Unicode.Scalar(0xFDD0)!) + "d\u{10FFFF}"
        let dot = DOTEncoder.encode(Graph(id: "g", nodes: [Node("n", ["label": .string(name)])]))
        #expect(dot.contains("label=\"a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}\""))
        #expect(!dot.unicodeScalars.contains { $0 == "\u{FFFE}" || $0 == "\u{FFFF}" })
    }

    /// Mermaid: quotes, `;`, `#`, newlines and arrows never reach its parser as syntax, and a
    /// noncharacter becomes the replacement character's entity.
    @Test func mermaidEscapesHostileNames() {
        let recorder = TraceRecorder(iosVersion: 17)
        let hostile = "q\"s;h#n\nx-->y%%z\u{FFFE}"
        let vc = recorder.register(name: hostile, className: "VC", role: .viewController)
        recorder.record(.viewDidLoad, object: vc)
        let text = MermaidSequenceDiagram(trace: recorder.trace).text
        let escaped = "q#34;s#59;h#35;n#10;x--#62;y#37;#37;z#65533;"
        #expect(text.contains("as \(escaped) (VC)"), "\(text)")
        #expect(!text.contains("\u{FFFE}"))
        for line in text.split(separator: "\n").dropFirst() {
            #expect(!line.contains(";") || line.contains("#"), "\(line)")
        }
    }
}
