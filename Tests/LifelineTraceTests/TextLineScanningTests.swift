@testable import LifelineTrace
import Testing
import LifelineTestSupport

/// The text reader finds and counts line feeds eight bytes at a time and reads a buffer it does
/// not own (Benchmarks/Profiling.md, section 24): the searches agree with a byte-by-byte one
/// wherever the line feeds fall in a word, and lines found that way give the same positions.
@Suite("Text line scanning")
struct TextLineScanningTests {
    /// Every byte value around line feeds placed at every offset within a word, and buffers
    /// that end in the middle of a word.
    static func buffers() -> [[UInt8]] {
        var random = SplitMix64(seed: 0x11FE_ED5)
        var buffers: [[UInt8]] = [[], [10], [0x8A], [0x0A, 0x0A], Array(0...255), Array((0...255).reversed())]
        for length in 0..<40 {
            for feed in 0...length {
                var bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 0x80) }
                if feed < length { bytes[feed] = 10 }
                buffers.append(bytes)
            }
        }
        for _ in 0..<300 {
            let length = Int(random.next() % 100)
            // Mostly bytes that differ from a line feed in one bit, or by one: near misses.
            let nearMisses: [UInt8] = [0x0B, 0x09, 0x08, 0x0E, 0x1A, 0x2A, 0x4A, 0x8A, 0x00, 0xFF, 0x0A]
            buffers.append((0..<length).map { _ in nearMisses[Int(random.next() % UInt64(nearMisses.count))] })
        }
        return buffers
    }

    @Test func findsTheFirstLineFeedFromAnyStart() {
        for bytes in Self.buffers() {
            bytes.withUnsafeBufferPointer { buffer in
                for start in 0...bytes.count {
                    let expected = bytes[start...].firstIndex(of: 10)
                    #expect(TextTraceReader.lineFeed(in: buffer, from: start) == expected, "\(bytes) from \(start)")
                }
            }
        }
    }

    @Test func countsTheLineFeedsOfAnyRange() {
        for bytes in Self.buffers() {
            bytes.withUnsafeBufferPointer { buffer in
                for start in 0...bytes.count {
                    for end in [start, min(start + 1, bytes.count), min(start + 9, bytes.count), bytes.count] {
                        let expected = bytes[start..<end].count(where: { $0 == 10 })
                        #expect(TextTraceReader.lineFeedCount(in: buffer, from: start, to: end) == expected,
                                "\(bytes) \(start)..<\(end)")
                    }
                }
            }
        }
    }

    /// An unknown object on the last line, after event lines of every length modulo 8 (so that
    /// the line feed before it falls at each offset in a word): always at that line, column 3.
    @Test func errorsKeepTheirLineAndColumnWhereverLinesEnd() {
        for padding in 0..<17 {
            let name = "v" + String(repeating: "x", count: padding)
            var text = "lifeline-trace 3\nios: 17\nobjects:\n  \(name) = View [view]\nevents:\nturn 0\n"
            for _ in 0..<padding {
                text += "  \(name).layoutSubviews()\n"
            }
            text += "  nobody.layoutSubviews()\n"
            let line = 7 + padding
            let error = TextDecodingErrorTests.error(text)
            #expect(error?.line == line && error?.column == 3, "padding \(padding): \(String(describing: error))")
            #expect(error?.message.hasPrefix("unknown object `nobody`") == true, "\(String(describing: error))")
            // The same without a final line feed, and with CRLF line ends.
            #expect(TextDecodingErrorTests.error(String(text.dropLast())) == error)
            let crlf = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
            #expect(TextDecodingErrorTests.error(crlf) == error)
        }
    }

    /// A text trace in a caller's buffer is read where it lies, and the reader says every 4 MiB
    /// how far it has read, always at the start of a line, so the pages behind it can go.
    @Test func aTextTraceInABufferIsReadInPlaceAndReleasedBehindTheReader() throws {
        // 2,600 objects with names of 4,000 bytes: about 10 MB of declarations, one event.
        let names = (0..<2_600).map { "object\($0)_" + String(repeating: "n", count: 4_000) }
        let objects = names.enumerated().map { TraceObject(id: ObjectID($0 + 1), name: $1, className: "View", role: .view) }
        let trace = Trace(iosVersion: 17, objects: objects,
                          events: [TraceEvent(name: .layoutSubviews, object: ObjectID(2_600), turn: 0)])
        let bytes = Array(TextTraceFormat.encode(trace).utf8)
        #expect(bytes.count > 8 << 20 && bytes.count < 12 << 20)
        var offsets: [Int] = []
        let read = try bytes.withUnsafeBufferPointer { buffer in
            try TraceFile.decode(utf8Buffer: buffer, releasing: { offsets.append($0) })
        }
        #expect(read == trace)
        #expect(offsets.count == 2, "\(offsets)")
        for (index, offset) in offsets.enumerated() {
            #expect(offset >= (index + 1) * (4 << 20) && offset < bytes.count)
            #expect(bytes[offset - 1] == 10, "released at the start of a line")
        }
    }
}
