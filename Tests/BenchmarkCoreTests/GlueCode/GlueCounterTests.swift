import Foundation
import Testing
@testable import BenchmarkCore

@Suite struct GlueCounterTests {
    /// Two small architectures: MVC, and an MVVM with more glue.
    private func makeFixture() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/MVC/Login/LoginViewController.swift", """
            // Role: view
            /// The login screen.
            final class LoginViewController {
                let title = "Log In" // the screen title

                func layout() {}
            }
            """)
        try directory.write("Sources/MVC/SubjectList/SubjectListController.swift", """
            // Role: view
            final class SubjectListController {
                let url = "https://example.com//subjects" // not a comment inside the string
            // Role: logic
                func isOpen(_ status: String) -> Bool {
                    /* block
                       comment */
                    status == "on"
                }
            }
            """)
        try directory.write("Sources/MVC/AppAssembly.swift", """
            // Role: assembly
            enum AppAssembly {
                static func make() {}
            }
            """)
        try directory.write("Sources/MVVM/Login/LoginViewModel.swift", """
            // Role: state
            struct LoginViewState {
                var instruction = ""
            }
            // Role: glue
            protocol LoginViewModelDelegate: AnyObject {
                func didChange(_ state: LoginViewState)
            }
            final class LoginBinding {
                weak var delegate: LoginViewModelDelegate?
                func relay(_ state: LoginViewState) { delegate?.didChange(state) }
            }
            // Role: logic
            final class LoginViewModel {
                let help = \"""
                    // text, not a comment

                    \"""
            }
            """)
        try directory.write("Sources/MVVM/SubjectList/SubjectCell.swift", """
            import Foundation

            // Role: view
            struct SubjectCell {}
            """)
        try directory.write("Sources/MVVM/SubjectList/SubjectRouter.swift", """
            // Role: navigator
            struct SubjectRouter {}
            """)
        try directory.write("Sources/MVVM/Empty.swift", "")
        try directory.write("Sources/MVVM/.hidden/Ignored.swift", "let ignored = 1\n")
        try directory.write("Sources/MVVM/Notes.md", "not swift\n")
        return directory
    }

    private let architectures = [
        ArchitectureSource(name: "MVC", directory: "Sources/MVC"),
        ArchitectureSource(name: "MVVM", directory: "Sources/MVVM"),
    ]

    @Test func countsLinesPerFeatureAndRole() throws {
        let fixture = try makeFixture()
        let report = try GlueCounter(root: fixture.path, architectures: architectures).count()
        let mvc = try #require(report.architecture(named: "MVC"))

        #expect(mvc.files.map(\.path) == [
            "Sources/MVC/AppAssembly.swift",
            "Sources/MVC/Login/LoginViewController.swift",
            "Sources/MVC/SubjectList/SubjectListController.swift",
        ])
        #expect(mvc.counts(feature: .login, role: .view) == CodeCounts(lines: 4, files: 1, types: 1, protocols: 0))
        #expect(mvc.counts(feature: .subjectList, role: .view) == CodeCounts(lines: 2, files: 1, types: 1, protocols: 0))
        #expect(mvc.counts(feature: .subjectList, role: .logic) == CodeCounts(lines: 4, files: 1, types: 0, protocols: 0))
        #expect(mvc.counts(feature: .subjectList) == CodeCounts(lines: 6, files: 1, types: 1, protocols: 0))
        #expect(mvc.counts(feature: .shared, role: .assembly) == CodeCounts(lines: 3, files: 1, types: 1, protocols: 0))
        #expect(mvc.counts() == CodeCounts(lines: 13, files: 3, types: 3, protocols: 0))
        #expect(mvc.counts(role: .glue) == .zero)
        #expect(mvc.glueShare() == 0)
    }

    @Test func countsGlueTypesProtocolsAndIssues() throws {
        let fixture = try makeFixture()
        let report = try GlueCounter(root: fixture.path, architectures: architectures).count()
        let mvvm = try #require(report.architecture(named: "MVVM"))

        #expect(mvvm.counts(feature: .login, role: .state) == CodeCounts(lines: 3, files: 1, types: 1, protocols: 0))
        #expect(mvvm.counts(feature: .login, role: .glue) == CodeCounts(lines: 7, files: 1, types: 1, protocols: 1))
        // The multi-line string's text line counts, its blank line does not.
        #expect(mvvm.counts(feature: .login, role: .logic) == CodeCounts(lines: 5, files: 1, types: 1, protocols: 0))
        // Code before the role line and under an unknown role is unassigned, not lost.
        #expect(mvvm.counts(feature: .subjectList, role: .unassigned) == CodeCounts(lines: 2, files: 2, types: 1, protocols: 0))
        #expect(mvvm.counts(feature: .subjectList, role: .view) == CodeCounts(lines: 1, files: 1, types: 1, protocols: 0))
        #expect(mvvm.counts(feature: .shared) == CodeCounts(lines: 0, files: 1, types: 0, protocols: 0))
        #expect(mvvm.counts() == CodeCounts(lines: 18, files: 4, types: 5, protocols: 1))
        #expect(mvvm.glueShare(feature: .login) == 7.0 / 15.0)

        #expect(report.issues == [
            GlueCountIssue(path: "Sources/MVVM/Empty.swift", line: nil, kind: .missingRoleLine),
            GlueCountIssue(path: "Sources/MVVM/SubjectList/SubjectCell.swift", line: 1, kind: .codeBeforeRoleLine),
            GlueCountIssue(path: "Sources/MVVM/SubjectList/SubjectRouter.swift", line: 1, kind: .unknownRole, detail: "navigator"),
        ])
    }

    @Test func ratiosAndResultsAgainstTheBaseline() throws {
        let fixture = try makeFixture()
        let report = try GlueCounter(root: fixture.path, architectures: architectures).count()
        #expect(report.ratioToBaseline("MVC") == 1)
        #expect(report.ratioToBaseline("MVVM") == 18.0 / 13.0)
        // MVC has no glue, so no glue ratio.
        #expect(report.ratioToBaseline("MVVM", role: .glue) == nil)

        let results = report.benchmarkResults()
        let total = try #require(results.first { $0.caseName == "all/all" && $0.architecture == "MVVM" })
        #expect(total.suite == "glue-code")
        #expect(total.metrics.first { $0.name == "lines" }?.value == 18)
        #expect(total.metrics.first { $0.name == "lines vs MVC" }?.value == 18.0 / 13.0)
        #expect(total.metrics.first { $0.name == "glue lines vs MVC" }.map { $0.value == nil } == true)
        #expect(results.allSatisfy { $0.metrics.allSatisfy { $0.kind == .deterministic } })
        // 4 feature rows (all + 3) × 8 role rows (all + 6 + unassigned) × 2 architectures.
        #expect(results.count == 4 * 8 * 2)
        #expect(Set(results.map { $0.caseName + ($0.architecture ?? "") }).count == results.count)
    }

    @Test func sameSourcesGiveIdenticalOutput() throws {
        let fixture = try makeFixture()
        let counter = GlueCounter(root: fixture.path, architectures: architectures)
        let first = try counter.count()
        let second = try counter.count()
        #expect(first == second)
        let machine = MachineInfo(
            toolchain: "t", operatingSystem: "o", kernel: "k", cpu: "c", activeCores: 1, totalCores: 1,
            buildConfiguration: .release
        )
        let reportA = BenchmarkReport(machine: machine, date: "d", quick: false, allocationCounting: "a", results: first.benchmarkResults())
        let reportB = BenchmarkReport(machine: machine, date: "d", quick: false, allocationCounting: "a", results: second.benchmarkResults())
        #expect(try reportA.jsonData() == reportB.jsonData())
    }

    @Test func missingDirectoryThrows() throws {
        let fixture = try makeFixture()
        let counter = GlueCounter(root: fixture.path, architectures: [ArchitectureSource(name: "VIPER", directory: "Sources/VIPER")])
        #expect(throws: GlueCounterError.directoryNotFound("Sources/VIPER")) {
            try counter.count()
        }
    }

    @Test func findsThePackageRoot() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", "// swift-tools-version:6.0\n")
        try directory.write("Sources/A/B/File.swift", "")
        let found = GlueCounter.packageRoot(from: directory.path + "/Sources/A/B")
        #expect(found.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
            == URL(fileURLWithPath: directory.path).resolvingSymlinksInPath().path)
    }

    @Test("A feature no architecture has a file of adds no results")
    func anUnbuiltFeatureAddsNoResults() throws {
        let fixture = try makeFixture()
        let report = try GlueCounter(root: fixture.path, architectures: architectures).count()
        #expect(!report.benchmarkResults().contains { $0.caseName.hasPrefix("\(Feature.subjectDetail.rawValue)/") })
        try fixture.write("Sources/MVC/SubjectDetail/SubjectDetailViewController.swift", """
            // Role: view
            final class SubjectDetailViewController {}
            """)
        let built = try GlueCounter(root: fixture.path, architectures: architectures).count()
        let mvc = try #require(built.architecture(named: "MVC"))
        #expect(mvc.counts(feature: .subjectDetail) == CodeCounts(lines: 1, files: 1, types: 1, protocols: 0))
        #expect(mvc.counts(feature: .subjectList) == CodeCounts(lines: 6, files: 1, types: 1, protocols: 0))
        let results = built.benchmarkResults()
        // The new feature's rows come for every architecture, those without its files at zero.
        let rows = results.filter { $0.caseName == "\(Feature.subjectDetail.rawValue)/all" }
        #expect(rows.map(\.architecture) == ["MVC", "MVVM"])
        #expect(rows.last?.metrics.first { $0.name == "lines" }?.value == 0)
        #expect(results.count == 5 * 8 * 2)
    }
}

