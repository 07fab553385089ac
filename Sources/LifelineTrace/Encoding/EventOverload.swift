/// An event name with its argument labels ready to compare with what a trace wrote.
struct EventOverload: Sendable {
    let name: EventName
    /// `EventName.argumentLabels` as strings, `_` for an unlabelled argument.
    let labels: [String]
    /// The labels' UTF-8, `nil` for `_`: an unlabelled argument must be written without one.
    let labelBytes: [[UInt8]?]

    /// How messages spell this shape: the name's raw value, or an earlier format's signature
    /// (`transition(from:to:)`).
    var spelling: String {
        guard labels != name.argumentLabels.map(String.init) else { return name.rawValue }
        return EventVocabulary.signature(base: String(name.baseName), labels: labels)
    }

    init(_ name: EventName) {
        self.init(name, labels: name.argumentLabels.map(String.init))
    }

    /// An overload with other labels than the name's own: a shape an earlier format wrote.
    init(_ name: EventName, labels: [String]) {
        self.name = name
        self.labels = labels
        labelBytes = labels.map { $0 == "_" ? nil : Array($0.utf8) }
    }

    /// Shapes earlier formats wrote that still read (and are written back as they were), with
    /// the raw name JSON files of those formats wrote for them. Format 2 and earlier recorded
    /// `tapAction()` without the action's title, the navigation delegate's calls without the
    /// `animated` flag and `transition(from:to:)` without its duration and options.
    /// (`setViewControllers` kept its labels; only its first value changed from an object to a list.)
    static let legacyRawValues: [(rawValue: String, overload: EventOverload)] = [
        ("tapAction()", EventOverload(.tapAction, labels: [])),
        ("navigationController(_:willShow:)", EventOverload(.navigationControllerWillShow, labels: ["_", "willShow"])),
        ("navigationController(_:didShow:)", EventOverload(.navigationControllerDidShow, labels: ["_", "didShow"])),
        ("transition(from:to:)", EventOverload(.transition, labels: ["from", "to"])),
    ]

    /// The shapes alone, for the text format, which finds a name by its base name and labels.
    static let legacy: [EventOverload] = legacyRawValues.map(\.overload)
}

/// Every event name, looked up by the bytes a trace wrote: by kind and base name for the text
/// format's lines, by raw value for JSON's `name`. Names are ASCII, so equal bytes are equal
/// names. A reader keeps its own copy for the whole input rather than reaching for a shared one
/// on every line.
struct EventOverloadTable: Sendable {
    /// Per kind (at `index(of:)`), by base name; run-loop phases have none (see
    /// `overloads(of:baseName:)`). An array, not a dictionary keyed by kind: every line looks a
    /// kind up, and hashing it was a tenth of reading a trace (Benchmarks/Profiling.md, section 24).
    private let byKind: [ByteNameTable<[EventOverload]>]
    private let byRawValue: ByteNameTable<EventRawName>

    init() {
        var tables = Array(repeating: ByteNameTable<[EventOverload]>(), count: EventKind.allCases.count)
        for overload in EventName.allCases.map(EventOverload.init) + EventOverload.legacy where overload.name.kind != .runLoop {
            let base = String(overload.name.baseName)
            let kind = Self.index(of: overload.name.kind)
            tables[kind][base] = (tables[kind][base] ?? []) + [overload]
        }
        byKind = tables
        byRawValue = ByteNameTable(EventName.allCases.map {
            (key: $0.rawValue, value: EventRawName(name: $0, argumentCount: EventOverload($0).labels.count))
        } + EventOverload.legacyRawValues.map {
            (key: $0.rawValue, value: EventRawName(name: $0.overload.name, argumentCount: $0.overload.labels.count))
        })
    }

    /// Where `kind`'s table is in `byKind`: a switch, not a search or a hash.
    private static func index(of kind: EventKind) -> Int {
        switch kind {
        case .callback: return 0
        case .call: return 1
        case .runLoop: return 2
        case .diagnostic: return 3
        case .log: return 4
        case .state: return 5
        }
    }

    /// The names of one kind whose base name is spelled by `baseName`, in declaration order, an
    /// earlier format's shape last; several when a method is overloaded by its labels, like
    /// `willMove(toWindow:)` and `willMove(toSuperview:)`. Run-loop phases are not invocations and
    /// have no base name to look up: `TextEventLineParser` reads them whole, so none is found here.
    func overloads(of kind: EventKind, baseName: some Collection<UInt8>) -> [EventOverload] {
        byKind[Self.index(of: kind)].value(for: baseName) ?? []
    }

    /// The event whose raw value is spelled by `rawValue`.
    func name(rawValue: some Collection<UInt8>) -> EventRawName? {
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
