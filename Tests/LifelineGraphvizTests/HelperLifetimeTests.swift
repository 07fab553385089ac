import Foundation
import Testing
@testable import LifelineGraphviz
@_spi(Helper) import LifelineGraphvizService

extension GraphvizRendererTests {
    /// One helper process serves raw-DOT render after render; these check its lifetime: no
    /// descriptor or zombie left behind after many renders, a crash, a retirement or a timeout, a
    /// crash costing only its own request, a caller that ignores SIGCHLD served as any other, and no
    /// helper outliving its caller.
    ///
    /// The exact counts come from `LifelineGraphvizProbe`, which renders through the public API in a
    /// process of its own: this test process is shared with tests that open files and start
    /// processes concurrently, so its own counts would not be exact.
    struct HelperLifetimeTests {
        /// What the probe prints (its first line, SIGCHLD's disposition, apart): descriptors are
        /// counted from before the first helper started, so "+1" is the connection to a running one.
        static let expectedSteps = [
            "first: drawn 3 texts, descriptors +1, children: running",
            "50 more: 50 drawn, descriptors +1, children: running, same helper",
            "crash: crashed, descriptors +0, children: none",
            "next: drawn 3 texts, descriptors +1, children: running, another helper",
            "syntax error: syntax: syntax error in line 1 near '}', descriptors +1, children: running, same helper",
            // fdp keeps state inside Graphviz from one layout to the next: its helper retires.
            "fdp: drawn 3 texts, descriptors +0, children: none",
            "next: drawn 3 texts, descriptors +1, children: running, another helper",
        ]

        static let hasProc = FileManager.default.fileExists(atPath: "/proc/self/fd")

        @Test(.enabled(if: hasProc, "counts descriptors and children in /proc"))
        func manyRendersACrashAndARetirementLeaveNoDescriptorOrZombieBehind() throws {
            let lines = try Self.runProbe(ignoringSIGCHLD: false)
            #expect(lines.first == "SIGCHLD ignored: no")
            #expect(Array(lines.dropFirst().dropLast()) == Self.expectedSteps)
            try Self.expectHelperEnds(named: lines.last)
        }

        /// With SIGCHLD ignored the system reaps each helper itself, and waiting for one fails with
        /// ECHILD; the length-framed reply alone says a render succeeded, so nothing changes. Set in
        /// the probe's process, never in this one, where other tests start processes. The shell
        /// passes the ignored signal on through `exec`, as any parent's SIG_IGN is inherited; bash,
        /// because dash does not ignore SIGCHLD for `trap '' CHLD`.
        @Test(.enabled(if: hasProc && FileManager.default.isExecutableFile(atPath: "/bin/bash"),
                       "counts in /proc; bash ignores SIGCHLD for its exec"))
        func aCallerThatIgnoresSIGCHLDIsServedTheSame() throws {
            let lines = try Self.runProbe(ignoringSIGCHLD: true)
            #expect(lines.first == "SIGCHLD ignored: yes")
            #expect(Array(lines.dropFirst().dropLast()) == Self.expectedSteps)
            try Self.expectHelperEnds(named: lines.last)
        }

