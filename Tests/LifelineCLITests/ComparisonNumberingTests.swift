import Lifeline
import Testing

/// `CallbackTable` numbers callbacks a batch at a time (their slots read together, then numbered
/// in order; Benchmarks/Profiling.md, section 24). Across several batches, a partial last one,
/// and callbacks numbered by key or by spelling mixed in every batch, the same callback gets
/// the same number in either trace and different callbacks different numbers.
struct ComparisonNumberingTests {
    /// `count` callbacks on 7 of 10 views, every fourth with an argument naming no declared
    /// object (numbered by its spelling), leaving out the positions in `skipped`.
    static func trace(_ count: Int, skipping skipped: Set<Int> = []) -> Trace {
        let objects = (0..<10).map { TraceObject(id: ObjectID($0 + 1), name: "v\($0)", className: "View", role: .view) }
        var events: [TraceEvent] = []
        for index in 0..<count where !skipped.contains(index) {
            let object = ObjectID(index % 7 + 1)
            switch index % 4 {
            case 0:
                events.append(TraceEvent(name: .layoutSubviews, object: object, turn: 0))
            case 1:
                events.append(TraceEvent(name: .willMoveToSuperview, object: object,
                                         arguments: EventArguments(.object(ObjectID(index % 3 + 8))), turn: 0))
            case 2:
                events.append(TraceEvent(name: .willMoveToSuperview, object: object,
                                         arguments: EventArguments(.object(ObjectID(99 + index % 2))), turn: 0))
            default:
                events.append(TraceEvent(name: .viewWillAppear, object: object, arguments: EventArguments(.bool(index % 8 == 3)),
                                         turn: 0))
            }
        }
        return Trace(iosVersion: 17, objects: objects, events: events)
    }

    @Test func everyCallbackKeepsItsNumberAcrossBatches() {
        let count = 3 * 32 + 7
        let first = Self.trace(count)
        let comparison = TraceComparison([(name: "a", trace: first), (name: "b", trace: Self.trace(count))])
        #expect(comparison.rowCount == count)
        for row in 0..<count {
            #expect(comparison.position(ofRow: row, inTrace: 0) == row + 1)
            #expect(comparison.position(ofRow: row, inTrace: 1) == row + 1)
        }
        let events = first.events
        for row in 0..<count {
            for other in 0..<count {
                let same = events[row].object == events[other].object && events[row].name == events[other].name
                    && events[row].arguments == events[other].arguments
                #expect(comparison.sameCallback(row: row, as: other) == same, "rows \(row) and \(other)")
            }
        }
    }

    /// A second trace that lacks a few callbacks (in different batches than the first's) still
    /// shares every other row.
    @Test func aTraceLackingSomeCallbacksSharesTheRest() {
        let count = 2 * 32 + 5
        let skipped: Set<Int> = [0, 31, 32, 33, 64]
        let comparison = TraceComparison([(name: "a", trace: Self.trace(count)),
                                          (name: "b", trace: Self.trace(count, skipping: skipped))])
        #expect(comparison.rowCount == count)
        var position = 0
        for row in 0..<count {
            #expect(comparison.position(ofRow: row, inTrace: 0) == row + 1)
            if skipped.contains(row) {
                #expect(comparison.position(ofRow: row, inTrace: 1) == nil, "row \(row)")
            } else {
                position += 1
                #expect(comparison.position(ofRow: row, inTrace: 1) == position, "row \(row)")
            }
        }
    }
}
