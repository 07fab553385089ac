import Lifeline

extension Trace {
    /// The events of the given objects with the given names, in trace order, as labels like
    /// `a.viewWillAppear(_:)` (`label(of:)`): the part of a trace one question is about, with
    /// everything else left out, so that it can be compared with a short expected list.
    ///
    /// Objects are named as in the trace (`a`, `vc.view`); events of other objects, and run-loop
    /// phases, which belong to no object, are left out.
    public func projected(onto objects: Set<String>, callbacks: Set<EventName>) -> [String] {
        events.filter { event in
            guard callbacks.contains(event.name), let id = event.object, let object = object(id) else { return false }
            return objects.contains(object.name)
        }.map(label(of:))
    }
}

/// Partial checks of a trace: the order of two events, how often one happens, a sequence that must
/// occur in order with anything in between, the absence of an event, and a projection. Each
/// function here returns its failure message, or nil when the check passes; the `expect…` free
/// functions report that message through the test framework.
///
/// Events are written `<object>.<callback>`: `a.viewWillAppear`, or with the argument labels as
/// the trace spells them, `a.viewWillAppear(_:)`. A name without labels matches every callback
/// with that base name (`a.willMove` is `willMove(toParent:)`, `willMove(toWindow:)` and
/// `willMove(toSuperview:)`). The object is the part before the last dot, so a root view's events
/// read `vc.view.layoutSubviews`. An unknown object or callback fails the check, with a
/// suggestion when it looks like a typo, rather than silently matching nothing.
public enum TraceExpectations {
    /// Checks that the first `first` comes before the first `second`; both must happen.
    public static func orderFailure(in trace: Trace, _ first: String, before second: String) -> String? {
        let a: EventSelector, b: EventSelector
        switch (EventSelector.parse(first, in: trace), EventSelector.parse(second, in: trace)) {
        case (.failure(let error), _), (_, .failure(let error)): return error.message
        case (.success(let x), .success(let y)): (a, b) = (x, y)
        }
        let matcher = EventMatcher(trace, [a, b])
        let firstA = matcher.firstIndex(of: a)
        let firstB = matcher.firstIndex(of: b)
        let problem: String
        switch (firstA, firstB) {
        case let (i?, j?) where i < j: return nil
        case (_?, _?): problem = "but it came after"
        case (nil, _?): problem = "but \(a) never happened"
        case (_?, nil): problem = "but \(b) never happened"
        case (nil, nil): problem = "but neither happened"
        }
        return message("Expected \(a) before \(b), \(problem).", projection(of: trace, onto: [a, b]))
    }

    /// Checks that `callback` happens exactly `count` times on `object`.
    public static func countFailure(in trace: Trace, occurrences count: Int, of callback: EventName,
                                    on object: String) -> String? {
        let selector: EventSelector
        switch EventSelector.make(object: object, name: callback, in: trace) {
        case .failure(let error): return error.message
        case .success(let made): selector = made
        }
        let found = trace.events.count(where: selector.matches)
        guard found != count else { return nil }
        let noun = count == 1 ? "occurrence" : "occurrences"
        return message("Expected \(count) \(noun) of \(selector), found \(found).", callbacks(of: selector, in: trace))
    }

    /// Checks that `callback` never happens on `object`; the object must be in the trace.
    public static func absenceFailure(in trace: Trace, of callback: EventName, on object: String) -> String? {
        let selector: EventSelector
        switch EventSelector.make(object: object, name: callback, in: trace) {
        case .failure(let error): return error.message
        case .success(let made): selector = made
        }
        let found = trace.events.count(where: selector.matches)
        guard found > 0 else { return nil }
        return message("Expected no occurrence of \(selector), found \(found).", callbacks(of: selector, in: trace))
    }

    /// Checks that the events occur in this order, other events allowed in between.
    public static func subsequenceFailure(in trace: Trace, _ sequence: [String]) -> String? {
        var selectors: [EventSelector] = []
        for text in sequence {
            switch EventSelector.parse(text, in: trace) {
            case .failure(let error): return error.message
            case .success(let selector): selectors.append(selector)
            }
        }
        // Greedy matching finds a subsequence whenever one exists: taking the earliest match for
        // each step leaves the most room for the steps after it.
        let matcher = EventMatcher(trace, selectors)
        var matched = 0
        for (offset, event) in trace.events.enumerated() where matched < selectors.count
            && matcher.matches(selectors[matched], event, sequence: offset + 1) {
            matched += 1
        }
        guard matched < selectors.count else { return nil }
        let list = selectors.map(\.description).joined(separator: ", ")
        let missing = selectors[matched]
        let gap = matched == 0 ? "no \(missing)" : "no \(missing) after \(selectors[matched - 1])"
        return message("Expected the subsequence [\(list)]; matched \(matched) of \(selectors.count): \(gap).",
                       projection(of: trace, onto: selectors))
    }

