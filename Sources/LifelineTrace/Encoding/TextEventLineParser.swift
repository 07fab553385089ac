/// Parses the part of an event line after its indentation.
///
/// Parsing is strictly left to right and stops at the first problem, so the reported column is
/// always the first token that could not be understood.
struct TextEventLineParser {
    private var cursor: TextLineCursor
    private let context: TextEventContext

    private init(cursor: TextLineCursor, context: TextEventContext) {
        self.cursor = cursor
        self.context = context
    }

    /// Parses one line. The parser lives only inside this call, so the reader's context is
    /// uniquely referenced again afterwards and growing it does not copy its arrays per line.
    static func parse(_ cursor: TextLineCursor, in context: TextEventContext) throws(TraceDecodingError) -> TextEventLine {
        var parser = TextEventLineParser(cursor: cursor, context: context)
        return try parser.parse()
    }

    private mutating func parse() throws(TraceDecodingError) -> TextEventLine {
        let kind: EventKind
        if cursor.current == "[" {
            kind = .call
            try parseCallNumber()
        } else if cursor.current == "!" {
            kind = .diagnostic
            try cursor.expect("! ", "a space after `!`")
        } else if cursor.current == "~" {
            kind = .runLoop
            try cursor.expect("~ ", "a space after `~`")
        } else {
            kind = .callback
        }
        var event: TextEventLine
        if kind == .runLoop {
            event = try parseRunLoopPhase()
        } else {
            event = try parseInvocation(kind)
        }
        event.cause = try parseCause(kind)
        if kind == .diagnostic, cursor.hasPrefix("  #") {
            // The trailer repeats UIKit's message for readers; it carries nothing to decode.
            cursor.index = cursor.scalars.count
        }
        try cursor.expectEnd("the event")
        return event
    }

    // MARK: Prefixes and suffixes

    private mutating func parseCallNumber() throws(TraceDecodingError) {
        _ = cursor.skip("[")
        let column = cursor.column
        let number = try cursor.readInteger("a call number")
        try cursor.expect("]", "`]` after the call number")
        try cursor.expect(" ", "a space after the call number")
        let expected = context.callSequences.count + 1
        guard number == expected else {
            throw cursor.error("expected call number [\(expected)], found [\(number)]; calls are numbered 1, 2, 3... in order",
                               column: column)
        }
    }

    private mutating func parseCause(_ kind: EventKind) throws(TraceDecodingError) -> Int? {
        guard cursor.hasPrefix(" <- ") else { return nil }
        let arrowColumn = cursor.column + 1
        guard context.isTopLevel, kind != .call else {
            let owner = kind == .call ? "a call is its own cause" : "a nested event takes its parent's cause"
            throw cursor.error("unexpected `<- [k]`: \(owner); only top-level lines that are not calls name a cause",
                               column: arrowColumn)
        }
        _ = cursor.skip(" <- ")
        try cursor.expect("[", "`[k]` naming the call that caused this event")
        let column = cursor.column
        let number = try cursor.readInteger("a call number")
        try cursor.expect("]", "`]` after the call number")
        let calls = context.callSequences
        guard number >= 1, number <= calls.count else {
            let range = calls.isEmpty ? "no call comes before this line"
                : calls.count == 1 ? "expected [1], the only call so far"
                : "expected [1] to [\(calls.count)], the calls so far"
            throw cursor.error("[\(number)] names no call; \(range)", column: column)
        }
        return calls[number - 1]
    }

    // MARK: Run-loop phases

    private mutating func parseRunLoopPhase() throws(TraceDecodingError) -> TextEventLine {
        var object: ObjectID?
        let start = cursor.index
        if cursor.current == "\"" {
            let name = try cursor.readQuoted()
            object = try resolve(name, column: start + 1)
            try cursor.expect(": ", "`: ` and a run-loop phase after the object")
        } else {
            let token = cursor.readBare()
            if !token.isEmpty, cursor.current == ":" {
                object = try resolve(token, column: start + 1)
                try cursor.expect(": ", "`: ` and a run-loop phase after the object")
            } else {
                cursor.index = start
            }
        }
        let phaseStart = cursor.index
        var end = phaseStart
        while end < cursor.scalars.count, !cursor.hasPrefix(" <- ", at: end) {
            end += 1
        }
        let phase = cursor.text(from: phaseStart, to: end)
        let phases = EventName.allCases.filter { $0.kind == .runLoop }
        guard let name = phases.first(where: { $0.rawValue == phase }) else {
            let expected = EventVocabulary.alternatives(phases.map { "`\($0.rawValue)`" })
            let found = phase.isEmpty ? "end of line" : "`\(phase.unicodeScalars.map(TraceNameSyntax.visible).joined())`"
            throw cursor.error("unknown run-loop phase \(found); expected \(expected)", column: phaseStart + 1)
        }
        cursor.index = end
        return TextEventLine(name: name, object: object, arguments: EventArguments())
    }

