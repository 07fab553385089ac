import Foundation
@_spi(InProcess) import LifelineGraphviz

/// Resident memory across many renders of one diagram: a renderer that frees what it allocates
/// stays flat after warming up (Graphviz's own caches fill during the warm-up).
enum MemoryCheck {
    static func run(_ cases: [(name: String, dot: String)], renders: Int) throws {
        print("| diagram | renders | resident before | resident after | growth |")
        print("|---|---:|---:|---:|---:|")
        for item in cases {
            for _ in 0..<50 { _ = try GraphvizRenderer.shared.renderInProcess(dot: item.dot) }
            let before = residentKiB()
            for _ in 0..<renders { _ = try GraphvizRenderer.shared.renderInProcess(dot: item.dot) }
            let after = residentKiB()
            print("| \(item.name) | \(renders) | \(before) KiB | \(after) KiB | \(after - before) KiB |")
        }
    }

    /// Resident set size from /proc/self/statm (pages) in KiB.
    static func residentKiB() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }
}
