// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Lifeline",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Lifeline", targets: ["Lifeline"]),
        .executable(name: "lifeline", targets: ["LifelineCLI"]),
        .executable(name: "load-paths-sample", targets: ["LoadPathsSample"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The trace: events, their encodings and comparisons. Knows nothing of the model.
        .target(name: "LifelineTrace", path: "Sources/LifelineTrace"),
        // The UIKit lifecycle model and the built-in load-path strategies, recording into the trace.
        .target(name: "Lifeline", dependencies: ["LifelineTrace"], path: "Sources/Lifeline"),
        // The thin command-line front end over the library.
        .executableTarget(
            name: "LifelineCLI",
            dependencies: ["Lifeline", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/LifelineCLI"
        ),
        .executableTarget(name: "LoadPathsSample", dependencies: ["Lifeline"], path: "Samples/LoadPathsSample"),
        .testTarget(name: "LifelineTraceTests", dependencies: ["LifelineTrace"], path: "Tests/LifelineTraceTests"),
        .testTarget(name: "LifelineTests", dependencies: ["Lifeline"], path: "Tests/LifelineTests",
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "LifelineCLITests", dependencies: ["Lifeline"], path: "Tests/LifelineCLITests"),
    ],
    swiftLanguageModes: [.v6]
)
