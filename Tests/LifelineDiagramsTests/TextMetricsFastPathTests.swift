@testable import LifelineDiagrams
import Testing
import LifelineTestSupport

/// `TextMetrics.size(of:)` measures ASCII text by bytes; it must give what measuring one
/// Character at a time gives, line breaks (`\n`, `\r`, `\r\n`) and control characters included.
struct TextMetricsFastPathTests {
    static func agree(_ text: String, fontSize: Double = 11, bold: Bool = false) -> Bool {
        let fast = TextMetrics.size(of: text, fontSize: fontSize, bold: bold)
        let reference = TextMetrics.sizeByCharacters(of: text, fontSize: fontSize, bold: bold)
        return fast.width == reference.width && fast.height == reference.height
    }

    @Test(arguments: ["", "vc", "viewDidAppear(true)", "a\nbb", "a\r\nb", "a\n\rb", "\r\r\n\n", "tab\there",
                      "\u{7F}", "\u{1}x", "x\n", "\n", "é", "a\nmixé", "⚠ warning", "🙂"])
    func edgesAgree(_ text: String) {
        #expect(Self.agree(text) && Self.agree(text, fontSize: 9, bold: true))
    }

    @Test func plainLabelsAreMeasured() {
        // "vc" is 593 + 546 thousandths of the font size; two lines of 10-point text are 24 points high.
        #expect(TextMetrics.size(of: "vc\nv", fontSize: 10) == (width: 11.39, height: 24))
    }

    @Test func randomASCIITextsAgree() {
        var random = SplitMix64(seed: 23)
        for _ in 0..<20_000 {
            let length = Int(random.next() % 30)
            var bytes: [UInt8] = []
            for _ in 0..<length {
                let roll = random.next() % 10
                bytes.append(roll == 0 ? [0x0A, 0x0D, 0x09, 0x7F, 0x01][Int(random.next() % 5)] : UInt8(32 + random.next() % 95))
            }
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(Self.agree(text, fontSize: Double(8 + random.next() % 6), bold: random.next() % 2 == 0), "\(text.debugDescription)")
        }
    }
}
