/// Parses the part of an event line after its indentation.
///
/// Parsing is strictly left to right and stops at the first problem, so the reported column is
/// always the first token that could not be understood. Tokens are byte ranges of the input and
/// positions are byte offsets (see `TextLineCursor`); text is only made for messages.
struct TextEventLineParser {
    /// What the lines before told the parser; the reader updates it between lines.
    var context: TextEventContext
    private var cursor = TextLineCursor.none
    private let vocabulary = EventVocabulary.overloads

    /// One parser reads all the event lines of a trace, so that the tables it looks names up in
    /// are not copied (and retained) per line, and the context it owns stays uniquely
    /// referenced, so growing it does not copy its arrays either.
    init(context: TextEventContext) {
        self.context = context
    }

    /// Parses one line, the cursor past its indentation.
    mutating func parse(_ line: TextLineCursor) throws(TraceDecodingError) -> TextEventLine {
        cursor = line
        return try parse()
    }

    private mutating func parse() throws(TraceDecodingError) -> TextEventLine {
        let kind: EventKind
        switch cursor.current {
        case UInt8(ascii: "["):
            kind = .call
            try parseCallNumber()
        case UInt8(ascii: "!"):
            kind = .diagnostic
            try cursor.expect("! ", "a space after `!`")
        case UInt8(ascii: "~"):
            kind = .runLoop
            try cursor.expect("~ ", "a space after `~`")
        default:
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
            cursor.index = cursor.bytes.endIndex
        }
        try cursor.expectEnd("the event")
        return event
    }

    // MARK: Prefixes and suffixes

    private mutating func parseCallNumber() throws(TraceDecodingError) {
        _ = cursor.skip("[")
        let position = cursor.index
        let number = try cursor.readInteger("a call number")
        try cursor.expect("]", "`]` after the call number")
        try cursor.expect(" ", "a space after the call number")
        let expected = context.callSequences.count + 1
        guard number == expected else {
            throw cursor.error("expected call number [\(expected)], found [\(number)]; calls are numbered 1, 2, 3... in order",
                               at: position)
        }
    }

    private mutating func parseCause(_ kind: EventKind) throws(TraceDecodingError) -> Int? {
        guard cursor.hasPrefix(" <- ") else { return nil }
        let arrow = cursor.index + 1
        guard context.isTopLevel, kind != .call else {
            let owner = kind == .call ? "a call is its own cause" : "a nested event takes its parent's cause"
            throw cursor.error("unexpected `<- [k]`: \(owner); only top-level lines that are not calls name a cause",
                               at: arrow)
        }
        _ = cursor.skip(" <- ")
        try cursor.expect("[", "`[k]` naming the call that caused this event")
        let position = cursor.index
        let number = try cursor.readInteger("a call number")
        try cursor.expect("]", "`]` after the call number")
        let calls = context.callSequences
        guard number >= 1, number <= calls.count else {
            let range = calls.isEmpty ? "no call comes before this line"
                : calls.count == 1 ? "expected [1], the only call so far"
                : "expected [1] to [\(calls.count)], the calls so far"
            throw cursor.error("[\(number)] names no call; \(range)", at: position)
        }
        return calls[number - 1]
    }

    // MARK: Run-loop phases

    private mutating func parseRunLoopPhase() throws(TraceDecodingError) -> TextEventLine {
        var object: ObjectID?
        let start = cursor.index
        if cursor.current == UInt8(ascii: "\"") {
            let name = try cursor.readQuoted()
            object = try resolve(name, at: start)
            try cursor.expect(": ", "`: ` and a run-loop phase after the object")
        } else {
            let token = cursor.readBare()
            if !token.isEmpty, cursor.current == UInt8(ascii: ":") {
                object = try resolve(token, at: start)
                try cursor.expect(": ", "`: ` and a run-loop phase after the object")
            } else {
                cursor.index = start
            }
        }
        let phaseStart = cursor.index
        var end = phaseStart
        while end < cursor.bytes.endIndex, !cursor.hasPrefix(" <- ", at: end) {
            end += 1
        }
        let phases = Self.runLoopPhases
        // Compared as bytes, where the reader used to compare `String`s (canonical equivalence):
        // the two agree here. A `String` canonically equivalent to an ASCII one decomposes scalar
        // by scalar into it, and the only non-ASCII scalars that decompose into ASCII are U+037E
        // (`;`), U+1FEF (`` ` ``) and U+212A (`K`). Phases are lowercase letters and spaces
        // (`TextNonASCIITests` checks), so only their own bytes spell them.
        guard let name = phases.first(where: { cursor.spells(phaseStart..<end, $0.rawValue) }) else {
            let phase = cursor.text(phaseStart..<end)
            let expected = EventVocabulary.alternatives(phases.map { "`\($0.rawValue)`" })
            let found = phase.isEmpty ? "end of line" : "`\(phase.unicodeScalars.map(TraceNameSyntax.visible).joined())`"
            throw cursor.error("unknown run-loop phase \(found); expected \(expected)", at: phaseStart)
        }
        cursor.index = end
        return TextEventLine(name: name, object: object, arguments: EventArguments())
    }

