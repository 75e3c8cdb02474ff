// swift-tools-version:6.2
// One package, no dependencies beyond the Swift toolchain: a learner clones it and runs it.
// Tools 6.2: the model layer's API managers cancel their requests in an isolated deinit (SE-0371), which
// compiles from Swift 6.2; an older toolchain is told so here rather than by a compile error.
import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableExperimentalFeature("StrictConcurrency=complete"),
]

let screenDependencies: [Target.Dependency] = ["SharedModel", "SharedViews", "ViewKit"]
/// An architecture's unit tests: its layers, and the words and the login its tests share.
let unitTestDependencies: [Target.Dependency] = screenDependencies + ["SharedTestSupport"]

let package = Package(
    name: "ArchitectureBench",
    // The view kit and MVVM-Observation stand on Observation (`@Observable`, `withObservationTracking`),
    // which Apple's SDK makes available from macOS 14; nothing else the code calls needs more.
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "SharedModel", targets: ["SharedModel"]),
        .library(name: "ViewKit", targets: ["ViewKit"]),
        .library(name: "Architectures", targets: ["Architectures"]),
    ],
    targets: [
        // The two foundations, independent of each other: no view knows the model, the model knows
        // no view.
        // The headless stand-in for UIKit: views, controls, collection view, navigation.
        .target(name: "ViewKit", swiftSettings: strict),
        // The one model layer every architecture stands on: entities, API managers, reformers, the
        // fake backend, the session and theme stores, the rules and messages of the login form.
        .target(name: "SharedModel", swiftSettings: strict),

        // What every architecture shows the same way, standing on both: the widgets of both
        // screens, their identifiers, words and theme colours, the destinations.
        .target(name: "SharedViews", dependencies: ["SharedModel", "ViewKit"], swiftSettings: strict),

        // The architectures, each the same two features.
        .target(name: "MVC", dependencies: screenDependencies, swiftSettings: strict),
        .target(name: "MVVM", dependencies: screenDependencies, swiftSettings: strict),
        .target(name: "MVP", dependencies: screenDependencies, swiftSettings: strict),
        .target(name: "MVVMDC", dependencies: screenDependencies, swiftSettings: strict),
        .target(name: "VIPER", dependencies: screenDependencies, swiftSettings: strict),
        .target(name: "MVCS", dependencies: screenDependencies, swiftSettings: strict),
        .target(name: "MVVMObservation", dependencies: screenDependencies, swiftSettings: strict),
        .target(name: "MVVMC", dependencies: screenDependencies, swiftSettings: strict),
        .target(name: "VIP", dependencies: screenDependencies, swiftSettings: strict),
        .target(name: "Redux", dependencies: screenDependencies, swiftSettings: strict),

        // The catalogue: one enum case per architecture, for tests and the benchmark.
        .target(name: "Architectures", dependencies: screenDependencies + ["MVC", "MVP", "MVVM", "MVVMDC", "VIPER", "MVCS",
                                                                     "MVVMObservation", "MVVMC", "VIP", "Redux"],
                swiftSettings: strict),

        // The benchmark: its measuring core (statistics, runner, allocation counter, glue counter,
        // reports, compare) and the allocation counter it links into the `bench` executable (it wraps
        // glibc's malloc; elsewhere it compiles to stubs and allocations are n/a).
        .target(name: "CAllocCounter", path: "Benchmarks/CAllocCounter"),
        // The function-entry trace the chains are recorded with, in the build `measure-chains` makes.
        .target(name: "CCallTrace", path: "Benchmarks/CCallTrace"),
        // The request that starts callgrind's instrumentation at the first counted window.
        .target(name: "CCallgrindRequest", path: "Benchmarks/CCallgrindRequest"),
        .target(name: "BenchmarkCore", dependencies: ["CAllocCounter", "CCallTrace", "CCallgrindRequest"],
                path: "Benchmarks/BenchmarkCore",
                swiftSettings: strict),
        // The cases: every architecture in the catalogue driven like a user would, the binding kit,
        // the reformers and the glue-code count, each checked before it is measured.
        .target(name: "BenchmarkSuites",
                dependencies: ["BenchmarkCore", "Architectures", "SharedModel", "ViewKit", "MVVM"],
                path: "Benchmarks/BenchmarkSuites", swiftSettings: strict),
        // `swift run -c release bench`: runs, lists or compares, and links the allocation counter in.
        .executableTarget(name: "bench", dependencies: ["BenchmarkSuites", "BenchmarkCore"],
                          path: "Benchmarks/bench", swiftSettings: strict),

        .testTarget(name: "BenchmarkCoreTests", dependencies: ["BenchmarkCore"], swiftSettings: strict),
        .testTarget(name: "BenchmarkSuitesTests",
                    dependencies: ["BenchmarkSuites", "BenchmarkCore", "Architectures", "SharedModel", "ViewKit",
                                   "SharedTestSupport"],
                    swiftSettings: strict),
        // What several test targets share: a seeded generator, so a random walk replays; which Foundation
        // the JSON tests pinned to its behaviour run against; the spec's words and a user logging in.
        .target(name: "SharedTestSupport", dependencies: ["ViewKit"], path: "Tests/SharedTestSupport",
                swiftSettings: strict),
        .testTarget(name: "ViewKitTests", dependencies: ["ViewKit", "SharedTestSupport"], swiftSettings: strict),
        .testTarget(name: "SharedModelTests", dependencies: ["SharedModel", "SharedTestSupport"], swiftSettings: strict),
        .testTarget(name: "MVCTests", dependencies: ["MVC"] + unitTestDependencies, swiftSettings: strict),
        .testTarget(name: "MVVMTests", dependencies: ["MVVM"] + unitTestDependencies, swiftSettings: strict),
        .testTarget(name: "MVPTests", dependencies: ["MVP"] + unitTestDependencies, swiftSettings: strict),
        .testTarget(name: "MVVMDCTests", dependencies: ["MVVMDC"] + unitTestDependencies, swiftSettings: strict),
        .testTarget(name: "VIPERTests", dependencies: ["VIPER"] + unitTestDependencies, swiftSettings: strict),
        .testTarget(name: "MVCSTests", dependencies: ["MVCS"] + unitTestDependencies, swiftSettings: strict),
        .testTarget(name: "ReduxTests", dependencies: ["Redux"] + unitTestDependencies, swiftSettings: strict),
        .testTarget(name: "VIPTests", dependencies: ["VIP"] + unitTestDependencies, swiftSettings: strict),
        .testTarget(name: "MVVMCTests", dependencies: ["MVVMC"] + unitTestDependencies, swiftSettings: strict),
        .testTarget(name: "MVVMObservationTests", dependencies: ["MVVMObservation"] + unitTestDependencies,
                    swiftSettings: strict),
        // The guides under docs/ cite only code that exists.
        .testTarget(name: "DocumentationTests", dependencies: ["BenchmarkCore"], swiftSettings: strict),
        .testTarget(name: "ConformanceTests", dependencies: ["Architectures", "SharedModel", "ViewKit", "SharedTestSupport"],
                    swiftSettings: strict),
    ]
)
