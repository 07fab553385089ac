import LifelineTrace

extension SequenceModel {
    /// Turns events and folds into rows, in trace order, with their labels.
    struct RowBuilder {
        let trace: Trace
        let labels: EventLabels
        private(set) var rows: [Row] = []
        private(set) var foldedEventCount = 0
        private(set) var foldCount = 0
        /// Row per event sequence, for parents when nothing is folded.
        private var rowOfEvent: [Int: Int] = [:]
        /// Marker names by the sequence of the event they precede.
        private let markersBefore: [Int: [String]]

        init(trace: Trace, labels: EventLabels) {
            self.trace = trace
            self.labels = labels
            markersBefore = Dictionary(grouping: trace.markers, by: { $0.position + 1 }).mapValues { $0.map(\.name) }
        }

        /// An event in an unfolded trace: its parent is its parent event's row.
        mutating func addEvent(_ sequence: Int) {
            let parentSequence = trace.event(sequence).parent
            let parent = parentSequence.flatMap { $0 < sequence ? rowOfEvent[$0] : nil }
            rowOfEvent[sequence] = rows.count
            rows.append(eventRow(sequence, parent: parent))
        }

        /// An item of a folded trace and everything nested in it.
        mutating func add(_ item: SequenceItem, parent: Int?) {
            switch item {
            case .event(let sequence, let children):
                let row = rows.count
                rows.append(eventRow(sequence, parent: parent))
                for child in children { add(child, parent: row) }
            case .fold(let fold):
                foldCount += 1
                foldedEventCount += fold.eventCount
                rows.append(foldRow(fold, parent: parent))
            }
        }

        private func eventRow(_ sequence: Int, parent: Int?) -> Row {
            let event = trace.event(sequence)
            let invocation = labels.invocation(of: sequence, includingReceiver: false)
            let cause = labels.causeNote(of: sequence).map { " " + $0 } ?? ""
            var detail: String?
            let text: String
            switch event.kind {
            case .call: text = "[\(labels.callNumber(of: sequence) ?? 0)] " + invocation
            case .callback, .runLoop, .state: text = invocation + cause
            case .log:
                // A note shows what was logged, as the log shows it: the text itself.
                text = loggedText(of: event) + cause
            case .diagnostic:
                text = "⚠ " + invocation + cause
                detail = labels.diagnosticMessage(of: sequence)
            }
            return Row(id: "e\(sequence)", kind: .event(event.kind), column: column(of: event), parent: parent,
                       text: text, detail: detail,
                       summary: "#\(sequence), turn \(event.turn): " + labels.line(of: sequence),
                       firstTurn: event.turn, lastTurn: event.turn, markers: markersBefore[sequence] ?? [],
                       startTime: event.virtualTime)
        }

        private func foldRow(_ fold: SequenceFold, parent: Int?) -> Row {
            let first = trace.event(fold.first)
            let firstTurn = first.turn
            let lastTurn = trace.event(fold.last).turn
            let turns = firstTurn == lastTurn ? "turn \(firstTurn)" : "turns \(firstTurn)–\(lastTurn)"
            let events = NumberText.count(fold.eventCount, "event")
            let text: String
            switch fold.kind {
            case .layoutPasses(let count):
                let span = firstTurn == lastTurn ? "" : " (\(turns))"
                text = "layout pass ×\(NumberText.grouped(count))\(span), \(events) folded"
            case .repeats(let count):
                let invocation = labels.invocation(of: fold.first, includingReceiver: false)
                let marker = first.kind == .diagnostic ? "⚠ " : ""
                text = marker + invocation + " ×\(NumberText.grouped(count))"
                    + (fold.eventCount > count ? ", \(events) folded" : "")
            case .nested:
                text = "⋯ " + NumberText.count(fold.eventCount, "nested event") + " folded"
            case .siblings:
                text = "⋯ " + NumberText.count(fold.eventCount, "more event") + " folded"
            case .repeatedTurns(let count):
                text = "\(turns): \(NumberText.count(count, "turn")) repeating earlier turns"
                    + userCalls(in: fold) + ", \(events) folded"
            case .middle:
                text = "⋯ \(turns)" + userCalls(in: fold) + ": \(events) folded"
            }
            return Row(id: "f\(foldCount)", kind: .fold(fold.kind), column: fold.spansTurns ? nil : column(of: first),
                       parent: parent, text: text, detail: nil,
                       summary: "#\(fold.first)–#\(fold.last), \(turns): \(text)",
                       firstTurn: firstTurn, lastTurn: lastTurn, markers: markersBefore[fold.first] ?? [],
                       startTime: first.virtualTime)
        }

        /// What a fold of whole turns did, so that a folded flow keeps its meaning: the user's calls
        /// in it (top-level calls) with their counts, in order of first appearance, e.g.
        /// ` (nav.pushViewController(b, animated: true) ×199, nav.popViewController(animated: true) ×199)`;
        /// empty when it has none. At most `listedCalls` kinds are named, then how many more.
        private func userCalls(in fold: SequenceFold) -> String {
            var order: [String] = [], counts: [String: Int] = [:]
            for sequence in fold.first...fold.last {
                let event = trace.event(sequence)
                guard event.kind == .call, event.parent.map({ $0 < 1 || $0 >= sequence }) ?? true else { continue }
                let call = labels.invocation(of: sequence, includingReceiver: true)
                if counts[call] == nil { order.append(call) }
                counts[call, default: 0] += 1
            }
            guard !order.isEmpty else { return "" }
            var named = order.prefix(Self.listedCalls).map { $0 + " ×" + NumberText.grouped(counts[$0] ?? 0) }
            if order.count > Self.listedCalls {
                named.append(NumberText.count(order.count - Self.listedCalls, "other call"))
            }
            return " (" + named.joined(separator: ", ") + ")"
        }

        private static let listedCalls = 3

        /// The text of a log line, visibly; an event that lacks one (only in a hand-built trace) shows its
        /// arguments as the text format writes them.
        private func loggedText(of event: TraceEvent) -> String {
            // Controls, line breaks and bidirectional controls show as their escapes, as on a
            // terminal: a note is one line, and nothing in it can act on the drawing.
            if event.arguments.count == 1, case .string(let text) = event.arguments[0] { return TraceNameSyntax.visible(text) }
            return event.arguments.map(labels.value).joined(separator: ", ")
        }

        private func column(of event: TraceEvent) -> Column {
            event.object.map(Column.object) ?? .runLoop
        }
    }
}