    // MARK: Methods and properties

    private enum Form { case method, getter, setter }

    private mutating func parseInvocation(_ kind: EventKind) throws(TraceDecodingError) -> TextEventLine {
        let noun = EventVocabulary.noun(kind)
        let receiverColumn = cursor.column
        let object: ObjectID?
        let base: String
        let baseColumn: Int
        if cursor.current == "\"" {
            let name = try cursor.readQuoted()
            object = try resolve(name, column: receiverColumn)
            try cursor.expect(".", "`.` and a \(noun) after the object name")
            baseColumn = cursor.column
            base = cursor.readBare()
        } else {
            let head = cursor.readBare()
            guard !head.isEmpty else {
                throw cursor.error("expected an object name, found \(cursor.found)")
            }
            // Names may contain dots; method names never do, so the last dot separates them.
            guard let dot = head.lastIndex(of: ".") else {
                throw cursor.error("expected an object name, `.` and a \(noun), found `\(head)`",
                                   column: receiverColumn)
            }
            let receiver = String(head[..<dot])
            base = String(head[head.index(after: dot)...])
            baseColumn = receiverColumn + receiver.unicodeScalars.count + 1
            object = receiver == "nil" ? nil : try resolve(receiver, column: receiverColumn)
        }
        guard !base.isEmpty else {
            throw cursor.error("expected a \(noun) name after `.`, found \(TraceText.excerpt(cursor.scalars, from: baseColumn - 1))",
                               column: baseColumn)
        }
        let candidates = EventVocabulary.names(of: kind, baseName: base)
        guard let first = candidates.first else {
            throw cursor.error(unknownName(base, kind: kind), column: baseColumn)
        }
        let formColumn = cursor.column
        let form: Form = cursor.current == "(" ? .method : cursor.hasPrefix(" = ") ? .setter : .getter
        switch (first.syntax, form) {
        case (.method, .method), (.getter, .getter), (.setter, .setter):
            break
        case (.method, _):
            throw cursor.error("expected `(` after `\(base)`, found \(cursor.found)")
        case (.getter, _):
            throw cursor.error("`\(base)` is a read-only property; expected nothing after it, found \(cursor.found)")
        case (.setter, _):
            throw cursor.error("expected ` = ` and a value after `\(base)`, found \(cursor.found)")
        }
        var arguments: [TextArgument] = []
        var closeColumn = formColumn
        switch form {
        case .getter:
            break
        case .setter:
            _ = cursor.skip(" = ")
            let column = cursor.column
            arguments.append(TextArgument(label: nil, value: try parseValue(), column: column))
        case .method:
            _ = cursor.skip("(")
            if cursor.current != ")" {
                while true {
                    arguments.append(try parseArgument())
                    if cursor.skip(", ") { continue }
                    guard cursor.current == ")" else {
                        throw cursor.error("expected `, ` or `)` after an argument, found \(cursor.found)")
                    }
                    break
                }
            }
            closeColumn = cursor.column
            _ = cursor.skip(")")
        }
        let name = try match(candidates, arguments: arguments, base: base, formColumn: formColumn,
                             closeColumn: closeColumn)
        guard arguments.count <= 2 else {
            throw cursor.error("an event carries at most two arguments", column: formColumn)
        }
        return TextEventLine(name: name, object: object, arguments: EventArguments(arguments.map(\.value)))
    }

