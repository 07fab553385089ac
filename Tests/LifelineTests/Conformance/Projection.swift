import Lifeline

// How a published log is read against the model (the conformance README, "How to read a log
// against the model"): a log shows only the callbacks its author printed, so the model trace is
// projected onto the (object, callback) pairs the log mentions and the two orders are compared.

/// A lifecycle callback of a named model object.
struct ProjectedCallback: Hashable, Sendable {
    var object: String
    var name: EventName
}

/// One step of a projected sequence: a callback, an `@` checkpoint, or a UIKit message the model
/// never records. Only log steps can be optional (a trailing `?`: the source says the call
/// happens only if something changed).
struct ProjectedStep: Hashable, Sendable {
    enum Content: Hashable, Sendable {
        case callback(ProjectedCallback)
        case checkpoint(String)
        /// A message a source logged that no model event stands for (the object, the log's name
        /// for it): an entry naming one cannot match, which is what its `expectation` says.
        case unmodelled(object: String, name: String)
    }

    var content: Content
    var isOptional = false

    static func callback(_ object: String, _ name: EventName, optional: Bool = false) -> ProjectedStep {
        ProjectedStep(content: .callback(ProjectedCallback(object: object, name: name)), isOptional: optional)
    }

    static func checkpoint(_ label: String) -> ProjectedStep {
        ProjectedStep(content: .checkpoint(label))
    }

    var callback: ProjectedCallback? {
        if case .callback(let callback) = content { return callback }
        return nil
    }

    var isCheckpoint: Bool {
        if case .checkpoint = content { return true }
        return false
    }

    /// The model object the step concerns; nil for a checkpoint.
    var object: String? {
        switch content {
        case .callback(let callback): return callback.object
        case .unmodelled(let object, _): return object
        case .checkpoint: return nil
        }
    }

    /// Part of a layout pass: `viewWillLayoutSubviews`, `viewDidLayoutSubviews` and any
    /// `layoutSubviews` between them.
    var isLayout: Bool {
        guard let name = callback?.name else { return false }
        return name == .viewWillLayoutSubviews || name == .viewDidLayoutSubviews || name == .layoutSubviews
    }
}

/// The project's reading of one entry: which model object each log prefix names, which of the
/// source's names are left out, and which callbacks the source tracked without listing them.
struct ProjectionSpec: Codable, Hashable, Sendable {
    /// Log prefix (`""` for unprefixed names, the scenario's main controller) → model object name.
    var objects: [String: String]
    /// Names in the source's own wording, outside the lifecycle callbacks (`init(coder:)`,
    /// `dealloc`, logged overrides of public methods): dropped from the log.
    var ignore: [String]
    /// Callbacks the source's harness recorded although they are absent from `events`, so their
    /// absence is part of the observation (S3-02's failing viewDidAppear assertion).
    var tracked: [String]?
    /// For an entry whose ordering is `partial`: the pairs of its `events` the source fixes, each
    /// `[before, after]` as indices into `events` (an event named twice is told apart by its place;
    /// an index naming an ignored event is an error). Nothing else of the list is compared.
    var pairs: [[Int]]?

    init(objects: [String: String], ignore: [String] = [], tracked: [String]? = nil, pairs: [[Int]]? = nil) {
        self.objects = objects
        self.ignore = ignore
        self.tracked = tracked
        self.pairs = pairs
    }
}

enum ProjectionError: Error, CustomStringConvertible, Equatable {
    case unknownPrefix(event: String, prefix: String)
    case unknownCallback(event: String)
    case missingObject(String)
    /// A `partial` entry's pair that is not two indices of `events`, or names an ignored event or a
    /// checkpoint.
    case badPair(String)

    var description: String {
        switch self {
        case .badPair(let why):
            return "partial ordering: \(why)"
        case .unknownPrefix(let event, let prefix):
            return "log event '\(event)': the projection maps no object for prefix '\(prefix)'"
        case .unknownCallback(let event):
            return "log event '\(event)' is not a lifecycle callback the model knows; map it or list it in 'ignore'"
        case .missingObject(let name):
            return "the scenario created no object named '\(name)'"
        }
    }
}

