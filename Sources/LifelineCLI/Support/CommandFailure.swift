/// A failure while running a command (not a usage error): printed as `error: ...` (made visible
/// by `TerminalText`), and the exit status is `status`, 1 unless the command says otherwise.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    let status: Int32
    init(_ description: String, status: Int32 = 1) {
        self.description = description
        self.status = status
    }
}
