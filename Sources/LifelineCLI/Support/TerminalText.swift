import Foundation

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
    /// `text` with every character a terminal would act on or not show spelled out as `\u{XX}`.
    /// Line feeds are kept: they are the output's own structure, and a name cannot hold one in
    /// a way that survives to here unseen (the trace format writes it as `\n`).
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsSpelling) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsSpelling(scalar) else {
                result.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            result.append(contentsOf: "\\u{\(hex.count < 2 ? "0" + hex : hex)}".unicodeScalars)
        }
        return String(result)
    }

    /// What the text trace format escapes in names (C0 and C1 controls, where 0x9B is a
    /// one-byte CSI, DEL, the line and paragraph separators, the bidirectional controls and the
    /// byte order mark), but the line feed. The same set as `TraceNameSyntax.isInvisible`, which
    /// is internal to LifelineTrace; that file is being changed on another branch, so making it
    /// `package` and calling it from here is left for after that lands.
    static func needsSpelling(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: return false
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF:
            return true
        default:
            return false
        }
    }

    /// Writes `message` (user text, made visible) and a line feed to standard error.
    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((visible(message) + "\n").utf8))
    }
}