/// The log's canonical callback names (the README's conventions) and the model's events.
enum ConformanceLogNames {
    static let table: [String: EventName] = [
        "loadView": .loadView,
        "viewDidLoad": .viewDidLoad,
        "viewWillAppear": .viewWillAppear,
        "viewIsAppearing": .viewIsAppearing,
        "viewDidAppear": .viewDidAppear,
        "viewWillDisappear": .viewWillDisappear,
        "viewDidDisappear": .viewDidDisappear,
        "viewWillLayoutSubviews": .viewWillLayoutSubviews,
        "viewDidLayoutSubviews": .viewDidLayoutSubviews,
        "updateViewConstraints": .updateViewConstraints,
        "viewSafeAreaInsetsDidChange": .viewSafeAreaInsetsDidChange,
        "viewLayoutMarginsDidChange": .viewLayoutMarginsDidChange,
        "traitCollectionDidChange": .traitCollectionDidChange,
        "willMoveToWindow": .willMoveToWindow,
        "didMoveToWindow": .didMoveToWindow,
        "willMoveToSuperview": .willMoveToSuperview,
        "didMoveToSuperview": .didMoveToSuperview,
        "didAddSubview": .didAddSubview,
        "willRemoveSubview": .willRemoveSubview,
        "layoutSubviews": .layoutSubviews,
        "updateConstraints": .updateConstraints,
        "layoutMarginsDidChange": .layoutMarginsDidChange,
        "safeAreaInsetsDidChange": .safeAreaInsetsDidChange,
        "willMoveToParent": .willMoveToParent,
        "didMoveToParent": .didMoveToParent,
        "navigationControllerWillShow": .navigationControllerWillShow,
        "navigationControllerDidShow": .navigationControllerDidShow,
        "tabBarControllerShouldSelect": .tabBarControllerShouldSelect,
        "tabBarControllerDidSelect": .tabBarControllerDidSelect,
        "completion": .completion,
        "actionHandler": .actionHandler,
        "onAppear": .onAppear,
        "onDisappear": .onDisappear,
        "traitChangeHandler": .traitChangeHandler,
        "willTransitionToTraitCollection": .willTransitionToTraitCollection,
        "viewWillTransitionToSize": .viewWillTransitionToSize,
        // No log shows a coordinator's alongside block; spelled after the model's event.
        "alongsideTransition": .alongsideTransition,
        // S13: the scene and app delegates' state callbacks, as S13-01, S13-03 and S13-07 name them.
        "sceneWillResignActive": .sceneWillResignActive,
        "sceneDidEnterBackground": .sceneDidEnterBackground,
        "sceneWillEnterForeground": .sceneWillEnterForeground,
        "sceneDidBecomeActive": .sceneDidBecomeActive,
        "applicationWillResignActive": .applicationWillResignActive,
        "applicationDidEnterBackground": .applicationDidEnterBackground,
        "applicationWillEnterForeground": .applicationWillEnterForeground,
        "applicationDidBecomeActive": .applicationDidBecomeActive,
        // S13-20, S13-21, S13-22: UIApplication's notifications as an observer receives them.
        "didFinishLaunchingNotification": .didFinishLaunchingNotification,
        "willEnterForegroundNotification": .willEnterForegroundNotification,
        "didEnterBackgroundNotification": .didEnterBackgroundNotification,
        "didBecomeActiveNotification": .didBecomeActiveNotification,
        "willResignActiveNotification": .willResignActiveNotification,
        "willTerminateNotification": .willTerminateNotification,
        // S13-01, S13-04, S13-09, S13-10, S13-23, S13-24: launch and termination.
        "didFinishLaunching": .applicationDidFinishLaunching,
        "willConnectTo": .sceneWillConnect,
        "sceneDidDisconnect": .sceneDidDisconnect,
        "applicationWillTerminate": .applicationWillTerminate,
        // No log shows a hook's run; spelled after the model's events so every callback has a name.
        "perform": .hookPerform,
        "performWithoutFlag": .hookPerformWithoutFlag,
        // S20: UIKit's console messages, by the model's diagnostic names (the entries' notes quote
        // the messages), and the presentation links where they change (`a.presentedViewController(b)`,
        // the argument dropped as `(nil)` is).
        "presentingOutsideWindowHierarchy": .presentingOutsideWindowHierarchy,
        "presentingDuringTransition": .presentingDuringTransition,
        "presentingWhileAlreadyPresenting": .presentingWhileAlreadyPresenting,
        "dismissingDuringTransition": .dismissingDuringTransition,
        "presentingFromDetachedController": .presentingFromDetachedController,
        "unbalancedAppearanceTransition": .unbalancedAppearanceTransition,
        "presentedViewController": .presentedViewControllerChange,
        // A line app code printed (S20-11), compared by its place only, as callbacks are.
        "log": .log,
        "presentingViewController": .presentingViewControllerChange,
        // S14: UIAdaptivePresentationControllerDelegate, as uikit-traces-2 names its calls (`pc.`).
        "presentationControllerShouldDismiss": .presentationControllerShouldDismiss,
        "presentationControllerWillDismiss": .presentationControllerWillDismiss,
        "presentationControllerDidDismiss": .presentationControllerDidDismiss,
        "presentationControllerDidAttemptToDismiss": .presentationControllerDidAttemptToDismiss,
        "adaptivePresentationStyle(for:traitCollection:)": .adaptivePresentationStyle,
        "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)":
            .presentationControllerWillPresentWithAdaptiveStyle,
        // S15: the animator's calls (`animator.` in uikit-traces-2) and the presentation controller's.
        "animationControllerForPresented": .animationControllerForPresented,
        "animationControllerForDismissed": .animationControllerForDismissed,
        "transitionDuration": .transitionDuration,
        "animateTransition": .animateTransition,
        "animationEnded": .animationEnded,
        "presentationTransitionWillBegin": .presentationTransitionWillBegin,
        "presentationTransitionDidEnd": .presentationTransitionDidEnd,
        "dismissalTransitionWillBegin": .dismissalTransitionWillBegin,
        "dismissalTransitionDidEnd": .dismissalTransitionDidEnd,
        "interactionControllerForDismissal": .interactionControllerForDismissal,
        "sheetPresentationControllerDidChangeSelectedDetentIdentifier": .sheetPresentationControllerDidChangeSelectedDetentIdentifier,
        "selectedDetentIdentifier": .selectedDetentIdentifierChange,
        // The page view controller's data source and delegate, by the names S16-08 gives them.
        "viewControllerBefore": .pageViewControllerViewControllerBefore,
        "viewControllerAfter": .pageViewControllerViewControllerAfter,
        "willTransitionTo": .pageViewControllerWillTransition,
        "didFinishAnimating": .pageViewControllerDidFinishAnimating,
        // No log shows the split view delegate's calls; spelled after the methods' names.
        "topColumnForCollapsing": .splitViewControllerTopColumnForCollapsing,
        "displayModeForExpanding": .splitViewControllerDisplayModeForExpanding,
        "didCollapse": .splitViewControllerDidCollapse,
        "didExpand": .splitViewControllerDidExpand,
        "willChangeDisplayMode": .splitViewControllerWillChangeDisplayMode,
        "collapseSecondary": .splitViewControllerCollapseSecondary,
        "separateSecondary": .splitViewControllerSeparateSecondary,
        // A release, as most logs print it (S4-02, S17-01, S18-04: `B.dealloc`).
        "dealloc": .deallocated,
        // Storyboards and segues, as S17 spells them; the others after the methods.
        "init(coder:)": .initWithCoder,
        "init(nibName:bundle:)": .initWithNibName,
        "awakeFromNib": .awakeFromNib,
        "prepareForSegue": .prepareForSegue,
        "shouldPerformSegue": .shouldPerformSegue,
        "canPerformUnwindSegueAction": .canPerformUnwindSegueAction,
        "unwindAction": .unwindAction,
        "unwind(towards:)": .unwindTowards,
        // No log shows the navigation delegate's transition calls; spelled after the methods' names.
        "animationControllerForOperation": .navigationControllerAnimationControllerFor,
        "interactionControllerForAnimationController": .navigationControllerInteractionControllerFor,
        "containerViewWillLayoutSubviews": .containerViewWillLayoutSubviews,
        "containerViewDidLayoutSubviews": .containerViewDidLayoutSubviews,
        // A classic split view's primary, told to collapse or separate (S16-15); spelled after the methods.
        "collapseSecondaryViewController": .collapseSecondaryViewController,
        "separateSecondaryViewController": .separateSecondaryViewController,
        // presentation in depth, third part (issue 15): no log shows them; spelled after the methods.
        "presentationControllerForPresented": .presentationControllerForPresented,
        "interactionControllerForPresentation": .interactionControllerForPresentation,
        "animationControllerForTransitionFrom": .tabBarControllerAnimationControllerForTransition,
        "tabInteractionControllerFor": .tabBarControllerInteractionControllerFor,
    ]

