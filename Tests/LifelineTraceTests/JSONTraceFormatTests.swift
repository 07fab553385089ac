import LifelineTrace
import Testing

@Suite("JSON format")
struct JSONTraceFormatTests {
    static let rootWindowJSON = """
        {
          "format" : "lifeline-trace",
          "version" : 3,
          "ios" : 17,
          "scenario" : "root-window",
          "objects" : [
            { "id" : 1, "name" : "window", "class" : "Window", "role" : "window" },
            { "id" : 2, "name" : "vc", "class" : "DemoViewController", "role" : "viewController" },
            { "id" : 3, "name" : "vc.view", "class" : "View", "role" : "view" },
            { "id" : 4, "name" : "label", "class" : "View", "role" : "view" }
          ],
          "events" : [
            { "seq" : 1, "turn" : 0, "kind" : "call", "name" : "makeKeyAndVisible()", "object" : 1, "objectName" : "window", "arguments" : [ ], "parent" : null, "cause" : 1 },
            { "seq" : 2, "turn" : 0, "kind" : "callback", "name" : "loadView()", "object" : 2, "objectName" : "vc", "arguments" : [ ], "parent" : 1, "cause" : 1 },
            { "seq" : 3, "turn" : 0, "kind" : "call", "name" : "addSubview(_:)", "object" : 3, "objectName" : "vc.view", "arguments" : [ { "object" : 4 } ], "parent" : 2, "cause" : 3 },
            { "seq" : 4, "turn" : 0, "kind" : "callback", "name" : "willMove(toSuperview:)", "object" : 4, "objectName" : "label", "arguments" : [ { "object" : 3 } ], "parent" : 3, "cause" : 3 },
            { "seq" : 5, "turn" : 0, "kind" : "callback", "name" : "didMoveToSuperview()", "object" : 4, "objectName" : "label", "arguments" : [ ], "parent" : 3, "cause" : 3 },
            { "seq" : 6, "turn" : 0, "kind" : "callback", "name" : "didAddSubview(_:)", "object" : 3, "objectName" : "vc.view", "arguments" : [ { "object" : 4 } ], "parent" : 3, "cause" : 3 },
            { "seq" : 7, "turn" : 0, "kind" : "callback", "name" : "viewDidLoad()", "object" : 2, "objectName" : "vc", "arguments" : [ ], "parent" : 1, "cause" : 1 },
            { "seq" : 8, "turn" : 0, "kind" : "callback", "name" : "viewWillAppear(_:)", "object" : 2, "objectName" : "vc", "arguments" : [ false ], "parent" : 1, "cause" : 1 },
            { "seq" : 9, "turn" : 0, "kind" : "callback", "name" : "traitCollectionDidChange(_:)", "object" : 2, "objectName" : "vc", "arguments" : [ null ], "parent" : 1, "cause" : 1 },
            { "seq" : 10, "turn" : 0, "kind" : "diagnostic", "name" : "unbalancedAppearanceTransition()", "object" : 2, "objectName" : "vc", "arguments" : [ ], "parent" : 1, "cause" : 1 },
            { "seq" : 11, "turn" : 0, "kind" : "runLoop", "name" : "layout pass", "object" : 1, "objectName" : "window", "arguments" : [ ], "parent" : null, "cause" : 1 },
            { "seq" : 12, "turn" : 0, "kind" : "callback", "name" : "updateConstraints()", "object" : 1, "objectName" : "window", "arguments" : [ ], "parent" : 11, "cause" : 1 },
            { "seq" : 13, "turn" : 0, "kind" : "call", "name" : "beginAppearanceTransition(_:animated:)", "object" : 2, "objectName" : "vc", "arguments" : [ true, false ], "parent" : null, "cause" : 13 },
            { "seq" : 14, "turn" : 0, "kind" : "call", "name" : "view", "object" : 2, "objectName" : "vc", "arguments" : [ ], "parent" : null, "cause" : 14 },
            { "seq" : 15, "turn" : 0, "kind" : "call", "name" : "rootViewController", "object" : 1, "objectName" : "window", "arguments" : [ { "object" : 2 } ], "parent" : null, "cause" : 15 },
            { "seq" : 16, "turn" : 1, "kind" : "runLoop", "name" : "main queue", "object" : null, "objectName" : null, "arguments" : [ ], "parent" : null, "cause" : 1 },
            { "seq" : 17, "turn" : 1, "kind" : "callback", "name" : "viewDidAppear(_:)", "object" : 2, "objectName" : "vc", "arguments" : [ false ], "parent" : 16, "cause" : 1 }
          ]
        }

        """

    @Test func encodesTheRootWindowTraceExactly() {
        #expect(JSONTraceFormat.encode(SampleTraces.rootWindow()) == Self.rootWindowJSON)
    }

    @Test func decodesTheRootWindowTraceExactly() throws {
        #expect(try JSONTraceFormat.decode(Self.rootWindowJSON) == SampleTraces.rootWindow())
    }

    @Test func encodesAnEmptyTraceWithNullsAndEmptyArrays() throws {
        let trace = Trace(iosVersion: 18)
        let json = """
            {
              "format" : "lifeline-trace",
              "version" : 3,
              "ios" : 18,
              "scenario" : null,
              "objects" : [ ],
              "events" : [ ]
            }

            """
        #expect(JSONTraceFormat.encode(trace) == json)
        #expect(try JSONTraceFormat.decode(json) == trace)
    }

    /// The format is JSON, not a layout: any whitespace and key order decodes, and escapes
    /// JSON allows but the writer does not use (`\/`, `\u` surrogate pairs) are understood.
    @Test func decodesCompactJSONInAnyKeyOrder() throws {
        let json = #"{"events":[],"objects":[{"role":"view","class":"V\/iew","name":"\ud83d\ude00","id":1}],"#
            + #""scenario":"s","ios":17,"version":1,"format":"lifeline-trace"}"#
        let trace = Trace(iosVersion: 17, scenario: "s",
                          objects: [TraceObject(id: ObjectID(1), name: "😀", className: "V/iew", role: .view)],
                          causeRule: .outermostCall)
        #expect(try JSONTraceFormat.decode(json) == trace)
    }

    /// Traces that break the recorder's invariants are refused, with a position: a trace is
    /// what the text format can carry too, so that JSON and text never disagree (issue 19).
    /// (This test used to expect them to round-trip through JSON alone.)
    @Test func refusesCausesTheTextFormatWouldDerive() throws {
        let objects = [TraceObject(id: ObjectID(1), name: "vc", className: "VC", role: .viewController)]
        let events = [
            TraceEvent(name: .view, object: ObjectID(1), turn: 0, parent: nil, cause: nil),
            TraceEvent(name: .loadView, object: ObjectID(1), turn: 3, parent: 1, cause: 2),
        ]
        let trace = Trace(iosVersion: 17, objects: objects, events: events)
        #expect(throws: TraceDecodingError(line: 10, column: 145, message: "`cause` null differs from the event's own number; expected 1: a call is its own cause, nested or not (from format 3 on)")) {
            try JSONTraceFormat.decode(JSONTraceFormat.encode(trace))
        }
        var fixed = events
        fixed[0].cause = 1
        fixed[1].turn = 0
        fixed[1].cause = 1
        let valid = Trace(iosVersion: 17, objects: objects, events: fixed)
        #expect(try JSONTraceFormat.decode(JSONTraceFormat.encode(valid)) == valid)
        #expect(try TextTraceFormat.decode(TextTraceFormat.encode(valid)) == valid)
    }
}
