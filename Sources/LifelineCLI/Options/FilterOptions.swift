import ArgumentParser
import Foundation
import LifelineTrace

/// `--only` and `--hide`: which events `trace`, `compare`, `diff` and `render` show, in every
/// format, applied (`Trace.filtered(by:)`) before anything is compared, drawn or folded.
struct FilterOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Keep only the events of these objects: names, comma-separated, '*' for any text (e.g. 'home,details*'). "
                + "Run-loop phases stay for the events they ran.",
            valueName: "objects"
        )
    )
    var only: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Hide events, comma-separated: views, layout, constraints, hooks, diagnostics; a role (viewController, view, "
                + "window, hook, content); or a callback name or pattern ('viewDidLayoutSubviews', 'view*Appear*', "
                + "'label.*'). Events inside a hidden one move up a level. Repeatable.",
            valueName: "what"
        )
    )
    var hide: [String] = []

    /// The filter these options describe; an unknown `--hide` word is a usage error.
    func filter() throws -> TraceFilter {
        let only = (only ?? "").split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        if self.only != nil, only.isEmpty {
            throw ValidationError("--only needs at least one object name.")
        }
        var hidden: [TraceFilter.Hidden] = []
        for word in hide.flatMap({ $0.split(separator: ",") }).map({ String($0).trimmingCharacters(in: .whitespaces) }) {
            do {
                hidden.append(try TraceFilter.hidden(parsing: word))
            } catch {
                throw ValidationError(error.description + ".")
            }
        }
        return TraceFilter(onlyObjects: only, hidden: hidden)
    }

    func validate() throws {
        _ = try filter()
    }

    /// `trace` filtered; a filter that leaves nothing of a trace that had events is an error
    /// (nothing is written), naming what hid it. `label` names the trace in the message.
    func apply(to trace: Trace, label: String? = nil) throws -> Trace {
        let filter = try filter()
        let filtered = trace.filtered(by: filter)
        if filtered.events.isEmpty, !trace.events.isEmpty {
            let which = label.map { " of \($0)" } ?? ""
            var message = "the filter hides all \(trace.events.count) events\(which)"
            if !filter.onlyObjects.isEmpty {
                let names = trace.objects.map(\.name)
                let unknown = filter.onlyObjects.filter { pattern in !names.contains { TraceFilter.name($0, matches: pattern) } }
                if !unknown.isEmpty {
                    message += "; no object is named \(unknown.map { "'\($0)'" }.joined(separator: ", ")) (objects: "
                        + names.joined(separator: ", ") + ")"
                }
            }
            throw CommandFailure(message + ".")
        }
        return filtered
    }
}
