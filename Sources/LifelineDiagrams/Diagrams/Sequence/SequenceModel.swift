import LifelineTrace

/// The content of a sequence diagram, independent of how it is drawn: lifelines and rows in
/// trace order, folded when the trace is long. The DOT diagram and the Mermaid text are both
/// drawn from it, so they always show the same thing.
struct SequenceModel {
    /// A lifeline: an object, or the run loop for phases that belong to no object.
    enum Column: Hashable {
        case runLoop
        case object(ObjectID)
    }

    enum RowKind: Equatable {
        case event(EventKind)
        case fold(SequenceFold.Kind)
    }

    /// One event, or one fold standing for many.
    struct Row {
        /// `e<sequence>` for an event, `f<n>` for the n-th fold: stable, never user text.
        var id: String
        var kind: RowKind
        /// `nil` for folds of whole turns, which belong to the time column.
        var column: Column?
        /// The row of the event that ran this one, if shown.
        var parent: Int?
        /// The label: the event as the text format writes it, without its object.
        var text: String
        /// A second line: a diagnostic's message.
        var detail: String?
        /// The full text line with its object, sequence number and turn, for tooltips.
        var summary: String
        var firstTurn: Int
        var lastTurn: Int
        /// The trace's markers placed just before this row's first event (`Session.mark`), which
        /// the time column names beside the row.
        var markers: [String] = []
        /// The run loop's clock at the row's first event (`TraceEvent.virtualTime`), for the
        /// time column's axis.
        var startTime: Double = 0
    }

    let trace: Trace
    let columns: [Column]
    let rows: [Row]
    /// Events represented by folds rather than shown one by one.
    let foldedEventCount: Int
    let foldCount: Int
    let isFolded: Bool

    init(trace: Trace, options: SequenceDiagram.Options) {
        self.trace = trace
        let labels = EventLabels(trace)
        var builder = RowBuilder(trace: trace, labels: labels)
        // Lanes: one per object with events, the run loop's and the time column; each has a header.
        var objects: Set<ObjectID?> = []
        for event in trace.events { objects.insert(event.object) }
        let lanes = objects.count + 1
        if trace.events.count > options.foldingThreshold {
            var folder = SequenceFolder(tree: EventTree(trace), options: options)
            // Headers come back every `rowsPerHeader` rows: each row costs its share of a repeat.
            let perHeader = SequenceGrid.rowsPerHeader
            let rowBudget = max(options.maxNodes - lanes, 8) * perHeader / (perHeader + lanes)
            for item in folder.folded(budget: max(rowBudget, 8)) {
                builder.add(item, parent: nil)
            }
            isFolded = true
        } else {
            for sequence in trace.events.indices.map({ $0 + 1 }) { builder.addEvent(sequence) }
            isFolded = false
        }
        rows = builder.rows
        foldedEventCount = builder.foldedEventCount
        foldCount = builder.foldCount
        columns = Self.columns(of: rows, in: trace)
    }

    /// The run loop first (it starts deferred work), then declared objects in declaration order,
    /// then any id a malformed trace refers to without declaring it, by id.
    ///
    /// Objects are declared in id order (`objects[i]` has id i + 1), so both orders are id order,
    /// and an id is declared when `trace.object(_:)`, which `header(of:)` reads, finds it. Only the
    /// few ids the rows use are sorted: a slice of a long trace declares every object of the run,
    /// and going through them all was most of the time of drawing a 10-event slice of a
    /// 100,000-event trace (Profiling.md, fix 6).
    private static func columns(of rows: [Row], in trace: Trace) -> [Column] {
        var usesRunLoop = false
        var usedIDs: Set<ObjectID> = []
        for row in rows {
            switch row.column {
            case .runLoop?: usesRunLoop = true
            case .object(let id)?: usedIDs.insert(id)
            case nil: break
            }
        }
        let ids = usedIDs.sorted()
        return (usesRunLoop ? [.runLoop] : [])
            + ids.filter { trace.object($0) != nil }.map(Column.object)
            + ids.filter { trace.object($0) == nil }.map(Column.object)
    }

    /// The lifeline's name and class as the user wrote them: a header shows the name itself
    /// (escaped where it lands), not the text format's quoted reference.
    func header(of column: Column) -> (name: String, className: String?) {
        switch column {
        case .runLoop:
            return ("run loop", nil)
        case .object(let id):
            guard let object = trace.object(id) else { return (id.description, nil) }
            return (object.name, object.className)
        }
    }

    /// `root-window · iOS 26 · 38 events`, and a line saying how much is folded.
    var title: String {
        var title = (trace.scenario ?? "trace") + " · iOS \(trace.iosVersion) · "
            + NumberText.count(trace.events.count, "event")
        if isFolded {
            title += "\nfolded: " + NumberText.grouped(foldedEventCount) + " of "
                + NumberText.count(trace.events.count, "event") + " shown as "
                + NumberText.count(foldCount, "summary node")
        }
        return title
    }
}
