import Testing
import Lifeline
import LifelineTesting

/// Child containment: addChild/removeFromParent with the willMove/didMove contract, appearance
/// forwarding, appearance driven by window moves, transition(from:to:...) and misuse, as whole
/// sequences.
@MainActor
@Suite("Containment")
struct ContainmentTests {
    @Test func addChildCallsWillMoveBeforeTheChildsViewLoads() {
        var loaded = true
        var relation = false
        let events = recordEvents { _ in
            let parent = ViewController(name: "parent")
            let child = ViewController(name: "child")
            parent.addChild(child)
            loaded = child.isViewLoaded
            relation = child.parent === parent && parent.children.count == 1 && parent.children[0] === child
        }
        #expect(!loaded)
        #expect(relation)
        expectText(events, equals: """
            turn 0
              [1] parent.addChild(child)
                child.willMove(toParent: parent)

            """)
    }

    @Test func fullAddSequenceIntoAVisibleParentAndRemoval() {
        var parentAfterRemoval: ViewController?
        var childrenAfterRemoval = -1
        let events = ContainmentFlows.withVisibleRoot({ ViewController(name: "parent") }) { session, parent in
            let child = ViewController(name: "child")
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            session.runLoop.runUntilIdle()
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            session.runLoop.runUntilIdle()
            parentAfterRemoval = child.parent
            childrenAfterRemoval = parent.children.count
        }
        #expect(parentAfterRemoval == nil)
        #expect(childrenAfterRemoval == 0)
        expectText(events, equals: """
            turn 0
              [1] window.rootViewController = parent
              [2] window.makeKeyAndVisible()
                parent.loadView()
                parent.viewDidLoad()
                parent.viewWillAppear(false)
                parent.view.willMove(toSuperview: window)
                parent.view.didMoveToSuperview()
                window.didAddSubview(parent.view)
                parent.view.willMove(toWindow: window)
                parent.view.didMoveToWindow()
                parent.view.layoutMarginsDidChange()
                parent.viewLayoutMarginsDidChange()
                parent.view.safeAreaInsetsDidChange()
                parent.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [2]
                parent.updateViewConstraints()
                  parent.view.updateConstraints()
                window.updateConstraints()
                window.layoutSubviews()
                parent.viewIsAppearing(false)
                parent.viewWillLayoutSubviews()
                parent.view.layoutSubviews()
                parent.viewDidLayoutSubviews()
            turn 1
              ~ main queue <- [2]
                parent.viewDidAppear(false)
              [3] parent.addChild(child)
                child.willMove(toParent: parent)
              [4] child.view
                child.loadView()
                child.viewDidLoad()
              [5] parent.view.addSubview(child.view)
                child.view.willMove(toSuperview: parent.view)
                child.view.didMoveToSuperview()
                parent.view.didAddSubview(child.view)
                child.viewWillAppear(false)
                child.view.willMove(toWindow: window)
                child.view.didMoveToWindow()
                child.view.layoutMarginsDidChange()
                child.viewLayoutMarginsDidChange()
                child.view.safeAreaInsetsDidChange()
                child.viewSafeAreaInsetsDidChange()
              child.didMove(toParent: parent)
              ~ window: layout pass <- [5]
                child.updateViewConstraints()
                  child.view.updateConstraints()
                parent.viewWillLayoutSubviews()
                parent.view.layoutSubviews()
                parent.viewDidLayoutSubviews()
                child.viewIsAppearing(false)
                child.viewWillLayoutSubviews()
                child.view.layoutSubviews()
                child.viewDidLayoutSubviews()
            turn 2
              ~ main queue <- [5]
                child.viewDidAppear(false)
              child.willMove(toParent: nil)
              [6] child.view.removeFromSuperview()
                child.view.willMove(toSuperview: nil)
                child.viewWillDisappear(false)
                child.view.willMove(toWindow: nil)
                child.view.didMoveToWindow()
                child.viewDidDisappear(false)
                child.view.didMoveToSuperview()
                parent.view.willRemoveSubview(child.view)
              [7] child.removeFromParent()
                child.didMove(toParent: nil)
              ~ window: layout pass <- [6]
                parent.viewWillLayoutSubviews()
                parent.view.layoutSubviews()
                parent.viewDidLayoutSubviews()

            """)
    }

