import LifelineTrace
import Testing
import LifelineTestSupport

/// `UTF8Validation` decides whether the CLI reads a file as a trace at all, so it must accept
/// and refuse exactly what `String(validating:as:)` (the check it replaces) does.
@Suite("UTF-8 validation where the bytes lie")
struct UTF8ValidationTests {
    private func agrees(_ bytes: [UInt8]) -> Bool {
        let expected = String(validating: bytes, as: UTF8.self) != nil
        return bytes.withUnsafeBufferPointer(UTF8Validation.isValid) == expected
    }

    @Test func agreesOnEverySequenceOfOneAndTwoBytes() {
        var disagreements: [[UInt8]] = []
        for first in 0...255 {
            if !agrees([UInt8(first)]) { disagreements.append([UInt8(first)]) }
            for second in 0...255 where !agrees([UInt8(first), UInt8(second)]) {
                disagreements.append([UInt8(first), UInt8(second)])
            }
        }
        #expect(disagreements == [])
    }

    /// Bytes drawn mostly from the edges of the standard's ranges (overlong leads, surrogates,
    /// the last planes, stray continuations), in runs long enough for the eight-byte ASCII test.
    @Test func agreesOnRandomSequencesNearTheBoundaries() {
        let interesting: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF,
                                    0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xF8, 0xFF]
        var random = SplitMix64(seed: 17)
        var disagreements: [[UInt8]] = []
        for _ in 0..<200_000 {
            let count = Int(random.next() % 24)
            let bytes = (0..<count).map { _ in
                random.next() % 3 == 0 ? UInt8(ascii: "a") : interesting[Int(random.next() % UInt64(interesting.count))]
            }
            if !agrees(bytes) { disagreements.append(bytes) }
        }
        #expect(disagreements == [])
    }

    @Test func findsOneBadByteAnywhereInALongASCIIRun() {
        for position in 0..<40 {
            for bad: [UInt8] in [[0x80], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]] {
                var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 40)
                bytes.replaceSubrange(position..<min(position + bad.count, 40), with: bad)
                #expect(!bytes.withUnsafeBufferPointer(UTF8Validation.isValid), "\(bad) at \(position)")
                bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 40)
                bytes.replaceSubrange(position..<min(position + 2, 40), with: [0xC3, 0xA9].prefix(40 - position))
                #expect(bytes.withUnsafeBufferPointer(UTF8Validation.isValid) == (position < 39), "é at \(position)")
            }
        }
    }
}
