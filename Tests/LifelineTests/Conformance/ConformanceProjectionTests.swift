import Testing
@testable import Lifeline

/// The matcher on hand-built traces and logs, so that it is seen to fail as well as to pass.
@Suite("Conformance projection")
struct ConformanceProjectionTests {
    /// A trace with one recorded event per step, objects registered on first use.
    static func trace(_ steps: [(String, EventName)]) -> Trace {
        let recorder = TraceRecorder(iosVersion: 26)
        var ids: [String: ObjectID] = [:]
        for (object, name) in steps {
            let id = ids[object] ?? recorder.register(name: object, className: "Hand", role: .view)
            ids[object] = id
            recorder.record(name, object: id)
        }
        return recorder.trace
    }

    static let vcSpec = ProjectionSpec(objects: ["": "vc", "view": "vc.view", "subview": "child"],
                                       ignore: ["init(coder:)", "loadViewIfNeeded(logged override)", "view.dealloc"])

    /// Reads `log` through `spec`, projects `model` and compares under `ordering`.
    static func result(log: [String], model: [(String, EventName)], spec: ProjectionSpec = vcSpec,
                       ordering: ConformanceOrdering = .total, checkpoints: [ConformanceRun.Checkpoint] = []) throws -> ConformanceMatchResult {
        let projection = try LogProjection(events: log, spec: spec)
        let run = ConformanceRun(trace: trace(model), checkpoints: checkpoints)
        return ProjectionMatcher.compare(expected: projection.expected, actual: projection.project(run),
                                         ordering: ordering, describe: projection.describe)
    }

    // MARK: Reading the log