    /// Other spellings sources use for the same callbacks: the delegate's calls as S4-07 and S4-08
    /// print them (`nav.willShow(A)`, its argument dropped by `LogProjection.parse`), and the
    /// completion blocks as S5-04, S5-15 and S5-16 name them (recorded on the controller the call
    /// was made on, which the projection maps to the unprefixed names).
    static let aliases: [String: EventName] = [
        "willShow": .navigationControllerWillShow,
        "didShow": .navigationControllerDidShow,
        "presentCompletion": .completion,
        "dismissCompletion": .completion,
        // S17-01, S17-03, S17-05 and S17-08 write the answer, the segue or the archive in
        // parentheses; only the callback is compared.
        "shouldPerformSegue(unwind)": .shouldPerformSegue,
        "canPerformUnwindSegueAction(false)": .canPerformUnwindSegueAction,
        "canPerformUnwindSegueAction(true)": .canPerformUnwindSegueAction,
        "unwind(action)": .unwindAction,
        "loadView(nib)": .loadView,
    ]

    /// UIKit's messages that no model event stands for, by the names entries give them:
    /// `pushingDuringPush` is iOS 7's "nested push animation can result in corrupted navigation
    /// bar" (S20-05; S20-06 quotes it with the bar's own line on iOS 13). From iOS 8 a push during
    /// a transition waits for it and logs nothing (S20-12), which is what the model does for the
    /// iOS 9 and later it covers, so it has no diagnostic for the message.
    static let unmodelled: Set<String> = ["pushingDuringPush"]

