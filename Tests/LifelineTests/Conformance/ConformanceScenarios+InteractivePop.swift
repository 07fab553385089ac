import Lifeline

// MARK: S4 interactive pop (swipe back)

extension ConformanceScenarios {
    /// A visible nav showing [a, b]; the user swipes back a third of the way (`beginInteractivePop()`
    /// stands in for the gesture), lifts the finger a turn later and the swipe is cancelled. The log
    /// starts at the swipe.
    private static func cancelledSwipe(_ context: ConformanceScenarioContext) {
        let nav = visibleNavShowingB(context, animated: false)
        context.beginObservation()
        let transition = nav.beginInteractivePop()
        transition?.update(percentComplete: 0.3)
        context.runOnce()
        transition?.cancel()
        context.runUntilIdle()
    }

    /// wangling.me (2014): a cancelled swipe back, Current = b (the top), New = a (underneath).
    static func s4_16(_ context: ConformanceScenarioContext) { cancelledSwipe(context) }
    /// Stack Overflow 18927878: the top controller (b) through a cancelled swipe back.
    static func s4_17(_ context: ConformanceScenarioContext) { cancelledSwipe(context) }
    /// rldd.tistory.com: the top controller (b) through a cancelled swipe back, iOS 17 era.
    static func s4_18(_ context: ConformanceScenarioContext) { cancelledSwipe(context) }
}
