/// The argument counts each event name accepts: as many as its labels, or as many as an earlier
/// format's shape of it had (`EventOverload.legacy`). `Trace.validate` asks it of every event,
/// so of every trace written; it is kept apart from `EventOverloadTable`, the readers' byte
/// tables, which a command that only writes a trace need not build (Benchmarks/Profiling.md,
/// section 20).
struct EventArgumentCounts: Sendable {
    /// Bit n is set when a name takes n arguments; indexed by `EventName.packed`.
    private let masks: [UInt64]

    init() {
        var masks = [UInt64](repeating: 0, count: EventName.allCases.count)
        func accept(_ count: Int, of name: EventName) {
            precondition(count < UInt64.bitWidth, "an event name takes fewer than 64 arguments")
            masks[Int(name.packed)] |= 1 << UInt64(count)
        }
        for name in EventName.allCases { accept(name.argumentLabels.count, of: name) }
        for overload in EventOverload.legacy { accept(overload.labels.count, of: overload.name) }
        self.masks = masks
    }

    /// Whether an event of `name` may carry `count` arguments.
    func accepts(_ count: Int, of name: EventName) -> Bool {
        count >= 0 && count < UInt64.bitWidth && masks[Int(name.packed)] & (1 << UInt64(count)) != 0
    }
}
