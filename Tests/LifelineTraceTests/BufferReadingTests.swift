@testable import LifelineTrace
import Testing

/// `TraceFile.decode(utf8Buffer:releasing:)` reads a JSON trace where it lies (a mapped file)
/// and says how far it has read, so that the CLI can release the pages behind it.
@Suite struct BufferReadingTests {
    /// `document` padded after its opening brace with `count` bytes of JSON whitespace.
    private static func padded(_ document: String, count: Int) -> [UInt8] {
        Array(("{" + String(repeating: " ", count: count) + document.dropFirst()).utf8)
    }

    @Test func readsTheSameTraceAndReportsWhatItHasRead() throws {
        for trace in JSONTraceReaderTests.traces().prefix(4) {
            let bytes = Self.padded(JSONTraceFormat.encode(trace), count: 9 << 20)
            var offsets: [Int] = []
            let read = try bytes.withUnsafeBufferPointer { buffer in
                try TraceFile.decode(utf8Buffer: buffer, releasing: { offsets.append($0) })
            }
            #expect(read == trace)
            // Past the padding (9 MiB) once, then every 4 MiB of document: here exactly once.
            #expect(offsets.count == 1)
            #expect(offsets.allSatisfy { $0 >= 9 << 20 && $0 <= bytes.count })
        }
    }

    /// A small text trace is read where it lies too, and nothing is released before 4 MiB have
    /// been read (`TextLineScanningTests` reads a larger one).
    @Test func aSmallTextTraceIsReadInPlaceWithNothingReleased() throws {
        let trace = try #require(JSONTraceReaderTests.traces().first)
        let bytes = Array(TextTraceFormat.encode(trace).utf8)
        var offsets: [Int] = []
        let read = try bytes.withUnsafeBufferPointer { buffer in
            try TraceFile.decode(utf8Buffer: buffer, releasing: { offsets.append($0) })
        }
        #expect(read == trace)
        #expect(offsets == [])
    }

    @Test func errorsArePositionedAsFromAnArray() throws {
        let trace = try #require(JSONTraceReaderTests.traces().first)
        var bytes = Self.padded(JSONTraceFormat.encode(trace), count: 9 << 20)
        bytes[bytes.count - 2] = UInt8(ascii: "]")
        let fromArray = #expect(throws: TraceDecodingError.self) { try TraceFile.decode(utf8: bytes) }
        let fromBuffer = #expect(throws: TraceDecodingError.self) {
            try bytes.withUnsafeBufferPointer { try TraceFile.decode(utf8Buffer: $0, releasing: { _ in }) }
        }
        #expect(fromArray != nil && fromArray?.line == fromBuffer?.line && fromArray?.column == fromBuffer?.column
                && fromArray?.message == fromBuffer?.message)
    }

    /// A name looked up in a mapped file hashes as the same bytes in an array do.
    @Test func theSameBytesHashAlikeWhateverHoldsThem() {
        let key: [UInt8] = Array("viewDidAppear".utf8)
        let fromBuffer = key.withUnsafeBufferPointer { ByteNameTable<Int>.hash($0) }
        #expect(ByteNameTable<Int>.hash(key[...]) == fromBuffer)
        #expect(ByteNameTable<Int>.hash(key.lazy.map { $0 }) == fromBuffer, "no contiguous storage")
    }
}