    private static let runLoopPhases = EventName.allCases.filter { $0.kind == .runLoop }

    // MARK: Methods and properties

    private enum Form { case method, getter, setter }

    /// Kinds whose lines have no prefix, in the order their names are looked up: a line without
    /// `[k]`, `!` or `~` is a callback, a state change or a log line, told apart by its name.
    private static let unprefixedKinds: [EventKind] = [.callback, .state, .log]

    /// The receiver as written: a quoted or bare object name, `nil`, or an object-less name's own
    /// spelling (`DispatchQueue.main.async()`); or none (`log("text")`), for names that allow it.
    private enum Receiver {
        case object(ObjectID)
        case written(Range<Int>)
        case none
    }

    private mutating func parseInvocation(_ prefixKind: EventKind) throws(TraceDecodingError) -> TextEventLine {
        let noun = EventVocabulary.noun(prefixKind)
        let receiverStart = cursor.index
        let receiver: Receiver
        let base: Range<Int>
        if cursor.current == UInt8(ascii: "\"") {
            let name = try cursor.readQuoted()
            receiver = .object(try resolve(name, at: receiverStart))
            try cursor.expect(".", "`.` and a \(noun) after the object name")
            base = cursor.readBare()
        } else {
            let head = cursor.readBare()
            guard !head.isEmpty else {
                throw cursor.error("expected an object name, found \(cursor.found)")
            }
            // Names may contain dots; method names never do, so the last dot separates them.
            if let dot = cursor.bytes[head].lastIndex(of: UInt8(ascii: ".")) {
                receiver = .written(head.lowerBound..<dot)
                base = dot + 1..<head.upperBound
            } else {
                receiver = .none
                base = head
            }
        }
        guard !base.isEmpty else {
            throw cursor.error("expected a \(noun) name after `.`, found \(cursor.excerpt(from: base.lowerBound))",
                               at: base.lowerBound)
        }
        var kind = prefixKind
        var candidates = vocabulary.overloads(of: kind, baseName: cursor.bytes[base])
        if prefixKind == .callback {
            for other in Self.unprefixedKinds where candidates.isEmpty {
                kind = other
                candidates = vocabulary.overloads(of: other, baseName: cursor.bytes[base])
            }
            if candidates.isEmpty { kind = .callback }
        }
        guard let first = candidates.first else {
            if case .none = receiver {
                throw cursor.error("expected an object name, `.` and a \(noun), found `\(cursor.text(base))`",
                                   at: receiverStart)
            }
            throw cursor.error(unknownName(cursor.text(base), kind: kind), at: base.lowerBound)
        }
        let object: ObjectID?
        switch receiver {
        case .object(let id):
            object = id
        case .none:
            guard first.name.receiverWithoutObject == "" else {
                throw cursor.error("expected an object name, `.` and a \(noun), found `\(cursor.text(base))`",
                                   at: receiverStart)
            }
            object = nil
        case .written(let range):
            if cursor.spells(range, literal: "nil") {
                object = nil
            } else if let fixed = first.name.receiverWithoutObject, !fixed.isEmpty, cursor.spells(range, fixed) {
                object = nil
            } else {
                object = try resolve(range, at: receiverStart)
            }
        }
        let formStart = cursor.index
        let form: Form = cursor.current == UInt8(ascii: "(") ? .method : cursor.hasPrefix(" = ") ? .setter : .getter
        switch (first.name.syntax, form) {
        case (.method, .method), (.getter, .getter), (.setter, .setter):
            break
        case (.method, _):
            throw cursor.error("expected `(` after `\(cursor.text(base))`, found \(cursor.found)")
        case (.getter, _):
            throw cursor.error("`\(cursor.text(base))` is a read-only property; expected nothing after it, found \(cursor.found)")
        case (.setter, _):
            throw cursor.error("expected ` = ` and a value after `\(cursor.text(base))`, found \(cursor.found)")
        }
        var arguments: [TextArgument] = []
        var close = formStart
        switch form {
        case .getter:
            break
        case .setter:
            _ = cursor.skip(" = ")
            let position = cursor.index
            arguments.append(TextArgument(label: nil, value: try parseValue(), position: position))
        case .method:
            _ = cursor.skip("(")
            if cursor.current != UInt8(ascii: ")") {
                while true {
                    arguments.append(try parseArgument())
                    if cursor.skip(", ") { continue }
                    guard cursor.current == UInt8(ascii: ")") else {
                        throw cursor.error("expected `, ` or `)` after an argument, found \(cursor.found)")
                    }
                    break
                }
            }
            close = cursor.index
            _ = cursor.skip(")")
        }
        let name = try match(candidates, arguments: arguments, base: base, formStart: formStart, close: close)
        let values: EventArguments
        switch arguments.count {
        case 0: values = EventArguments()
        case 1: values = EventArguments(arguments[0].value)
        case 2: values = EventArguments(arguments[0].value, arguments[1].value)
        default: values = EventArguments(arguments.map(\.value))
        }
        if let problem = TraceRules.argumentProblem(values, of: name) {
            throw cursor.error(problem.message, at: arguments[problem.index].position)
        }
        return TextEventLine(name: name, object: object, arguments: values)
    }

