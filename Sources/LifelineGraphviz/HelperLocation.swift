import Foundation

/// Where the `LifelineGraphvizHelper` executable is: `LIFELINE_GRAPHVIZ_HELPER` if set, else
/// beside the running executable (SwiftPM builds every executable of the package into one
/// folder, test runners included), else beside a loaded `.xctest` bundle (macOS).
package enum HelperLocation {
    static let environmentVariable = "LIFELINE_GRAPHVIZ_HELPER"

    /// The helper executable's file name, which the renderer looks for beside the running program.
    package static let executableName = "LifelineGraphvizHelper"

    static func find() throws(GraphvizError) -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment[environmentVariable], !path.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw GraphvizError(kind: .helperUnavailable,
                                    message: "\(environmentVariable) names \(path), which is not an executable file")
            }
            return URL(fileURLWithPath: path)
        }
        for folder in candidateFolders() {
            let url = folder.appendingPathComponent(executableName)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw GraphvizError(kind: .helperUnavailable, message: """
            DOT text from outside Lifeline is rendered in a helper process, and \
            \(executableName) was not found beside \(Bundle.main.executablePath ?? "this program"). \
            Build it (`swift build --product \(executableName)`) and install it beside the program, \
            or set \(environmentVariable) to its path.
            """)
    }

    private static func candidateFolders() -> [URL] {
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL {
            folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        return folders
    }
}
