import Foundation
import LifelineTrace

/// The one way user text reaches a terminal. Names, paths and messages come from users and files,
/// and a terminal obeys control characters in them: `ESC ] 0 ; … BEL` sets the window title,
/// `ESC [ 2 J` clears the screen, a carriage return hides what came before it on the line, and
/// bidirectional controls reorder what is shown. Every piece of user text the CLI prints on
/// standard output or standard error passes through `visible(_:)`; the CLI's own escapes (a
/// diff's colours, the progress line's erase) are added after it.
///
/// The spelling is the text trace format's, `\u{1B}`, so a name reads the same in a message as in
/// the trace it came from. Encodings written by `--format` (text, JSON, DOT, SVG, Mermaid) carry
/// their own escaping and are written as they are, identically to a file and to the terminal.
enum TerminalText {
    /// `text` with every character a terminal would act on or not show spelled out, as
    /// `TraceNameSyntax.visible(_:)` spells it for messages (`\u{1B}`, `\r`, `\t`: the text trace
    /// format's escapes), line by line: line feeds are kept, since they are the output's own
    /// structure. O(n); a line of printable ASCII, as most of a trace is, is passed as it is.
    static func visible(_ text: String) -> String {
        guard !isPrintableASCII(text.utf8, allowingLineFeeds: true) else { return text }
        // Split on line-feed bytes, not Characters: `\r\n` is one Character, which would hide
        // its line feed and join the lines.
        return text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { bytes in
            let line = String(decoding: bytes, as: UTF8.self)
            return isPrintableASCII(bytes, allowingLineFeeds: false) ? line : TraceNameSyntax.visible(line)
        }.joined(separator: "\n")
    }

    /// Whether every byte is printable ASCII (space to `~`), which no terminal acts on: the
    /// shortcut that keeps large texts cheap. Only a shortcut: what needs spelling is decided by
    /// `TraceNameSyntax`.
    private static func isPrintableASCII(_ bytes: some Sequence<UInt8>, allowingLineFeeds: Bool) -> Bool {
        bytes.allSatisfy { (0x20...0x7E).contains($0) || (allowingLineFeeds && $0 == 0x0A) }
    }

    /// Writes `message` (user text, made visible) and a line feed to standard error.
    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((visible(message) + "\n").utf8))
    }
}
