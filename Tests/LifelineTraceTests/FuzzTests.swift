import LifelineTrace
import Testing
import LifelineTestSupport

/// Mutated encodings must be rejected with a well-formed error or decode to a trace that
/// re-encodes and reads back; nothing may trap.
@Suite("Fuzzing")
struct FuzzTests {
    static let interestingBytes: [UInt8] = Array("\"\\\n\r\t []():,{}09-~!#<.=_".utf8) + [0x00, 0x7F, 0xC3, 0xFF]

    static func corpus() -> [String] {
        var generator = TraceGenerator(random: SplitMix64(seed: 0xC0_4905))
        var traces = [SampleTraces.rootWindow(), SampleTraces.hostile()]
        for _ in 0..<20 {
            traces.append(generator.trace())
        }
        return traces.flatMap { [TextTraceFormat.encode($0), JSONTraceFormat.encode($0)] }
    }

    static func mutate(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
        guard !bytes.isEmpty else {
            bytes.append(random.pick(interestingBytes))
            return
        }
        let position = random.below(bytes.count)
        switch random.below(7) {
        case 0:
            bytes[position] ^= 1 << UInt8(random.below(8))
        case 1:
            bytes[position] = random.pick(interestingBytes)
        case 2:
            bytes.insert(random.pick(interestingBytes), at: position)
        case 3:
            bytes.removeSubrange(position...)
        default:
            var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            let first = random.below(lines.count)
            let second = random.below(lines.count)
            switch random.below(3) {
            case 0: lines.swapAt(first, second)
            case 1: lines.insert(lines[first], at: second)
            default: lines.remove(at: first)
            }
            bytes = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
        }
    }

    @Test func mutatedEncodingsDecodeOrFailCleanly() throws {
        let corpus = Self.corpus()
        var random = SplitMix64(seed: 0xF0_2202)
        var decoded = 0
        var rejected = 0
        for _ in 0..<2_000 {
            var bytes = Array(random.pick(corpus).utf8)
            for _ in 0...random.below(3) {
                Self.mutate(&bytes, &random)
            }
            let input = String(decoding: bytes, as: UTF8.self)
            do {
                let trace = try TraceFile.decode(input)
                decoded += 1
                let text = TextTraceFormat.encode(trace)
                let json = JSONTraceFormat.encode(trace)
                #expect(try JSONTraceFormat.decode(json) == trace)
                if input.unicodeScalars.first(where: { !" \t\r\n".unicodeScalars.contains($0) }) != "{" {
                    // Text can only hold what it could read, so its own output reads back too.
                    #expect(try TextTraceFormat.decode(text) == trace, "\(input)")
                }
            } catch {
                rejected += 1
                let lines = input.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(error.line >= 1 && error.line <= lines.count + 1, "\(error)")
                let length = error.line <= lines.count ? lines[error.line - 1].count : 0
                #expect(error.column >= 1 && error.column <= length + 1, "\(error)")
                #expect(!error.message.isEmpty && !error.message.contains("\n"), "\(error)")
            }
        }
        #expect(decoded > 50)
        #expect(rejected > 1_000)
    }

    /// Traces built by hand can break what the recorder guarantees; encoding them must not trap.
    @Test func encodingMalformedTracesDoesNotTrap() {
        let objects = [TraceObject(id: ObjectID(1), name: "vc", className: "VC", role: .viewController)]
        let events = [
            TraceEvent(name: .loadView, object: ObjectID(7), arguments: .animated(true), turn: 2, parent: 2, cause: 9),
            TraceEvent(name: .view, object: nil, turn: 1, parent: 1, cause: -3),
            TraceEvent(name: .rootViewController, object: ObjectID(1), turn: 1, parent: 99, cause: 1),
            TraceEvent(name: .mainQueue, object: ObjectID(0), turn: 0, parent: 0, cause: 2),
        ]
        let trace = Trace(iosVersion: -1, scenario: "", objects: objects + objects, events: events)
        let text = TextTraceFormat.encode(trace)
        #expect(text.hasPrefix("lifeline-trace 3\n"))
        #expect(throws: TraceDecodingError.self) { try TextTraceFormat.decode(text) }
        #expect(throws: TraceDecodingError.self) { try JSONTraceFormat.decode(JSONTraceFormat.encode(trace)) }
    }

    /// Ids at the ends of `Int` name no object; looking them up must not overflow (`id - 1`). An
    /// event's own object is stored in 32 bits, so the widest ids reach the writers as arguments.
    @Test func encodingExtremeObjectIDsDoesNotTrap() throws {
        let objects = [TraceObject(id: ObjectID(1), name: "vc", className: "VC", role: .viewController)]
        let events = [
            TraceEvent(name: .viewDidLoad, object: ObjectID(Int(Int32.min)), turn: 0),
            TraceEvent(name: .didMoveToParent, object: ObjectID(Int(Int32.max)), arguments: .object(ObjectID(Int.min)), turn: 0),
            TraceEvent(name: .transition, object: ObjectID(1),
                       arguments: EventArguments(.object(ObjectID(Int.min)), .object(ObjectID(Int.max))), turn: 0),
        ]
        let trace = Trace(iosVersion: 16, objects: objects, events: events)
        #expect(trace.object(ObjectID(Int.min)) == nil)
        #expect(trace.object(ObjectID(Int.max)) == nil)
        #expect(trace.object(ObjectID(0)) == nil)
        #expect(trace.object(ObjectID(1)) == objects[0])
        #expect(TextTraceFormat.encode(trace) == """
            lifeline-trace 3
            ios: 16
            objects:
              vc = VC [viewController]
            events:
            turn 0
              "#-2147483648".viewDidLoad()
              "#2147483647".didMove(toParent: @"#-9223372036854775808")
              [1] vc.transition(from: @"#-9223372036854775808", to: @"#9223372036854775807")

            """)
        let json = JSONTraceFormat.encode(trace)
        let lines = [
            #"{ "seq" : 1, "turn" : 0, "kind" : "callback", "name" : "viewDidLoad()", "object" : -2147483648, "objectName" : null, "arguments" : [ ], "parent" : null, "cause" : null }"#,
            #"{ "seq" : 2, "turn" : 0, "kind" : "callback", "name" : "didMove(toParent:)", "object" : 2147483647, "objectName" : null, "arguments" : [ { "object" : -9223372036854775808 } ], "parent" : null, "cause" : null }"#,
            #"{ "seq" : 3, "turn" : 0, "kind" : "call", "name" : "transition(from:to:)", "object" : 1, "objectName" : "vc", "arguments" : [ { "object" : -9223372036854775808 }, { "object" : 9223372036854775807 } ], "parent" : null, "cause" : null }"#,
        ]
        for line in lines {
            #expect(json.contains(line))
        }
        // No id but 1 names an object, so neither encoding reads back.
        #expect(throws: TraceDecodingError.self) { try TextTraceFormat.decode(TextTraceFormat.encode(trace)) }
        #expect(throws: TraceDecodingError.self) { try JSONTraceFormat.decode(json) }
    }
}