@Suite struct RolePurityTests {
    @Test func purityIsTheLineWeightedShareOfEachFilesMajorityRole() {
        func file(_ path: String, _ shares: [(Role, Int)]) -> FileGlueCount {
            FileGlueCount(path: path, feature: .login, roles: shares.map { FileGlueCount.RoleShare(role: $0.0, lines: $0.1, types: 0, protocols: 0) })
        }
        let pure = ArchitectureGlueCount(name: "A", directory: "A", files: [file("a", [(.view, 10)]), file("b", [(.logic, 30)])])
        #expect(pure.rolePurity() == 1)
        // 6 of 10 lines in b's majority role, all 10 in a's: 16 of 20.
        let mixed = ArchitectureGlueCount(name: "B", directory: "B", files: [file("a", [(.view, 10)]), file("b", [(.glue, 4), (.logic, 6)])])
        #expect(mixed.rolePurity() == 0.8)
        #expect(ArchitectureGlueCount(name: "C", directory: "C", files: []).rolePurity() == nil)
    }
}

@Suite struct FileFiguresTests {
    private func file(_ path: String, _ feature: Feature, _ shares: [(Role, Int)]) -> FileGlueCount {
        FileGlueCount(path: path, feature: feature, roles: shares.map { FileGlueCount.RoleShare(role: $0.0, lines: $0.1, types: 0, protocols: 0) })
    }

    @Test func largestFileAndTheViewControllersGlueShare() {
        let count = ArchitectureGlueCount(name: "A", directory: "A", files: [
            file("A/Login/LoginViewController.swift", .login, [(.view, 30), (.glue, 10)]),
            file("A/Login/LoginViewModel.swift", .login, [(.logic, 50)]),
            file("A/List/ListViewController.swift", .subjectList, [(.glue, 20)]),
        ])
        #expect(count.largestFileLines(feature: .login) == 50)
        #expect(count.largestFileLines(feature: .shared) == nil)
        #expect(count.viewControllerGlueShare(feature: .login) == 0.25)
        #expect(count.viewControllerGlueShare() == 0.5)
        #expect(count.viewControllerGlueShare(feature: .shared) == nil)
    }
}