    /// Picks the overload whose labels were written, or explains the mismatch.
    private func match(_ candidates: [EventOverload], arguments: [TextArgument], base: Range<Int>,
                       formStart: Int, close: Int) throws(TraceDecodingError) -> EventName {
        func fits(_ overload: EventOverload) -> Bool {
            guard overload.labelBytes.count == arguments.count else { return false }
            return zip(overload.labelBytes, arguments).allSatisfy { expected, written in
                guard let expected else { return written.label == nil }
                guard let label = written.label else { return false }
                return cursor.bytes[label].elementsEqual(expected)
            }
        }
        if let overload = candidates.first(where: fits) { return overload.name }
        let written = arguments.map { $0.label.map(cursor.text) }
        // One name, or of several overloads (a name's own shape and an earlier format's) the one
        // taking as many arguments as were written: its labels are what the line got wrong.
        let sameCount = candidates.filter { $0.labels.count == arguments.count }
        guard let overload = candidates.count == 1 ? candidates.first : sameCount.count == 1 ? sameCount.first : nil else {
            let signature = EventVocabulary.signature(base: cursor.text(base), labels: written)
            let expected = EventVocabulary.alternatives(candidates.map { "`\($0.spelling)`" })
            throw cursor.error("no overload matches `\(signature)`; expected \(expected)", at: formStart)
        }
        let name = overload.name
        let labels = overload.labels
        let spelling = overload.spelling
        let takes = "`\(spelling)` takes \(TraceText.count(labels.count, "argument")), found \(arguments.count)"
        if arguments.count > labels.count {
            throw cursor.error(takes, at: arguments[labels.count].position)
        }
        if arguments.count < labels.count {
            throw cursor.error(takes, at: name.syntax == .method ? close : formStart)
        }
        for ((expected, label), argument) in zip(zip(labels, written), arguments) {
            let found = label.map { "label `\($0):`" } ?? "an unlabelled argument"
            if expected == "_", label != nil {
                throw cursor.error("expected an unlabelled argument for `\(spelling)`, found \(found)",
                                   at: argument.position)
            }
            if expected != "_", label != expected {
                throw cursor.error("expected label `\(expected):` for `\(spelling)`, found \(found)",
                                   at: argument.position)
            }
        }
        return name
    }

