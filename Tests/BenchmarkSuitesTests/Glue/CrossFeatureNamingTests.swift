import Architectures
import BenchmarkCore
import Testing
@testable import BenchmarkSuites

/// Seed 002's Mediator keeps features apart: no file of one MVCS feature names a type of the other,
/// or a screen outside both. Every other architecture's figure is counted the same way and reported
/// by the glue suite, so the report shows the direct push, the router and the mediator side by side.
@MainActor
@Suite("Names across features")
struct CrossFeatureNamingTests {
    private let glue = GlueCase(architectures: Architecture.allCases, locator: PackageRootLocator(explicitRoot: nil))

    @Test("No file of one MVCS feature names a type of the other, or a screen outside both")
    func mvcsNamesNothingAcross() throws {
        let names = try #require(try glue.crossFeatureNames().first { $0.0 == .mvcs }?.1)
        #expect(names.references.isEmpty, "\(names.references.map(\.description).joined(separator: "\n"))")
    }

    @Test("The glue suite reports both figures for every architecture")
    func reportedForEveryArchitecture() throws {
        let results = try glue.run(with: Runner()).results.filter { $0.caseName == GlueCase.crossFeatureCase }
        #expect(results.compactMap(\.architecture) == Architecture.allCases.map(\.displayName))
        for result in results {
            #expect(result.metrics.map(\.name) == ["other-feature types named", "destination screens named"])
            #expect(result.metrics.allSatisfy { $0.kind == .deterministic && $0.value != nil })
        }
        // MVC pushes the other feature's screen by its type.
        let mvc = try #require(results.first { $0.architecture == Architecture.mvc.displayName })
        #expect((mvc.metrics.first { $0.name == "other-feature types named" }?.value ?? 0) > 0)
    }
}
