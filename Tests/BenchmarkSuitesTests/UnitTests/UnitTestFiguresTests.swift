import Architectures
import BenchmarkCore
import Foundation
import Testing
@testable import BenchmarkSuites

/// The unit-test figures the benchmark reports are those of the sources as they are: the committed
/// file covers every architecture, and an edit anywhere it depends on makes the case refuse it.
@MainActor
@Suite("Unit-test figures")
struct UnitTestFiguresTests {
    @Test("The committed figures were measured on today's sources, for every architecture and behaviour")
    func committedFiguresAreFresh() throws {
        let unitTests = UnitTestCase(architectures: Architecture.allCases, locator: PackageRootLocator(explicitRoot: nil))
        let figures = try unitTests.checkedFigures()
        #expect(figures.map(\.0) == Architecture.allCases)
        for (architecture, entry) in figures {
            #expect(entry.behaviours.map(\.behaviour) == (1...10).map { "B\($0)" }, "\(architecture)")
            #expect(entry.logicLinesCovered <= entry.logicLinesExecutable)
        }
        let outcome = try unitTests.run(with: Runner(configuration: .quick))
        #expect(outcome.results.allSatisfy { result in result.metrics.allSatisfy { $0.kind == .deterministic } })
    }

    @Test("An edit to an architecture's unit tests after measuring makes the figures stale")
    func editsMakeThemStale() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("unit-tests-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let architectures = Architecture.allCases
        let directories = Set(architectures.flatMap(UnitTestFigures.fingerprintedDirectories(of:)) + ["Benchmarks"])
        for directory in directories {
            try FileManager.default.createDirectory(atPath: root + "/" + directory, withIntermediateDirectories: true)
            try Data("// \(directory)\n".utf8).write(to: URL(fileURLWithPath: root + "/" + directory + "/File.swift"))
        }
        let behaviour = UnitTestFigures.BehaviourFigures(behaviour: "B1", test: "T/t", setupLines: 1, typesReached: [],
                                                         viewsBuilt: 0)
        let figures = UnitTestFigures(architectures: try architectures.map { architecture in
            UnitTestFigures.ArchitectureFigures(
                architecture: architecture.displayName,
                fingerprint: try SourceFingerprint.of(directories: UnitTestFigures.fingerprintedDirectories(of: architecture),
                                                      root: root),
                logicLinesExecutable: 10, logicLinesCovered: 5, testSupportLines: 3, behaviours: [behaviour])
        })
        try JSONEncoder().encode(figures).write(to: URL(fileURLWithPath: root + "/" + UnitTestFigures.path))
        let unitTests = UnitTestCase(architectures: architectures, locator: PackageRootLocator(explicitRoot: root))
        #expect(try unitTests.checkedFigures().count == architectures.count)

        let test = root + "/" + UnitTestFigures.testDirectory(of: .mvp) + "/File.swift"
        try Data("// edited\n".utf8).write(to: URL(fileURLWithPath: test))
        let failure = #expect(throws: CheckFailure.self) { try unitTests.checkedFigures() }
        #expect(failure?.message.contains("MVP's sources or tests changed") == true)
        #expect(failure?.message.contains(UnitTestFigures.command) == true)
    }
}
