import Foundation

/// The scenario files of a folder and the golden each keeps beside it: `flow.yaml` and
/// `flow.trace`. Sub-folders are searched too, so a large suite can be organised; files are
/// visited in path order so that output and progress are stable. A saved JSON trace among them
/// is not a scenario, and a `.trace` whose scenario is gone is an orphan, for `verify` to report.
struct ScenarioDirectory {
    /// One scenario file and where its golden is.
    struct Entry {
        /// As shown to the user: the path under the folder.
        let relativePath: String
        /// The golden's path under the folder: the scenario's, with `.trace` for its extension.
        let relativeGoldenPath: String
        /// The folder as the user wrote it, then the relative path, so messages name files the
        /// way the user would type them.
        let scenarioPath: String
        let goldenPath: String
    }

    static let scenarioExtensions = ["yaml", "yml", "json"]

    let entries: [Entry]
    /// Goldens (`.trace` files, relative paths) with no scenario file beside them, in path order.
    let orphans: [String]
    /// The folder and every folder under it, where goldens are written.
    let folders: [String]

    init(_ directory: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandFailure("'\(directory)' is not a folder.")
        }
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else {
            throw CommandFailure("cannot list '\(directory)'.")
        }
        let folder = directory.hasSuffix("/") ? directory : directory + "/"
        var entries: [Entry] = [], goldens: [String] = [], folders = [directory]
        for case let url as URL in enumerator {
            let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                folders.append(folder + relative)
                continue
            }
            let ext = url.pathExtension.lowercased()
            if ext == "trace" { goldens.append(relative) }
            guard Self.scenarioExtensions.contains(ext), !TraceSource.isSavedJSONTrace(url.path) else { continue }
            let relativeGolden = String(relative.dropLast(url.pathExtension.count)) + "trace"
            entries.append(Entry(relativePath: relative, relativeGoldenPath: relativeGolden,
                                 scenarioPath: folder + relative, goldenPath: folder + relativeGolden))
        }
        self.entries = entries.sorted { $0.relativePath < $1.relativePath }
        let kept = Set(entries.map(\.relativeGoldenPath))
        orphans = goldens.filter { !kept.contains($0) }.sorted()
        self.folders = folders
    }
}
