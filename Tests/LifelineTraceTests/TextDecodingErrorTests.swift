import LifelineTrace
import Testing

/// One test per kind of mistake, each pinning the line, the column of the offending token and
/// a message that says what was expected.
@Suite("Text format errors")
struct TextDecodingErrorTests {
    static let header = """
        lifeline-trace 2
        ios: 17
        objects:
          window = Window [window]
          vc = DemoViewController [viewController]
          vc.view = View [view]
        events:

        """

    /// The header above followed by event lines; the first event line is line 8.
    static func events(_ lines: String) -> String { header + lines }

    static func error(_ text: String) -> TraceDecodingError? {
        do {
            _ = try TextTraceFormat.decode(text)
            return nil
        } catch {
            return error
        }
    }

    static func expectError(_ text: String, _ line: Int, _ column: Int, _ message: String,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(error(text) == TraceDecodingError(line: line, column: column, message: message),
                sourceLocation: sourceLocation)
    }

    // MARK: Header

    @Test func emptyInput() {
        Self.expectError("", 1, 1, "expected `lifeline-trace <version>` on the first line, found end of input")
    }

    @Test func wrongHeader() {
        Self.expectError("lifeline trace 1\n", 1, 1,
                         "expected `lifeline-trace <version>` on the first line, found `lifeline trace 1`")
    }

    @Test func unsupportedVersion() {
        Self.expectError("lifeline-trace 5\nios: 17\n", 1, 16,
                         "format version 5 is newer than this Lifeline understands; this Lifeline reads versions 1 to 4: update Lifeline, or re-record the golden with this one")
        Self.expectError("lifeline-trace 0\nios: 17\n", 1, 16, "unsupported format version 0; this Lifeline reads versions 1 to 4")
    }

    @Test func missingIOSVersion() {
        Self.expectError("lifeline-trace 2\nios: seventeen\n", 2, 6, "expected an iOS major version, found `seventeen`")
    }

    @Test func missingObjectsSection() {
        Self.expectError("lifeline-trace 2\nios: 17\nscenario: demo\nevents:\n", 4, 1,
                         "expected `objects:`, found `events:`")
    }

    @Test func keywordAsScenario() {
        Self.expectError("lifeline-trace 2\nios: 17\nscenario: nil\n", 3, 11,
                         "`nil` is a keyword; write \"nil\" to use it as a scenario")
    }

    // MARK: Objects

    @Test func duplicateObjectName() {
        Self.expectError("lifeline-trace 2\nios: 17\nobjects:\n  vc = A [view]\n  vc = B [view]\n", 5, 3,
                         "duplicate object name `vc`; it is already declared on line 4")
    }

    @Test func unknownRole() {
        Self.expectError("lifeline-trace 2\nios: 17\nobjects:\n  vc = A [controller]\n", 4, 11,
                         "unknown role `controller`; expected viewController, view, window, hook or content")
    }

    /// Found by the TextTrace fuzz target (Fuzz/Regressions/TextTrace): an input ending without
    /// a line break was said to end on the line after its last, which it does not have.
    @Test func endOfInputWithoutALineBreakIsOnTheLastLine() {
        Self.expectError("lifeline-trace 2", 1, 17, "expected `ios: <major version>`, found end of input")
        Self.expectError("lifeline-trace 2\nios: 17\nobjects:\n  vc = A [view]", 4, 16,
                         "expected an object declaration (`  name = Class [role]`) or `events:`, found end of input")
        // After blank lines the input ends further down, where the error is.
        Self.expectError("lifeline-trace 2\nios: 17\n\n  ", 4, 3, "expected `scenario: <name>` or `objects:`, found end of input")
    }

    @Test func missingEventsSection() {
        Self.expectError("lifeline-trace 2\nios: 17\nobjects:\n  vc = A [view]\n", 5, 1,
                         "expected an object declaration (`  name = Class [role]`) or `events:`, found end of input")
    }

    // MARK: Structure

    @Test func eventBeforeAnyTurn() {
        Self.expectError(Self.events("  [1] window.makeKeyAndVisible()\n"), 8, 3,
                         "expected `turn <number>` before the first event")
    }

    @Test func turnsOutOfOrder() {
        Self.expectError(Self.events("turn 2\n  vc.viewDidLoad()\nturn 1\n  vc.viewDidLoad()\n"), 10, 6,
                         "turn 1 is out of order; expected a turn after turn 2")
    }

    @Test func turnWithoutEvents() {
        Self.expectError(Self.events("turn 0\nturn 1\n  vc.viewDidLoad()\n"), 8, 1,
                         "`turn 0` has no events; expected an event before the next turn")
    }

    @Test func oddIndentation() {
        Self.expectError(Self.events("turn 0\n  [1] vc.view\n   vc.loadView()\n"), 10, 4,
                         "bad indentation: 3 spaces; events are indented 2 spaces per nesting level")
    }

    @Test func indentationJumpsTwoLevels() {
        Self.expectError(Self.events("turn 0\n  [1] vc.view\n      vc.loadView()\n"), 10, 7,
                         "bad indentation: 6 spaces, expected at most 4; an event nests at most one level below the line above it")
    }

    @Test func firstEventOfATurnIsNested() {
        Self.expectError(Self.events("turn 0\n  [1] vc.view\nturn 1\n    vc.loadView()\n"), 11, 5,
                         "bad indentation: 4 spaces, expected at most 2; an event nests at most one level below the line above it")
    }

    @Test func blankLineBetweenEvents() {
        Self.expectError(Self.events("turn 0\n  [1] vc.view\n\n  [2] vc.view\n"), 10, 1,
                         "unexpected blank line; expected an event or `turn <number>`")
    }

