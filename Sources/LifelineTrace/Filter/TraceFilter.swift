/// Which events of a trace to show: `--only` and `--hide` on the command line, applied with
/// `Trace.filtered(by:)` before a trace is written, compared or drawn (and so before a long
/// diagram is folded).
///
/// An event is kept when its object is one of `onlyObjects` (if any are given) and nothing in
/// `hidden` matches it. Under `--only`, the run-loop phases and calls that ran a kept event, and
/// the calls that scheduled a kept phase, are kept too (unless `hidden` names them): they say
/// when and why the objects' events ran, and which call of the user's caused them.
public struct TraceFilter: Hashable, Sendable {
    /// Objects whose events are kept, as names or `*` patterns (`vc`, `vc.*`); empty keeps every
    /// object.
    public var onlyObjects: [String]
    /// What is hidden; an event any of them matches is left out.
    public var hidden: [Hidden]

    /// A filter; the default keeps everything.
    public init(onlyObjects: [String] = [], hidden: [Hidden] = []) {
        self.onlyObjects = onlyObjects
        self.hidden = hidden
    }

    /// Whether the filter keeps every event of every trace.
    public var keepsEverything: Bool { onlyObjects.isEmpty && hidden.isEmpty }

    /// Something `--hide` names.
    public enum Hidden: Hashable, Sendable {
        /// A kind of callback people often want out of the way.
        case category(Category)
        /// Every event of the objects with this role (`window`, `viewController`, ...).
        case role(ObjectRole)
        /// Events whose name matches: `viewDidLayoutSubviews`, `view*Appear*`, or with a dot,
        /// `object.callback` (`label.*`, `*.layoutSubviews`). `*` stands for any text; names are
        /// matched as the text format spells them without arguments (`willMove`, `layout pass`).
        case pattern(String)
    }

    /// The categories `--hide` knows by name.
    public enum Category: String, CaseIterable, Hashable, Sendable {
        /// Every event of a view (role `view`): subview moves, layout and constraint callbacks.
        case views
        /// Layout callbacks and calls, and the layout pass itself, whose events move up a level.
        case layout
        /// Constraint updates: `updateConstraints`, `updateViewConstraints`, `setNeedsUpdateConstraints`.
        case constraints
        /// Closure hooks: their objects' events and the calls that add and cancel them.
        case hooks
        /// UIKit's (and Lifeline's) diagnostics.
        case diagnostics

        func matches(_ event: TraceEvent, role: ObjectRole?) -> Bool {
            switch self {
            case .views: return role == .view
            case .layout: return Self.layoutNames.contains(event.name)
            case .constraints: return Self.constraintNames.contains(event.name)
            case .hooks: return role == .hook || Self.hookNames.contains(event.name)
            case .diagnostics: return event.kind == .diagnostic
            }
        }

        static let layoutNames: Set<EventName> = [
            .layoutSubviews, .viewWillLayoutSubviews, .viewDidLayoutSubviews, .setNeedsLayout, .layoutIfNeeded,
            .layoutMarginsDidChange, .viewLayoutMarginsDidChange, .safeAreaInsetsDidChange,
            .viewSafeAreaInsetsDidChange, .layoutPass,
        ]
        static let constraintNames: Set<EventName> = [.updateConstraints, .updateViewConstraints, .setNeedsUpdateConstraints]
        static let hookNames: Set<EventName> = [.hookPerform, .hookPerformWithoutFlag, .addHook, .cancelHook]
    }

    /// Reads one `--hide` word: a category, a role, or a callback pattern. A word that is none of
    /// these and matches no event name is refused, with the nearest name when it looks like a typo.
    public static func hidden(parsing word: String) throws(TraceFilterError) -> Hidden {
        if let category = Category(rawValue: word) { return .category(category) }
        if let role = ObjectRole(rawValue: word) { return .role(role) }
        guard !word.isEmpty else { throw TraceFilterError("--hide needs a name, not an empty word") }
        if word.contains("*") || word.contains(".") { return .pattern(word) }
        let names = EventName.allCases.map { String($0.baseName) }
        if names.contains(word) || EventName(rawValue: word) != nil { return .pattern(word) }
        var message = "--hide '\(word)' is not a category (\(Category.allCases.map(\.rawValue).joined(separator: ", "))), "
            + "a role (\(ObjectRole.allCases.map(\.rawValue).joined(separator: ", "))) or a callback name"
        let candidates = Category.allCases.map(\.rawValue) + ObjectRole.allCases.map(\.rawValue) + names
        if let nearest = NameSuggestion.nearest(to: word, among: candidates) {
            message += "; did you mean '\(nearest)'?"
        } else {
            message += " (use * for a pattern, e.g. 'view*Appear*')"
        }
        throw TraceFilterError(message)
    }

    /// Whether `name` matches a `--only` or `--hide` pattern (`*` for any text).
    public static func name(_ name: String, matches pattern: String) -> Bool {
        GlobPattern.matches(pattern, name)
    }

    /// Whether the event is kept by itself, before run-loop phases are kept for their contents.
    func keeps(_ event: TraceEvent, object: TraceObject?) -> Bool {
        if !onlyObjects.isEmpty {
            guard let object, onlyObjects.contains(where: { GlobPattern.matches($0, object.name) }) else { return false }
        }
        for hidden in hidden {
            switch hidden {
            case .category(let category):
                if category.matches(event, role: object?.role) { return false }
            case .role(let role):
                if object?.role == role { return false }
            case .pattern(let pattern):
                let name = String(event.name.baseName)
                if pattern.contains(".") {
                    let owner = object?.name ?? "nil"
                    if GlobPattern.matches(pattern, owner + "." + name) { return false }
                } else if GlobPattern.matches(pattern, name) || GlobPattern.matches(pattern, event.name.rawValue) {
                    return false
                }
            }
        }
        return true
    }
}

/// A `--only` or `--hide` value that names nothing the filter knows.
public struct TraceFilterError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
