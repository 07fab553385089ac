import LifelineTrace
import Testing
import LifelineTestSupport

/// `TraceRecorder.openScope`/`closeScope` (the model's `emit` path) keep the nesting state in the
/// scope instead of reading it back from the stored events as `open`/`close` do: the same calls
/// through either pair must give the same current event and cause after every step, and the same
/// trace, also when the two pairs nest inside each other (emit's events inside the run loop's).
@Suite("Recorder scopes")
struct RecorderScopeTests {
    @Test(arguments: 0..<300)
    func scopesRecordWhatOpenAndCloseRecord(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let plain = TraceRecorder(iosVersion: 17)
        let scoped = TraceRecorder(iosVersion: 17)
        let names: [EventName] = [.viewWillAppear, .beginAppearanceTransition, .mainQueue, .layoutPass,
                                  .addChild, .viewDidLoad, .pushViewController, .unbalancedAppearanceTransition]
        var objects: [ObjectID] = []
        for index in 0..<3 {
            objects.append(plain.register(name: "vc\(index)", className: "VC", role: .viewController))
            _ = scoped.register(name: "vc\(index)", className: "VC", role: .viewController)
        }
        // Each open event: its sequence in `plain`, and in `scoped` either a scope or a sequence.
        var open: [(plain: Int, scope: TraceRecorder.Scope?, sequence: Int)] = []
        var calls: [Int] = []
        // The first step after which the two disagree on the current event or cause: checked once
        // per run, as `#expect` on every one of 9,000 steps made the suite take a minute.
        var firstDisagreement: Int?
        var step = 0
        func compare() {
            step += 1
            if firstDisagreement == nil,
               scoped.currentEvent != plain.currentEvent || scoped.currentCause != plain.currentCause {
                firstDisagreement = step
            }
        }
        // Up to 9,000 steps, so that some runs cross the 4,096-event chunks.
        for _ in 0..<(seed % 50 == 0 ? 9_000 : 10 + random.below(80)) {
            if !open.isEmpty, random.percent(35) {
                let last = open.removeLast()
                plain.close(last.plain)
                if let scope = last.scope { scoped.closeScope(scope) } else { scoped.close(last.sequence) }
            } else {
                let name = random.pick(names)
                let object: ObjectID? = random.percent(20) ? nil : random.pick(objects)
                let arguments = random.percent(50) ? EventArguments(.bool(random.percent(50))) : EventArguments()
                let cause: Int? = calls.isEmpty || random.percent(50) ? nil : random.pick(calls)
                let sequence: Int
                switch random.below(3) {
                case 0 where open.count < 6:
                    // openScope takes no explicit cause, as emit passes none.
                    sequence = plain.open(name, object: object, arguments: arguments)
                    let scope = scoped.openScope(name, object: object, arguments: arguments)
                    #expect(scope.sequence == sequence)
                    open.append((sequence, scope, scope.sequence))
                case 1 where open.count < 6:
                    sequence = plain.open(name, object: object, arguments: arguments, cause: cause)
                    open.append((sequence, nil, scoped.open(name, object: object, arguments: arguments, cause: cause)))
                default:
                    sequence = plain.record(name, object: object, arguments: arguments, cause: cause)
                    scoped.record(name, object: object, arguments: arguments, cause: cause)
                }
                if name.kind == .call { calls.append(sequence) }
            }
            compare()
        }
        while let last = open.popLast() {
            plain.close(last.plain)
            if let scope = last.scope { scoped.closeScope(scope) } else { scoped.close(last.sequence) }
            compare()
        }
        #expect(firstDisagreement == nil)
        #expect(scoped.trace == plain.trace)
    }
}