    /// Checks that the projection onto `objects` and `callbacks` is exactly `expected`, showing
    /// the difference as a unified diff.
    public static func projectionFailure(in trace: Trace, onto objects: Set<String>, callbacks: Set<EventName>,
                                         equals expected: [String]) -> String? {
        for name in objects.sorted() {
            if case .failure(let error) = EventSelector.object(named: name, in: trace) { return error.message }
        }
        let actual = trace.projected(onto: objects, callbacks: callbacks)
        guard actual != expected else { return nil }
        let names = callbacks.map(\.rawValue).sorted().joined(separator: ", ")
        let diff = UnifiedDiff(old: expected.joined(separator: "\n"), new: actual.joined(separator: "\n"),
                               oldName: "expected", newName: "actual").render()
        return message("The projection onto \(objects.sorted().joined(separator: ", ")) and \(names) differs from the expected one.",
                       diff)
    }

    // MARK: Message parts

    /// The events any of the selectors match, in order: the part of the trace the check is about.
    private static func projection(of trace: Trace, onto selectors: [EventSelector]) -> String {
        let matcher = EventMatcher(trace, selectors)
        let labels = trace.events.enumerated().filter { offset, event in
            selectors.contains { matcher.matches($0, event, sequence: offset + 1) }
        }.map { matcher.label(of: $0.offset + 1) }
        return listing("In the trace, projected onto those events:", labels)
    }

    /// Every callback of the selector's object, so that a count shows where each one happened in
    /// that object's lifecycle.
    private static func callbacks(of selector: EventSelector, in trace: Trace) -> String {
        let labels = trace.events.filter { $0.object == selector.object && $0.kind == .callback }.map(trace.label(of:))
        return listing("Callbacks of \(selector.objectName):", labels)
    }

    private static func listing(_ title: String, _ labels: [String]) -> String {
        ([title] + (labels.isEmpty ? ["  (none)"] : labels.map { "  " + $0 })).joined(separator: "\n")
    }

    private static func message(_ headline: String, _ detail: String) -> String {
        var detail = detail
        if detail.hasSuffix("\n") { detail.removeLast() }
        return headline + "\n" + detail
    }
}

/// One object's events with one name, or with one base name, as a check refers to them; or,
/// written with its arguments as the text format spells them (`alert.tapAction("Delete")`,
/// `nav.setViewControllers([a, c], animated: false)`), only the events with those arguments.
struct EventSelector: CustomStringConvertible, Sendable {
    let object: ObjectID
    let objectName: String
    let names: Set<EventName>
    /// As the user wrote it, for messages when it covers more than one name.
    let written: String
    /// The invocation with arguments to match exactly (`tapAction("Delete")`), if one was written.
    var invocation: String? = nil

    struct ParseError: Error {
        let message: String
    }

    func matches(_ event: TraceEvent) -> Bool {
        event.object == object && names.contains(event.name)
    }

    /// `a.viewWillAppear(_:)` when one name is meant, otherwise what was written (`a.willMove`,
    /// `alert.tapAction("Delete")`).
    var description: String {
        names.count == 1 && invocation == nil ? "\(objectName).\(names.first!.rawValue)" : written
    }

    static func parse(_ text: String, in trace: Trace) -> Result<EventSelector, ParseError> {
        // Arguments may hold dots (`log("a.b")`), so the object ends at the last dot before `(`.
        let head = text.firstIndex(of: "(").map { text[..<$0] } ?? text[...]
        guard let dot = head.lastIndex(of: "."), dot != text.startIndex, text.index(after: dot) != text.endIndex else {
            return .failure(ParseError(message:
                "\"\(text)\" does not name an event: write <object>.<callback>, e.g. a.viewWillAppear."))
        }
        let objectName = String(text[..<dot])
        let callback = String(text[text.index(after: dot)...])
        var names: Set<EventName>
        var invocation: String?
        if let exact = EventName(rawValue: callback) {
            names = [exact]
        } else {
            names = Set(EventName.allCases.filter { $0.baseName == callback })
            if names.isEmpty, let open = callback.firstIndex(of: "(") {
                // Written with arguments: every name of that base, then the arguments exactly.
                names = Set(EventName.allCases.filter { $0.baseName == callback[..<open] })
                invocation = callback
            }
        }
        guard !names.isEmpty else {
            let candidates = EventName.allCases.map { String($0.baseName) }
            let suggestion = NameSuggestion.nearest(to: callback, among: candidates).map { "; did you mean \($0)?" } ?? "."
            return .failure(ParseError(message: "No event is called \"\(callback)\"\(suggestion)"))
        }
        return object(named: objectName, in: trace).map {
            EventSelector(object: $0.id, objectName: objectName, names: names, written: text, invocation: invocation)
        }
    }

