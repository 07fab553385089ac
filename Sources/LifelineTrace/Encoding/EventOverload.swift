/// An event name with its argument labels ready to compare with what a trace wrote.
struct EventOverload: Sendable {
    let name: EventName
    /// `EventName.argumentLabels` as strings, `_` for an unlabelled argument.
    let labels: [String]
    /// The labels' UTF-8, `nil` for `_`: an unlabelled argument must be written without one.
    let labelBytes: [[UInt8]?]

    init(_ name: EventName) {
        self.name = name
        labels = name.argumentLabels.map(String.init)
        labelBytes = labels.map { $0 == "_" ? nil : Array($0.utf8) }
    }
}

/// Every event name, looked up by the bytes a trace wrote: by kind and base name for the text
/// format's lines, by raw value for JSON's `name`. Names are ASCII, so equal bytes are equal
/// names. A reader keeps its own copy for the whole input rather than reaching for a shared one
/// on every line.
struct EventOverloadTable: Sendable {
    private let callbacks: ByteNameTable<[EventOverload]>
    private let calls: ByteNameTable<[EventOverload]>
    private let diagnostics: ByteNameTable<[EventOverload]>
    private let byRawValue: ByteNameTable<EventRawName>

    init() {
        func table(_ kind: EventKind) -> ByteNameTable<[EventOverload]> {
            var table = ByteNameTable<[EventOverload]>()
            for name in EventName.allCases where name.kind == kind {
                let base = String(name.baseName)
                table[base] = (table[base] ?? []) + [EventOverload(name)]
            }
            return table
        }
        callbacks = table(.callback)
        calls = table(.call)
        diagnostics = table(.diagnostic)
        byRawValue = ByteNameTable(EventName.allCases.map {
            (key: $0.rawValue, value: EventRawName(name: $0, argumentCount: EventOverload($0).labels.count))
        })
    }

    /// The names of one kind whose base name is spelled by `baseName`, in declaration order;
    /// several when a method is overloaded by its labels, like `willMove(toWindow:)` and
    /// `willMove(toSuperview:)`. Run-loop phases are not invocations and have no base name to
    /// look up: `TextEventLineParser` reads them whole, so none is found here.
    func overloads(of kind: EventKind, baseName: ArraySlice<UInt8>) -> [EventOverload] {
        switch kind {
        case .callback: return callbacks.value(for: baseName) ?? []
        case .call: return calls.value(for: baseName) ?? []
        case .diagnostic: return diagnostics.value(for: baseName) ?? []
        case .runLoop: return []
        }
    }

    /// The event whose raw value is spelled by `rawValue`.
    func name(rawValue: ArraySlice<UInt8>) -> EventRawName? {
        byRawValue.value(for: rawValue)
    }

    /// The entry of a name found as a `String` (a canonically equivalent spelling): the
    /// same entry `name(rawValue:)` finds by its bytes.
    func rawName(of name: EventName) -> EventRawName {
        guard let rawName = byRawValue[name.rawValue] else { preconditionFailure("every event name is tabulated") }
        return rawName
    }
}

/// An event name found by its raw value, with what JSON's reader checks about it. Plain data,
/// so that finding one per event copies no arrays.
struct EventRawName: Sendable {
    let name: EventName
    let argumentCount: Int
}
