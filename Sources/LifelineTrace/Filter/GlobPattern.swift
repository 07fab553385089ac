/// `*` patterns for names: `*` matches any run of characters (none included), everything else
/// itself. Matched on characters with the classic greedy backtracking, which is linear in
/// practice and never worse than O(pattern · text).
enum GlobPattern {
    static func matches(_ pattern: String, _ text: String) -> Bool {
        guard pattern.contains("*") else { return pattern == text }
        let p = Array(pattern), t = Array(text)
        var pi = 0, ti = 0
        var star: Int?, resume = 0
        while ti < t.count {
            if pi < p.count, p[pi] != "*", p[pi] == t[ti] {
                pi += 1; ti += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi; resume = ti; pi += 1
            } else if let star {
                pi = star + 1; resume += 1; ti = resume
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
