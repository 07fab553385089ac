@preconcurrency import CGraphviz

/// Graphviz's process-wide message handler and what it has been told.
///
/// libcgraph calls the handler with no context pointer, so what it collects has to be global.
/// The handler only runs inside calls into Graphviz, and every call into Graphviz, like every
/// other use of this state, holds the renderer's lock: that is what makes `nonisolated(unsafe)`
/// sound here.
enum GraphvizMessages {
    nonisolated(unsafe) static var log = DiagnosticLog()

    /// How many characters the library's message buffer is known to hold.
    nonisolated(unsafe) private static var bufferCapacity = 0

    /// Room for the longest message expected before the first input: a plugin's path and the
    /// loader's reason. Every render reserves for its own input first (`capacity(forInputOf:)`).
    /// Growing costs a pass of `vsnprintf` over that many characters and a String of them: 64 KiB
    /// here took 2.4 M instructions of a 14-event SVG command's 49 M (Profiling.md, section 27).
    private static let initialCapacity = 2 * 4096

    /// Sends every later message to `log` rather than to stderr, then makes room for long ones.
    static func install() {
        agseterrf { piece in
            if let piece { GraphvizMessages.log.receive(String(cString: piece)) }
            return 0
        }
        reserve(initialCapacity)
    }

    /// Makes sure a message of `size` characters reaches the log intact (see
    /// `lifeline_grow_message_buffer`), then forgets what was collected: call it only between
    /// operations.
    static func reserve(_ size: Int) {
        if size > bufferCapacity {
            let capacity = max(size, bufferCapacity * 2)
            lifeline_grow_message_buffer(capacity)
            bufferCapacity = capacity
        }
        log.removeAll()
    }

    /// Room for what Graphviz may say about an input of `count` bytes: its messages quote names
    /// and tokens from the input, a few of them two names at once.
    static func capacity(forInputOf count: Int) -> Int {
        2 * count + 4096
    }
}
