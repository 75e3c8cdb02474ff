import BenchmarkCore
import Foundation
import Testing
@testable import BenchmarkSuites

/// docs/SPEC.md §7 names every change in words, in one table every page that shows a change's cost
/// links to, and the screens it gives each are the features the change recorder counts ripple by.
@Suite("The changes in words")
struct ChangeWordsTests {
    @Test("docs/SPEC.md §7's table has a row per change the recorder knows, with the screens of its features")
    func tableMatchesTheCatalogue() throws {
        let root = try PackageRootLocator(explicitRoot: nil).locate()
        let spec = try String(contentsOfFile: root + "/docs/SPEC.md", encoding: .utf8)
        let rows = spec.split(separator: "\n").filter { $0.prefixMatch(of: /\| `[a-z-]+` \| §7\.[0-9]+ \|/) != nil }.map { line in
            line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let table = Dictionary(rows.map { ($0[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")), $0[3]) },
                               uniquingKeysWith: { first, _ in first })
        #expect(Set(table.keys) == Set(ChangeCatalogue.features.keys))
        for (change, features) in ChangeCatalogue.features {
            let screens = table[change]?.replacingOccurrences(of: " (new)", with: "")
            #expect(screens == features.sorted().map(\.name).joined(separator: ", "), "\(change)")
        }
    }

    @Test("Every page that shows what a change cost links the table")
    func pagesLinkTheTable() throws {
        let root = try PackageRootLocator(explicitRoot: nil).locate()
        for page in ["README.md", "docs/results.md", "docs/compare.md", "docs/choosing.md"] {
            let text = try String(contentsOfFile: root + "/" + page, encoding: .utf8)
            #expect(text.contains("SPEC.md#7-changes)"), "\(page)")
        }
    }
}