        @Test(.enabled(if: hasProc, "reads /proc"))
        func aHelperStoppedAtItsLimitIsReaped() throws {
            _ = try GraphvizRenderer.shared.renderSVG(dot: SampleGraphs.small)
            let stopped = IsolatedRender.withRunningHelper { $0?.processIdentifier }
            let request = RenderExchange.Request(engine: "dot", format: "svg", dot: TimeLimitTests.slowGraph)
            #expect(throws: GraphvizError(kind: .timedOut, message: """
                Graphviz did not finish within 0.05 s; the helper process was stopped and the calling \
                process is unaffected.
                """)) { try IsolatedRender.render(request, timeLimit: 0.05) }
            // Stopped and reaped: no zombie of this process's holds the ID.
            if let stopped { #expect(!Self.isChild(stopped)) }
            #expect(try svgTexts(GraphvizRenderer.shared.renderSVG(dot: SampleGraphs.small))?.count == 3)
        }

        /// A helper that died while it waited (killed from outside) is noticed before the next
        /// request is sent to it, and replaced; the request is drawn.
        @Test func aHelperKilledWhileIdleIsReplacedAndTheRequestDrawn() throws {
            _ = try GraphvizRenderer.shared.renderSVG(dot: SampleGraphs.small)
            let killed = IsolatedRender.withRunningHelper { helper -> pid_t? in
                // Under the renderer's lock: not reaped yet, so the ID is still the helper's.
                guard let helper else { return nil }
                kill(helper.processIdentifier, SIGKILL)
                return helper.processIdentifier
            }
            #expect(killed != nil)
            // Until its end of the connection has closed: a helper killed while a request is on its
            // way is a crash for that request (nothing can tell the two apart).
            let deadline = Date().addingTimeInterval(10)
            while IsolatedRender.withRunningHelper({ $0?.isWaiting == true }), Date() < deadline {
                Thread.sleep(forTimeInterval: 0.01)
            }
            #expect(try svgTexts(GraphvizRenderer.shared.renderSVG(dot: SampleGraphs.small))?.count == 3)
            if let killed { #expect(!Self.isChild(killed)) }
        }

        /// A helper that stops reading (stopped with SIGSTOP here) while a request larger than the
        /// connection's buffers is on its way: the time limit covers the sending too.
        @Test(.enabled(if: hasProc, "reads /proc"))
        func aHelperThatStopsReadingCannotHangTheCaller() throws {
            _ = try GraphvizRenderer.shared.renderSVG(dot: SampleGraphs.small)
            let stopped = IsolatedRender.withRunningHelper { helper -> pid_t? in
                guard let helper else { return nil }
                kill(helper.processIdentifier, SIGSTOP)
                return helper.processIdentifier
            }
            let huge = "digraph { a [label=\"" + String(repeating: "x", count: 8 << 20) + "\"] }"
            let request = RenderExchange.Request(engine: "dot", format: "svg", dot: huge)
            #expect(throws: GraphvizError(kind: .timedOut, message: """
                Graphviz did not finish within 0.2 s; the helper process was stopped and the calling \
                process is unaffected.
                """)) { try IsolatedRender.render(request, timeLimit: 0.2) }
            if let stopped { #expect(!Self.isChild(stopped)) }
            #expect(try svgTexts(GraphvizRenderer.shared.renderSVG(dot: SampleGraphs.small))?.count == 3)
        }

        /// Writing to a helper that has gone fails with EPIPE and does not raise SIGPIPE, whose
        /// default action would end this process.
        @Test func sendingToAHelperThatHasGoneFailsWithoutSIGPIPE() throws {
            let session = try HelperSession(helper: HelperLocation.find().path)
            kill(session.processIdentifier, SIGKILL)
            let deadline = Date().addingTimeInterval(10)
            while session.isWaiting, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
            #expect(!session.isWaiting)
            #expect(session.send([UInt8](repeating: 0, count: 1 << 20),
                                 until: DispatchTime.now().uptimeNanoseconds + 10_000_000_000) == .failed)
            #expect(session.close() == .signaled(SIGKILL))
        }

        // MARK: Support

        static func runProbe(ignoringSIGCHLD: Bool) throws -> [String] {
            let probe = try HelperLocation.find().deletingLastPathComponent()
                .appendingPathComponent("LifelineGraphvizProbe").path
            let process = Process()
            if ignoringSIGCHLD {
                process.executableURL = URL(fileURLWithPath: "/bin/bash")
                process.arguments = ["-c", "trap '' CHLD; exec \"$0\"", probe]
            } else {
                process.executableURL = URL(fileURLWithPath: probe)
            }
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        }

        /// The probe's last line names the helper it left running; once the probe has ended, the
        /// helper reads the end of its input and exits: no orphan outlives its caller.
        static func expectHelperEnds(named line: String?) throws {
            let prefix = "helper left running: "
            let pid = try #require(line.flatMap { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : nil })
            let deadline = Date().addingTimeInterval(10)
            while isHelper(pid), Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            #expect(!isHelper(pid), "helper \(pid) outlived the probe")
        }

        private static func isHelper(_ pid: String) -> Bool {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
            // A zombie waiting for init counts as ended; the ID reused by another program does not count.
            return stat.contains("(\(GraphvizHelper.executableName.prefix(15)))") && !stat.contains(") Z ")
        }

        /// Whether `pid` is a child (running or zombie) of this process.
        static func isChild(_ pid: pid_t) -> Bool {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && fields[1] == Substring(String(getpid()))
        }
    }
}
