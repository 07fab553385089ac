import Foundation

/// A process id that no process has: for tests of temporary files named after a dead writer.
public enum DeadProcess {
    /// The id of a process that has exited and been reaped, so no process has it (barring reuse
    /// in the moment between).
    public static func id() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
