import Testing
import LifelineScenarios
import LifelineTestSupport

/// The loader never traps: random bytes and mutated valid files either load or throw a
/// `ScenarioError` with a position inside the text; and whatever loads also runs to the end
/// without trapping (each `runUntilIdle` bounded by `maxTurns`). The seed is fixed, so a failure
/// reproduces; raise the counts locally to search harder.
@MainActor
@Suite("Scenario fuzzing")
struct ScenarioFuzzTests {
    /// Loads `text`; on success runs it, so running is fuzzed by everything that loads.
    private func check(_ text: String, loaded: inout Int) {
        do {
            let scenario = try Scenario.parse(text, file: "fuzz.yaml")
            loaded += 1
            // A run may stop at its turn bound, with an error at a step of the file (checked below).
            _ = try scenario.run(maxTurns: 50)
            _ = try scenario.run(ios: .iOS12, fromMarker: true, maxTurns: 50)
            // What loads also writes back to text that loads to the same scenario.
            let rewritten = try Scenario.parse(ScenarioWriter.yaml(scenario), file: "fuzz.yaml")
            #expect(rewritten == scenario, "\(text)")
        } catch {
            // Inside the text: lines end at LF only, and a column is at most one past its line's
            // last scalar (a byte order mark is no column).
            // Split by scalar: CR LF is one Character, which a split by Character would not see.
            let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            let inside = error.line >= 1 && error.line <= lines.count && error.column >= 1
                && error.column <= lines[error.line - 1].count + 1
                    - (error.line == 1 && text.unicodeScalars.first == "\u{FEFF}" ? 1 : 0)
            #expect(inside, "\(error) in \(text.debugDescription)")
            #expect(!error.message.isEmpty)
        }
    }

    @Test func randomBytes() {
        var random = SplitMix64(seed: 0x5CE7_A210)
        var loaded = 0
        for _ in 0..<400 {
            let count = Int.random(in: 0...160, using: &random)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            check(String(decoding: bytes, as: UTF8.self), loaded: &loaded)
        }
        // Printable noise with YAML's punctuation reaches further into the parser.
        let alphabet = Array("abc:-{}[],&*!|>'\"#%@ \n\n\t  stepsontrue0.5\r\u{85}\u{2028}\u{2029}\u{FEFF}")
        for _ in 0..<400 {
            let count = Int.random(in: 0...120, using: &random)
            check(String((0..<count).map { _ in alphabet.randomElement(using: &random)! }), loaded: &loaded)
        }
    }