    static func callback(named member: String) -> EventName? { table[member] ?? aliases[member] }

    static let spelling: [EventName: String] = Dictionary(uniqueKeysWithValues: table.map { ($1, $0) })
}

/// A model run to project: its trace, the part of it the source observed, and the checkpoints
/// the scenario marked (positions count the events recorded before the checkpoint).
struct ConformanceRun: Sendable {
    struct Checkpoint: Hashable, Sendable {
        var label: String
        var position: Int
    }

    var trace: Trace
    var observed: Range<Int>
    var checkpoints: [Checkpoint]

    init(trace: Trace, observed: Range<Int>? = nil, checkpoints: [Checkpoint] = []) {
        self.trace = trace
        self.observed = observed ?? 0..<trace.events.count
        self.checkpoints = checkpoints
    }
}

/// A log read through a projection spec: the expected steps, and the callbacks to keep from a
/// model trace.
struct LogProjection: Sendable {
    let spec: ProjectionSpec
    let expected: [ProjectedStep]
    /// The (object, callback) pairs the log mentions, plus the tracked ones.
    let callbacks: Set<ProjectedCallback>
    /// `spec.pairs` as indices into `expected`.
    let pairs: [ProjectedPair]

    init(events: [String], spec: ProjectionSpec) throws {
        self.spec = spec
        var expected: [ProjectedStep] = []
        var expectedIndex: [Int: Int] = [:]
        for (index, event) in events.enumerated() {
            if let step = try LogProjection.parse(event, spec: spec) {
                expectedIndex[index] = expected.count
                expected.append(step)
            }
        }
        self.pairs = try (spec.pairs ?? []).map { pair in
            guard pair.count == 2 else { throw ProjectionError.badPair("\(pair) is not [before, after]") }
            let ends = try pair.map { index -> Int in
                guard events.indices.contains(index) else { throw ProjectionError.badPair("\(index) is not an index of events") }
                guard let step = expectedIndex[index], !expected[step].isCheckpoint else {
                    throw ProjectionError.badPair("events[\(index)] '\(events[index])' is ignored or a checkpoint")
                }
                return step
            }
            return ProjectedPair(before: ends[0], after: ends[1])
        }
        var callbacks = Set(expected.compactMap(\.callback))
        for name in spec.tracked ?? [] {
            if let callback = try LogProjection.parse(name, spec: spec)?.callback { callbacks.insert(callback) }
        }
        self.expected = expected
        self.callbacks = callbacks
    }

