import Yams

extension ScenarioOperations {
    /// `react: { when: { object: home, callback: viewDidAppear }, do: [steps] }`: app code inside
    /// a callback, as an override runs it: `home.react(to: .viewDidAppear, at:, on:) { steps }`.
    /// The steps run inside the callback's event (nested under it in the trace), after `super` or
    /// before it (`at: beforeSuper`); the first time (the default), every time (`every: true`) or
    /// the n-th time (`occurrence: n`); with `if: { isBeingPresented: true }`, only the calls in
    /// which the controller's flags hold count. The same mapping is an item of the top-level
    /// `react` section, which attaches before the first step. A reaction attaches to its object
    /// when the object comes into being (at once if it already has), as an override is there from
    /// the start.
    public struct React: ScenarioOperation {
        public static let name = "react"
        public static let signature = ScenarioSignature(["when", "at", "do", "alongside", "transitionCompletion"],
                                                        required: ["when", "do"])
        /// The controller, window, view or hosted content node whose callback runs the steps.
        public var object: ScenarioObject
        /// The callback, one the object's type receives (`ViewController.receivedCallbacks`).
        public var callback: EventName
        /// Which calls of the callback run the steps (among those the conditions let through).
        public var occurrence: ReactionOccurrence
        /// Flags of the controller that must hold when the callback runs; all of them, in order.
        public var conditions: [Condition]
        /// Before or after the model's own implementation (`super`).
        public var moment: ReactionMoment
        /// What the reaction does.
        public var steps: [ScenarioStep]
        /// In a size transition's callback (`viewWillTransitionToSize`, `willTransitionToTraitCollection`):
        /// the blocks the reaction adds with `coordinator.animate(alongsideTransition:completion:)`
        /// after its steps, which run where UIKit runs them (SizeTransition.swift); nil for none.
        public var alongside: [ScenarioStep]?
        public var transitionCompletion: [ScenarioStep]?

        public init(object: ScenarioObject, callback: EventName, occurrence: ReactionOccurrence = .first,
                    conditions: [Condition] = [], moment: ReactionMoment = .afterSuper, steps: [ScenarioStep],
                    alongside: [ScenarioStep]? = nil, transitionCompletion: [ScenarioStep]? = nil) {
            self.object = object
            self.callback = callback
            self.occurrence = occurrence
            self.conditions = conditions
            self.moment = moment
            self.steps = steps
            self.alongside = alongside
            self.transitionCompletion = transitionCompletion
        }

        /// The callbacks a coordinator is passed to.
        static let transitionCallbacks: Set<EventName> = [.viewWillTransitionToSize, .willTransitionToTraitCollection]

        /// A flag a test asserts on a controller, and the value it must have.
        public struct Condition: Sendable, Equatable {
            public var flag: Flag
            public var value: Bool

            public init(_ flag: Flag, _ value: Bool = true) {
                self.flag = flag
                self.value = value
            }

            @MainActor func holds(for controller: ViewController) -> Bool { flag.value(of: controller) == value }
        }

        /// The controller flags a condition can test, as UIKit names them.
        public enum Flag: String, Sendable, CaseIterable {
            case isBeingPresented, isBeingDismissed, isMovingToParent, isMovingFromParent

            @MainActor func value(of controller: ViewController) -> Bool {
                switch self {
                case .isBeingPresented: return controller.isBeingPresented
                case .isBeingDismissed: return controller.isBeingDismissed
                case .isMovingToParent: return controller.isMovingToParent
                case .isMovingFromParent: return controller.isMovingFromParent
                }
            }
        }

        static let whenKeys = ["object", "callback", "every", "occurrence", "if"]
        static let moments: [(String, ReactionMoment)] = [("beforeSuper", .beforeSuper), ("afterSuper", .afterSuper)]