    /// A key window showing `parent`, which embeds `child` in its viewDidLoad, until idle.
    static func embeddedFirstDisplay(child: String = "child") -> Trace {
        recordWithVisibleRoot({ EmbeddingParent(name: "parent", child: ViewController(name: child)) }) { _, _ in }
    }

    /// Embedded before the parent is shown: the parent's appearance is forwarded, parent first.
    @Test func childOfAParentNotYetShownAppearsWithIt() {
        expectText(eventLines(Self.embeddedFirstDisplay()), equals: """
            turn 0
              [1] window.rootViewController = parent
              [2] window.makeKeyAndVisible()
                parent.loadView()
                parent.viewDidLoad()
                  [3] parent.addChild(child)
                    child.willMove(toParent: parent)
                  [4] child.view
                    child.loadView()
                    child.viewDidLoad()
                  [5] parent.view.addSubview(child.view)
                    child.view.willMove(toSuperview: parent.view)
                    child.view.didMoveToSuperview()
                    parent.view.didAddSubview(child.view)
                  child.didMove(toParent: parent)
                parent.viewWillAppear(false)
                child.viewWillAppear(false)
                parent.view.willMove(toSuperview: window)
                parent.view.didMoveToSuperview()
                window.didAddSubview(parent.view)
                parent.view.willMove(toWindow: window)
                child.view.willMove(toWindow: window)
                parent.view.didMoveToWindow()
                child.view.didMoveToWindow()
                parent.view.layoutMarginsDidChange()
                parent.viewLayoutMarginsDidChange()
                parent.view.safeAreaInsetsDidChange()
                parent.viewSafeAreaInsetsDidChange()
                child.view.layoutMarginsDidChange()
                child.viewLayoutMarginsDidChange()
                child.view.safeAreaInsetsDidChange()
                child.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [2]
                child.updateViewConstraints()
                  child.view.updateConstraints()
                parent.updateViewConstraints()
                  parent.view.updateConstraints()
                window.updateConstraints()
                window.layoutSubviews()
                parent.viewIsAppearing(false)
                parent.viewWillLayoutSubviews()
                parent.view.layoutSubviews()
                parent.viewDidLayoutSubviews()
                child.viewIsAppearing(false)
                child.viewWillLayoutSubviews()
                child.view.layoutSubviews()
                child.viewDidLayoutSubviews()
            turn 1
              ~ main queue <- [2]
                parent.viewDidAppear(false)
                child.viewDidAppear(false)

            """)
    }

