import Foundation
import Testing
@testable import BenchmarkSuites

/// docs/measuring.md says what every case makes every architecture do: a row per case family of the
/// full run, named as the catalogue names it, with N for a size, SHAPE for a payload's shape and
/// STYLE for the lifetime cases' own screens.
@MainActor
@Suite("Every timed case is described")
struct TimedCaseDocumentationTests {
    private static let page = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/measuring.md")

    /// A case's name as the page's table writes it: sizes as N, shapes as SHAPE, screens as STYLE.
    static func documentedName(_ identifier: String) -> String {
        var name = identifier.replacing(/[0-9]+/, with: "N").replacingOccurrences(of: " ", with: "")
        for shape in ["v1", "v2", "legacy"] {
            name = name.replacingOccurrences(of: "/\(shape.replacing(/[0-9]+/, with: "N"))/", with: "/SHAPE/")
        }
        for style in ["block-strong", "block-weak", "delegate"] {
            name = name.replacingOccurrences(of: "/\(style)", with: "/STYLE")
        }
        return name
    }

    @Test("Every case of a full run has its row in the table of what each case does")
    func everyCaseHasARow() throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8).replacingOccurrences(of: " MB`", with: "MB`")
        let locator = PackageRootLocator(explicitRoot: Self.page.deletingLastPathComponent().deletingLastPathComponent().path)
        let suites: Set<String> = ["propagation", "landing-phases", "binding", "reformers", "lifetime", "cell-coordinators"]
        var missing: Set<String> = []
        for benchmarkCase in BenchmarkCatalogue.cases(locator: locator, quick: false) {
            let identity = benchmarkCase.identity
            guard suites.contains(identity.suite) else { continue }
            let name = Self.documentedName("\(identity.suite)/\(identity.caseName)")
            if !text.contains("| `\(name)`") && !text.contains(", `\(name)`") {
                missing.insert(name)
            }
        }
        #expect(missing.sorted() == [], "docs/measuring.md has no row for these cases")
    }

    @Test func namesAreWrittenWithPlaceholders() {
        #expect(Self.documentedName("reformers/two-step-reader/v2/1000") == "reformers/two-step-reader/SHAPE/N")
        #expect(Self.documentedName("propagation/list-landing/100000") == "propagation/list-landing/N")
        #expect(Self.documentedName("lifetime/pop-while-loading/block-weak") == "lifetime/pop-while-loading/STYLE")
        #expect(Self.documentedName("reformers/huge/10MB") == "reformers/huge/NMB")
    }
}
