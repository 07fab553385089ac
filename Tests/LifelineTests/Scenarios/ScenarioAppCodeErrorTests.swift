import Testing
import LifelineScenarios

/// App code in scenario files refused at load with its position and exact message: reactions
/// naming an unknown object, a callback the object's type does not receive or a view a
/// controller builds; wrong types and impossible values in `when`, `at` and `do`; a negative
/// timer delay; run-loop steps inside a reaction, a block or a timer (app code runs within one
/// turn); and log lines without a message or on an unknown object.
@Suite("Scenario app code errors")
struct ScenarioAppCodeErrorTests {
    /// Six lines every case starts with; its own text starts on line 6.
    static let declarations = "controllers:\n  home: {}\n  nav: { type: navigation, root: list }\n"
        + "  list: { subviews: [label] }\nviews: [badge]\n"

    /// `ViewController.receivedCallbacks` (and a navigation controller's), as messages list them.
    static let controllerCallbacks = "allowedChildrenForUnwinding, awakeFromNib, canPerformUnwindSegueAction, "
        + "collapseSecondaryViewController, didMoveToParent, loadView, prepareForSegue, separateSecondaryViewController, "
        + "shouldPerformSegue, traitChangeHandler, traitCollectionDidChange, unwindAction, unwindTowards, updateViewConstraints, "
        + "viewDidAppear, viewDidDisappear, viewDidLayoutSubviews, viewDidLoad, viewIsAppearing, "
        + "viewLayoutMarginsDidChange, viewSafeAreaInsetsDidChange, viewWillAppear, viewWillDisappear, "
        + "viewWillLayoutSubviews, viewWillTransitionToSize, willMoveToParent, willTransitionToTraitCollection"
    /// `View.receivedCallbacks`.
    static let viewCallbacks = "awakeFromNib, didAddSubview, didMoveToSuperview, didMoveToWindow, layoutMarginsDidChange, "
        + "layoutSubviews, safeAreaInsetsDidChange, traitChangeHandler, traitCollectionDidChange, updateConstraints, "
        + "willMoveToSuperview, willMoveToWindow, "
        + "willRemoveSubview"

    private func expectError(_ text: String, _ line: Int, _ column: Int, _ message: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        expectScenarioError(Self.declarations + text, line, column, message, sourceLocation: sourceLocation)
    }

    @Test func unknownObject() {
        expectError("react:\n  - when: { object: hom, callback: viewDidAppear }\n    do: []\nsteps: []\n", 7, 21,
                    "unknown object 'hom'; expected one of home, nav, list, window, badge; did you mean 'home'?")
    }

    @Test func callbackTypoSuggestsTheNearest() {
        expectError("react:\n  - when: { object: home, callback: viewDidApear }\n    do: []\nsteps: []\n", 7, 37,
                    "'home' is a ViewController, which has no callback 'viewDidApear'; expected one of " + Self.controllerCallbacks + "; did you mean 'viewDidAppear'?")
    }

    @Test func callbackTheTypeDoesNotReceive() {
        expectError("react:\n  - when: { object: nav, callback: didMoveToWindow }\n    do: []\nsteps: []\n", 7, 36,
                    "'nav' is a NavigationController, which has no callback 'didMoveToWindow'; expected one of " + Self.controllerCallbacks)
    }

    @Test func viewCallbackOnAView() {
        expectError("react:\n  - when: { object: badge, callback: viewDidLoad }\n    do: []\nsteps: []\n", 7, 38,
                    "'badge' is a View, which has no callback 'viewDidLoad'; expected one of " + Self.viewCallbacks)
    }

    @Test func subviewBuiltByItsController() {
        expectError("react:\n  - when: { object: label, callback: layoutSubviews }\n    do: []\nsteps: []\n", 7, 21,
                    "'label' is built by its controller, so a reaction cannot name it; name the controller and one of its callbacks (viewWillLayoutSubviews, viewDidAppear, ...), or a view of the scenario's own 'views'")
    }

    @Test func negativeTimerDelay() {
        expectError("steps:\n  - after: { seconds: -0.5, do: [log: late] }\n", 7, 23,
                    "a timer's delay cannot be negative (found -0.5); expected seconds >= 0 (0 runs at the next turn of the run loop, as 'async' does)")
    }

    @Test func everyIsABoolean() {
        expectError("react:\n  - when: { object: home, callback: viewDidAppear, every: yes }\n    do: []\nsteps: []\n", 7, 59,
                    "expected true or false for 'every', found 'yes'")
    }

    @Test func everyAndOccurrenceTogether() {
        expectError("react:\n  - when: { object: home, callback: viewDidAppear, every: true, occurrence: 2 }\n    do: []\nsteps: []\n", 7, 65,
                    "give either 'every: true' or 'occurrence: n', not both")
    }

    @Test func occurrenceCountsFromOne() {
        expectError("react:\n  - when: { object: home, callback: viewDidAppear, occurrence: 0 }\n    do: []\nsteps: []\n", 7, 64,
                    "'occurrence' counts calls from 1 (the first); found 0")
    }

    @Test func unknownMoment() {
        expectError("react:\n  - when: { object: home, callback: viewDidAppear }\n    at: later\n    do: []\nsteps: []\n", 8, 9,
                    "unknown moment 'later'; expected one of beforeSuper, afterSuper")
    }

    @Test func doIsAList() {
        expectError("react:\n  - when: { object: home, callback: viewDidAppear }\n    do: 3\nsteps: []\n", 8, 9,
                    "expected a list of operations for 'do', found '3'")
    }