        public init(_ args: ScenarioArguments) throws(ScenarioError) {
            let nodes = args.nodes
            let whenNode = args.node("when")
            let when = try nodes.entries(whenNode, for: "when", expected: "a mapping ({ object: home, callback: viewDidAppear })",
                                         allowed: Self.whenKeys, what: "key of 'when'")
            for key in ["object", "callback"] where when[key] == nil {
                throw nodes.error(at: whenNode, "missing '\(key)' in 'when'; it takes \(Self.whenKeys.joined(separator: ", "))")
            }
            let objectNode = when["object"]!.value
            object = try ScenarioObject(objectNode, args, purpose: "a reaction", allowsContent: true)
            callback = try Self.callback(when["callback"]!.value, of: object, args)
            occurrence = try Self.occurrence(when, nodes)
            conditions = []
            if let entry = when["if"] {
                guard case .controller = object, !args.declared.presentationControllers.contains(object.name) else {
                    throw nodes.error(at: entry.keyNode, "'if' tests a controller's flags, and '\(object.name)' is not a controller")
                }
                let flags = Flag.allCases.map(\.rawValue)
                for flag in try nodes.entries(entry.value, for: "if", expected: "a mapping of flags ({ isBeingPresented: true })",
                                              allowed: flags, what: "flag") {
                    conditions.append(Condition(Flag(rawValue: flag.key)!, try nodes.bool(flag.value, for: flag.key)))
                }
            }
            moment = .afterSuper
            if args.has("at") { moment = try nodes.choice(args.node("at"), for: "at", what: "moment", among: Self.moments) }
            if case .content = object, moment == .beforeSuper {
                throw nodes.error(at: args.node("at"), "hosted content has no 'super': a reaction joins its "
                    + "\(ScenarioObject.spelling(of: callback)) actions after the ones added before it")
            }
            steps = try args.steps("do", in: "a reaction's 'do'")
            alongside = args.has("alongside") ? try args.steps("alongside", in: "an alongside animation") : nil
            transitionCompletion = args.has("transitionCompletion")
                ? try args.steps("transitionCompletion", in: "a transition's completion") : nil
            for key in ["alongside", "transitionCompletion"] where args.has(key) {
                guard case .controller = object, Self.transitionCallbacks.contains(callback) else {
                    throw nodes.error(at: args.node(key), "'\(key)' adds a block to a size transition's coordinator, which only "
                        + "a controller's viewWillTransitionToSize or willTransitionToTraitCollection receives")
                }
            }
        }

        /// `callback: viewDidAppear` (the name `EventName` gives it) or its Swift spelling
        /// (`viewDidAppear(_:)`), among the callbacks the object's type receives.
        private static func callback(_ node: Node, of object: ScenarioObject,
                                     _ args: ScenarioArguments) throws(ScenarioError) -> EventName {
            let text = try args.nodes.string(node, for: "callback", expected: "a callback name")
            let (typeName, callbacks) = object.receivedCallbacks(args.declared)
            if let callback = callbacks.first(where: { ScenarioObject.spelling(of: $0) == text || $0.rawValue == text }) {
                return callback
            }
            let names = callbacks.map(ScenarioObject.spelling(of:)).sorted()
            var message = "'\(object.name)' is a \(typeName), which has no callback '\(text)'; expected one of "
                + names.joined(separator: ", ")
            if let nearest = NameSuggestion.nearest(to: text, among: names) { message += "; did you mean '\(nearest)'?" }
            throw args.nodes.error(at: node, message)
        }

        private static func occurrence(_ when: [ScenarioNodes.Entry], _ nodes: ScenarioNodes) throws(ScenarioError)
            -> ReactionOccurrence {
            if when["every"] != nil, let occurrence = when["occurrence"] {
                throw nodes.error(at: occurrence.keyNode, "give either 'every: true' or 'occurrence: n', not both")
            }
            if let every = when["every"] { return try nodes.bool(every.value, for: "every") ? .every : .first }
            guard let entry = when["occurrence"] else { return .first }
            let count = try nodes.integer(entry.value, for: "occurrence")
            guard count >= 1 else {
                throw nodes.error(at: entry.value, "'occurrence' counts calls from 1 (the first); found \(count)")
            }
            return .nth(count)
        }

        public func write(to args: inout ScenarioArgumentWriter) {
            args.mapping("when") { when in
                when.name("object", object.name)
                when.word("callback", ScenarioObject.spelling(of: callback))
                switch occurrence {
                case .first: break
                case .every: when.bool("every", true)
                case .nth(let count): when.integer("occurrence", count)
                }
                if !conditions.isEmpty {
                    when.mapping("if") { flags in
                        for condition in conditions { flags.bool(condition.flag.rawValue, condition.value) }
                    }
                }
            }
            if moment != .afterSuper { args.word("at", ScenarioNodes.spelling(of: moment, among: Self.moments)) }
            args.steps("do", steps)
            if let alongside { args.steps("alongside", alongside) }
            if let transitionCompletion { args.steps("transitionCompletion", transitionCompletion) }
        }

        /// The reaction's arguments as an item of the top-level `react` section.
        var arguments: ScenarioYAML {
            var writer = ScenarioArgumentWriter()
            write(to: &writer)
            return .mapping(writer.pairs.map { ($0.key, $0.value) })
        }

        public func perform(in runner: ScenarioRunner) { runner.attach(self) }
    }
}