    private mutating func parseArgument() throws(TraceDecodingError) -> TextArgument {
        let start = cursor.index
        let token = cursor.readBare()
        if !token.isEmpty, cursor.current == UInt8(ascii: ":") {
            cursor.index += 1
            guard cursor.skip(" ") else {
                throw cursor.error("expected a space after `\(cursor.text(token)):`, found \(cursor.found)")
            }
            return TextArgument(label: token, value: try parseValue(), position: start)
        }
        cursor.index = start
        return TextArgument(label: nil, value: try parseValue(), position: start)
    }

    private mutating func parseValue(listDepth: Int = 0) throws(TraceDecodingError) -> ArgumentValue {
        let start = cursor.index
        switch cursor.current {
        case UInt8(ascii: "\"")?:
            let text = try cursor.readQuoted()
            if context.version >= TraceRules.firstVersionWithStrings {
                if let unsafe = TraceNameSyntax.unsafeScalar(in: text) {
                    throw cursor.error(TraceNameSyntax.unsafeNameMessage(unsafe, what: "a string"), at: start)
                }
                return .string(text)
            }
            return .object(try resolve(text, at: start))
        case UInt8(ascii: "@")? where context.version >= TraceRules.firstVersionWithStrings:
            cursor.index += 1
            guard cursor.current == UInt8(ascii: "\"") else {
                throw cursor.error("expected a quoted object name after `@`, found \(cursor.found)")
            }
            return .object(try resolve(try cursor.readQuoted(), at: start))
        case UInt8(ascii: "[")? where context.version >= TraceRules.firstVersionWithStrings:
            guard listDepth < TraceRules.maximumListDepth else {
                throw cursor.error(TraceRules.listTooDeepMessage)
            }
            cursor.index += 1
            var values: [ArgumentValue] = []
            if cursor.skip("]") { return .list(values) }
            while true {
                values.append(try parseValue(listDepth: listDepth + 1))
                if cursor.skip(", ") { continue }
                try cursor.expect("]", "`, ` or `]` after a list element")
                return .list(values)
            }
        case (UInt8(ascii: "0")...UInt8(ascii: "9"))?, UInt8(ascii: "-")?:
            return .number(try parseNumber())
        default:
            break
        }
        let token = cursor.readBare()
        if token.isEmpty {
            let what = context.version >= TraceRules.firstVersionWithStrings ? "true, false, nil, a number, a string, a list or an object name"
                : "true, false, nil, a number or an object name"
            throw cursor.error("expected a value (\(what)), found \(cursor.found)")
        }
        if cursor.spells(token, literal: "true") { return .bool(true) }
        if cursor.spells(token, literal: "false") { return .bool(false) }
        if cursor.spells(token, literal: "nil") { return .none }
        return .object(try resolve(token, at: start))
    }

    /// A number as the writer spells it: digits, an optional fraction and exponent, read whole so
    /// that `1.5x` is an error at its start rather than a number followed by junk.
    private mutating func parseNumber() throws(TraceDecodingError) -> Double {
        let start = cursor.index
        while let next = cursor.current, Self.isNumberByte(next) {
            cursor.index += 1
        }
        let text = cursor.text(start..<cursor.index)
        guard let value = Double(text), value.isFinite else {
            throw cursor.error("expected a number, found `\(text)`", at: start)
        }
        return value
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return false
        }
    }

    // MARK: Names

    /// A bare name: its bytes are looked up as they are, and only a miss builds the `String`.
    private func resolve(_ name: Range<Int>, at position: Int) throws(TraceDecodingError) -> ObjectID {
        if let id = context.objects.value(for: cursor.bytes[name]) { return id }
        return try resolve(cursor.text(name), at: position)
    }

    private func resolve(_ name: String, at position: Int) throws(TraceDecodingError) -> ObjectID {
        if let id = context.objectsByName[name] { return id }
        var message = "unknown object `\(TraceNameSyntax.reference(name))`"
        if let near = NameSuggestion.nearest(to: name, among: context.objectNames) {
            message += "; did you mean `\(TraceNameSyntax.reference(near))`?"
        } else {
            message += "; expected a name declared under `objects:`"
        }
        throw cursor.error(message, at: position)
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
