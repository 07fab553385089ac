import Yams

/// The one way scenario text becomes Yams's node tree, for the loader and for the finder of
/// repeated keys.
///
/// Yams's default resolver compiles seven `NSRegularExpression`s on first use (ICU's regular
/// expression start-up, about 9 M instructions: more than `lifeline --help` runs in all) and matches
/// them against every mapping key, to give each plain scalar a tag. The loader never asks for a
/// tag: `ScenarioNodes` reads a scalar's text and style itself. Tags matter only to Yams's refusal
/// of a repeated key, where a plain `1` (an integer) and a quoted `"1"` (a string) are different
/// keys. So the text is composed with the basic resolver, which makes every plain scalar a
/// string, and composed again with the default resolver wherever the two could decide otherwise:
/// when the basic one throws (a repeated key, or an error the default one might have met a
/// repeated key before), or leaves a mapping with two keys of the same text (tagged apart, as
/// `!!int 1` and `1`), or a key that is not a scalar. What comes out is the default resolver's
/// answer, as before (Benchmarks/Profiling.md, section 20).
///
/// The encoding is given, UTF-8, which Yams picks for a native Swift string anyway: asked for its
/// default, Yams reads the whole environment on every parse (`YAMS_DEFAULT_ENCODING`) and, when
/// that is set, prints a line to standard output, among a trace.
enum ScenarioComposer {
    static func compose(_ text: String) throws -> Node? {
        if let node = try? Yams.compose(yaml: text, .basic, .default, .utf8),
           !mayHaveKeysTheDefaultResolverCallsEqual(node) {
            return node
        }
        return try Yams.compose(yaml: text, .default, .default, .utf8)
    }

    /// Whether some mapping holds two scalar keys of the same text, or a key that is not a scalar.
    /// Without either, no two keys are equal under any resolver, so the default resolver would
    /// have refused nothing the basic one accepted.
    static func mayHaveKeysTheDefaultResolverCallsEqual(_ node: Node) -> Bool {
        switch node {
        case .scalar, .alias:
            return false
        case .sequence(let sequence):
            return sequence.contains { mayHaveKeysTheDefaultResolverCallsEqual($0) }
        case .mapping(let mapping):
            var keys = Set<String>()
            for (key, value) in mapping {
                guard case .scalar(let scalar) = key, keys.insert(scalar.string).inserted else { return true }
                if mayHaveKeysTheDefaultResolverCallsEqual(value) { return true }
            }
            return false
        }
    }
}