    /// Picks the overload whose labels were written, or explains the mismatch.
    private func match(_ candidates: [EventName], arguments: [TextArgument], base: String,
                       formColumn: Int, closeColumn: Int) throws(TraceDecodingError) -> EventName {
        func fits(_ name: EventName) -> Bool {
            let labels = EventVocabulary.labels(of: name)
            guard labels.count == arguments.count else { return false }
            return zip(labels, arguments).allSatisfy { expected, written in
                expected == "_" ? written.label == nil : written.label == expected
            }
        }
        if let name = candidates.first(where: fits) { return name }
        guard candidates.count == 1, let name = candidates.first else {
            let written = EventVocabulary.signature(base: base, labels: arguments.map(\.label))
            let expected = EventVocabulary.alternatives(candidates.map { "`\($0.rawValue)`" })
            throw cursor.error("no overload matches `\(written)`; expected \(expected)", column: formColumn)
        }
        let labels = EventVocabulary.labels(of: name)
        let takes = "`\(name.rawValue)` takes \(TraceText.count(labels.count, "argument")), found \(arguments.count)"
        if arguments.count > labels.count {
            throw cursor.error(takes, column: arguments[labels.count].column)
        }
        if arguments.count < labels.count {
            throw cursor.error(takes, column: name.syntax == .method ? closeColumn : formColumn)
        }
        for (expected, written) in zip(labels, arguments) {
            let found = written.label.map { "label `\($0):`" } ?? "an unlabelled argument"
            if expected == "_", written.label != nil {
                throw cursor.error("expected an unlabelled argument for `\(name.rawValue)`, found \(found)",
                                   column: written.column)
            }
            if expected != "_", written.label != expected {
                throw cursor.error("expected label `\(expected):` for `\(name.rawValue)`, found \(found)",
                                   column: written.column)
            }
        }
        return name
    }

    private mutating func parseArgument() throws(TraceDecodingError) -> TextArgument {
        let start = cursor.index
        let token = cursor.readBare()
        if !token.isEmpty, cursor.current == ":" {
            cursor.index += 1
            try cursor.expect(" ", "a space after `\(token):`")
            return TextArgument(label: token, value: try parseValue(), column: start + 1)
        }
        cursor.index = start
        return TextArgument(label: nil, value: try parseValue(), column: start + 1)
    }

    private mutating func parseValue() throws(TraceDecodingError) -> ArgumentValue {
        let column = cursor.column
        if cursor.current == "\"" {
            return .object(try resolve(try cursor.readQuoted(), column: column))
        }
        if let first = cursor.current, first == "-" || ("0"..."9").contains(first) {
            return .number(try parseNumber())
        }
        switch cursor.readBare() {
        case "":
            throw cursor.error("expected a value (true, false, nil, a number or an object name), found \(cursor.found)")
        case "true":
            return .bool(true)
        case "false":
            return .bool(false)
        case "nil":
            return .none
        case let name:
            return .object(try resolve(name, column: column))
        }
    }

    /// A number as the writer spells it: digits, an optional fraction and exponent, read whole so
    /// that `1.5x` is an error at its start rather than a number followed by junk.
    private mutating func parseNumber() throws(TraceDecodingError) -> Double {
        let column = cursor.column
        var text = ""
        while let next = cursor.current, next == "-" || next == "+" || next == "." || next == "e" || ("0"..."9").contains(next) {
            text.unicodeScalars.append(next)
            cursor.index += 1
        }
        guard let value = Double(text), value.isFinite else {
            throw cursor.error("expected a number, found `\(text)`", column: column)
        }
        return value
    }

    // MARK: Names

    private func resolve(_ name: String, column: Int) throws(TraceDecodingError) -> ObjectID {
        if let id = context.objectsByName[name] { return id }
        var message = "unknown object `\(TraceNameSyntax.reference(name))`"
        if let near = NameSuggestion.nearest(to: name, among: context.objectNames) {
            message += "; did you mean `\(TraceNameSyntax.reference(near))`?"
        } else {
            message += "; expected a name declared under `objects:`"
        }
        throw cursor.error(message, column: column)
    }

    private func unknownName(_ base: String, kind: EventKind) -> String {
        let noun = EventVocabulary.noun(kind)
        if let other = EventName.allCases.first(where: { $0.baseName == base && $0.kind != kind }) {
            return "`\(other.rawValue)` is a \(EventVocabulary.noun(other.kind)), not a \(noun); write it as \(EventVocabulary.lineShape(other.kind))"
        }
        let known = EventName.allCases.filter { $0.kind == kind }
        let bases = known.map { String($0.baseName) }
        if let near = NameSuggestion.nearest(to: base, among: bases),
           let name = known.first(where: { $0.baseName == near }) {
            return "unknown \(noun) `\(base)`; did you mean `\(name.rawValue)`?"
        }
        return "unknown \(noun) `\(base)`"
    }
}