    @Test func prefixesMapToModelObjectsAndUnprefixedNamesToTheMainController() throws {
        let projection = try LogProjection(
            events: ["viewDidLoad", "view.layoutSubviews", "subview.willMoveToWindow", "traitCollectionDidChange"],
            spec: Self.vcSpec)
        #expect(projection.expected == [
            .callback("vc", .viewDidLoad), .callback("vc.view", .layoutSubviews),
            .callback("child", .willMoveToWindow), .callback("vc", .traitCollectionDidChange),
        ])
    }

    @Test func ignoredNamesAreDroppedAndMarksAreRead() throws {
        let projection = try LogProjection(
            events: ["init(coder:)", "loadView", "loadViewIfNeeded(logged override)", "viewLayoutMarginsDidChange?",
                     "@sync", "view.dealloc"],
            spec: Self.vcSpec)
        #expect(projection.expected == [
            .callback("vc", .loadView), .callback("vc", .viewLayoutMarginsDidChange, optional: true), .checkpoint("@sync"),
        ])
        #expect(projection.callbacks == [ProjectedCallback(object: "vc", name: .loadView),
                                         ProjectedCallback(object: "vc", name: .viewLayoutMarginsDidChange)])
    }

    @Test func unknownPrefixesAndNamesAreErrorsNotSilentDrops() {
        #expect(throws: ProjectionError.unknownPrefix(event: "nav.viewDidLoad", prefix: "nav")) {
            try LogProjection(events: ["nav.viewDidLoad"], spec: Self.vcSpec)
        }
        #expect(throws: ProjectionError.unknownCallback(event: "viewWillTransitionToSizeSoon")) {
            try LogProjection(events: ["viewWillTransitionToSizeSoon"], spec: Self.vcSpec)
        }
    }

    /// S4-07, S4-08 print the delegate's calls as `nav.willShow(A)`; S4-11, S4-15 gloss `staged`.
    @Test func delegateCallsAndTheStagedGlossAreRead() throws {
        let spec = ProjectionSpec(objects: ["A": "a", "nav": "delegate"])
        let projection = try LogProjection(events: ["nav.willShow(A)", "nav.didShow(A)"], spec: spec)
        #expect(projection.expected == [.callback("delegate", .navigationControllerWillShow),
                                        .callback("delegate", .navigationControllerDidShow)])
        #expect(throws: ProjectionError.unknownCallback(event: "nav.willShow(C)")) {
            try LogProjection(events: ["nav.willShow(C)"], spec: spec)
        }
        #expect(ConformanceOrdering(fixtureValue: "staged (per-controller order within stage)") == .staged)
        #expect(ConformanceOrdering(fixtureValue: "not an order (flag checkpoints)") == nil)
    }

    /// Callbacks, and the diagnostics, state changes and logged lines S20 reads; never a call or a
    /// run-loop phase, which no log prints.
    @Test func everyModelCallbackHasALogSpellingAndOnlyCallbacksDiagnosticsAndStateDo() {
        for name in EventName.allCases where name.kind == .callback {
            #expect(ConformanceLogNames.spelling[name] != nil, "\(name.rawValue) has no log spelling")
        }
        for name in ConformanceLogNames.table.values {
            #expect([.callback, .diagnostic, .state, .log].contains(name.kind))
        }
    }

    // MARK: Projecting the model

    @Test func projectionKeepsOnlyThePairsTheLogMentions() throws {
        let projection = try LogProjection(events: ["viewDidLoad", "viewWillAppear"], spec: Self.vcSpec)
        let model = Self.trace([
            ("vc", .loadView), ("vc", .viewDidLoad), ("vc.view", .viewDidLoad), ("other", .viewWillAppear),
            ("vc", .loadViewIfNeeded), ("vc", .viewWillAppear), ("vc", .viewDidAppear),
        ])
        #expect(projection.project(ConformanceRun(trace: model)) == [.callback("vc", .viewDidLoad), .callback("vc", .viewWillAppear)])
    }

    @Test func trackedCallbacksMakeTheirAbsenceCount() throws {
        let model: [(String, EventName)] = [("vc", .viewDidLoad), ("vc", .viewWillAppear), ("vc", .viewDidAppear)]
        let log = ["viewDidLoad", "viewWillAppear"]
        #expect(try Self.result(log: log, model: model) == .match)
        var spec = Self.vcSpec
        spec.tracked = ["viewDidAppear"]
        #expect(try !Self.result(log: log, model: model, spec: spec).isMatch)
    }

    @Test func theObservedRangeAndCheckpointsArePlacedByPosition() throws {
        let projection = try LogProjection(events: ["viewWillAppear", "@sync", "viewDidAppear"], spec: Self.vcSpec)
        let model = Self.trace([("vc", .viewWillAppear), ("vc", .viewDidAppear), ("vc", .viewWillAppear), ("vc", .viewDidAppear)])
        let run = ConformanceRun(trace: model, observed: 2..<4,
                           checkpoints: [.init(label: "@early", position: 1), .init(label: "@sync", position: 3)])
        #expect(projection.project(run) == [.callback("vc", .viewWillAppear), .checkpoint("@sync"), .callback("vc", .viewDidAppear)])
    }

    // MARK: Layout passes

    @Test func consecutiveRepeatedLayoutPassesCollapse() {
        let pass: [ProjectedStep] = [.callback("vc", .viewWillLayoutSubviews), .callback("vc.view", .layoutSubviews),
                                     .callback("vc", .viewDidLayoutSubviews), .callback("child", .layoutSubviews)]
        let appear = ProjectedStep.callback("vc", .viewWillAppear)
        let didAppear = ProjectedStep.callback("vc", .viewDidAppear)
        #expect(ProjectionMatcher.collapseLayoutPasses([appear] + pass + pass + pass + [didAppear]) == [appear] + pass + [didAppear])
        // Passes that are not next to each other, or not the same, stay.
        #expect(ProjectionMatcher.collapseLayoutPasses(pass + [didAppear] + pass) == pass + [didAppear] + pass)
        let shorter = Array(pass.prefix(3))
        #expect(ProjectionMatcher.collapseLayoutPasses(pass + shorter) == pass + shorter)
        // A log that prints only viewWillLayoutSubviews (S1-12) repeats as a one-step pass.
        let will = ProjectedStep.callback("vc", .viewWillLayoutSubviews)
        #expect(ProjectionMatcher.collapseLayoutPasses([appear, will, will, didAppear]) == [appear, will, didAppear])
    }

    @Test func oneOrTwoLayoutPassesMatchEitherWay() throws {
        let one = ["viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"]
        let two = ["viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
                   "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"]
        let modelOne: [(String, EventName)] = [("vc", .viewWillAppear), ("vc", .viewWillLayoutSubviews),
                                               ("vc.view", .layoutSubviews), ("vc", .viewDidLayoutSubviews),
                                               ("vc", .viewDidAppear)]
        let modelTwo = Array(modelOne.prefix(4)) + Array(modelOne.dropFirst().prefix(3)) + [modelOne[4]]
        #expect(try Self.result(log: two, model: modelOne) == .match)
        #expect(try Self.result(log: one, model: modelTwo) == .match)
        // A layout pass after viewDidAppear is not a repeat of the one before it.
        #expect(try !Self.result(log: one, model: modelOne + [("vc", .viewWillLayoutSubviews), ("vc", .viewDidLayoutSubviews)]).isMatch)
    }

    // MARK: Optional steps

    @Test func optionalStepsMayBeAbsentButNotMisplaced() throws {
        let log = ["viewWillAppear", "viewLayoutMarginsDidChange?", "viewIsAppearing", "viewDidAppear"]
        let base: [(String, EventName)] = [("vc", .viewWillAppear), ("vc", .viewIsAppearing), ("vc", .viewDidAppear)]
        #expect(try Self.result(log: log, model: base) == .match)
        let present: [(String, EventName)] = [base[0], ("vc", .viewLayoutMarginsDidChange), base[1], base[2]]
        #expect(try Self.result(log: log, model: present) == .match)
        let misplaced: [(String, EventName)] = [base[0], base[1], ("vc", .viewLayoutMarginsDidChange), base[2]]
        #expect(try !Self.result(log: log, model: misplaced).isMatch)
        let twice: [(String, EventName)] = [base[0], ("vc", .viewLayoutMarginsDidChange), ("vc", .viewLayoutMarginsDidChange),
                                            base[1], base[2]]
        #expect(try !Self.result(log: log, model: twice).isMatch)
        // A step without `?` must be there.
        #expect(try !Self.result(log: ["viewWillAppear", "viewIsAppearing", "viewDidAppear"], model: [base[0], base[2]]).isMatch)
    }

    // MARK: Total and staged ordering

    @Test func totalOrderingFailsWithAReadableDiff() throws {
        let log = ["view.willMoveToSuperview", "view.didMoveToSuperview", "view.willMoveToWindow", "view.didMoveToWindow"]
        let model: [(String, EventName)] = [("vc.view", .willMoveToWindow), ("vc.view", .willMoveToSuperview),
                                            ("vc.view", .didMoveToSuperview), ("vc.view", .didMoveToWindow)]
        let result = try Self.result(log: log, model: model)
        guard case .mismatch(let diff) = result else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(diff.contains("log:   view.willMoveToSuperview → view.didMoveToSuperview → view.willMoveToWindow → view.didMoveToWindow"))
        #expect(diff.contains("model: view.willMoveToWindow → view.willMoveToSuperview"))
        #expect(diff.contains("  + view.willMoveToWindow"))
        #expect(diff.contains("  - view.willMoveToWindow"))
    }

    static let stagedSpec = ProjectionSpec(objects: ["A": "a", "B": "b"])
    static let stagedLog = ["A.viewWillDisappear", "B.viewWillAppear", "@sync", "A.viewDidDisappear", "B.viewDidAppear"]

    @Test func stagedOrderingChecksOrderPerObjectInsideAStage() throws {
        // Across objects, the order inside a stage is free.
        let swapped: [(String, EventName)] = [("b", .viewWillAppear), ("a", .viewWillDisappear),
                                              ("b", .viewDidAppear), ("a", .viewDidDisappear)]
        let sync = [ConformanceRun.Checkpoint(label: "@sync", position: 2)]
        #expect(try Self.result(log: Self.stagedLog, model: swapped, spec: Self.stagedSpec, ordering: .staged,
                                checkpoints: sync) == .match)
        // Read as a total order, the same trace does not match.
        let totalLog = Self.stagedLog.filter { !$0.hasPrefix("@") }
        #expect(try !Self.result(log: totalLog, model: swapped, spec: Self.stagedSpec).isMatch)
        // A callback in the wrong stage does not match.
        let early = [ConformanceRun.Checkpoint(label: "@sync", position: 3)]
        #expect(try !Self.result(log: Self.stagedLog, model: swapped, spec: Self.stagedSpec, ordering: .staged,
                                 checkpoints: early).isMatch)
    }

    @Test func stagedOrderingStillFixesOneObjectsOrder() throws {
        let log = ["A.viewWillAppear", "A.viewIsAppearing", "B.viewWillAppear", "@later", "A.viewDidAppear"]
        let model: [(String, EventName)] = [("b", .viewWillAppear), ("a", .viewIsAppearing), ("a", .viewWillAppear),
                                            ("a", .viewDidAppear)]
        let result = try Self.result(log: log, model: model, spec: Self.stagedSpec, ordering: .staged,
                                     checkpoints: [.init(label: "@later", position: 3)])
        guard case .mismatch(let diff) = result else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(diff.contains("stage 0 (before @later), object a"))
    }

    @Test func stagedOrderingNeedsTheSameCheckpoints() throws {
        let model: [(String, EventName)] = [("a", .viewWillDisappear), ("b", .viewWillAppear),
                                            ("a", .viewDidDisappear), ("b", .viewDidAppear)]
        let other = [ConformanceRun.Checkpoint(label: "@afterOneMainQueueTurn", position: 2)]
        #expect(try !Self.result(log: Self.stagedLog, model: model, spec: Self.stagedSpec, ordering: .staged,
                                 checkpoints: other).isMatch)
        #expect(try !Self.result(log: Self.stagedLog, model: model, spec: Self.stagedSpec, ordering: .staged).isMatch)
    }

    // MARK: Partial orderings (S11-03, S11-08, S11-09)

    /// Reads `log` with `pairs` and compares it as a partial order.
    static func partialResult(log: [String], pairs: [[Int]], model: [(String, EventName)],
                              checkpoints: [ConformanceRun.Checkpoint] = []) throws -> ConformanceMatchResult {
        let spec = ProjectionSpec(objects: ["": "vc"], ignore: ["@sizeChange"], pairs: pairs)
        let projection = try LogProjection(events: log, spec: spec)
        let run = ConformanceRun(trace: trace(model), checkpoints: checkpoints)
        return ProjectionMatcher.compare(expected: projection.expected, actual: projection.project(run),
                                         ordering: .partial, pairs: projection.pairs, describe: projection.describe)
    }

    static let rotationLog = ["willTransitionToTraitCollection", "traitCollectionDidChange", "viewWillTransitionToSize"]

    @Test func partialOrderingChecksOnlyItsPairs() throws {
        // S11-08's one pair: willTransition before traitCollectionDidChange; the size notification
        // may come anywhere, before or after either.
        let sizeFirst: [(String, EventName)] = [("vc", .viewWillTransitionToSize), ("vc", .willTransitionToTraitCollection),
                                                ("vc", .traitCollectionDidChange)]
        #expect(try Self.partialResult(log: Self.rotationLog, pairs: [[0, 1]], model: sizeFirst) == .match)
        let sizeBetween: [(String, EventName)] = [("vc", .willTransitionToTraitCollection), ("vc", .viewWillTransitionToSize),
                                                  ("vc", .traitCollectionDidChange)]
        #expect(try Self.partialResult(log: Self.rotationLog, pairs: [[0, 1]], model: sizeBetween) == .match)
        // Read as a total order, the first does not match.
        #expect(try !Self.result(log: Self.rotationLog, model: sizeFirst).isMatch)
    }

    @Test func aPairTheModelReversesOrLacksDoesNotMatch() throws {
        let reversed: [(String, EventName)] = [("vc", .traitCollectionDidChange), ("vc", .willTransitionToTraitCollection)]
        guard case .mismatch(let why) = try Self.partialResult(log: Self.rotationLog, pairs: [[0, 1]], model: reversed) else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(why.hasPrefix("willTransitionToTraitCollection → traitCollectionDidChange: the model has them the other way round"))
        let missing: [(String, EventName)] = [("vc", .traitCollectionDidChange)]
        guard case .mismatch(let lack) = try Self.partialResult(log: Self.rotationLog, pairs: [[0, 1]], model: missing) else {
            Issue.record("expected a mismatch")
            return
        }
        #expect(lack.hasPrefix("willTransitionToTraitCollection → traitCollectionDidChange: the model has no willTransitionToTraitCollection there"))
    }

    /// S11-03: traitCollectionDidChange comes twice, once before `@visibleRotation` and once after;
    /// a pair names the second, which is the model's first after the checkpoint.
    @Test func aRepeatedStepIsFoundByItsPlaceInItsStage() throws {
        let log = ["viewDidLoad", "traitCollectionDidChange", "@visibleRotation", "willTransitionToTraitCollection",
                   "traitCollectionDidChange"]
        let model: [(String, EventName)] = [("vc", .viewDidLoad), ("vc", .traitCollectionDidChange),
                                            ("vc", .traitCollectionDidChange), ("vc", .willTransitionToTraitCollection),
                                            ("vc", .traitCollectionDidChange)]
        // Checkpoint after the first two: the model's second trait change falls in the rotation
        // stage, before willTransition, so the pair does not hold.
        let early = [ConformanceRun.Checkpoint(label: "@visibleRotation", position: 2)]
        #expect(try !Self.partialResult(log: log, pairs: [[3, 4]], model: model, checkpoints: early).isMatch)
        let late = [ConformanceRun.Checkpoint(label: "@visibleRotation", position: 3)]
        #expect(try Self.partialResult(log: log, pairs: [[0, 1], [3, 4]], model: model, checkpoints: late) == .match)
        #expect(try !Self.partialResult(log: log, pairs: [[3, 4]], model: model).isMatch, "the checkpoints must be the model's")
    }

    @Test func aPairMustNameTwoStepsOfTheLog() {
        #expect(throws: ProjectionError.badPair("[0] is not [before, after]")) {
            try LogProjection(events: Self.rotationLog, spec: ProjectionSpec(objects: ["": "vc"], pairs: [[0]]))
        }
        #expect(throws: ProjectionError.badPair("3 is not an index of events")) {
            try LogProjection(events: Self.rotationLog, spec: ProjectionSpec(objects: ["": "vc"], pairs: [[0, 3]]))
        }
        #expect(throws: ProjectionError.badPair("events[1] '@sizeChange' is ignored or a checkpoint")) {
            try LogProjection(events: ["viewWillTransitionToSize", "@sizeChange"],
                              spec: ProjectionSpec(objects: ["": "vc"], ignore: ["@sizeChange"], pairs: [[0, 1]]))
        }
    }

    @Test func onlyTotalStagedAndPartialOrderingsAreRead() {
        #expect(ConformanceOrdering(fixtureValue: "partial") == .partial)
        #expect(ConformanceOrdering(fixtureValue: "total") == .total)
        #expect(ConformanceOrdering(fixtureValue: "staged") == .staged)
        #expect(ConformanceOrdering(fixtureValue: "two separate documented sequences") == nil)
        #expect(ConformanceOrdering(fixtureValue: "n/a") == nil)
    }
}
