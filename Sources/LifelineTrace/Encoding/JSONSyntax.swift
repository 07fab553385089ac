/// Strict JSON syntax for other modules of the package: `LifelineScenarios` reads `.json`
/// scenario files through a YAML parser, which also takes what JSON forbids (trailing commas,
/// comments, unquoted keys), so it checks the text here first. The one JSON grammar with
/// positions is `JSONByteScanner`'s, which the trace reader uses too; this only exposes its verdict.
package enum JSONSyntax {
    /// Throws at the first place `text` is not one JSON document (line and column counted as
    /// `TraceDecodingError` counts them: lines end at LF, columns are Unicode scalars from 1).
    /// Nesting deeper than `JSONByteScanner.maximumDepth` is refused; no recursion, O(depth) memory.
    package static func check(_ text: String) throws(TraceDecodingError) {
        var scanner = JSONByteScanner(Array(text.utf8))
        try scanner.skipValue()
        try scanner.expectEnd()
    }
}