    /// One log name as a step; nil when it is ignored.
    static func parse(_ event: String, spec: ProjectionSpec) throws -> ProjectedStep? {
        if spec.ignore.contains(event) { return nil }
        if event.hasPrefix("@") { return .checkpoint(event) }
        var text = Substring(event)
        let optional = text.hasSuffix("?")
        if optional { text = text.dropLast() }
        // `willMoveToParent(nil)` (S6-06) names the argument; the projection compares callbacks only.
        if text.hasSuffix("(nil)") { text = text.dropLast(5) }
        // `nav.willShow(A)` (S4-07, S4-08) names the controller shown by one of the log's prefixes;
        // as with `(nil)`, only the callback is compared, its place in the order carries the rest.
        if text.hasSuffix(")"), let open = text.lastIndex(of: "("),
           spec.objects[String(text[text.index(after: open)..<text.index(before: text.endIndex)])] != nil {
            text = text[..<open]
        }
        let prefix: Substring
        let member: Substring
        if let dot = text.firstIndex(of: ".") {
            prefix = text[..<dot]
            member = text[text.index(after: dot)...]
        } else {
            prefix = ""
            member = text
        }
        guard let object = spec.objects[String(prefix)] else {
            throw ProjectionError.unknownPrefix(event: event, prefix: String(prefix))
        }
        if ConformanceLogNames.unmodelled.contains(String(member)) {
            return ProjectedStep(content: .unmodelled(object: object, name: String(member)), isOptional: optional)
        }
        guard let name = ConformanceLogNames.callback(named: String(member)) else {
            throw ProjectionError.unknownCallback(event: event)
        }
        return .callback(object, name, optional: optional)
    }

    /// The model's callbacks that the log mentions, in trace order, restricted to the observed
    /// part, with the scenario's checkpoints in place.
    func project(_ run: ConformanceRun) -> [ProjectedStep] {
        var steps: [ProjectedStep] = []
        var pending = run.checkpoints.filter { run.observed.contains($0.position) || $0.position == run.observed.upperBound }
        pending.sort { $0.position < $1.position }
        var next = pending.startIndex
        for index in run.observed {
            while next < pending.endIndex, pending[next].position <= index {
                steps.append(.checkpoint(pending[next].label))
                next += 1
            }
            let event = run.trace.events[index]
            // Callbacks, and the diagnostics, state changes and logged lines S20 names; calls and
            // run-loop phases never.
            guard event.kind == .callback || event.kind == .diagnostic || event.kind == .state || event.kind == .log,
                  let id = event.object, let object = run.trace.object(id) else { continue }
            let callback = ProjectedCallback(object: object.name, name: event.name)
            if callbacks.contains(callback) { steps.append(ProjectedStep(content: .callback(callback))) }
        }
        while next < pending.endIndex {
            steps.append(.checkpoint(pending[next].label))
            next += 1
        }
        return steps
    }

    /// A step in the log's own vocabulary: `view.willMoveToWindow`, `viewDidLoad`.
    func describe(_ step: ProjectedStep) -> String {
        switch step.content {
        case .checkpoint(let label):
            return label
        case .unmodelled(let object, let name):
            let prefix = spec.objects.filter { $0.value == object }.keys.sorted().first ?? object
            return (prefix.isEmpty ? name : "\(prefix).\(name)") + " (not modelled)" + (step.isOptional ? "?" : "")
        case .callback(let callback):
            let prefix = spec.objects.filter { $0.value == callback.object }.keys.sorted().first ?? callback.object
            let name = ConformanceLogNames.spelling[callback.name] ?? callback.name.rawValue
            return (prefix.isEmpty ? name : "\(prefix).\(name)") + (step.isOptional ? "?" : "")
        }
    }
}

/// How an entry's list constrains order.
enum ConformanceOrdering: String, Sendable {
    /// The list is one fixed order.
    case total
    /// `@` checkpoints split the list into stages; inside a stage only the order per object is fixed.
    case staged
    /// Only the pairs the projection names (`ProjectionSpec.pairs`) are ordered.
    case partial