    /// Valid files (every built-in, and flows that use the other operations), mutated.
    static let seeds: [String] = Strategies.all.map(\.source) + ["""
        ios: 12
        views: [badge]
        controllers:
          tabs: { type: tab, tabs: [feed, settings] }
          feed: { type: navigation, stack: [list, item] }
          list: { subviews: [header], children: [child] }
          item: { style: overFullScreen }
          settings: {}
          child: {}
          sheet: { style: pageSheet }
        steps:
          - window.rootViewController: tabs
          - window.makeKeyAndVisible
          - runOnce
          - mark: start
          - addSubview: { view: badge, on: header }
          - setNeedsLayout: list.view
          - layoutIfNeeded: window
          - beginInteractivePop: feed
          - updateInteractivePop: { on: feed, percentComplete: 0.5 }
          - finishInteractivePop: feed
          - advance: 0.5
          - present: { controller: sheet, on: settings, animated: true, completion: true }
          - tapTab: { index: 1, on: tabs }
          - selectTab: { index: 0, on: tabs }
          - dismiss: sheet
          - popTo: { controller: list, on: feed }
          - setViewControllers: { controllers: [settings, sheet], on: tabs, animated: true }
          - willMoveToParent: { on: child, parent: null }
          - removeFromParent: child
          - runUntilIdle
        """, """
        controllers:
          tabs: { type: tab, tabs: [nav, parent], delegate: coordinator }
          nav: { type: navigation, root: list, delegate: coordinator }
          list: {}
          parent: { children: [a] }
          a: {}
          b: {}
          ask: { type: alert, title: "Sure?", message: "It goes", actions: [OK, Later: cancel, Wipe: destructive] }
          sheet: { type: alert, preferredStyle: actionSheet, actions: [Share] }
        steps:
          - window.rootViewController: tabs
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: start
          - push: { controller: b, on: nav, animated: true }
          - tapTab: { index: 1, on: tabs }
          - addChild: { controller: b, on: parent }
          - transition: { on: parent, from: a, to: b, duration: 0.25, animations: true, completion: true }
          - advance: 0.25
          - present: { controller: ask, on: parent, animated: true }
          - runUntilIdle
          - tapAction: { on: ask, title: Later }
          - present: { controller: sheet, on: list, completion: true }
          - tapAction: { on: sheet, title: Share }
          - runUntilIdle
        """, """
        views: [badge]
        controllers:
          home: {}
          details: {}
          box: { forwardsAppearance: false }
          card: { type: hosting, content: { stack: { text: {} } } }
          ask: { type: alert, actions: [OK, Undo: { style: cancel, do: [log: undone] }] }
        react:
          - when: { object: home, callback: viewDidLoad }
            do:
              - after: { seconds: 1, do: [present: { controller: details, on: home, animated: true }] }
              - async: [log: { on: home, message: queued }]
          - when: { object: details, callback: viewWillDisappear, every: true, if: { isBeingDismissed: true } }
            at: beforeSuper
            do: [present: { controller: ask, on: home }]
          - when: { object: text, callback: onAppear, occurrence: 2 }
            do: [log: again]
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
          - react:
              when: { object: badge, callback: didMoveToWindow, every: true }
              do: [react: { when: { object: window, callback: layoutSubviews }, do: [log: { on: window, message: inner }] }]
          - addSubview: { view: badge, on: window }
          - dismiss: { on: details, animated: true, completion: [present: { controller: card, on: home, completion: true }] }
          - runUntilIdle
          - tapAction: { on: ask, title: Undo }
          - runUntilIdle
        """]

    static let vocabulary = ScenarioFuzzTests.seeds.joined(separator: " ")
        .split(whereSeparator: { " \n{}[],:".contains($0) }).map(String.init) + ["null", "~", "-1", "1e309", "&a", "*a", "!!str"]

    @Test func mutatedValidFiles() {
        var random = SplitMix64(seed: 0xF11E_5EED)
        var loaded = 0
        for iteration in 0..<1_500 {
            var lines = Self.seeds[iteration % Self.seeds.count].split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = Int.random(in: 0..<lines.count, using: &random)
                switch Int.random(in: 0..<6, using: &random) {
                case 0: lines.remove(at: index); if lines.isEmpty { lines = [""] }
                case 1: lines.insert(lines[index], at: index)
                case 2: lines.swapAt(index, Int.random(in: 0..<lines.count, using: &random))
                case 3:
                    // Replace one word of the line with another from the seeds.
                    var words = lines[index].split(separator: " ", omittingEmptySubsequences: false).map(String.init)
                    let word = Int.random(in: 0..<words.count, using: &random)
                    words[word] = Self.vocabulary.randomElement(using: &random)!
                    lines[index] = words.joined(separator: " ")
                case 4:
                    var characters = Array(lines[index])
                    if !characters.isEmpty {
                        characters[Int.random(in: 0..<characters.count, using: &random)] =
                            Array("{}[]:,-#&*!|>'\" \t0a").randomElement(using: &random)!
                    }
                    lines[index] = String(characters)
                default:
                    lines[index] = String(repeating: " ", count: Int.random(in: 0...4, using: &random))
                        + lines[index].trimmingPrefix(while: { $0 == " " })
                }
            }
            check(lines.joined(separator: "\n"), loaded: &loaded)
        }
        // Mutations should leave a fair share loadable, or running would not be fuzzed at all.
        #expect(loaded > 150, "only \(loaded) mutated files loaded")
    }
}

extension String {
    fileprivate func trimmingPrefix(while predicate: (Character) -> Bool) -> String {
        String(drop(while: predicate))
    }
}
