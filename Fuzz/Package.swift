// swift-tools-version:6.0
// Lifeline's libFuzzer targets (issue 19), a package of their own so that the main build never
// compiles them. Build with the sanitizers, as `make fuzz` does:
//   swift build -c release --package-path Fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
// See README.md beside this file.
import PackageDescription

let lifeline: [Target.Dependency] = [
    .product(name: "LifelineScenarios", package: "lifeline"),
    .product(name: "LifelineDiagrams", package: "lifeline"),
    .product(name: "LifelineGraphviz", package: "lifeline"),
    .product(name: "LifelineGraphvizService", package: "lifeline"),
]
let targets = ["Scenario", "TextTrace", "JSONTrace", "Diagrams", "RawDOT", "RawDOTInProcess"]

let package = Package(
    name: "LifelineFuzz",
    platforms: [.macOS(.v13)],
    // `Lifeline` is a symbolic link to `..`: a path dependency is identified by its directory
    // name, and the checkout's own name is anything (and may even be `fuzz`, this package's).
    dependencies: [.package(path: "Lifeline")],
    targets: [
        // The main package's Sources/LifelineFuzzChecks, through a symbolic link: the checks are
        // written once, and the main package's regression test calls the very same code. (Another
        // package can only use a product, and the checks are not one.)
        .target(name: "FuzzChecks", dependencies: lifeline, path: "Sources/FuzzChecks"),
        // Starts libFuzzer from each executable's entry point.
        .target(name: "FuzzDriver", path: "Sources/FuzzDriver"),
    ] + targets.map { name in
        .executableTarget(name: "Fuzz\(name)", dependencies: ["FuzzChecks", "FuzzDriver"], path: "Sources/Fuzz\(name)")
    },
    swiftLanguageModes: [.v6]
)
