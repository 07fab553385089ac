import Foundation
import LifelineTrace
import Testing

/// Files written by earlier Lifelines, committed under `Fixtures/OldFormats`, read with their own
/// cause rule and argument shapes and written back unchanged:
/// - `root-window.v1.trace`: format 1, the `root-window` strategy's trace on iOS 26 as the v1
///   suite asserted it (commit 023173d, StrategyTraceTests), with a call nested in a call.
/// - `root-window.v1.json`: JSON format 1, the root-window sample as the v1 suite asserted it
///   (commit 023173d, JSONTraceFormatTests).
/// - `alert-logout.v2.trace` and `.v2.json`: formats 2, written by `lifeline trace` at commit
///   269219f from `alert-logout.yaml`: `tapAction()` without a title, `setViewControllers` with one
///   object, and calls nested in `addLifecycleObserver`.
/// - `delegate-transition.v2.trace` and `.v2.json`: formats 2, written by `lifeline trace` at
///   commit 269219f from `delegate-transition.yaml`: the navigation delegate's calls without the
///   `animated` flag and `transition(from:to:)` without its duration and options.
@Suite("Files of earlier formats")
struct OldFormatFixtureTests {
    static func fixture(_ name: String) throws -> String {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/OldFormats")
        return try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// The same file under version 2: what the writer gives back for a trace of the older rule.
    static func asVersion2(_ text: String, json: Bool) -> String {
        json ? text.replacing("\"version\" : 1,", with: "\"version\" : 2,", maxReplacements: 1)
            : text.replacing("lifeline-trace 1\n", with: "lifeline-trace 2\n", maxReplacements: 1)
    }

    @Test(arguments: ["root-window.v1.trace", "alert-logout.v2.trace", "delegate-transition.v2.trace"])
    func textFilesReadAndWriteBackUnchanged(_ name: String) throws {
        let text = try Self.fixture(name)
        let trace = try TextTraceFormat.decode(text)
        #expect(trace.causeRule == .outermostCall)
        #expect(TextTraceFormat.encode(trace) == Self.asVersion2(text, json: false))
        #expect(try TextTraceFormat.decode(TextTraceFormat.encode(trace)) == trace)
        #expect(try JSONTraceFormat.decode(JSONTraceFormat.encode(trace)) == trace)
        #expect(try TraceFile.decode(text) == trace)
    }

    @Test(arguments: ["root-window.v1.json", "alert-logout.v2.json", "delegate-transition.v2.json"])
    func jsonFilesReadAndWriteBackUnchanged(_ name: String) throws {
        let json = try Self.fixture(name)
        let trace = try JSONTraceFormat.decode(json)
        #expect(trace.causeRule == .outermostCall)
        #expect(JSONTraceFormat.encode(trace) == Self.asVersion2(json, json: true))
        #expect(try TextTraceFormat.decode(TextTraceFormat.encode(trace)) == trace)
        #expect(try TraceFile.decode(json) == trace)
    }

    /// The text and the JSON file of one run are the same trace.
    @Test(arguments: ["alert-logout", "delegate-transition"])
    func theVersion2TextAndJSONOfOneRunAgree(_ name: String) throws {
        #expect(try TextTraceFormat.decode(Self.fixture(name + ".v2.trace"))
                == JSONTraceFormat.decode(Self.fixture(name + ".v2.json")))
    }

    /// Format 2's delegate calls and transitions read as events of today's names with the two
    /// controllers they had, and are written back in their own shape even in a format 3 file;
    /// today's shape of the same names carries the flag, the duration and the options.
    @Test func olderDelegateCallsAndTransitionsKeepTheirTwoArguments() throws {
        let trace = try TextTraceFormat.decode(Self.fixture("delegate-transition.v2.trace"))
        let id = { (name: String) in try #require(trace.object(named: name)?.id) }
        let (nav, home, details, a, b) = try (id("nav"), id("home"), id("details"), id("a"), id("b"))
        let shown = trace.events.filter { $0.name == .navigationControllerWillShow || $0.name == .navigationControllerDidShow }
        #expect(shown.map { Array($0.arguments) } == [[.object(nav), .object(home)], [.object(nav), .object(home)],
                                                       [.object(nav), .object(details)], [.object(nav), .object(details)]])
        let swaps = trace.events.filter { $0.name == .transition }
        #expect(swaps.map { Array($0.arguments) } == [[.object(a), .object(b)]])
        let version3 = TextTraceFormat.encode(trace.withCauses(by: .innermostCall))
        #expect(version3.contains("  [8] home.transition(from: a, to: b)\n"))
        #expect(version3.contains("    coordinator.navigationController(nav, willShow: home)\n"))
        #expect(JSONTraceFormat.encode(trace).contains(#""name" : "transition(from:to:)""#))

