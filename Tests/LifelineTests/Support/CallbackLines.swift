import LifelineScenarios

/// The callback lines of a trace's text encoding, as written there (arguments and nesting kept),
/// without turn headers, run-loop phases, calls and diagnostics: what two flows are compared by
/// when they must run the same callbacks in the same order but at other turns or with other calls.
/// Lines of the callbacks named in `excluding` (`"viewIsAppearing"`, `"willMove(toParent:"`: the
/// text after the object's dot) are left out.
func callbackLines(_ trace: Trace, excluding excluded: Set<String> = []) -> [String] {
    eventLines(trace).split(separator: "\n").map(String.init).filter { line in
        let content = line.drop { $0 == " " }
        guard !content.hasPrefix("turn "), !content.hasPrefix("~ "), !content.hasPrefix("["), !content.hasPrefix("!")
        else { return false }
        return !excluded.contains { content.contains(".\($0)") }
    }
}

/// The event lines of `trace` without the lines of the callbacks named in `excluded`
/// (`"viewIsAppearing"`), turns, phases and calls kept: for two flows that must differ only by
/// those callbacks, as iOS versions do.
func eventLines(_ trace: Trace, excluding excluded: Set<String>) -> String {
    eventLines(trace).split(separator: "\n", omittingEmptySubsequences: false).filter { line in
        !excluded.contains { line.drop { $0 == " " }.contains(".\($0)") }
    }.joined(separator: "\n")
}

/// The lines of `trace`'s events that contain one of `fragments` (`"willMove(toParent:"`),
/// trimmed, arguments kept: a projection that still tells
/// `willMove(toParent: tabs)` from `willMove(toParent: nil)`.
func lines(of trace: Trace, containing fragments: [String]) -> [String] {
    eventLines(trace).split(separator: "\n").map { String($0.drop { $0 == " " }) }.filter { line in
        fragments.contains { line.contains($0) }
    }
}

/// The calls and diagnostics of a trace's text encoding (`[3] a.present(b, animated: false)`,
/// `! …`), trimmed: what a test of refused calls states, beside callbacks that must not change.
func callAndDiagnosticLines(_ trace: Trace) -> [String] {
    eventLines(trace).split(separator: "\n").map { String($0.drop { $0 == " " }) }.filter {
        $0.hasPrefix("[") || $0.hasPrefix("!")
    }
}

extension Trace {
    /// The turns that the events labelled `label` (`b.viewDidAppear(_:)`, as `label(of:)` writes
    /// it) ran in, in trace order: for claims about when a callback runs, not only in what order.
    func turns(of label: String) -> [Int] {
        events.filter { self.label(of: $0) == label }.map(\.turn)
    }
}
