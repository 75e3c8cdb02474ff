import Architectures
import BenchmarkCore
import Foundation
import Testing
@testable import BenchmarkSuites

/// Every architecture tags its code by the one rubric of spec §5, so the glue figures compare
/// architectures, not tagging habits. A new architecture in the catalogue is checked with no change
/// here.
@MainActor
@Suite("Role rubric")
struct RoleRubricTests {
    private func root() throws -> String {
        try PackageRootLocator(explicitRoot: nil).locate()
    }

    @Test("Every recognised construct carries the rubric's role", arguments: Architecture.allCases)
    func tagsFollowTheRubric(architecture: Architecture) throws {
        let violations = RoleRubric.violations(inDirectory: architecture.sourceDirectory, root: try root())
        let listing = violations.map(\.description).joined(separator: "\n")
        #expect(violations.isEmpty, "\(violations.count) constructs tagged against the rubric:\n\(listing)")
    }

    @Test("Every architecture has code the rubric recognises", arguments: Architecture.allCases)
    func rubricSeesEachArchitecture(architecture: Architecture) throws {
        // A rubric that recognised nothing would pass every architecture; tagging one construct of
        // each kind wrongly must fail. Retag every line of the architecture as `state` (no rule
        // expects state of a push) and the check must find its pushes.
        let base = try root() + "/" + architecture.sourceDirectory
        let files = try FileManager.default.subpathsOfDirectory(atPath: base).filter { $0.hasSuffix(".swift") }
        let retagged = try files.flatMap { file in
            let text = try String(contentsOfFile: base + "/" + file, encoding: .utf8)
                .replacingOccurrences(of: "// Role: ", with: "// Role: state // was ")
            return RoleRubric.violations(in: text, path: file)
        }
        #expect(retagged.contains { $0.construct == "push or pop" })
    }

    @Test("The spec's table states every rule of the rubric, with its role")
    func specStatesTheRubric() throws {
        let spec = try String(contentsOfFile: try root() + "/docs/SPEC.md", encoding: .utf8)
        for rule in RoleRubric.rules {
            let row = "| \(rule.construct) | `\(rule.role.rawValue)` |"
            let stated = spec.contains(row)
            #expect(stated, "docs/SPEC.md §5 has no row starting '\(row)'")
        }
    }

    @Test("The glue count refuses to count sources tagged against the rubric")
    func glueCountRefuses() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rubric-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for architecture in Architecture.allCases {
            let directory = root + "/" + architecture.sourceDirectory
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let text = architecture == .mvc
                ? "// Role: view\nfinal class A {\n    func f() { button.addTarget(self, action: A.f, for: .touchUpInside) }\n}\n"
                : "// Role: view\nfinal class A {}\n"
            try text.write(toFile: directory + "/A.swift", atomically: true, encoding: .utf8)
        }
        let glue = GlueCase(architectures: Architecture.allCases, locator: PackageRootLocator(explicitRoot: root))
        let failure = try #require(throws: CheckFailure.self) { try glue.verify() }
        #expect(failure.message.contains("Sources/MVC/A.swift:3: target-action registration is tagged view"))
    }
}