    /// A container that returns false from shouldAutomaticallyForwardAppearanceMethods and forwards
    /// by hand: its child's appearance callbacks run inside its begin/endAppearanceTransition calls,
    /// at the same places as when the model forwards them; nothing else changes.
    @Test func aContainerThatForwardsByHandLeavesItsChildrenAlone() {
        let trace = recordWithVisibleRoot({ ManualForwardingParent(name: "parent", child: ViewController(name: "child")) }) { _, _ in }
        let trimmed = { (trace: Trace) in callbackLines(trace).map { String($0.drop { $0 == " " }) } }
        #expect(trimmed(trace) == trimmed(Self.embeddedFirstDisplay()))
        let events = eventLines(trace)
        #expect(events.contains("""
                    parent.viewWillAppear(false)
                      [6] child.beginAppearanceTransition(true, animated: false)
                        child.viewWillAppear(false)
                    parent.view.willMove(toSuperview: window)
                """))
        #expect(events.hasSuffix("""
                    parent.viewDidAppear(false)
                      [7] child.endAppearanceTransition()
                        child.viewDidAppear(false)

                """))
        #expect(callAndDiagnosticLines(trace).count == 7)
    }

    /// S6-01: a child controller's view added without addChild appears through its window move,
    /// both callbacks before the parent's viewDidAppear.
    @Test func plainChildViewAppearsThroughItsWindowMove() {
        let events = ContainmentFlows.withVisibleRoot({ PlainChildViewParent(name: "parent") }) { _, _ in }
        expectText(events, equals: """
            turn 0
              [1] window.rootViewController = parent
              [2] window.makeKeyAndVisible()
                parent.loadView()
                parent.viewDidLoad()
                  [3] child.view
                    child.loadView()
                    child.viewDidLoad()
                  [4] parent.view.addSubview(child.view)
                    child.view.willMove(toSuperview: parent.view)
                    child.view.didMoveToSuperview()
                    parent.view.didAddSubview(child.view)
                parent.viewWillAppear(false)
                parent.view.willMove(toSuperview: window)
                parent.view.didMoveToSuperview()
                window.didAddSubview(parent.view)
                child.viewWillAppear(false)
                parent.view.willMove(toWindow: window)
                child.view.willMove(toWindow: window)
                parent.view.didMoveToWindow()
                child.view.didMoveToWindow()
                parent.view.layoutMarginsDidChange()
                parent.viewLayoutMarginsDidChange()
                parent.view.safeAreaInsetsDidChange()
                parent.viewSafeAreaInsetsDidChange()
                child.view.layoutMarginsDidChange()
                child.viewLayoutMarginsDidChange()
                child.view.safeAreaInsetsDidChange()
                child.viewSafeAreaInsetsDidChange()
              ~ window: layout pass <- [2]
                child.updateViewConstraints()
                  child.view.updateConstraints()
                parent.updateViewConstraints()
                  parent.view.updateConstraints()
                window.updateConstraints()
                window.layoutSubviews()
                parent.viewIsAppearing(false)
                parent.viewWillLayoutSubviews()
                parent.view.layoutSubviews()
                parent.viewDidLayoutSubviews()
                child.viewIsAppearing(false)
                child.viewWillLayoutSubviews()
                child.view.layoutSubviews()
                child.viewDidLayoutSubviews()
            turn 1
              ~ main queue <- [2]
                child.viewDidAppear(false)
              ~ main queue <- [2]
                parent.viewDidAppear(false)

            """)
    }

    /// The call records every option it was given: each named one by its Swift name, in declaration
    /// order, and bits no option names as `rawValue: n`, so nothing passed is lost.
    @Test func transitionRecordsItsDurationAndEveryOption() throws {
        let trace = recordWithVisibleRoot({
            EmbeddingParent(name: "parent", child: ViewController(name: "c1"))
        }) { session, root in
            let parent = root as! EmbeddingParent
            let c2 = ViewController(name: "c2")
            parent.addChild(c2)
            let options: ViewController.AnimationOptions = [.transitionFlipFromRight, .transitionCrossDissolve,
                                                            ViewController.AnimationOptions(rawValue: 1 << 8 | 1 << 9)]
            parent.transition(from: parent.child, to: c2, duration: 0.5, options: options, animations: nil, completion: nil)
            session.runLoop.runUntilIdle()
        }
        let line = try #require(eventLines(trace).split(separator: "\n").first { $0.contains(".transition(") })
        #expect(line == #"  [7] parent.transition(from: c1, to: c2, duration: 0.5, options: ["transitionCrossDissolve", "transitionFlipFromRight", "rawValue: 768"])"#)
    }

    /// transition(from:to:) without animation: both views swap and every appearance callback runs
    /// within the call, the completion (here didMove and removeFromParent) last.
    @Test func nonAnimatedTransitionEndsWithinTheCall() {
        var finished: [Bool] = []
        let trace = recordWithVisibleRoot({
            EmbeddingParent(name: "parent", child: ViewController(name: "c1"))
        }) { session, root in
            let parent = root as! EmbeddingParent
            let c2 = ViewController(name: "c2")
            parent.addChild(c2)
            parent.child.willMove(toParent: nil)
            parent.transition(from: parent.child, to: c2, duration: 0, animations: nil) { flag in
                finished.append(flag)
                c2.didMove(toParent: parent)
                parent.child.removeFromParent()
            }
            session.runLoop.runUntilIdle()
        }
        #expect(finished == [true])
        // The first display is the embedding parent's, its child named c1.
        expectText(NavigationFlows.upTo(turn: 1, eventLines(trace)),
                   equals: NavigationFlows.upTo(turn: 1, eventLines(Self.embeddedFirstDisplay(child: "c1"))))
        expectText(NavigationFlows.from(turn: 1, eventLines(trace)), equals: """
            turn 1
              ~ main queue <- [2]
                parent.viewDidAppear(false)
                c1.viewDidAppear(false)
              [6] parent.addChild(c2)
                c2.willMove(toParent: parent)
              c1.willMove(toParent: nil)
              [7] parent.transition(from: c1, to: c2, duration: 0, options: [])
                c2.loadView()
                c2.viewDidLoad()
                c1.viewWillDisappear(false)
                c2.viewWillAppear(false)
                c2.view.willMove(toSuperview: parent.view)
                c2.view.didMoveToSuperview()
                parent.view.didAddSubview(c2.view)
                c2.view.willMove(toWindow: window)
                c2.view.didMoveToWindow()
                c2.view.layoutMarginsDidChange()
                c2.viewLayoutMarginsDidChange()
                c2.view.safeAreaInsetsDidChange()
                c2.viewSafeAreaInsetsDidChange()
                c1.view.willMove(toSuperview: nil)
                c1.view.willMove(toWindow: nil)
                c1.view.didMoveToWindow()
                c1.view.didMoveToSuperview()
                parent.view.willRemoveSubview(c1.view)
                c2.viewIsAppearing(false)
                c2.viewDidAppear(false)
                c1.viewDidDisappear(false)
                c2.didMove(toParent: parent)
                [8] c1.removeFromParent()
                  c1.didMove(toParent: nil)
              ~ window: layout pass <- [7]
                c2.updateViewConstraints()
                  c2.view.updateConstraints()
                parent.viewWillLayoutSubviews()
                parent.view.layoutSubviews()
                parent.viewDidLayoutSubviews()
                c2.viewWillLayoutSubviews()
                c2.view.layoutSubviews()
                c2.viewDidLayoutSubviews()

            """)
    }

    /// The same transition animated: the first display as above; the will-callbacks within the call,
    /// the rest once the duration has passed, the completion after them.
    @Test func animatedTransitionEndsWhenItsDurationHasPassed() {
        var finishedEarly = true
        var finished: [Bool] = []
        var now = 0.0
        let events = NavigationFlows.from(turn: 1, ContainmentFlows.withVisibleRoot({
            EmbeddingParent(name: "parent", child: ViewController(name: "c1"))
        }) { session, root in
            let parent = root as! EmbeddingParent
            let c2 = ViewController(name: "c2")
            parent.addChild(c2)
            parent.child.willMove(toParent: nil)
            parent.transition(from: parent.child, to: c2, duration: 0.25, options: .transitionCrossDissolve,
                              animations: { c2.view.setNeedsLayout() }) { flag in
                finished.append(flag)
                c2.didMove(toParent: parent)
                parent.child.removeFromParent()
            }
            session.runLoop.advance(by: 0.1)
            finishedEarly = !finished.isEmpty
            session.runLoop.advance(by: 0.2)
            now = session.runLoop.now
        })
        #expect(!finishedEarly)
        #expect(finished == [true])
        #expect(abs(now - 0.3) < 1e-9)
        expectText(events, equals: """
            turn 1
              ~ main queue <- [2]
                parent.viewDidAppear(false)
                c1.viewDidAppear(false)
              [6] parent.addChild(c2)
                c2.willMove(toParent: parent)
              c1.willMove(toParent: nil)
              [7] parent.transition(from: c1, to: c2, duration: 0.25, options: ["transitionCrossDissolve"])
                c2.loadView()
                c2.viewDidLoad()
                c1.viewWillDisappear(true)
                c2.viewWillAppear(true)
                c2.view.willMove(toSuperview: parent.view)
                c2.view.didMoveToSuperview()
                parent.view.didAddSubview(c2.view)
                c2.view.willMove(toWindow: window)
                c2.view.didMoveToWindow()
                c2.view.layoutMarginsDidChange()
                c2.viewLayoutMarginsDidChange()
                c2.view.safeAreaInsetsDidChange()
                c2.viewSafeAreaInsetsDidChange()
                [8] c2.view.setNeedsLayout()
              ~ window: layout pass <- [7]
                c2.updateViewConstraints()
                  c2.view.updateConstraints()
                parent.viewWillLayoutSubviews()
                parent.view.layoutSubviews()
                parent.viewDidLayoutSubviews()
                c2.viewIsAppearing(true)
                c2.viewWillLayoutSubviews()
                c2.view.layoutSubviews()
                c2.viewDidLayoutSubviews()
            turn 3
              ~ main queue <- [7]
                c1.view.willMove(toSuperview: nil)
                c1.view.willMove(toWindow: nil)
                c1.view.didMoveToWindow()
                c1.view.didMoveToSuperview()
                parent.view.willRemoveSubview(c1.view)
                c2.viewDidAppear(true)
                c1.viewDidDisappear(true)
                c2.didMove(toParent: parent)
                [9] c1.removeFromParent()
                  c1.didMove(toParent: nil)
              ~ window: layout pass <- [7]
                parent.viewWillLayoutSubviews()
                parent.view.layoutSubviews()
                parent.viewDidLayoutSubviews()

            """)
    }

    @Test func movingFlagsHoldDuringTheChildsAppearanceCallbacks() {
        var child: FlagRecordingController!
        var after: [Bool] = []
        _ = ContainmentFlows.withVisibleRoot({ ViewController(name: "parent") }) { session, parent in
            child = FlagRecordingController(name: "child")
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            session.runLoop.runUntilIdle()
            after += [child.isMovingToParent, child.isMovingFromParent]
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            session.runLoop.runUntilIdle()
            after += [child.isMovingToParent, child.isMovingFromParent]
        }
        #expect(child.flags == [
            "viewWillAppear to:true from:false", "viewDidAppear to:true from:false",
            "viewWillDisappear to:false from:true", "viewDidDisappear to:false from:true",
        ])
        #expect(after == [false, false, false, false])
    }

    /// A plain child view (no addChild) is neither moving to nor from a parent.
    @Test func movingFlagsStayFalseWithoutContainment() {
        var child: FlagRecordingController!
        _ = ContainmentFlows.withVisibleRoot({ ViewController(name: "parent") }) { session, parent in
            child = FlagRecordingController(name: "child")
            parent.view.addSubview(child.view)
            session.runLoop.runUntilIdle()
            child.view.removeFromSuperview()
        }
        #expect(child.flags == [
            "viewWillAppear to:false from:false", "viewDidAppear to:false from:false",
            "viewWillDisappear to:false from:false", "viewDidDisappear to:false from:false",
        ])
    }

    @Test func misuseIsDiagnosedNotACrash() {
        var completions = 0
        var cParent = ""
        let events = recordEvents { _ in
            let a = ViewController(name: "a"), b = ViewController(name: "b"), c = ViewController(name: "c")
            a.addChild(a)
            a.addChild(c)
            b.addChild(c)
            a.transition(from: b, to: c, duration: 0, animations: nil) { _ in completions += 1 }
            cParent = c.parent?.traceName ?? "nil"
            #expect(a.children.isEmpty && a.parent == nil)
        }
        #expect(completions == 0)
        #expect(cParent == "b")
        expectText(events, equals: """
            turn 0
              [1] a.addChild(a)
                ! a.childIsItself()  # a cannot be added as a child view controller of itself.
              [2] a.addChild(c)
                c.willMove(toParent: a)
              [3] b.addChild(c)
                ! c.childHasAnotherParent()  # child view controller:c already has a parent view controller; it is removed from it first.
                c.didMove(toParent: nil)
                c.willMove(toParent: b)
              [4] a.transition(from: b, to: c, duration: 0, options: [])
                ! a.transitionWithoutCommonParent()  # Children view controllers passed to a must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]

            """)
    }
}
