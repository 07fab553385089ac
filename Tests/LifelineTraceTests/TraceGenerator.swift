@testable import LifelineTrace
import LifelineTestSupport

/// Generates traces the way the model records them (through `TraceRecorder`), with random
/// nesting, turns, causes, arguments and names, for property-style round trips.
struct TraceGenerator {
    var random: SplitMix64

    /// Scalars chosen to stress the text syntax: its punctuation, escapes, controls, combining
    /// marks, emoji parts, line separators and bidi controls.
    static let nameScalars: [Unicode.Scalar] = Array("abcXYZ_019.#-\"\\ ()[]:,=~!<-".unicodeScalars) + [
        "\n", "\r", "\t", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "é", "\u{301}", "👩", "\u{200D}", "\u{2028}",
        "\u{202E}", "\u{FEFF}", "日",
    ]

    static let plainNames = ["window", "vc", "vc.view", "label", "child", "nil", "true", "root#2", "x.view"]

    mutating func name() -> String {
        if random.percent(50) {
            return random.pick(Self.plainNames + SampleTraces.hostileNames)
        }
        var scalars = String.UnicodeScalarView()
        for _ in 0..<random.below(9) {
            scalars.append(random.pick(Self.nameScalars))
        }
        return String(scalars)
    }

    mutating func trace() -> Trace {
        let scenario: String? = random.percent(30) ? nil : name()
        let recorder = TraceRecorder(iosVersion: 12 + random.below(8), scenario: scenario)
        var objects: [ObjectID] = []
        for _ in 0..<random.below(7) {
            objects.append(recorder.register(name: name(), className: name(), role: random.pick(ObjectRole.allCases)))
        }
        var open: [Int] = []
        var calls: [Int] = []
        for _ in 0..<random.below(60) {
            switch random.below(10) {
            case 0 where !open.isEmpty:
                recorder.close(open.removeLast())
            case 1 where open.isEmpty:
                recorder.turn += 1 + random.below(3)
            case 2 where random.percent(40):
                recorder.mark(name())
            default:
                let event = random.pick(EventName.allCases)
                let object: ObjectID? = objects.isEmpty || random.percent(event.kind == .runLoop ? 50 : 5)
                    ? nil : random.pick(objects)
                // Random values, drawn again until they fit the kinds the event's name takes.
                var values = (0..<event.argumentLabels.count).map { _ in argument(objects) }
                while TraceRules.argumentProblem(EventArguments(values), of: event) != nil {
                    values = (0..<event.argumentLabels.count).map { _ in argument(objects) }
                }
                let cause: Int? = calls.isEmpty || random.percent(30) ? nil : random.pick(calls)
                let sequence: Int
                if open.count < 4, random.percent(35) {
                    sequence = recorder.open(event, object: object, arguments: EventArguments(values), cause: cause)
                    open.append(sequence)
                } else {
                    sequence = recorder.record(event, object: object, arguments: EventArguments(values), cause: cause)
                }
                if event.kind == .call {
                    calls.append(sequence)
                }
            }
        }
        while let last = open.popLast() {
            recorder.close(last)
        }
        return recorder.trace
    }

    private mutating func argument(_ objects: [ObjectID], depth: Int = 0) -> ArgumentValue {
        switch random.below(6) {
        case 0: return .bool(random.percent(50))
        case 1 where !objects.isEmpty: return .object(random.pick(objects))
        case 2: return .number(random.pick([0, 1, -3, 0.4, 0.35, 1e-5, 123456.789, 9_007_199_254_740_994]))
        // User text: names stress every escape, and so do strings.
        case 3: return .string(name())
        case 4 where depth < 2: return .list((0..<random.below(4)).map { _ in argument(objects, depth: depth + 1) })
        default: return .none
        }
    }
}
