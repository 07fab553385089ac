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
    /// `shouldRemovePresentersView` of its (custom) presentation controller.
    public var removesPresentersView: Bool
    /// A custom animated transition: the `TransitionAnimator` set as `transitioningDelegate`.
    public var transition: Transition?
    /// `definesPresentationContext`: current-context presentations asked of it or its
    /// descendants are made by it.
    public var definesPresentationContext = false
    /// The sheet's `detents`, by identifier (iOS 15+); nil for UIKit's default, large only.
    public var detents: [String]?
    /// `modalTransitionStyle`; nil for UIKit's default, cover vertical.
    public var modalTransitionStyle: ModalTransitionStyle?
    /// `providesPresentationContextTransitionStyle`: with `definesPresentationContext`, its
    /// transition style replaces that of what it presents.
    public var providesPresentationContextTransitionStyle = false
    /// The app's presentation controller the transitioning delegate returns for this `.custom`
    /// presentation (`presentationController: { name: dimmer, ... }`); nil for UIKit's own.
    public var presentationController: CustomPresentationController?

    /// `presentationController: { name: dimmer, removesPresentersView: true, dimmingView: dim }`:
    /// a `TracedPresentationController` the transitioning delegate returns from
    /// `presentationController(forPresented:presenting:source:)`.
    public struct CustomPresentationController: Sendable, Equatable {
        /// Its name in the trace, which reactions name.
        public var name: String
        /// What its `shouldRemovePresentersView` answers.
        public var removesPresentersView: Bool
        /// A view it adds to the container in `presentationTransitionWillBegin` and removes in
        /// `dismissalTransitionDidEnd(true)` (or `presentationTransitionDidEnd(false)`); nil for none.
        public var dimmingView: String?

        public init(name: String, removesPresentersView: Bool = false, dimmingView: String? = nil) {
            self.name = name
            self.removesPresentersView = removesPresentersView
            self.dimmingView = dimmingView
        }

        static let keys = ["name", "removesPresentersView", "dimmingView"]
    }

    /// `transition: { animator: fade, duration: 0.3, completes: afterDuration }`.
    public struct Transition: Sendable, Equatable {
        /// The animator's name: a new `TransitionAnimator`, shared by the controllers naming it.
        public var animator: String
        /// What its `transitionDuration(using:)` answers.
        public var duration: Double
        /// How it ends its transitions.
        public var completes: TransitionAnimator.Completion

        public init(animator: String, duration: Double = 0.3, completes: TransitionAnimator.Completion = .afterDuration) {
            self.animator = animator
            self.duration = duration
            self.completes = completes
        }

        static let completions: [(String, TransitionAnimator.Completion)] = [
            ("afterDuration", .afterDuration), ("never", .never), ("twice", .twice),
        ]
    }

    public init(delegate: String? = nil, modalInPresentation: Bool = false, shouldDismiss: Bool = true,
                adaptiveStyle: TracedDelegate.AdaptiveAnswer? = nil, removesPresentersView: Bool = false,
                transition: Transition? = nil) {
        self.removesPresentersView = removesPresentersView
        self.transition = transition
        self.delegate = delegate
        self.modalInPresentation = modalInPresentation
        self.shouldDismiss = shouldDismiss
        self.adaptiveStyle = adaptiveStyle
    }

    /// The keys of the mapping, in the order messages list them.
    static let keys = ["delegate", "modalInPresentation", "shouldDismiss", "adaptiveStyle", "removesPresentersView",
                       "transition", "definesPresentationContext", "detents",
                       "modalTransitionStyle", "providesPresentationContextTransitionStyle", "presentationController"]

    /// The delegate's answers need a delegate to give them.
    var needsDelegate: Bool { !shouldDismiss || adaptiveStyle != nil }
}

extension ScenarioLoader {
    /// A controller's `presentation:` mapping; the delegate name it declares goes in `delegate`.
    func presentation(_ node: Node, of name: String, delegate: inout (String, Node)?,
                      animator: inout (String, Node)?,
                      customController: inout [(String, Node)]) throws(ScenarioError) -> ScenarioPresentation {
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
        if let entry = entries["removesPresentersView"] {
            result.removesPresentersView = try nodes.bool(entry.value, for: "removesPresentersView")
        }
        if let entry = entries["definesPresentationContext"] {
            result.definesPresentationContext = try nodes.bool(entry.value, for: "definesPresentationContext")
        }
        if let entry = entries["modalTransitionStyle"] {
            result.modalTransitionStyle = try nodes.choice(entry.value, for: "modalTransitionStyle", what: "transition style",
                                                           among: ModalTransitionStyle.allCases.map { ($0.rawValue, $0) })
        }
        if let entry = entries["providesPresentationContextTransitionStyle"] {
            result.providesPresentationContextTransitionStyle = try nodes.bool(
                entry.value, for: "providesPresentationContextTransitionStyle")
        }
        if let entry = entries["detents"] {
            let named = try nodes.strings(entry.value, for: "detents", expected: "a list of detent identifiers (e.g. [medium, large])")
            guard !named.isEmpty else { throw nodes.error(at: entry.value, "a sheet needs at least one detent") }
            var seen: Set<String> = []
            for (detent, at) in named where !seen.insert(detent).inserted {
                throw nodes.error(at: at, "detent '\(detent)' is declared twice")
            }
            result.detents = named.map(\.0)
        }
        if let entry = entries["transition"] {
            result.transition = try transition(entry.value, animator: &animator)
        }
        if let entry = entries["presentationController"] {
            result.presentationController = try customPresentationController(entry.value, names: &customController)
            guard result.transition != nil else {
                throw nodes.error(at: entry.keyNode, "'\(name)''s presentation controller is what its transitioning delegate "
                    + "returns: add 'transition: { animator: <name> }'")
            }
            if let conflicting = entries["removesPresentersView"] {
                throw nodes.error(at: conflicting.keyNode, "'\(name)''s presentation controller answers shouldRemovePresentersView: "
                    + "give 'removesPresentersView' inside 'presentationController'")
            }
        }
        if result.needsDelegate && result.delegate == nil {
            throw nodes.error(at: node, "'\(name)''s presentation gives the delegate's answers (shouldDismiss, adaptiveStyle) "
                + "but no delegate: add 'delegate: <name>'")
        }
        return result
    }
}

