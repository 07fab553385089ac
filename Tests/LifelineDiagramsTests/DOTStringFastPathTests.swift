@testable import LifelineDiagrams
import Testing
import LifelineTestSupport

/// `DOTString.quoted` writes plain ASCII text as it is (`quotedAsIs`); everything it declines goes
/// one scalar at a time. Both must spell every text the same way.
struct DOTStringFastPathTests {
    /// Texts at the edges of the fast path: the bytes it must refuse, and the chunk limit.
    static let edges: [String] = [
        "", "vc", "viewDidAppear(true)", "a b", "~", "say \"hi\"", "back\\slash", "tab\there",
        "line\nbreak", "\r", "\u{7F}", "\u{1F}", "\u{0}", "é", "名前", "\u{FFFE}", "🙂",
        String(repeating: "x", count: DOTString.chunkLimit),
        String(repeating: "x", count: DOTString.chunkLimit + 1),
        String(repeating: "x", count: DOTString.chunkLimit - 1) + "\"",
    ]

    @Test(arguments: edges)
    func theFastPathSpellsAsTheScalarPath(_ text: String) {
        #expect(DOTString.quoted(text) == DOTString.quotedScalarByScalar(text))
    }

    @Test func plainTextIsWrittenAsItIs() {
        #expect(DOTString.quoted("[1] vc.viewWillAppear(false)") == "\"[1] vc.viewWillAppear(false)\"")
        #expect(DOTString.quoted("a\"b") == "\"a\\\"b\"")
    }

    /// 20,000 random texts over an alphabet weighted towards the bytes the fast path tests.
    @Test func randomTextsSpellTheSameEitherWay() {
        let alphabet: [Unicode.Scalar] = ["a", "Z", "0", " ", "~", "\"", "\\", "\n", "\r", "\t",
                                          "\u{0}", "\u{1F}", "\u{7F}", "\u{80}", "é", "\u{FFFF}", "😀"]
        var generator = SplitMix64(seed: 17)
        for _ in 0..<20_000 {
            var text = String.UnicodeScalarView()
            let length = Int(generator.next() % 24)
            for _ in 0..<length {
                // Mostly plain letters, so that many texts take the fast path.
                let pick = generator.next() % 8 == 0 ? Int(generator.next() % UInt64(alphabet.count)) : Int(generator.next() % 5)
                text.append(alphabet[pick])
            }
            let string = String(text)
            #expect(DOTString.quoted(string) == DOTString.quotedScalarByScalar(string), "\(string.debugDescription)")
        }
    }
}
