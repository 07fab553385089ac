import Testing
@testable import LifelineTrace

/// `EventName.baseName` and `argumentLabels` search raw values as bytes (a start-up cost as
/// Characters: Benchmarks/Profiling.md, section 20). They must split every name exactly as the
/// Character-based reading did, which is kept here as the reference; and the argument counts a
/// trace is checked with before it is written are each name's own and its earlier formats'.
@Suite("Event name pieces")
struct EventNamePiecesTests {
    private static func referenceBaseName(_ rawValue: String) -> Substring {
        guard let paren = rawValue.firstIndex(of: "(") else { return rawValue[...] }
        return rawValue[..<paren]
    }

    private static func referenceLabels(_ name: EventName) -> [Substring] {
        let rawValue = name.rawValue
        if name.syntax == .setter { return ["_"] }
        guard let open = rawValue.firstIndex(of: "("), rawValue.hasSuffix(")") else { return [] }
        let inner = rawValue[rawValue.index(after: open)..<rawValue.index(before: rawValue.endIndex)]
        return inner.split(separator: ":", omittingEmptySubsequences: true)
    }

    @Test func everyNameSplitsAsTheCharacterBasedReadingDid() {
        for name in EventName.allCases {
            #expect(name.baseName == Self.referenceBaseName(name.rawValue), "\(name.rawValue)")
            #expect(name.argumentLabels == Self.referenceLabels(name), "\(name.rawValue)")
        }
    }

    @Test func argumentCountsAreTheNamesOwnAndTheEarlierFormatsShapes() {
        let counts = EventArgumentCounts()
        for name in EventName.allCases {
            let accepted = [name.argumentLabels.count] + EventOverload.legacy.filter { $0.name == name }.map(\.labels.count)
            for count in -1...8 {
                #expect(counts.accepts(count, of: name) == accepted.contains(count), "\(name.rawValue) with \(count)")
            }
        }
        // tapAction() of format 2 had no title; the navigation delegate's calls no animated flag.
        #expect(counts.accepts(0, of: .tapAction) && counts.accepts(1, of: .tapAction))
        #expect(counts.accepts(2, of: .navigationControllerWillShow) && counts.accepts(3, of: .navigationControllerWillShow))
        #expect(!counts.accepts(1, of: .viewDidLoad) && !counts.accepts(64, of: .viewDidLoad))
    }

    @Test func piecesOfNamesOfEachShape() {
        #expect(EventName.viewDidLoad.baseName == "viewDidLoad")
        #expect(EventName.viewDidLoad.argumentLabels == [])
        #expect(EventName.willMoveToWindow.baseName == "willMove")
        #expect(EventName.willMoveToWindow.argumentLabels == ["toWindow"])
        #expect(EventName.navigationControllerWillShow.argumentLabels == ["_", "willShow", "animated"])
    }
}
