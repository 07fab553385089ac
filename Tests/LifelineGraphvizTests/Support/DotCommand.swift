import Foundation
@testable import LifelineGraphviz

/// The `dot` command, when installed, to compare with.
enum DotCommand {
    static let path = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// `dot -Tsvg` as installed: with every configured plugin, pango's text layout included.
    static func svg(_ dot: String) throws -> String {
        try run(dot, format: "svg", environment: nil)
    }

    /// `dot -Tsvg` with only the plugins the renderer's SVG context loads
    /// (`GraphvizPlugins.lean`): a plugin folder holding links to those libraries and the
    /// configuration `dot -c` writes for them, named by `GVBINDIR`.
    static func leanSVG(_ dot: String) throws -> String {
        try leanOutput(dot, format: "svg")
    }

    /// `dot -T<format>` with the same plugins as `leanSVG(_:)`.
    static func leanOutput(_ dot: String, format: String) throws -> String {
        try run(dot, format: format, environment: ["GVBINDIR": try leanPluginFolder.get()])
    }

    private static let leanPluginFolder = Result { () throws -> String in
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-lean-graphviz-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard let source = GraphvizPlugins.pluginDirectory() else { throw CocoaError(.fileNoSuchFile) }
        for name in GraphvizPlugins.lean {
            let file = "libgvplugin_\(name).so.6"
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(file).path,
                                                       withDestinationPath: source + "/" + file)
        }
        let configure = Process()
        configure.executableURL = URL(fileURLWithPath: path!)
        configure.arguments = ["-c"]
        configure.environment = ["GVBINDIR": folder.path]
        try configure.run()
        configure.waitUntilExit()
        return folder.path
    }

    private static func run(_ dot: String, format: String, environment: [String: String]?) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path!)
        process.arguments = ["-T" + format]
        if let environment {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(dot.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
