import Lifeline
@testable import LifelineTesting
import Testing

/// Expectations on what app code logged and on events written with their arguments (strings and
/// lists), passing and failing, with the exact messages.
@Suite("Log and argument expectations")
struct LogAndArgumentExpectationTests {
    /// An alert whose handler logs and replaces a stack; the app logs too.
    static let trace: Trace = {
        let recorder = TraceRecorder(iosVersion: 26, scenario: "logout")
        let nav = recorder.register(name: "nav", className: "Nav", role: .viewController)
        let home = recorder.register(name: "home", className: "Home", role: .viewController)
        let login = recorder.register(name: "login", className: "Login", role: .viewController)
        let alert = recorder.register(name: "alert", className: "AlertController", role: .viewController)
        recorder.record(.log, object: home, arguments: EventArguments(.string("viewDidLoad")))
        recorder.record(.tapAction, object: alert, arguments: EventArguments(.string("Cancel")))
        recorder.record(.tapAction, object: alert, arguments: EventArguments(.string("Log out.")))
        recorder.record(.log, object: nil, arguments: EventArguments(.string("session ended")))
        recorder.record(.setViewControllers, object: nav, arguments: EventArguments(.list([.object(login)]), .bool(false)))
        recorder.record(.log, object: home, arguments: EventArguments(.string("bye\n\u{1B}[2J")))
        return recorder.trace
    }()

    @Test func loggedLinesByObjectAndInAll() {
        #expect(Self.trace.loggedLines(of: "home") == ["viewDidLoad", "bye\n\u{1B}[2J"])
        #expect(Self.trace.loggedLines() == ["viewDidLoad", "session ended", "bye\n\u{1B}[2J"])
        #expect(Self.trace.loggedLines(of: "nav") == [])
        #expect(Self.trace.loggedLines(of: "nobody") == [])
    }

    @Test func logExpectationPassesAndFailsWithADiff() {
        let failures = withFailureCapture {
            expectLog(Self.trace, of: "home", equals: ["viewDidLoad", "bye\n\u{1B}[2J"])
            expectLog(Self.trace, equals: ["viewDidLoad", "session ended", "bye\n\u{1B}[2J"])
        }
        #expect(failures.isEmpty)
        #expect(TraceExpectations.logFailure(in: Self.trace, of: "home", equals: ["viewDidLoad", "bye"]) == #"""
            The lines logged by home differ from the expected ones.
            --- expected
            +++ actual
            @@ -1,2 +1,2 @@
             viewDidLoad
            -bye
            +bye\n\u{1B}[2J
            """#)
        #expect(TraceExpectations.logFailure(in: Self.trace, of: "hom", equals: []) ==
                "No object is called \"hom\" in the trace; did you mean \"home\"?")
    }

    /// An event written with its arguments matches only those arguments; dots inside them do not
    /// end the object's name.
    @Test func eventsWrittenWithTheirArguments() {
        let failures = withFailureCapture {
            expect(Self.trace, "alert.tapAction(\"Cancel\")", before: "alert.tapAction(\"Log out.\")")
            expectSubsequence(Self.trace, ["home.log(\"viewDidLoad\")", "nav.setViewControllers([login], animated: false)"])
        }
        #expect(failures.isEmpty)
        #expect(TraceExpectations.orderFailure(in: Self.trace, "alert.tapAction(\"Log out.\")", before: "alert.tapAction(\"Cancel\")") == """
            Expected alert.tapAction("Log out.") before alert.tapAction("Cancel"), but it came after.
            In the trace, projected onto those events:
              alert.tapAction("Cancel")
              alert.tapAction("Log out.")
            """)
        #expect(TraceExpectations.subsequenceFailure(in: Self.trace, ["alert.tapAction(\"Delete\")"]) == """
            Expected the subsequence [alert.tapAction("Delete")]; matched 0 of 1: no alert.tapAction("Delete").
            In the trace, projected onto those events:
              (none)
            """)
    }
}
