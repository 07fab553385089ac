import LifelineDiagrams
import LifelineTrace

/// How a value is stored as a golden file, after swift-snapshot-testing's `Snapshotting`: the
/// file's extension, the encoding of the value as text, and the diffing that compares a golden's
/// text with the actual text and shows the difference (`GoldenDiffing`).
///
/// A trace is stored `.text` by default, or `.json`, `.dot` or `.mermaid`; the same assertion
/// takes any of them:
///
/// ```swift
/// assertTrace(of: trace, matches: "push")                  // …/testPush.push.trace
/// assertTrace(of: trace, as: .mermaid, matches: "push")    // …/testPush.push.mmd
/// ```
///
/// A format for another value is made with `init(pathExtension:diffing:encode:)`, or from an
/// existing one with `pullback(_:)`: `GoldenFormat<Graph>.dot.pullback { StateDiagram(trace: $0).graph }`.
public struct GoldenFormat<Value>: Sendable {
    /// The golden file's extension, without its dot: `trace`, `json`, `dot`, `mmd`.
    public var pathExtension: String
    /// How the format compares a golden's text with the actual text and shows a difference.
    public var diffing: GoldenDiffing
    /// The value as the golden file's text.
    public var encode: @Sendable (Value) -> String
    /// Why a value cannot be stored, or nil when it can: a format that reads its goldens back
    /// (text and JSON traces) refuses a value its reader would not accept, before any file is
    /// written (`Trace.validate()`).
    public var check: (@Sendable (Value) -> String?)?

    /// A format writing files with `pathExtension`, comparing by `diffing`, encoding by `encode`,
    /// refusing what `check` says cannot be stored.
    public init(pathExtension: String, diffing: GoldenDiffing, check: (@Sendable (Value) -> String?)? = nil,
                encode: @escaping @Sendable (Value) -> String) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.check = check
        self.encode = encode
    }

    /// The failure message for a value `check` refuses, naming the golden; nil when it can be stored.
    func refusal(of value: Value, name: String) -> String? {
        guard let reason = check?(value) else { return nil }
        return "Trace for \"\(TraceNameSyntax.visible(name))\" cannot be stored as a golden: \(reason)"
    }

    /// The same file and diffing for a value that becomes this one by `transform`.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) -> Value) -> GoldenFormat<NewValue> {
        let encode = self.encode
        let check = self.check.map { check in { @Sendable (value: NewValue) in check(transform(value)) } }
        return GoldenFormat<NewValue>(pathExtension: pathExtension, diffing: diffing, check: check) { encode(transform($0)) }
    }
}

extension GoldenFormat where Value == String {
    /// Text stored as it is, matching only when equal, with a unified diff.
    public static func lines(pathExtension: String) -> GoldenFormat<String> {
        GoldenFormat(pathExtension: pathExtension, diffing: .lines) { $0 }
    }
}

extension GoldenFormat where Value == Trace {
    /// The text trace format (`TextTraceFormat`), in a `.trace` file: the default. A golden
    /// written by an older version of the format that decodes to the same trace matches.
    public static var text: GoldenFormat<Trace> {
        GoldenFormat(pathExtension: "trace", diffing: .textTrace, check: Self.validation) { TextTraceFormat.encode($0) }
    }

    /// The JSON trace format (`JSONTraceFormat`), in a `.json` file; one event a line, so the diff
    /// shows events. A golden that decodes to the same trace matches.
    public static var json: GoldenFormat<Trace> {
        GoldenFormat(pathExtension: "json", diffing: .jsonTrace, check: Self.validation) { JSONTraceFormat.encode($0) }
    }

    /// The readers' rules (`Trace.validate()`): a trace that breaks one would be written as a
    /// golden that never reads back.
    static let validation: @Sendable (Trace) -> String? = { trace in
        do throws(TraceEncodingError) {
            try trace.validate()
            return nil
        } catch {
            return error.message
        }
    }

    /// The trace's sequence diagram (`SequenceDiagram`) as DOT, in a `.dot` file: a golden for
    /// what the picture shows, without rendering it (no Graphviz needed).
    public static var dot: GoldenFormat<Trace> {
        GoldenFormat<Graph>.dot.pullback { SequenceDiagram(trace: $0).graph }
    }

    /// The trace's Mermaid sequence diagram (`MermaidSequenceDiagram`), in a `.mmd` file.
    public static var mermaid: GoldenFormat<Trace> {
        GoldenFormat<String>.lines(pathExtension: "mmd").pullback { MermaidSequenceDiagram(trace: $0).text }
    }
}

extension GoldenFormat where Value == Graph {
    /// Any diagram's graph (`StateDiagram`, `ComparisonDiagram`, …) as DOT (`DOTEncoder`), in a `.dot` file.
    public static var dot: GoldenFormat<Graph> {
        GoldenFormat(pathExtension: "dot", diffing: .lines) { DOTEncoder.encode($0) }
    }
}
