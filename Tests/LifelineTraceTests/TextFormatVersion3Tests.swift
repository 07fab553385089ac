import LifelineTrace
import Testing

/// Format 3's grammar, whole: strings, lists, quoted object values, log lines, state changes,
/// calls without an object, and the cause rule, in text and JSON.
@Suite("Format 3")
struct TextFormatVersion3Tests {
    /// A user's own flow: an alert action's handler replaces a stack and logs; the app logs
    /// text that tries to break every format; main-queue work from inside a callback.
    static func ownFlow() -> Trace {
        let recorder = TraceRecorder(iosVersion: 26, scenario: "own flow")
        let nav = recorder.register(name: "nav", className: "NavigationController", role: .viewController)
        let home = recorder.register(name: "home", className: "Home", role: .viewController)
        let login = recorder.register(name: "my login", className: "Login", role: .viewController)
        let alert = recorder.register(name: "alert", className: "AlertController", role: .viewController)
        let tap = recorder.open(.tapAction, object: alert, arguments: EventArguments(.string("Log \"out\"")))
        recorder.record(.presentingViewControllerChange, object: alert, arguments: EventArguments(.none))
        recorder.close(tap)
        recorder.turn = 1
        let phase = recorder.open(.mainQueue, object: nil, cause: tap)
        let handler = recorder.open(.actionHandler, object: alert)
        let replace = recorder.open(.setViewControllers, object: nav,
                                    arguments: EventArguments(.list([.object(login)]), .bool(false)))
        let disappear = recorder.open(.viewWillDisappear, object: home, arguments: .animated(false))
        recorder.record(.log, object: home, arguments: EventArguments(.string("bye\n-->\t</script> \\ \u{7}")))
        let async = recorder.record(.dispatchAsync, object: nil)
        recorder.record(.dispatchAsyncAfter, object: nil, arguments: EventArguments(.number(0.5)))
        recorder.close(disappear)
        recorder.close(replace)
        recorder.record(.presentedViewControllerChange, object: home, arguments: .object(login))
        recorder.close(handler)
        recorder.close(phase)
        recorder.turn = 2
        let later = recorder.open(.mainQueue, object: nil, cause: async)
        recorder.record(.log, object: nil, arguments: EventArguments(.string("")))
        recorder.close(later)
        recorder.record(.presentingDuringTransition, object: home, arguments: .object(login))
        recorder.record(.reactionLimitReached, object: home, arguments: EventArguments(.number(100)))
        return recorder.trace
    }

    static let ownFlowText = #"""
        lifeline-trace 3
        ios: 26
        scenario: "own flow"
        objects:
          nav = NavigationController [viewController]
          home = Home [viewController]
          "my login" = Login [viewController]
          alert = AlertController [viewController]
        events:
        turn 0
          [1] alert.tapAction("Log \"out\"")
            alert.presentingViewController = nil
        turn 1
          ~ main queue <- [1]
            alert.actionHandler()
              [2] nav.setViewControllers([@"my login"], animated: false)
                home.viewWillDisappear(false)
                  home.log("bye\n-->\t</script> \\ \u{07}")
                  [3] DispatchQueue.main.async()
                  [4] DispatchQueue.main.asyncAfter(seconds: 0.5)
              home.presentedViewController = @"my login"
        turn 2
          ~ main queue <- [3]
            log("")
          ! home.presentingDuringTransition(@"my login")  # Attempt to present "my login" on home while a presentation is in progress!
          ! home.reactionLimitReached(100)  # A reaction on home re-triggered itself 100 times; Lifeline stopped it there.

