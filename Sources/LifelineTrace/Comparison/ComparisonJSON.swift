/// Minimal JSON writing for the comparison. Kept here rather than using `JSONEncoder` because
/// the output needs a fixed key order and layout (it is diffed and stored as fixtures), and
/// `JSONEncoder` only offers alphabetical key order.
enum ComparisonJSON {
    static func array(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ", ") + "]"
    }
}