    static func make(object name: String, name event: EventName, in trace: Trace) -> Result<EventSelector, ParseError> {
        object(named: name, in: trace).map {
            EventSelector(object: $0.id, objectName: name, names: [event], written: "\(name).\(event.rawValue)")
        }
    }

    static func object(named name: String, in trace: Trace) -> Result<TraceObject, ParseError> {
        if let object = trace.object(named: name) { return .success(object) }
        let names = trace.objects.map(\.name)
        if let suggestion = NameSuggestion.nearest(to: name, among: names) {
            return .failure(ParseError(message: "No object is called \"\(name)\" in the trace; did you mean \"\(suggestion)\"?"))
        }
        return .failure(ParseError(message:
            "No object is called \"\(name)\" in the trace; its objects are \(names.joined(separator: ", "))."))
    }
}

/// Matches selectors against a trace's events, spelling an event's arguments as the text format
/// does only when a selector was written with arguments.
struct EventMatcher {
    let trace: Trace
    /// Built once, and only when some selector compares arguments.
    let labels: EventLabels?

    init(_ trace: Trace, _ selectors: [EventSelector]) {
        self.trace = trace
        labels = selectors.contains { $0.invocation != nil } ? EventLabels(trace) : nil
    }

    func matches(_ selector: EventSelector, _ event: TraceEvent, sequence: Int) -> Bool {
        guard selector.matches(event) else { return false }
        guard let invocation = selector.invocation else { return true }
        return labels?.invocation(of: sequence, includingReceiver: false) == invocation
    }

    func firstIndex(of selector: EventSelector) -> Int? {
        trace.events.enumerated().first { matches(selector, $0.element, sequence: $0.offset + 1) }?.offset
    }

    /// `a.viewWillAppear(_:)`, or with its arguments (`alert.tapAction("Delete")`) when a
    /// selector compares them.
    func label(of sequence: Int) -> String {
        guard let labels else { return trace.label(of: trace.event(sequence)) }
        return labels.invocation(of: sequence, includingReceiver: true)
    }
}

// MARK: Assertions

/// Expects the first `first` event to come before the first `second` (`"a.viewWillDisappear"`,
/// `"b.viewWillAppear(_:)"`); both must happen. See `TraceExpectations` for how events are written.
public func expect(_ trace: Trace, _ first: String, before second: String,
                   fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                   line: UInt = #line, column: UInt = #column) {
    report(TraceExpectations.orderFailure(in: trace, first, before: second),
           TraceSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects `callback` to happen exactly `count` times on the object named `object`.
public func expect(_ trace: Trace, occurrences count: Int, of callback: EventName, on object: String,
                   fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                   line: UInt = #line, column: UInt = #column) {
    report(TraceExpectations.countFailure(in: trace, occurrences: count, of: callback, on: object),
           TraceSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects the events to occur in this order, with any other events in between
/// (`["a.viewWillAppear", "b.viewWillDisappear", "a.viewDidAppear"]`).
public func expectSubsequence(_ trace: Trace, _ sequence: [String],
                              fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                              line: UInt = #line, column: UInt = #column) {
    report(TraceExpectations.subsequenceFailure(in: trace, sequence),
           TraceSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects `callback` never to happen on the object named `object`, which must be in the trace.
public func expectNoOccurrence(_ trace: Trace, of callback: EventName, on object: String,
                               fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                               line: UInt = #line, column: UInt = #column) {
    report(TraceExpectations.absenceFailure(in: trace, of: callback, on: object),
           TraceSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects `trace.projected(onto: objects, callbacks: callbacks)` to be exactly `expected`.
public func expectProjection(of trace: Trace, onto objects: Set<String>, callbacks: Set<EventName>,
                             equals expected: [String],
                             fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                             line: UInt = #line, column: UInt = #column) {
    report(TraceExpectations.projectionFailure(in: trace, onto: objects, callbacks: callbacks, equals: expected),
           TraceSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

private func report(_ message: String?, _ location: TraceSourceLocation) {
    if let message { FailureReporter.report(message, at: location) }
}
