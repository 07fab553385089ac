import Foundation
import Testing

/// `lifeline trace --leaks` (LeakOptions.swift): the report instead of the trace, silent with exit
/// status 0 on a clean flow, one line per leak with its holder and exit status 1 otherwise.
@Suite("trace --leaks")
struct LeakReportCommandTests {
    @Test func aLeakyFlowIsReportedWithItsHolderAndFails() throws {
        let result = try LifelineBinary.run(["trace", "leaky-pop", "--leaks"])
        #expect(result.status == 1)
        #expect(result.stdout == "b (DemoViewController) left the screen in turn 8 and is still alive: "
            + "held by a.onDone (app code keeps a strong reference)\n")
        #expect(result.stderr == "")
    }

    @Test func aCleanFlowIsSilent() throws {
        for strategy in ["pop-and-free", "pop", "dismiss-full-screen", "child-remove"] {
            let result = try LifelineBinary.run(["trace", strategy, "--leaks"])
            #expect(result.status == 0, "\(strategy)")
            #expect(result.stdout == "", "\(strategy)")
        }
    }
}
