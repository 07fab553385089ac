// Test-only (LifelineGraphvizTests.HelperLifetimeTests): renders through the public
// `GraphvizRenderer.render(dot:)` in a process of its own and prints, one line per step, what a
// test cannot measure exactly from the test process, which other tests share: this process's
// open descriptors (relative to a first render's) and its child processes, zombies included.
// Run it with SIGCHLD ignored (`bash -c "trap '' CHLD; exec ..."`) and it must print the same
// but its first line. Its last line names the helper left running, which must end once this
// process has. Linux only (/proc).
import Foundation
import LifelineGraphviz

let renderer = GraphvizRenderer.shared
let small = "digraph { a -> b -> c }"

func openDescriptors() -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? -1
}

/// This process's children as "running" or "zombie", from /proc/<pid>/stat ("pid (comm) state ppid ...").
func children() -> [(pid: String, zombie: Bool)] {
    let me = String(getpid())
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 1, fields[1] == me else { return nil }
        return (pid, fields[0] == "Z")
    }
}

var baseline = 0
var lastHelper: String?

@MainActor func state() -> String {
    let kids = children()
    let list = kids.isEmpty ? "none" : kids.map { $0.zombie ? "zombie" : "running" }.joined(separator: ", ")
    var helper = ""
    if kids.count == 1, !kids[0].zombie {
        if let lastHelper { helper = kids[0].pid == lastHelper ? ", same helper" : ", another helper" }
        lastHelper = kids[0].pid
    }
    let descriptors = openDescriptors() - baseline
    return "descriptors \(descriptors >= 0 ? "+" : "")\(descriptors), children: \(list)\(helper)"
}

func outcome(_ dot: String, layout: GraphvizLayout = .dot) -> String {
    do {
        let svg = try renderer.renderSVG(dot: dot, layout: layout)
        return "drawn \(svg.components(separatedBy: "<text").count - 1) texts"
    } catch {
        return error.kind == .crashed ? "crashed" : "\(error.kind): \(error.message)"
    }
}

var ignored = sigaction()
sigaction(SIGCHLD, nil, &ignored)
#if os(Linux)
let isIgnored = unsafeBitCast(ignored.__sigaction_handler.sa_handler, to: Int.self) == 1
#else
let isIgnored = unsafeBitCast(ignored.__sigaction_u.__sa_handler, to: Int.self) == 1
#endif
print("SIGCHLD ignored: \(isIgnored ? "yes" : "no")")

let first = outcome(small)
baseline = openDescriptors() - 1  // the connection to the helper
print("first: \(first), \(state())")
var drawn = 0
for _ in 0..<50 where outcome(small) == "drawn 3 texts" { drawn += 1 }
print("50 more: \(drawn) drawn, \(state())")
print("crash: \(outcome("digraph { bgcolor=\":\" }")), \(state())")
print("next: \(outcome(small)), \(state())")
print("syntax error: \(outcome("digraph { a -> }")), \(state())")
print("fdp: \(outcome(small, layout: .fdp)), \(state())")
print("next: \(outcome(small)), \(state())")
print("helper left running: \(lastHelper ?? "none")")
