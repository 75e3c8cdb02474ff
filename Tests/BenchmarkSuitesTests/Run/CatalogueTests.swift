import Architectures
import BenchmarkCore
import SharedModel
import Testing
@testable import BenchmarkSuites

/// The case list covers the whole architecture catalogue, names every case once, and pulls in the
/// references its ratios need.
@MainActor
@Suite("The case catalogue")
struct CatalogueTests {
    private let cases = BenchmarkCatalogue.cases(locator: PackageRootLocator(explicitRoot: nil))

    @Test("Every per-architecture case runs for every architecture in the catalogue")
    func everyArchitecture() {
        let names = Set(Architecture.allCases.map(\.displayName))
        let perArchitecture = cases.filter { $0.identity.architecture != nil }
        let caseNames = Set(perArchitecture.map(\.identity.caseName))
        #expect(caseNames == [
            "keystroke", "login-round-trip", "theme-change", "list-landing/10", "list-landing/1000", "list-landing/100000",
            "bytes-to-data/10", "bytes-to-data/1000", "bytes-to-data/100000", "pop-while-loading/login",
            "pop-while-loading/subject-list", "subject-detail-round-trip", "switch-off",
        ])
        for caseName in caseNames {
            let architectures = perArchitecture.filter { $0.identity.caseName == caseName }.compactMap(\.identity.architecture)
            #expect(Set(architectures) == names, "\(caseName)")
            #expect(architectures.count == names.count, "\(caseName)")
        }
        let glue = cases.filter { $0.identity.suite == GlueCase.suite }.flatMap(\.resultIdentifiers)
        for name in names {
            #expect(glue.contains("glue/all/all/\(name)"))
            #expect(glue.contains("glue/login/glue/\(name)"))
        }
    }

    @Test("A full run counts the instructions of every case a quick run has, and of no other")
    func uncountedCases() {
        let uncounted = BenchmarkCatalogue.uncountedIdentifiers(locator: PackageRootLocator(explicitRoot: nil))
        let largest = "/\(BenchmarkCatalogue.largestSize)"
        let expected = cases.compactMap { $0 as? TimedCase }.map(\.identity.identifier)
            .filter { $0.contains(largest + "/") || $0.hasSuffix(largest) || $0.hasPrefix("reformers/huge/") }
        // The landings and first phases per architecture, every reformer path per shape, the huge payloads.
        #expect(expected.count == 2 * Architecture.allCases.count
            + ReformerPath.allCases.count * CatalogueShape.allCases.count + ReformerSuite.hugeMegabytes.count)
        #expect(uncounted == Set(expected))
    }

    @Test("Case and result names are unique")
    func uniqueNames() {
        let identifiers = cases.flatMap(\.resultIdentifiers)
        #expect(Set(identifiers).count == identifiers.count)
    }

    @Test("Every ratio's reference is a case of the catalogue")
    func referencesExist() {
        let identifiers = Set(cases.map(\.identity.identifier))
        for benchmarkCase in cases {
            if let reference = benchmarkCase.ratio?.caseIdentifier {
                #expect(identifiers.contains(reference), "\(benchmarkCase.identity.identifier) → \(reference)")
            }
        }
    }

    @Test("Every reformer path, one-step included, is set against the one-step path of its own shape and size")
    func reformerReferences() {
        let reformers = cases.filter { $0.identity.suite == ReformerSuite.suite && !$0.identity.caseName.hasPrefix("huge/") }
        // 3 sizes × every shape × every path.
        #expect(reformers.count == ReformerSuite.subjectCounts.count * CatalogueShape.allCases.count * ReformerPath.allCases.count)
        for reformer in reformers {
            // `<path>/<shape>/<size>` → `reformers/one-step/<shape>/<size>`.
            let shapeAndSize = reformer.identity.caseName.split(separator: "/").dropFirst().joined(separator: "/")
            #expect(reformer.ratio == RatioReference(caseIdentifier: "reformers/one-step/\(shapeAndSize)",
                                                     metric: "time per payload", name: "vs one-step"),
                    "\(reformer.identity.identifier)")
        }
    }

    @Test("Selecting a case brings in the reference of its ratio", arguments: [
        ("propagation/keystroke/MVP", ["propagation/keystroke/MVC", "propagation/keystroke/MVP"], ["propagation/keystroke/MVC"]),
        ("binding/chain/10", ["binding/floor", "binding/chain/10"], ["binding/floor"]),
        ("*/two-step-reader/v2/10", ["reformers/one-step/v2/10", "reformers/two-step-reader/v2/10"], ["reformers/one-step/v2/10"]),
        ("*/one-step/v2/10", ["reformers/one-step/v2/10"], []),
        // A substring selects every name it occurs in (`…/MVC` also selects `…/MVCS`); a glob names one
        // exactly, in every suite that has it: the chains suite has a keystroke too.
        ("*/keystroke/MVC", ["propagation/keystroke/MVC", "chains/event"], []),
    ])
    func references(pattern: String, expected: [String], references: [String]) {
        let selected = BenchmarkCatalogue.select(cases, filter: BenchFilter(patterns: [pattern]))
        #expect(selected.map(\.benchmarkCase.identity.identifier) == expected)
        #expect(selected.filter(\.isReference).map(\.benchmarkCase.identity.identifier) == references)
    }

    @Test("A filter that matches one glue figure selects the glue count")
    func glueFilter() {
        let selected = BenchmarkCatalogue.select(cases, filter: BenchFilter(patterns: ["glue/all/all/MVC"]))
        #expect(selected.map(\.benchmarkCase.identity.suite) == [GlueCase.suite])
    }

    @Test("Ratios divide the named figure by the reference's; a missing reference gives n/a")
    func ratios() throws {
        func result(_ caseName: String, _ architecture: String, _ time: Double) -> BenchmarkResult {
            CaseIdentity(suite: "propagation", caseName: caseName, architecture: architecture)
                .result([Metric(name: "time per event", value: time, unit: "ns", kind: .time)])
        }
        let reference = RatioReference(caseIdentifier: "propagation/k/MVC", metric: "time per event", name: "vs MVC")
        let orphan = RatioReference(caseIdentifier: "propagation/gone/MVC", metric: "time per event", name: "vs MVC")
        let results = BenchmarkRun.addingRatios(
            ["propagation/k/MVC": reference, "propagation/k/MVP": reference, "propagation/j/MVP": orphan],
            to: [result("k", "MVC", 200), result("k", "MVP", 300), result("j", "MVP", 100)]
        )
        let ratios = results.map { $0.metrics.last }
        #expect(ratios.map { $0?.value } == [1, 1.5, nil])
        #expect(ratios.allSatisfy { $0?.kind == .ratio && $0?.name == "vs MVC" })
    }

    @Test("Where instructions were counted, the same factor is given on them, and gates as they do")
    func instructionRatios() throws {
        func result(_ architecture: String, time: Double, instructions: Double) -> BenchmarkResult {
            CaseIdentity(suite: "propagation", caseName: "k", architecture: architecture).result([
                Metric(name: "time per event", value: time, unit: "ns", kind: .time),
                Metric.instructions(InstructionCount(perEvent: instructions)),
            ])
        }
        let reference = RatioReference(caseIdentifier: "propagation/k/MVC", metric: "time per event", name: "vs MVC")
        let results = BenchmarkRun.addingRatios(
            ["propagation/k/MVC": reference, "propagation/k/MVVM": reference],
            to: [result("MVC", time: 200, instructions: 8_000), result("MVVM", time: 300, instructions: 8_800)]
        )
        let mvvm = try #require(results.last)
        #expect(mvvm.metrics.map(\.name) == ["time per event", "instructions per event", "vs MVC", "vs MVC in instructions"])
        let factor = try #require(mvvm.metrics.last)
        #expect(factor.value.map { ($0 * 1_000).rounded() / 1_000 } == 1.1)
        #expect(factor.kind == .instructions)
        #expect(factor.unit == "×")
        // Without counted instructions there is no such factor.
        #expect(BenchmarkRun.addingRatios(["propagation/k/MVC": reference], to: [
            CaseIdentity(suite: "propagation", caseName: "k", architecture: "MVC")
                .result([Metric(name: "time per event", value: 1, unit: "ns", kind: .time)]),
        ]).first?.metrics.count == 2)
    }
}