    /// `total`, `staged`, or `staged` with a parenthesised gloss (S4-11, S4-15: "staged
    /// (per-controller order within stage)", which is what `staged` means here).
    init?(fixtureValue: String) {
        if fixtureValue.hasPrefix("staged (") && fixtureValue.hasSuffix(")") {
            self = .staged
        } else {
            self.init(rawValue: fixtureValue)
        }
    }
}

/// Two steps of a log, by their index in `LogProjection.expected`, that a partial entry orders.
struct ProjectedPair: Hashable, Sendable {
    var before: Int
    var after: Int
}

enum ConformanceMatchResult: Equatable, Sendable {
    case match
    case mismatch(String)

    var isMatch: Bool { self == .match }
}

enum ProjectionMatcher {
    /// Collapses consecutive repeats of a layout pass into one. A maximal run of layout steps is
    /// cut into passes, a new pass starting where a step would repeat inside the current one; a
    /// pass equal to the one before it is dropped (the README: a layout pass that repeats is one
    /// step that may occur once or more).
    static func collapseLayoutPasses(_ steps: [ProjectedStep]) -> [ProjectedStep] {
        var result: [ProjectedStep] = []
        var index = steps.startIndex
        while index < steps.endIndex {
            guard steps[index].isLayout else {
                result.append(steps[index])
                index += 1
                continue
            }
            var end = index
            while end < steps.endIndex, steps[end].isLayout { end += 1 }
            var passes: [[ProjectedStep]] = []
            var current: [ProjectedStep] = []
            for step in steps[index..<end] {
                if current.contains(where: { $0.content == step.content }) {
                    passes.append(current)
                    current = []
                }
                current.append(step)
            }
            passes.append(current)
            var previous: [ProjectedStep]?
            for pass in passes where pass != previous {
                result.append(contentsOf: pass)
                previous = pass
            }
            index = end
        }
        return result
    }

    /// True when `actual` is `expected` with some of its optional steps left out.
    static func matches(expected: [ProjectedStep], actual: [ProjectedStep]) -> Bool {
        var memo: [Int: Bool] = [:]
        func match(_ i: Int, _ j: Int) -> Bool {
            let key = i * (actual.count + 1) + j
            if let known = memo[key] { return known }
            let result: Bool
            if i == expected.count {
                result = j == actual.count
            } else {
                let same = j < actual.count && actual[j].content == expected[i].content
                result = (same && match(i + 1, j + 1)) || (expected[i].isOptional && match(i + 1, j))
            }
            memo[key] = result
            return result
        }
        return match(0, 0)
    }

    /// Compares the log's steps with the model's under the entry's ordering.
    static func compare(expected: [ProjectedStep], actual: [ProjectedStep], ordering: ConformanceOrdering,
                        pairs: [ProjectedPair] = [], describe: (ProjectedStep) -> String) -> ConformanceMatchResult {
        switch ordering {
        case .partial:
            return comparePairs(expected: expected, actual: actual, pairs: pairs, describe: describe)
        case .total:
            let log = collapseLayoutPasses(expected)
            let model = collapseLayoutPasses(actual)
            if matches(expected: log, actual: model) { return .match }
            return .mismatch(report(log: log, model: model, describe: describe))
        case .staged:
            return compareStaged(expected: expected, actual: actual, describe: describe)
        }
    }

    private static func stages(_ steps: [ProjectedStep]) -> (labels: [String], stages: [[ProjectedStep]]) {
        var labels: [String] = []
        var stages: [[ProjectedStep]] = [[]]
        for step in steps {
            if case .checkpoint(let label) = step.content {
                labels.append(label)
                stages.append([])
            } else {
                stages[stages.count - 1].append(step)
            }
        }
        return (labels, stages)
    }