        """#

    @Test func writesTheOwnFlowExactly() {
        #expect(TextTraceFormat.encode(Self.ownFlow()) == Self.ownFlowText)
    }

    @Test func readsItBackWithEveryCause() throws {
        let trace = try TextTraceFormat.decode(Self.ownFlowText)
        #expect(trace == Self.ownFlow())
        #expect(trace.causeRule == .innermostCall)
        // Nested calls own their cause ([2] is event 5, [3] event 8, [4] event 9); the later
        // main-queue turn names the `async` that scheduled it.
        #expect(trace.events.map(\.cause) == [1, 1, 1, 1, 5, 5, 5, 8, 9, 1, 8, 8, nil, nil])
        #expect(trace.events.map(\.kind) == [.call, .state, .runLoop, .callback, .call, .callback, .log, .call, .call,
                                             .state, .runLoop, .log, .diagnostic, .diagnostic])
        #expect(trace.events[7].object == nil && trace.events[8].object == nil && trace.events[11].object == nil)
    }

    @Test func jsonCarriesTheSameTrace() throws {
        let json = JSONTraceFormat.encode(Self.ownFlow())
        #expect(try JSONTraceFormat.decode(json) == Self.ownFlow())
        let lines = json.split(separator: "\n").map(String.init)
        #expect(lines[2] == #"  "version" : 3,"#)
        #expect(lines.contains(#"    { "seq" : 1, "turn" : 0, "kind" : "call", "name" : "tapAction(_:)", "object" : 4, "objectName" : "alert", "arguments" : [ "Log \"out\"" ], "parent" : null, "cause" : 1 },"#))
        #expect(lines.contains(#"    { "seq" : 5, "turn" : 1, "kind" : "call", "name" : "setViewControllers(_:animated:)", "object" : 1, "objectName" : "nav", "arguments" : [ [ { "object" : 3 } ], false ], "parent" : 4, "cause" : 5 },"#))
        #expect(lines.contains(#"    { "seq" : 7, "turn" : 1, "kind" : "log", "name" : "log(_:)", "object" : 2, "objectName" : "home", "arguments" : [ "bye\n-->\t<\/script> \\ \u0007" ], "parent" : 6, "cause" : 5 },"#))
        #expect(lines.contains(#"    { "seq" : 8, "turn" : 1, "kind" : "call", "name" : "async()", "object" : null, "objectName" : null, "arguments" : [ ], "parent" : 6, "cause" : 8 },"#))
        #expect(lines.contains(#"    { "seq" : 2, "turn" : 0, "kind" : "state", "name" : "presentingViewController", "object" : 4, "objectName" : "alert", "arguments" : [ null ], "parent" : 1, "cause" : 1 },"#))
    }

    /// Each line of format 3 with its mistakes: positioned errors, never a guess.
    @Test func refusesMalformedFormat3Lines() {
        let header = "lifeline-trace 3\nios: 26\nobjects:\n  home = Home [viewController]\nevents:\nturn 0\n"
        func expectError(_ line: String, _ column: Int, _ message: String) {
            #expect(throws: TraceDecodingError(line: 7, column: column, message: message), "\(line)") {
                try TextTraceFormat.decode(header + line + "\n")
            }
        }
        expectError("  home.log(\"unterminated)", 12, "unterminated quoted string; expected a closing `\"` before the end of the line")
        expectError("  [1] home.setViewControllers([home, animated: true)", 38,
                    "unknown object `animated`; expected a name declared under `objects:`")
        expectError("  [1] home.setViewControllers([home], animated: true", 53, "expected `, ` or `)` after an argument, found end of line")
        expectError("  [1] home.addChild(@home)", 22, "expected a quoted object name after `@`, found `home)`")
        expectError("  [1] home.addChild(@\"nobody\")", 21, "unknown object `nobody`; expected a name declared under `objects:`")
        expectError("  home.log(\"a\u{FFFE}\")", 12, "a string must not contain U+FFFE, a Unicode noncharacter, which SVG (XML 1.0) cannot carry")
        expectError("  async()", 3, "expected an object name, `.` and a callback, found `async`")
        expectError("  [1] async()", 7, "expected an object name, `.` and a call, found `async`")
        expectError("  home.presentedViewController(nil)", 31, "expected ` = ` and a value after `presentedViewController`, found `(nil)`")
    }
}

/// The kinds of value the events of format 3 take, refused where they are written wrong.
@Suite("Format 3 argument kinds")
struct ArgumentKindTests {
    static let header = "lifeline-trace 3\nios: 26\nobjects:\n  home = Home [viewController]\nevents:\nturn 0\n"

    @Test func textRefusesAValueOfTheWrongKind() {
        let cases: [(String, Int, String)] = [
            ("  home.log(home)", 12, "`log(_:)` takes a string as its first argument"),
            ("  [1] home.tapAction(true)", 22, "`tapAction(_:)` takes a string (the action's title) as its first argument"),
            ("  home.presentedViewController = \"x\"", 34, "`presentedViewController` takes an object or nil as its first argument"),
            ("  [1] DispatchQueue.main.asyncAfter(seconds: true)", 37, "`asyncAfter(seconds:)` takes a number (seconds) as its first argument"),
            ("  [1] home.setViewControllers([home, 1], animated: true)", 31, "`setViewControllers(_:animated:)` takes a list of objects as its first argument"),
            ("  [1] home.setViewControllers([home], animated: nil)", 39, "`setViewControllers(_:animated:)` takes a flag (animated) as its second argument"),
            ("  [1] home.transition(from: home, to: home, duration: true, options: [])", 45,
             "`transition(from:to:duration:options:)` takes a number (the duration in seconds) as its third argument"),
            ("  [1] home.transition(from: home, to: home, duration: 0, options: [home])", 58,
             "`transition(from:to:duration:options:)` takes a list of strings (the options' names) as its fourth argument"),
            ("  home.navigationController(home, willShow: home, animated: 1)", 51,
             "`navigationController(_:willShow:animated:)` takes a flag (animated) as its third argument"),
            ("  [1] home.transition(from: home, to: home, duration: 1)", 22,
             "no overload matches `transition(from:to:duration:)`; expected `transition(from:to:duration:options:)` or `transition(from:to:)`"),
            ("  [1] home.transition(from: home, to: home, duration: 1, option: [])", 58,
             "expected label `options:` for `transition(from:to:duration:options:)`, found label `option:`"),
            ("  [1] home.transition(from: home, too: home)", 35,
             "expected label `to:` for `transition(from:to:)`, found label `too:`"),
        ]
        for (line, column, message) in cases {
            #expect(throws: TraceDecodingError(line: 7, column: column, message: message), "\(line)") {
                try TextTraceFormat.decode(Self.header + line + "\n")
            }
        }
    }

    @Test func jsonAndTheWritersRefuseItToo() {
        let trace = Trace(iosVersion: 26, objects: [TraceObject(id: ObjectID(1), name: "home", className: "Home", role: .viewController)],
                          events: [TraceEvent(name: .log, object: ObjectID(1), arguments: .object(ObjectID(1)), turn: 0)])
        #expect(throws: TraceEncodingError(message: "cannot write the trace: event 1: argument 1: `log(_:)` takes a string as its first argument")) {
            try TextTraceFormat.encodeChecked(trace)
        }
        #expect(throws: TraceDecodingError(line: 10, column: 117, message: "argument 1: `log(_:)` takes a string as its first argument")) {
            try JSONTraceFormat.decode(JSONTraceFormat.encode(trace))
        }
    }
}
