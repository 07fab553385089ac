/// The suite's command line: which groups run, the largest hierarchy, and where results go.
struct SuiteOptions {
    var groups = Group.allCases
    var maxViews = ScaleBenchmark.sizes.last!
    /// BENCHMARKS.md for a full run; nil for a partial one unless asked, so that a quick check of
    /// one group never replaces the complete results.
    var output: String?

    init(_ arguments: [String]) throws {
        var partial = false
        var explicitOutput: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--only":
                guard let value = remaining.popFirst() else { throw BenchmarkFailure("--only needs a group") }
                groups = try value.split(separator: ",").map {
                    guard let group = Group(rawValue: String($0)) else {
                        throw BenchmarkFailure("unknown group \($0); groups: "
                                               + Group.allCases.map(\.rawValue).joined(separator: ", "))
                    }
                    return group
                }
                partial = true
            case "--max-views":
                guard let value = remaining.popFirst().flatMap({ Int($0) }) else {
                    throw BenchmarkFailure("--max-views needs a number")
                }
                maxViews = value
                partial = true
            case "--output":
                explicitOutput = remaining.popFirst()
            default:
                throw BenchmarkFailure("unknown argument \(argument)")
            }
        }
        output = explicitOutput ?? (partial ? nil : "BENCHMARKS.md")
    }
}