    private static func compareStaged(expected: [ProjectedStep], actual: [ProjectedStep],
                                      describe: (ProjectedStep) -> String) -> ConformanceMatchResult {
        let log = stages(expected)
        let model = stages(actual)
        guard log.labels == model.labels else {
            return .mismatch("""
                the checkpoints differ
                  log:   \(log.labels.joined(separator: ", "))
                  model: \(model.labels.joined(separator: ", "))
                """)
        }
        var problems: [String] = []
        for (stageIndex, (logStage, modelStage)) in zip(log.stages, model.stages).enumerated() {
            var objects: [String] = []
            for step in logStage + modelStage {
                if let object = step.object, !objects.contains(object) { objects.append(object) }
            }
            for object in objects {
                let logSteps = collapseLayoutPasses(logStage.filter { $0.object == object })
                let modelSteps = collapseLayoutPasses(modelStage.filter { $0.object == object })
                if !matches(expected: logSteps, actual: modelSteps) {
                    let stageName = stageIndex == 0 ? "before \(log.labels.first ?? "the end")"
                        : "after \(log.labels[stageIndex - 1])"
                    problems.append("stage \(stageIndex) (\(stageName)), object \(object):\n"
                        + report(log: logSteps, model: modelSteps, describe: describe))
                }
            }
        }
        return problems.isEmpty ? .match : .mismatch(problems.joined(separator: "\n"))
    }

    /// A partial order: each pair's two log steps are found in the model and in the same order.
    /// A step is found by its place among the log's steps of the same content within its stage
    /// (between the same `@` checkpoints), so the second `traitCollectionDidChange` after
    /// `@visibleRotation` is the model's second one after that checkpoint. The checkpoints must be
    /// the model's; steps outside the pairs are not compared.
    private static func comparePairs(expected: [ProjectedStep], actual: [ProjectedStep], pairs: [ProjectedPair],
                                     describe: (ProjectedStep) -> String) -> ConformanceMatchResult {
        let logLabels = expected.compactMap { step -> String? in
            if case .checkpoint(let label) = step.content { return label }
            return nil
        }
        let modelLabels = actual.compactMap { step -> String? in
            if case .checkpoint(let label) = step.content { return label }
            return nil
        }
        guard logLabels == modelLabels else {
            return .mismatch("the checkpoints differ\n  log:   \(logLabels.joined(separator: ", "))\n  model: \(modelLabels.joined(separator: ", "))")
        }
        /// (stage, content, occurrence within the stage) of each step.
        func places(_ steps: [ProjectedStep]) -> [StepPlace] {
            var stage = 0
            var seen: [StepPlace: Int] = [:]
            return steps.map { step in
                if step.isCheckpoint { stage += 1 }
                let key = StepPlace(stage: stage, content: step.content, occurrence: 0)
                let occurrence = seen[key, default: 0]
                seen[key] = occurrence + 1
                return StepPlace(stage: stage, content: step.content, occurrence: occurrence)
            }
        }
        let logPlaces = places(expected)
        let modelIndex = Dictionary(places(actual).enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var problems: [String] = []
        for pair in pairs {
            let before = describe(expected[pair.before]), after = describe(expected[pair.after])
            switch (modelIndex[logPlaces[pair.before]], modelIndex[logPlaces[pair.after]]) {
            case (let first?, let second?) where first < second:
                continue
            case (_?, _?):
                problems.append("\(before) → \(after): the model has them the other way round")
            case (nil, _):
                problems.append("\(before) → \(after): the model has no \(before) there")
            case (_, nil):
                problems.append("\(before) → \(after): the model has no \(after) there")
            }
        }
        guard problems.isEmpty else {
            return .mismatch((problems + ["model: " + actual.map(describe).joined(separator: " → ")]).joined(separator: "\n"))
        }
        return .match
    }

    private struct StepPlace: Hashable {
        var stage: Int
        var content: ProjectedStep.Content
        var occurrence: Int
    }

    /// Both sequences and a line diff: `-` only in the log, `+` only in the model.
    static func report(log: [ProjectedStep], model: [ProjectedStep], describe: (ProjectedStep) -> String) -> String {
        var lines = [
            "log:   " + (log.isEmpty ? "(nothing)" : log.map(describe).joined(separator: " → ")),
            "model: " + (model.isEmpty ? "(nothing)" : model.map(describe).joined(separator: " → ")),
            "diff (- log only, + model only):",
        ]
        // Longest common subsequence on the steps' content.
        let n = log.count, m = model.count
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = log[i].content == model[j].content
                    ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, log[i].content == model[j].content {
                lines.append("    " + describe(log[i]))
                i += 1
                j += 1
            } else if j < m, i == n || table[i][j + 1] >= table[i + 1][j] {
                lines.append("  + " + describe(model[j]))
                j += 1
            } else {
                lines.append("  - " + describe(log[i]) + (log[i].isOptional ? "   (optional)" : ""))
                i += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}