    // MARK: Names

    @Test func unknownObjectWithSuggestion() {
        Self.expectError(Self.events("turn 0\n  [1] windw.makeKeyAndVisible()\n"), 9, 7,
                         "unknown object `windw`; did you mean `window`?")
    }

    @Test func unknownObjectWithoutSuggestion() {
        Self.expectError(Self.events("turn 0\n  vc.didAddSubview(\"my label\")\n"), 9, 20,
                         "unknown object `\"my label\"`; expected a name declared under `objects:`")
    }

    @Test func unknownCallbackWithSuggestion() {
        Self.expectError(Self.events("turn 0\n  vc.viewDidLod()\n"), 9, 6,
                         "unknown callback `viewDidLod`; did you mean `viewDidLoad()`?")
    }

    @Test func callbackWrittenAsCall() {
        Self.expectError(Self.events("turn 0\n  [1] vc.viewDidLoad()\n"), 9, 10,
                         "`viewDidLoad()` is a callback, not a call; write it as `object.method(...)`")
    }

    @Test func unknownRunLoopPhase() {
        Self.expectError(Self.events("turn 0\n  ~ window: layout\n"), 9, 13,
                         "unknown run-loop phase `layout`; expected `layout pass` or `main queue`")
    }

    @Test func propertyWrittenAsMethod() {
        Self.expectError(Self.events("turn 0\n  [1] vc.view()\n"), 9, 14,
                         "`view` is a read-only property; expected nothing after it, found `()`")
    }

    // MARK: Arguments

    @Test func missingArgument() {
        Self.expectError(Self.events("turn 0\n  vc.viewWillAppear()\n"), 9, 21,
                         "`viewWillAppear(_:)` takes 1 argument, found 0")
    }

    @Test func extraArgument() {
        Self.expectError(Self.events("turn 0\n  vc.viewWillAppear(true, false)\n"), 9, 27,
                         "`viewWillAppear(_:)` takes 1 argument, found 2")
    }

    @Test func wrongLabel() {
        Self.expectError(Self.events("turn 0\n  [1] vc.beginAppearanceTransition(true, animate: false)\n"), 9, 42,
                         "expected label `animated:` for `beginAppearanceTransition(_:animated:)`, found label `animate:`")
    }

    @Test func labelsMatchNoOverload() {
        Self.expectError(Self.events("turn 0\n  vc.view.willMove(toSupervew: vc)\n"), 9, 19,
                         "no overload matches `willMove(toSupervew:)`; expected `willMove(toParent:)`, `willMove(toWindow:)` or `willMove(toSuperview:)`")
    }

    @Test func invalidValue() {
        Self.expectError(Self.events("turn 0\n  vc.viewWillAppear(@)\n"), 9, 21,
                         "expected a value (true, false, nil, a number or an object name), found `@)`")
    }

    /// Turns are stored in 32 bits; a larger one is an error at its place, not a trap.
    @Test func turnOutOfRange() {
        Self.expectError(Self.events("turn 2147483648\n  vc.viewWillAppear(false)\n"), 8, 6,
                         "turn 2147483648 is out of range; expected 0 to 2147483647")
    }

    @Test func invalidNumber() {
        Self.expectError(Self.events("turn 0\n  vc.viewWillAppear(1.2.3)\n"), 9, 21, "expected a number, found `1.2.3`")
        Self.expectError(Self.events("turn 0\n  vc.viewWillAppear(-)\n"), 9, 21, "expected a number, found `-`")
    }

    @Test func setterWithoutValue() {
        Self.expectError(Self.events("turn 0\n  [1] window.rootViewController\n"), 9, 32,
                         "expected ` = ` and a value after `rootViewController`, found end of line")
    }

    // MARK: Quoting

    @Test func unterminatedQuote() {
        Self.expectError(Self.events("turn 0\n  \"vc.viewDidLoad()\n"), 9, 3,
                         "unterminated quoted string; expected a closing `\"` before the end of the line")
    }

    @Test func invalidEscape() {
        Self.expectError(Self.events("turn 0\n  \"v\\c\".viewDidLoad()\n"), 9, 5,
                         "invalid escape `\\c`; expected one of \\\", \\\\, \\n, \\r, \\t or \\u{XX}")
    }

    // MARK: Numbering and causes

    @Test func callNumbersNotConsecutive() {
        Self.expectError(Self.events("turn 0\n  [1] vc.view\n  [3] vc.view\n"), 10, 4,
                         "expected call number [2], found [3]; calls are numbered 1, 2, 3... in order")
    }

    @Test func causeNamesNoCall() {
        Self.expectError(Self.events("turn 0\n  [1] vc.view\n  [2] vc.view\n  ~ main queue <- [3]\n"), 11, 20,
                         "[3] names no call; expected [1] to [2], the calls so far")
    }

    @Test func causeBeforeAnyCall() {
        Self.expectError(Self.events("turn 0\n  ~ main queue <- [1]\n"), 9, 20,
                         "[1] names no call; no call comes before this line")
    }

    @Test func causeOnANestedLine() {
        Self.expectError(Self.events("turn 0\n  [1] vc.view\n    vc.loadView() <- [1]\n"), 10, 19,
                         "unexpected `<- [k]`: a nested event takes its parent's cause; only top-level lines that are not calls name a cause")
    }

    @Test func trailingGarbage() {
        Self.expectError(Self.events("turn 0\n  vc.viewDidLoad() # done\n"), 9, 19,
                         "unexpected ` # done` after the event; expected end of line")
    }

    @Test func hugeNumber() {
        Self.expectError(Self.events("turn 99999999999999999999\n"), 8, 6, "a turn number is too large")
    }
}
