import LifelineTrace
import Testing
import LifelineTestSupport

@Suite("Round-trip properties")
struct RoundTripPropertyTests {
    @Test func generatedTracesRoundTripThroughBothFormats() throws {
        var generator = TraceGenerator(random: SplitMix64(seed: 0x5EED_0001))
        for _ in 0..<500 {
            let trace = generator.trace()
            let text = TextTraceFormat.encode(trace)
            let json = JSONTraceFormat.encode(trace)
            #expect(try TextTraceFormat.decode(text) == trace, "\(text)")
            #expect(try JSONTraceFormat.decode(json) == trace, "\(json)")
            #expect(try TraceFile.decode(text) == trace)
            #expect(try TraceFile.decode(json) == trace)
        }
    }

    @Test func hostileNamesRoundTripThroughJSON() throws {
        let trace = SampleTraces.hostile()
        #expect(try JSONTraceFormat.decode(JSONTraceFormat.encode(trace)) == trace)
    }

    @Test func everyHostileNameRoundTripsAsReceiverArgumentClassAndScenario() throws {
        for name in SampleTraces.hostileNames {
            let recorder = TraceRecorder(iosVersion: 17, scenario: name)
            let object = recorder.register(name: name, className: name, role: .view)
            let call = recorder.open(.addSubview, object: object, arguments: .object(object))
            recorder.record(.willMoveToWindow, object: object, arguments: .object(nil))
            recorder.close(call)
            recorder.record(.layoutPass, object: object, cause: call)
            let trace = recorder.trace
            #expect(try TextTraceFormat.decode(TextTraceFormat.encode(trace)) == trace, "\(name.debugDescription)")
            #expect(try JSONTraceFormat.decode(JSONTraceFormat.encode(trace)) == trace, "\(name.debugDescription)")
        }
    }
}
