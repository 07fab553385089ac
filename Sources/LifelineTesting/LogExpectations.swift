import Lifeline

extension Trace {
    /// The lines app code logged (`Responder.log(_:)`, `Session.log(_:)`, a scenario's `log`),
    /// in order: of the object named `object`, or of everyone when nil, the app's own lines
    /// included. What the dismiss-logging article's tests assert on, read from the trace.
    public func loggedLines(of object: String? = nil) -> [String] {
        let id = object.flatMap { self.object(named: $0)?.id }
        if object != nil, id == nil { return [] }
        return events.compactMap { event in
            guard event.kind == .log, id == nil || event.object == id else { return nil }
            guard event.arguments.count == 1, case .string(let line) = event.arguments[0] else { return nil }
            return line
        }
    }
}

extension TraceExpectations {
    /// Checks that the lines logged by `object` (everyone's when nil) are exactly `expected`,
    /// showing the difference as a unified diff; the object must be in the trace.
    public static func logFailure(in trace: Trace, of object: String? = nil, equals expected: [String]) -> String? {
        if let object, case .failure(let error) = EventSelector.object(named: object, in: trace) { return error.message }
        let actual = trace.loggedLines(of: object)
        guard actual != expected else { return nil }
        // Lines are user text: shown visibly, one per diff line, so a newline or an escape
        // sequence in one can neither split it nor act on the terminal.
        let diff = UnifiedDiff(old: expected.map(TraceNameSyntax.visible).joined(separator: "\n"),
                               new: actual.map(TraceNameSyntax.visible).joined(separator: "\n"),
                               oldName: "expected", newName: "actual").render()
        let whose = object.map { "by \($0)" } ?? "in the trace"
        return "The lines logged \(whose) differ from the expected ones.\n" + (diff.hasSuffix("\n") ? String(diff.dropLast()) : diff)
    }
}

/// Expects the lines logged by the object named `object` (everyone's when nil, the app's
/// included) to be exactly `expected`, in order.
///
/// ```swift
/// expectLog(trace, of: "details", equals: ["viewDidLoad", "dismissed"])
/// ```
public func expectLog(_ trace: Trace, of object: String? = nil, equals expected: [String],
                      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                      line: UInt = #line, column: UInt = #column) {
    if let message = TraceExpectations.logFailure(in: trace, of: object, equals: expected) {
        FailureReporter.report(message, at: TraceSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
