import Foundation

extension Scenario {
    /// The most a scenario file may hold: 1 MiB. Scenarios are written by hand (the largest
    /// sample is under 2 KB; 1 MiB holds some 25,000 steps), and the limit is checked before
    /// anything is parsed, so that a log or a data file passed by mistake is refused at once
    /// instead of costing seconds and hundreds of megabytes in the YAML parser.
    public static let maximumSize = 1 << 20

    /// The error for input over `maximumSize`.
    static func tooLarge(_ file: String) -> ScenarioError {
        ScenarioError(file: file, line: 0, column: 0,
                      message: "larger than 1 MiB (1,048,576 bytes), the limit for a scenario file")
    }

    /// A scenario file's text: refused with the path's own problem (no such file, a directory,
    /// too large, not UTF-8) before any parsing. Reads at most one byte past the limit, so that
    /// a huge file or an endless stream costs nothing.
    static func text(ofFile path: String) throws(ScenarioError) -> String {
        func failure(_ message: String) -> ScenarioError { ScenarioError(file: path, line: 0, column: 0, message: message) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw failure("no such file")
        }
        if isDirectory.boolValue { throw failure("is a directory") }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            data = try handle.read(upToCount: maximumSize + 1) ?? Data()
        } catch {
            throw failure("cannot read: \((error as NSError).localizedDescription)")
        }
        if data.count > maximumSize { throw tooLarge(path) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw failure("not UTF-8 text, so not a scenario file")
        }
        return text
    }
}