    @Test func runLoopStepInsideAReaction() {
        expectError("react:\n  - when: { object: home, callback: viewDidAppear }\n    do: [runUntilIdle]\nsteps: []\n", 8, 10,
                    "'runUntilIdle' cannot run inside a reaction's 'do': app code there runs within one turn of the main run loop and cannot turn it; write 'runUntilIdle' as a top-level step, or use 'after' or 'async' to run steps later")
    }

    @Test func conditionOnAWindow() {
        expectError("react:\n  - when: { object: window, callback: layoutSubviews, if: { isBeingPresented: true } }\n    do: []\nsteps: []\n", 7, 55,
                    "'if' tests a controller's flags, and 'window' is not a controller")
    }

    @Test func unknownFlag() {
        expectError("react:\n  - when: { object: home, callback: viewDidAppear, if: { isHidden: true } }\n    do: []\nsteps: []\n", 7, 58,
                    "unknown flag 'isHidden'; expected one of isBeingPresented, isBeingDismissed, isMovingToParent, isMovingFromParent")
    }

    @Test func whenWithoutCallback() {
        expectError("react:\n  - when: { object: home }\n    do: []\nsteps: []\n", 7, 11,
                    "missing 'callback' in 'when'; it takes object, callback, every, occurrence, if")
    }

    @Test func reactionWithoutDo() {
        expectError("react:\n  - when: { object: home, callback: viewDidAppear }\nsteps: []\n", 7, 5,
                    "missing 'do' for 'react'; it takes when, at, do, alongside, transitionCompletion")
    }

    @Test func reactionSectionItemIsAMapping() {
        expectError("react:\n  - runUntilIdle\nsteps: []\n", 7, 5,
                    "expected a reaction ({ when: { object: ..., callback: ... }, do: [steps] }) for 'react', found 'runUntilIdle'")
    }

    @Test func runLoopStepInsideACompletion() {
        expectError("steps:\n  - dismiss: { on: home, completion: [advance: 1] }\n", 7, 39,
                    "'advance' cannot run inside a completion block: app code there runs within one turn of the main run loop and cannot turn it; write 'advance' as a top-level step, or use 'after' or 'async' to run steps later")
    }

    @Test func runLoopStepInsideATimerInsideAsync() {
        expectError("steps:\n  - async: [after: { seconds: 1, do: [runOnce] }]\n", 7, 39,
                    "'runOnce' cannot run inside a timer's 'do': app code there runs within one turn of the main run loop and cannot turn it; write 'runOnce' as a top-level step, or use 'after' or 'async' to run steps later")
    }

    @Test func logOnAnUnknownObject() {
        expectError("steps:\n  - log: { on: ghost, message: hi }\n", 7, 16,
                    "unknown object 'ghost'; expected one of home, nav, list, window, badge")
    }

    @Test func logWithoutMessage() {
        expectError("steps:\n  - log: ~\n", 7, 10,
                    "missing 'message' for 'log'; it takes on, message")
    }

    @Test func reactSectionIsAList() {
        expectError("react: {}\nsteps: []\n", 6, 8,
                    "expected a list of reactions for 'react', found a mapping")
    }

    @Test func completionThatIsNeitherABooleanNorSteps() {
        expectError("steps:\n  - dismiss: { on: home, completion: maybe }\n", 7, 38,
                    "expected true, false or a list of steps for 'completion', found 'maybe'")
    }

    @Test func alertActionWithAnUnknownKeyOrARunLoopStep() {
        expectScenarioError("controllers:\n  ask: { type: alert, actions: [OK: { style: cancel, run: [] }] }\nsteps: []\n", 2, 54,
                            "unknown key of an action 'run'; expected one of style, do")
        expectScenarioError("controllers:\n  ask: { type: alert, actions: [OK: { do: [runUntilIdle] }] }\nsteps: []\n", 2, 44,
                            "'runUntilIdle' cannot run inside an alert action's handler: app code there runs within one "
                                + "turn of the main run loop and cannot turn it; write 'runUntilIdle' as a top-level step, "
                                + "or use 'after' or 'async' to run steps later")
    }

    @Test func forwardsAppearanceIsABooleanOnContainers() {
        expectScenarioError("controllers:\n  a: { forwardsAppearance: no }\nsteps: []\n", 2, 28,
                            "expected true or false for 'forwardsAppearance', found 'no'")
        expectScenarioError("controllers:\n  a: { type: hosting, content: text, forwardsAppearance: false }\nsteps: []\n", 2, 38,
                            "'forwardsAppearance' applies to plain, navigation and tab controllers, and 'a' is hosting")
    }

    /// Hosted content takes reactions to its actions, after those added before; it logs nothing itself.
    @Test func hostedContentReactsButDoesNotLog() {
        let declarations = "controllers:\n  card: { type: hosting, content: { stack: { text: {} } } }\n"
        expectScenarioError(declarations + "react:\n  - when: { object: text, callback: onAppear }\n    at: beforeSuper\n"
                                + "    do: []\nsteps: []\n", 5, 9,
                            "hosted content has no 'super': a reaction joins its onAppear actions after the ones added "
                                + "before it")
        expectScenarioError(declarations + "react:\n  - when: { object: text, callback: viewDidAppear }\n    do: []\n"
                                + "steps: []\n", 4, 37,
                            "'text' is a hosted content node, which has no callback 'viewDidAppear'; expected one of "
                                + "onAppear, onDisappear")
        expectScenarioError(declarations + "steps:\n  - log: { on: stack, message: hi }\n", 4, 16,
                            "'stack' is hosted content, which logs nothing itself; log from a reaction to its onAppear "
                                + "or onDisappear, on a controller or on the app (no 'on')")
    }
}
