import Architectures
import BenchmarkCore
import Foundation
import Testing
@testable import BenchmarkSuites

/// The glue-code figures depend on the sources only, and the sources are found robustly.
@MainActor
@Suite("Glue-code figures")
struct GlueDeterminismTests {
    private let runner = Runner(configuration: .quick)

    @Test("Two counts of the same sources give equal figures")
    func deterministic() throws {
        let glue = GlueCase(architectures: Architecture.allCases, locator: PackageRootLocator(explicitRoot: nil))
        let first = try glue.run(with: runner)
        let second = try glue.run(with: runner)
        #expect(first.results == second.results)
        #expect(first.notes == second.notes)
        #expect(first.results.allSatisfy { result in result.metrics.allSatisfy { $0.kind == .deterministic } })
        let all = first.results.filter { $0.caseName == "all/all" }
        #expect(all.compactMap(\.architecture) == Architecture.allCases.map(\.displayName))
        let mvc = try #require(all.first { $0.architecture == "MVC" })
        #expect(mvc.metrics.first { $0.name == "lines vs MVC" }?.value == 1)
    }

    @Test("The package root is found from a subdirectory, and a wrong --root says what it looked for")
    func packageRoot() throws {
        let root = try PackageRootLocator(explicitRoot: nil).locate()
        let fromSubdirectory = PackageRootLocator(
            explicitRoot: nil,
            workingDirectory: root + "/Sources/MVC",
            executablePath: nil,
            requiredDirectories: Architecture.allCases.map(\.sourceDirectory)
        )
        #expect(try fromSubdirectory.locate() == root)

        let wrong = PackageRootLocator(
            explicitRoot: "/nonexistent",
            workingDirectory: root,
            executablePath: nil,
            requiredDirectories: Architecture.allCases.map(\.sourceDirectory)
        )
        let failure = try #require(throws: CheckFailure.self) { try wrong.locate() }
        #expect(failure.message.contains("/nonexistent"))
        #expect(failure.message.contains("--root"))
    }
}
