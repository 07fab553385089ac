@preconcurrency import CGraphviz
import CGraphvizNumbers
import Foundation
import Testing
import LifelineTestSupport

/// Lifeline's `gvprintdouble` (Sources/CGraphvizNumbers) writes every number as Graphviz 2.42.2's
/// does through glibc's `snprintf("%.02f")`, for every double: the SVG is the same byte for byte.
struct NumberFormattingTests {
    static func fast(_ number: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let length = lifeline_graphviz_format_number(number, &buffer)
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func byPrintf(_ number: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let length = lifeline_graphviz_format_number_by_printf(number, &buffer)
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The forms Graphviz writes, spelled out: the trimming is Graphviz's, the digits glibc's.
    @Test func theFormsGraphvizWrites() {
        let expected: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (1e-9, "0"), (-1e-9, "0"), (0.004, "0"), (-0.004, "-0"),
            (0.005, "0.01"), (0.125, "0.12"), (0.375, "0.38"), (2.675, "2.67"), (12.5, "12.5"),
            (3, "3"), (-3.1, "-3.1"), (99.995, "100"), (-27.004, "-27"), (1234.56, "1234.56"),
            (1e13, "10000000000000"), (.infinity, "inf"), (-.infinity, "-inf"),
        ]
        for (number, text) in expected {
            #expect(Self.fast(number) == text, "\(number)")
            #expect(Self.byPrintf(number) == text, "\(number)")
        }
    }

    /// Halfway cases decide the rounding: binary fractions that are exact ties (k/8), decimals
    /// just off a tie (k/1000), and random doubles of every magnitude a diagram can have.
    @Test func everyDoubleGetsPrintfsDigits() {
        var random = SplitMix64(seed: 0x6E75_6D62)
        var mismatches: [String] = []
        func check(_ number: Double) {
            let fast = Self.fast(number), reference = Self.byPrintf(number)
            if fast != reference, mismatches.count < 5 { mismatches.append("\(number): \(fast) against \(reference)") }
        }
        for k in -200_000...200_000 {
            check(Double(k) / 8)
            check(Double(k) / 1000)
            check(Double(k) * 0.005)
        }
        for _ in 0..<300_000 {
            let magnitude = pow(10, Double(random.next() % 16) - 3)
            let unit = Double(random.next() >> 11) / Double(1 << 53)
            check((random.next() & 1 == 0 ? 1 : -1) * magnitude * unit)
            check(Double(bitPattern: random.next()))
        }
        for bound in [1e-8, 0.005, 1e13] {
            for side in [bound, -bound] {
                var value = side
                for _ in 0..<50 { check(value); value = value.nextUp }
                value = side
                for _ in 0..<50 { check(value); value = value.nextDown }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    /// The library this machine has is the one whose numbers are reproduced; any other keeps its
    /// own `gvprintdouble`.
    @Test func onlyTheReadVersionIsAdopted() {
        let context = gvContextPlugins(nil, 0)
        defer { gvFreeContext(context) }
        let installed = String(cString: gvcVersion(context))
        #expect(installed == "2.43.0", "Debian 12's libgvc; another needs its gvprintdouble read again")
        #expect(lifeline_graphviz_numbers_adopt("2.50.0") == 0)
        #expect(lifeline_graphviz_numbers_adopt(nil) == 0)
        #expect(lifeline_graphviz_numbers_adopt(gvcVersion(context)) == 1)
    }
}
