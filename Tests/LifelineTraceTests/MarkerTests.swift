import LifelineTrace
import Testing

/// Markers: where they are written in both formats, how they read back, what `since(marker:)`
/// keeps, and the errors a hand-edited file can make.
@Suite("Markers")
struct MarkerTests {
    /// Two turns of setup, a marker before the operation, one inside a callback, and one after
    /// the last event in a turn of its own.
    static func markedTrace() -> Trace {
        let recorder = TraceRecorder(iosVersion: 26, scenario: "push")
        let nav = recorder.register(name: "nav", className: "NavigationController", role: .viewController)
        let b = recorder.register(name: "b", className: "ViewController", role: .viewController)
        recorder.record(.setNeedsLayout, object: nav)
        recorder.turn = 1
        recorder.mark("push")
        let push = recorder.open(.pushViewController, object: nav, arguments: EventArguments(.object(b), .bool(true)))
        recorder.record(.willMoveToParent, object: b, arguments: .object(nav))
        recorder.close(push)
        recorder.turn = 2
        let phase = recorder.open(.mainQueue, object: nil, cause: push)
        let load = recorder.open(.viewDidLoad, object: b)
        recorder.mark("inside \"load\"")
        recorder.record(.setNeedsLayout, object: nav)
        recorder.close(load)
        recorder.record(.viewWillAppear, object: b, arguments: .animated(true))
        recorder.close(phase)
        recorder.turn = 3
        recorder.mark("end")
        return recorder.trace
    }

    static let markedText = """
        lifeline-trace 3
        ios: 26
        scenario: push
        objects:
          nav = NavigationController [viewController]
          b = ViewController [viewController]
        events:
        turn 0
          [1] nav.setNeedsLayout()
        turn 1
          --- push
          [2] nav.pushViewController(b, animated: true)
            b.willMove(toParent: nav)
        turn 2
          ~ main queue <- [2]
            b.viewDidLoad()
          --- "inside \\"load\\""
              [3] nav.setNeedsLayout()
            b.viewWillAppear(true)
        turn 3
          --- end

        """

    @Test func textWritesMarkersAtTheFirstLevelAndReadsThemBack() throws {
        let trace = Self.markedTrace()
        expectEqualLines(TextTraceFormat.encode(trace), Self.markedText)
        #expect(try TextTraceFormat.decode(Self.markedText) == trace)
        #expect(trace.markers == [
            TraceMarker(name: "push", position: 1, turn: 1),
            TraceMarker(name: "inside \"load\"", position: 5, turn: 2),
            TraceMarker(name: "end", position: 7, turn: 3),
        ])
    }

    @Test func jsonCarriesMarkersOnlyWhenThereAreSome() throws {
        let trace = Self.markedTrace()
        let json = JSONTraceFormat.encode(trace)
        #expect(json.contains("""
              "markers" : [
                { "name" : "push", "position" : 1, "turn" : 1 },
                { "name" : "inside \\"load\\"", "position" : 5, "turn" : 2 },
                { "name" : "end", "position" : 7, "turn" : 3 }
              ],
            """))
        #expect(try JSONTraceFormat.decode(json) == trace)
        var unmarked = trace
        unmarked.markers = []
        #expect(!JSONTraceFormat.encode(unmarked).contains("markers"))
    }

    @Test func sinceAMarkerRenumbersAndDropsWhatCameBefore() throws {
        let slice = try #require(Self.markedTrace().since(marker: "inside \"load\""))
        expectEqualLines(TextTraceFormat.encode(slice), """
            lifeline-trace 3
            ios: 26
            scenario: push
            objects:
              nav = NavigationController [viewController]
              b = ViewController [viewController]
            events:
            turn 2
              --- "inside \\"load\\""
              [1] nav.setNeedsLayout()
              b.viewWillAppear(true)
            turn 3
              --- end

            """)
        #expect(slice.events.map(\.parent) == [nil, nil])
        #expect(slice.events.map(\.cause) == [1, nil])
        #expect(try TextTraceFormat.decode(TextTraceFormat.encode(slice)) == slice)
        #expect(Self.markedTrace().since(marker: "missing") == nil)
    }

    @Test func sinceTheFirstMarkerKeepsTheCausesThatFollowIt() throws {
        let slice = try #require(Self.markedTrace().since(marker: "push"))
        #expect(slice.events.count == 6)
        // The nested call [3] inside the deferred `viewDidLoad` is its own cause (event 5).
        #expect(slice.events.map(\.cause) == [1, 1, 1, 1, 5, 1])
        #expect(slice.events.map(\.parent) == [nil, 1, nil, 3, 4, 3])
        #expect(slice.markers.map(\.position) == [0, 4, 6])
    }

    /// A slice of a trace read from a format 2 file keeps that format's rule: the nested call
    /// names the outermost cause, as the file did.
    @Test func sinceAMarkerKeepsAnOlderTracesCauseRule() throws {
        let old = try TextTraceFormat.decode("lifeline-trace 2" + Self.markedText.dropFirst("lifeline-trace 3".count))
        #expect(old.causeRule == .outermostCall)
        let slice = try #require(old.since(marker: "push"))
        #expect(slice.causeRule == .outermostCall)
        #expect(slice.events.map(\.cause) == [1, 1, 1, 1, 1, 1])
    }

    @Test func textMarkerErrorsNameTheLineAndColumn() {
        let header = "lifeline-trace 2\nios: 26\nobjects:\nevents:\nturn 0\n"
        expectDecodingError(header + "  --- \n", line: 6, column: 7,
                            "expected a marker name, bare or in quotes, found end of line")
        expectDecodingError(header + "  --- a b\n", line: 6, column: 8, "unexpected ` b` after the marker; expected end of line")
    }

    @Test func jsonMarkersMustBeInOrderAndWithinTheEvents() {
        let base = JSONTraceFormat.encode(Self.markedTrace())
        let outOfRange = base.split(separator: "\"position\" : 7", omittingEmptySubsequences: false)
            .joined(separator: "\"position\" : 8")
        do throws(TraceDecodingError) {
            _ = try JSONTraceFormat.decode(outOfRange)
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "`position` 8 must be from 5 to 7: markers sit between events, in order")
            #expect(error.line == 13)
        }
    }

    private func expectDecodingError(_ text: String, line: Int, column: Int, _ message: String,
                                     sourceLocation: SourceLocation = #_sourceLocation) {
        do throws(TraceDecodingError) {
            _ = try TextTraceFormat.decode(text)
            Issue.record("expected an error", sourceLocation: sourceLocation)
        } catch {
            #expect(error.line == line, sourceLocation: sourceLocation)
            #expect(error.column == column, sourceLocation: sourceLocation)
            #expect(error.message == message, sourceLocation: sourceLocation)
        }
    }

    private func expectEqualLines(_ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.split(separator: "\n", omittingEmptySubsequences: false)
                == expected.split(separator: "\n", omittingEmptySubsequences: false), sourceLocation: sourceLocation)
    }
}