extension ScenarioLoader {
    /// A `presentationController:` mapping; its name, then its dimming view's, go in `names`.
    func customPresentationController(_ node: Node, names: inout [(String, Node)]) throws(ScenarioError)
        -> ScenarioPresentation.CustomPresentationController {
        let fields = try nodes.entries(node, for: "presentationController",
                                       expected: "a mapping (e.g. '{ name: dimmer, dimmingView: dim }')",
                                       allowed: ScenarioPresentation.CustomPresentationController.keys,
                                       what: "presentationController key")
        guard let named = fields["name"] else {
            throw nodes.error(at: node, "a presentation controller needs 'name: <name>', the name reactions give it")
        }
        var result = ScenarioPresentation.CustomPresentationController(
            name: try nodes.string(named.value, for: "name", expected: "a presentation controller name"))
        names.append((result.name, named.value))
        if let field = fields["removesPresentersView"] {
            result.removesPresentersView = try nodes.bool(field.value, for: "removesPresentersView")
        }
        if let field = fields["dimmingView"] {
            let view = try nodes.string(field.value, for: "dimmingView", expected: "a view name")
            result.dimmingView = view
            names.append((view, field.value))
        }
        return result
    }

    /// A `transition:` mapping, a presentation's or (with `interactive`) a navigation
    /// controller's: the animator it declares, its duration and how it completes.
    func transition(_ node: Node, animator: inout (String, Node)?,
                    interactive: UnsafeMutablePointer<Bool>? = nil) throws(ScenarioError) -> ScenarioPresentation.Transition {
        let keys = ["animator", "duration", "completes"] + (interactive == nil ? [] : ["interactive"])
        let fields = try nodes.entries(node, for: "transition",
                                       expected: "a mapping (e.g. '{ animator: fade, duration: 0.3 }')",
                                       allowed: keys, what: "transition key")
        guard let named = fields["animator"] else {
            throw nodes.error(at: node, "a transition needs 'animator: <name>', the TransitionAnimator it declares")
        }
        var transition = ScenarioPresentation.Transition(animator: try nodes.string(named.value, for: "animator",
                                                                                     expected: "an animator name"))
        animator = (transition.animator, named.value)
        if let field = fields["duration"] { transition.duration = try nodes.number(field.value, for: "duration") }
        if let field = fields["completes"] {
            transition.completes = try nodes.choice(field.value, for: "completes", what: "completion",
                                                    among: ScenarioPresentation.Transition.completions)
        }
        if let interactive, let field = fields["interactive"] {
            interactive.pointee = try nodes.bool(field.value, for: "interactive")
        }
        return transition
    }
}

extension ScenarioWriter {
    /// A navigation controller's `transition:` mapping, as `transitionFields` with `interactive`.
    static func navigationTransitionYAML(_ navigation: ScenarioController.Navigation) -> ScenarioYAML? {
        guard let transition = navigation.transition else { return nil }
        var fields = transitionFields(transition)
        if navigation.interactive { fields.append(("interactive", .text("true"))) }
        return .mapping(fields)
    }

    /// A `transition:` mapping's fields, with only what differs from the defaults past the duration.
    static func transitionFields(_ transition: ScenarioPresentation.Transition) -> [(String, ScenarioYAML)] {
        var fields: [(String, ScenarioYAML)] = [("animator", .text(scalar(transition.animator))),
                                                ("duration", .text(TraceNameSyntax.number(transition.duration)))]
        if transition.completes != .afterDuration {
            let name = ScenarioPresentation.Transition.completions.first { $0.1 == transition.completes }!.0
            fields.append(("completes", .text(name)))
        }
        return fields
    }

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
        if presentation.removesPresentersView { pairs.append(("removesPresentersView", .text("true"))) }
        if presentation.definesPresentationContext { pairs.append(("definesPresentationContext", .text("true"))) }
        if let style = presentation.modalTransitionStyle { pairs.append(("modalTransitionStyle", .text(style.rawValue))) }
        if presentation.providesPresentationContextTransitionStyle {
            pairs.append(("providesPresentationContextTransitionStyle", .text("true")))
        }
        if let detents = presentation.detents {
            pairs.append(("detents", .text("[" + detents.map(scalar).joined(separator: ", ") + "]")))
        }
        if let transition = presentation.transition {
            pairs.append(("transition", .mapping(transitionFields(transition))))
        }
        if let custom = presentation.presentationController {
            var fields: [(String, ScenarioYAML)] = [("name", .text(scalar(custom.name)))]
            if custom.removesPresentersView { fields.append(("removesPresentersView", .text("true"))) }
            if let view = custom.dimmingView { fields.append(("dimmingView", .text(scalar(view)))) }
            pairs.append(("presentationController", .mapping(fields)))
        }
        return pairs
    }
}
