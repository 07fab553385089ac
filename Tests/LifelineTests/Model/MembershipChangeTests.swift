@testable import Lifeline
import Testing

/// `membershipChange(from:to:)` looks only past the lists' common prefix, by plain scans for a
/// change of a few controllers and by sets for a larger one (Benchmarks/Profiling.md, section 13);
/// either way it gives what filtering each list by the other gives, in each list's order.
@MainActor
@Suite("Membership changes")
struct MembershipChangeTests {
    @Test func smallAndLargeChangesGiveWhatFilteringGives() {
        let pool = (0..<30).map { ViewController(name: "c\($0)") }
        var state: UInt64 = 17
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % bound
        }
        func list() -> [ViewController] { (0..<next(20)).map { _ in pool[next(pool.count)] } }
        for _ in 0..<500 {
            let old = list()
            // Half the time the new list shares a prefix with the old one, as pushes and pops do.
            let new = next(2) == 0 ? Array(old.prefix(next(old.count + 1))) + list().prefix(next(4)) : list()
            let change = ViewController.membershipChange(from: old, to: new)
            #expect(change.added.map(ObjectIdentifier.init) == new.filter { item in !old.contains { $0 === item } }.map(ObjectIdentifier.init))
            #expect(change.removed.map(ObjectIdentifier.init) == old.filter { item in !new.contains { $0 === item } }.map(ObjectIdentifier.init))
        }
    }
}
