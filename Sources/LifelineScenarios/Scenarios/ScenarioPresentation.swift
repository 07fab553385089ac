import Lifeline
import Yams

/// What a scenario declares about a controller's own presentation (issue 15), under the
/// controller's `presentation:` key: its `isModalInPresentation`, and the `TracedDelegate` its
/// presentation controller has with that delegate's answers. For example
/// `form: { style: pageSheet, presentation: { delegate: watcher, shouldDismiss: false } }`.
public struct ScenarioPresentation: Sendable, Equatable {
    /// A `TracedDelegate` of that name, set as `presentationController.delegate` when the
    /// controller is created; it may be the delegate of containers too.
    public var delegate: String?
    /// `isModalInPresentation`.
    public var modalInPresentation: Bool
    /// What the delegate answers to `presentationControllerShouldDismiss(_:)`.
    public var shouldDismiss: Bool
    /// What the delegate answers to `adaptivePresentationStyle(for:traitCollection:)`: nil for
    /// UIKit's own adaptation, `.keep` for `.none`.
    public var adaptiveStyle: TracedDelegate.AdaptiveAnswer?

    public init(delegate: String? = nil, modalInPresentation: Bool = false, shouldDismiss: Bool = true,
                adaptiveStyle: TracedDelegate.AdaptiveAnswer? = nil) {
        self.delegate = delegate
        self.modalInPresentation = modalInPresentation
        self.shouldDismiss = shouldDismiss
        self.adaptiveStyle = adaptiveStyle
    }

    /// The keys of the mapping, in the order messages list them.
    static let keys = ["delegate", "modalInPresentation", "shouldDismiss", "adaptiveStyle"]

    /// The delegate's answers need a delegate to give them.
    var needsDelegate: Bool { !shouldDismiss || adaptiveStyle != nil }
}

extension ScenarioLoader {
    /// A controller's `presentation:` mapping; the delegate name it declares goes in `delegate`.
    func presentation(_ node: Node, of name: String, delegate: inout (String, Node)?) throws(ScenarioError)
        -> ScenarioPresentation {
        let entries = try nodes.entries(node, for: "presentation", expected: "a mapping (e.g. '{ delegate: d, modalInPresentation: true }')",
                                        allowed: ScenarioPresentation.keys, what: "presentation key")
        var result = ScenarioPresentation()
        if let entry = entries["delegate"] {
            let named = try nodes.string(entry.value, for: "delegate", expected: "a delegate name")
            result.delegate = named
            delegate = (named, entry.value)
        }
        if let entry = entries["modalInPresentation"] {
            result.modalInPresentation = try nodes.bool(entry.value, for: "modalInPresentation")
        }
        if let entry = entries["shouldDismiss"] {
            result.shouldDismiss = try nodes.bool(entry.value, for: "shouldDismiss")
        }
        if let entry = entries["adaptiveStyle"] {
            let choices = [("none", TracedDelegate.AdaptiveAnswer.keep)] + Self.styles.map { ($0.0, .style($0.1)) }
            result.adaptiveStyle = try nodes.choice(entry.value, for: "adaptiveStyle",
                                                    what: "adaptive style (none or a presentation style)", among: choices)
        }
        if result.needsDelegate && result.delegate == nil {
            throw nodes.error(at: node, "'\(name)''s presentation gives the delegate's answers (shouldDismiss, adaptiveStyle) "
                + "but no delegate: add 'delegate: <name>'")
        }
        return result
    }
}

extension ScenarioWriter {
    /// A `presentation:` mapping, with only what differs from UIKit's defaults.
    static func presentationPairs(_ presentation: ScenarioPresentation) -> [(String, ScenarioYAML)] {
        var pairs: [(String, ScenarioYAML)] = []
        if let delegate = presentation.delegate { pairs.append(("delegate", .text(scalar(delegate)))) }
        if presentation.modalInPresentation { pairs.append(("modalInPresentation", .text("true"))) }
        if !presentation.shouldDismiss { pairs.append(("shouldDismiss", .text("false"))) }
        switch presentation.adaptiveStyle {
        case .keep: pairs.append(("adaptiveStyle", .text("none")))
        case .style(let style): pairs.append(("adaptiveStyle", .text(ScenarioLoader.styleName(style))))
        case nil: break
        }
        return pairs
    }
}
