import Foundation

/// The scenario files of a folder and the golden each keeps beside it: `flow.yaml` and
/// `flow.trace`. Sub-folders are searched too, so a large suite can be organised; files are
/// visited in path order so that output and progress are stable.
struct ScenarioDirectory {
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

    let entries: [Entry]

    init(_ directory: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandFailure("'\(directory)' is not a folder.")
        }
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
            throw CommandFailure("cannot list '\(directory)'.")
        }
        var entries: [Entry] = []
        for case let url as URL in enumerator {
            let ext = url.pathExtension.lowercased()
            guard ["yaml", "yml", "json"].contains(ext), !TraceSource.isSavedTrace(url.path) else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
            let relativeGolden = String(relative.dropLast(url.pathExtension.count)) + "trace"
            let folder = directory.hasSuffix("/") ? directory : directory + "/"
            entries.append(Entry(relativePath: relative, relativeGoldenPath: relativeGolden,
                                 scenarioPath: folder + relative, goldenPath: folder + relativeGolden))
        }
        self.entries = entries.sorted { $0.relativePath < $1.relativePath }
    }
}