        let today = version3.replacing("home.transition(from: a, to: b)",
                                       with: #"home.transition(from: a, to: b, duration: 0.3, options: ["transitionCrossDissolve"])"#)
            .replacing("willShow: home)", with: "willShow: home, animated: false)")
        let decoded = try TextTraceFormat.decode(today)
        #expect(decoded.events.first { $0.name == .transition }.map { Array($0.arguments) }
                == [.object(a), .object(b), .number(0.3), .list([.string("transitionCrossDissolve")])])
        #expect(decoded.events.first { $0.name == .navigationControllerWillShow }.map { Array($0.arguments) }
                == [.object(nav), .object(home), .bool(false)])
        #expect(TextTraceFormat.encode(decoded) == today)
        #expect(try JSONTraceFormat.decode(JSONTraceFormat.encode(decoded)) == decoded)
    }

    /// Format 1 and 2 causes: a call nested in another call names the outer one, as does
    /// everything inside it; the old argument shapes are kept as they were.
    @Test func olderFilesKeepTheirCausesAndArgumentShapes() throws {
        let root = try TextTraceFormat.decode(Self.fixture("root-window.v1.trace"))
        let addSubview = try #require(root.events.firstIndex { $0.name == .addSubview }) + 1
        #expect(root.event(addSubview).parent == 3)
        #expect(root.event(addSubview).cause == 2)
        #expect(root.event(addSubview + 1).cause == 2)

        let logout = try TextTraceFormat.decode(Self.fixture("alert-logout.v2.trace"))
        let nested = logout.events.enumerated().filter { $0.element.kind == .call && $0.element.parent != nil }
        #expect(nested.map { logout.label(of: $0.element) } == [
            "home.addLifecycleObserver(_:)", "home.addChild(_:)", "analytics.view", "home.view.addSubview(_:)",
        ])
        // Each names the top-level call it ran in, not itself.
        #expect(nested.allSatisfy { $0.element.cause != $0.offset + 1 })
        let taps = logout.events.filter { $0.name == .tapAction }
        #expect(taps.count == 1 && taps[0].arguments.isEmpty)
        let stacks = logout.events.filter { $0.name == .setViewControllers }.map { Array($0.arguments) }
        let home = try #require(logout.object(named: "home")?.id)
        let login = try #require(logout.object(named: "login")?.id)
        #expect(stacks == [[.object(home), .bool(false)], [.object(login), .bool(false)]])
    }

    /// An older file converts to today's cause rule and back without loss: nesting decides every
    /// cause that differs. The converted trace is the one a format 3 file of the same lines reads as.
    @Test(arguments: ["root-window.v1.trace", "alert-logout.v2.trace"])
    func olderCausesConvertToTodaysRuleAndBack(_ name: String) throws {
        let text = try Self.fixture(name)
        let old = try TextTraceFormat.decode(text)
        let today = old.withCauses(by: .innermostCall)
        let body = text.drop(while: { $0 != "\n" })
        #expect(today == (try TextTraceFormat.decode("lifeline-trace 3" + body)))
        #expect(today.withCauses(by: .outermostCall) == old)
        #expect(today != old)
    }

    /// A golden of an older format still matches today's trace of the same events, in text and
    /// JSON; a golden whose events differ does not.
    @Test func olderGoldensStillMatchTodaysTraces() throws {
        let text = try Self.fixture("root-window.v1.trace")
        let today = try TextTraceFormat.decode(text).withCauses(by: .innermostCall)
        #expect(GoldenDiffing.textTrace.compare(golden: text, actual: TextTraceFormat.encode(today)) == .match)
        #expect(GoldenDiffing.textTrace.compare(golden: Self.asVersion2(text, json: false), actual: TextTraceFormat.encode(today)) == .match)
        let json = try Self.fixture("root-window.v1.json")
        let todayJSON = try JSONTraceFormat.decode(json).withCauses(by: .innermostCall)
        #expect(GoldenDiffing.jsonTrace.compare(golden: json, actual: JSONTraceFormat.encode(todayJSON)) == .match)
        var changed = today
        changed.events[0].turn = 0
        changed.events.removeLast()
        #expect(GoldenDiffing.textTrace.compare(golden: text, actual: TextTraceFormat.encode(changed)) == .differs)
    }

    /// Format 3 grammar is not read in an older file: there a quoted value is an object name.
    @Test func aQuotedValueInAVersion2FileIsAnObject() throws {
        let text = """
            lifeline-trace 2
            ios: 26
            objects:
              "my vc" = VC [viewController]
            events:
            turn 0
              [1] "my vc".addChild("my vc")

            """
        let trace = try TextTraceFormat.decode(text)
        #expect(trace.events[0].arguments == .object(ObjectID(1)))
        #expect(TextTraceFormat.encode(trace) == text)
        #expect(throws: TraceDecodingError(line: 7, column: 24, message: "expected a value (true, false, nil, a number or an object name), found `[x])`")) {
            try TextTraceFormat.decode(text.replacing("addChild(\"my vc\")", with: "addChild([x])"))
        }
    }
}
