/// Finds the known name a typo most likely meant, so errors can say "did you mean". Shared by
/// every place that reads names from users: trace files, strategy names, scenario files.
public enum NameSuggestion {
    /// Beyond this length names are not compared: suggestions are for typos, and the
    /// quadratic distance must stay cheap on hostile input.
    static let maximumLength = 64

    /// The candidate nearest to `target` by edit distance, if it is close enough to be a typo.
    public static func nearest(to target: String, among candidates: [String]) -> String? {
        let wanted = Array(target.unicodeScalars)
        guard !wanted.isEmpty, wanted.count <= maximumLength else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let scalars = Array(candidate.unicodeScalars)
            guard scalars.count <= maximumLength else { continue }
            let allowed = max(1, min(3, scalars.count / 3))
            guard abs(scalars.count - wanted.count) <= allowed else { continue }
            let distance = editDistance(wanted, scalars)
            if distance <= allowed, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Levenshtein distance: insertions, deletions and substitutions each cost one.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for (i, x) in a.enumerated() {
            current[0] = i + 1
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
