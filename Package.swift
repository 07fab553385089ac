// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Lifeline",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Lifeline", targets: ["Lifeline"]),
        .library(name: "LifelineScenarios", targets: ["LifelineScenarios"]),
        .library(name: "LifelineDiagrams", targets: ["LifelineDiagrams"]),
        .library(name: "LifelineGraphviz", targets: ["LifelineGraphviz"]),
        // The helper process's side of rendering foreign DOT (and its SVG check), for the fuzz targets.
        .library(name: "LifelineGraphvizService", targets: ["LifelineGraphvizService"]),
        .library(name: "LifelineTesting", targets: ["LifelineTesting"]),
        .executable(name: "lifeline", targets: ["LifelineCLI"]),
        // Renders DOT from outside Lifeline for GraphvizRenderer in a process of its own.
        .executable(name: "LifelineGraphvizHelper", targets: ["LifelineGraphvizHelper"]),
        .executable(name: "load-paths-sample", targets: ["LoadPathsSample"]),
        .executable(name: "navigation-service-sample", targets: ["NavigationServiceSample"]),
        .executable(name: "dismiss-logging-sample", targets: ["DismissLoggingSample"]),
        .executable(name: "lifecycle-observer-sample", targets: ["LifecycleObserverSample"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // YAML scenario files: the node API keeps every node's line and column for errors.
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // The trace: events, their encodings and comparisons. Knows nothing of the model.
        .target(name: "LifelineTrace", path: "Sources/LifelineTrace"),
        // The UIKit lifecycle model, recording into the trace. No parser: apps that link it do not link Yams.
        .target(name: "Lifeline", dependencies: ["LifelineTrace"], path: "Sources/Lifeline"),
        // Scenario files, their runner and writer, and the built-in strategies, over the model's public API.
        .target(name: "LifelineScenarios", dependencies: ["Lifeline", .product(name: "Yams", package: "Yams")],
                path: "Sources/LifelineScenarios"),
        // Diagrams of traces as a value-type graph, its pure DOT encoding, and Mermaid text.
        .target(name: "LifelineDiagrams", dependencies: ["LifelineTrace"], path: "Sources/LifelineDiagrams"),
        // The testing kit: golden traces and order expectations, reported to XCTest or Swift Testing.
        // Goldens in every format (text, JSON, DOT, Mermaid): LifelineDiagrams is pure Swift, so apps
        // link the kit without libgvc (LifelineGraphviz) or Yams (LifelineScenarios).
        .target(name: "LifelineTesting", dependencies: ["Lifeline", "LifelineTrace", "LifelineDiagrams"],
                path: "Sources/LifelineTesting"),
        // The Graphviz C library, found by pkg-config (Debian libgraphviz-dev, Homebrew graphviz).
        .systemLibrary(
            name: "CGraphviz", path: "Sources/CGraphviz", pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        // Lays out and renders DOT in process through libgvc.
        // Graphviz's gvprintdouble, exact and without printf, defined in each executable that
        // draws (GraphvizNumbers.c says how it takes the library's place and when it does not).
        .target(name: "CGraphvizNumbers", path: "Sources/CGraphvizNumbers"),
        // The sequence and comparison diagrams' fixed layout, `nop2`'s steps without the neato
        // plugin and the libraries it loads (PinnedLayout.c says how and for which graphs).
        .target(name: "CGraphvizPinnedLayout", dependencies: ["CGraphviz"], path: "Sources/CGraphvizPinnedLayout"),
        .target(name: "LifelineGraphviz", dependencies: ["LifelineDiagrams", "CGraphviz", "CGraphvizNumbers", "CGraphvizPinnedLayout"],
                path: "Sources/LifelineGraphviz"),
        // The process GraphvizRenderer renders foreign DOT in, so that a Graphviz crash ends it and not the caller.
        .executableTarget(name: "LifelineGraphvizHelper", dependencies: ["LifelineGraphvizService"],
                          path: "Sources/LifelineGraphvizHelper"),
        // What the helper process does with a request: render it and check the SVG (with
        // FoundationXML's parser). A module of its own so that `lifeline`, which only sends
        // requests, does not link libxml2 and ICU: 1.1 ms of every start (Profiling.md, section 21).
        .target(name: "LifelineGraphvizService", dependencies: ["LifelineGraphviz"], path: "Sources/LifelineGraphvizService"),
        // The thin command-line front end over the library.
        .executableTarget(
            name: "LifelineCLI",
            dependencies: ["LifelineScenarios", "LifelineTrace", "LifelineDiagrams", "LifelineGraphviz",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/LifelineCLI"
        ),
        // The fuzz targets' invariants (issue 19), called by the executables in Fuzz/ and by the
        // regression replay test alike. Not a product: only this package and Fuzz/ use it.
        .target(name: "LifelineFuzzChecks",
                dependencies: ["LifelineScenarios", "LifelineTrace", "LifelineDiagrams", "LifelineGraphviz",
                               "LifelineGraphvizService"],
                path: "Sources/LifelineFuzzChecks"),
        .executableTarget(name: "LoadPathsSample", dependencies: ["Lifeline"], path: "Samples/LoadPathsSample"),
        // The navigation-service article's flow: the service as a library its tests import, and a runner.
        .target(name: "NavigationFlow", dependencies: ["Lifeline"], path: "Samples/NavigationServiceSample/NavigationFlow"),
        .executableTarget(name: "NavigationServiceSample", dependencies: ["NavigationFlow", "Lifeline"],
                          path: "Samples/NavigationServiceSample/Main"),
        // The dismiss-logging article's app, the same way.
        .target(name: "DismissLogging", dependencies: ["Lifeline"], path: "Samples/DismissLoggingSample/DismissLogging"),
        .executableTarget(name: "DismissLoggingSample", dependencies: ["DismissLogging", "Lifeline"],
                          path: "Samples/DismissLoggingSample/Main"),
        // The lifecycle-observer article's observers (a child controller, hosted content), the same way.
        .target(name: "LifecycleObserver", dependencies: ["Lifeline"], path: "Samples/LifecycleObserverSample/LifecycleObserver"),
        .executableTarget(name: "LifecycleObserverSample", dependencies: ["LifecycleObserver", "Lifeline"],
                          path: "Samples/LifecycleObserverSample/Main"),
        // Issue 7's benchmarks (`make bench`) and the in-process vs `dot` render table
        // (`make bench-render`); release builds only, never a test. No dependency beyond the package's
        // own targets, so that the debug build `make test` does stays small.
        .executableTarget(name: "LifelineBenchmarks", dependencies: ["LifelineGraphviz", "LifelineDiagrams", "LifelineScenarios"],
                          path: "Benchmarks/LifelineBenchmarks"),
        // Files of earlier format versions, read through #filePath.
        // What several test targets share: the seeded generator of their property and fuzz tests.
        .target(name: "LifelineTestSupport", path: "Tests/LifelineTestSupport"),
        .testTarget(name: "LifelineTraceTests", dependencies: ["LifelineTrace", "LifelineTestSupport"], path: "Tests/LifelineTraceTests",
                    exclude: ["Fixtures"]),
        // The strategies' goldens other than the samples' live in __Traces__, read through #filePath.
        .testTarget(name: "LifelineTests", dependencies: ["LifelineScenarios", "LifelineTesting", "LifelineTestSupport"], path: "Tests/LifelineTests",
                    exclude: ["__Traces__"], resources: [.copy("Fixtures")]),
        .testTarget(name: "LifelineCLITests", dependencies: ["LifelineScenarios", "LifelineTestSupport"], path: "Tests/LifelineCLITests"),
        .testTarget(name: "LifelineDiagramsTests", dependencies: ["LifelineDiagrams", "LifelineScenarios", "LifelineTesting", "LifelineTestSupport"],
                    path: "Tests/LifelineDiagramsTests", exclude: ["__Goldens__"]),
        .testTarget(name: "NavigationServiceSampleTests", dependencies: ["NavigationFlow", "Lifeline"],
                    path: "Tests/NavigationServiceSampleTests"),
        .testTarget(name: "DismissLoggingSampleTests", dependencies: ["DismissLogging", "Lifeline"],
                    path: "Tests/DismissLoggingSampleTests"),
        .testTarget(name: "LifecycleObserverSampleTests", dependencies: ["LifecycleObserver", "Lifeline", "LifelineTesting"],
                    path: "Tests/LifecycleObserverSampleTests"),
        // The kit's goldens live in __Traces__ beside the tests, read through #filePath, not as resources.
        .testTarget(name: "LifelineTestingTests", dependencies: ["LifelineTesting", "LifelineScenarios"],
                    path: "Tests/LifelineTestingTests", exclude: ["__Traces__"]),
        // Test-only: the public raw-DOT renderer in a process of its own, for the helper's lifetime tests.
        .executableTarget(name: "LifelineGraphvizProbe", dependencies: ["LifelineGraphviz"],
                          path: "Tests/LifelineGraphvizProbe"),
        .testTarget(name: "LifelineGraphvizTests",
                    dependencies: ["LifelineGraphviz", "LifelineGraphvizService", "LifelineGraphvizHelper", "LifelineGraphvizProbe",
                                   "LifelineDiagrams", "LifelineScenarios", "CGraphvizNumbers", "CGraphvizPinnedLayout", "CGraphviz",
                                   "LifelineTestSupport"],
                    path: "Tests/LifelineGraphvizTests", exclude: ["Reproducers"]),
        // Replays Fuzz/Regressions/<Target>/ through LifelineFuzzChecks, read through #filePath.
        .testTarget(name: "FuzzRegressionTests", dependencies: ["LifelineFuzzChecks", "LifelineTrace"], path: "Tests/FuzzRegressionTests"),
    ],
    swiftLanguageModes: [.v6]
)
