import Foundation
import Testing

/// The tree a newcomer walks: every folder holds one concern and few enough files to scan, and the
/// layout page, `docs/layout.md`, lists every folder, one line each, so the map cannot drift from the ground.
@Suite("The layout a newcomer walks")
struct LayoutTests {
    /// The package root: this file is `Tests/DocumentationTests/LayoutTests.swift`.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The folders whose tree the layout page maps.
    private static let mappedTops = ["Sources", "Benchmarks", "Tests", "Fuzz"]

    /// The feature folders a change to the app is adding to every architecture, one architecture's
    /// commit at a time (docs/SPEC.md §7): until the change has landed everywhere, the layout lists
    /// none of them rather than some. Empty while no such change is under way.
    private static let changeFolders: Set<String> = []

    /// The most Swift files one folder may hold before a reader has to search it.
    private static let filesPerFolder = 20

    @Test("No folder holds more than 20 Swift files")
    func foldersStaySmall() throws {
        let crowded = try Self.folders().compactMap { folder -> String? in
            let names = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/" + folder)
            let count = names.filter { $0.hasSuffix(".swift") }.count
            return count > Self.filesPerFolder ? "\(folder) (\(count) Swift files)" : nil
        }
        #expect(crowded.isEmpty, "split by concern: \(crowded.joined(separator: ", "))")
    }

    @Test("The layout page lists every folder, and only folders and files that exist")
    func layoutMatchesTheTree() throws {
        let page = try String(contentsOfFile: Self.root + "/docs/layout.md", encoding: .utf8)
        let entries = try #require(LayoutBlock(page: page), "docs/layout.md has no fenced block under # Layout")
        let listed = Set(entries.folders)
        let actual = try Set(Self.folders())
        let unlisted = actual.subtracting(listed).filter { !Self.isChangeFolder($0) }
        #expect(unlisted.sorted() == [], "folders docs/layout.md does not list")
        let stale = entries.folders.filter { !actual.contains($0) && !Self.isDirectory($0) }
            + entries.files.filter { !FileManager.default.fileExists(atPath: Self.root + "/" + $0) }
        #expect(stale == [], "docs/layout.md lists what is not there")
    }

    @Test("The layout reader follows indentation and tells folders from files")
    func readsTheBlock() throws {
        let text = """
            ## Layout

            ```
            Sources/
              A/          the first
                B/          inside A
              C.swift, d-e   two files
            docs/
            ```
            """
        let block = try #require(LayoutBlock(page: text))
        #expect(block.folders == ["Sources", "Sources/A", "Sources/A/B", "docs"])
        #expect(block.files == ["Sources/C.swift", "Sources/d-e"])
    }

    /// Every folder below the mapped tops, relative to the root, the tops included.
    private static func folders() throws -> [String] {
        var result: [String] = []
        for top in mappedTops where isDirectory(top) {
            result.append(top)
            guard let walker = FileManager.default.enumerator(atPath: root + "/" + top) else { continue }
            for case let relative as String in walker where isDirectory(top + "/" + relative) {
                result.append(top + "/" + relative)
            }
        }
        return result.sorted()
    }

    /// A change's feature folder directly inside an architecture's sources or tests, such as
    /// `Sources/MVC/SubjectDetail` or `Tests/MVCTests/SubjectDetail`, named in the layout page's text.
    private static func isChangeFolder(_ path: String) -> Bool {
        let components = path.split(separator: "/").map(String.init)
        guard components.count == 3, let last = components.last, changeFolders.contains(last) else { return false }
        return components[0] == "Sources" || (components[0] == "Tests" && components[1].hasSuffix("Tests"))
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// The fenced block under the layout page's `# Layout` (or a page's `## Layout`): one entry a line,
/// indented two spaces a level;
/// a name ending in `/` is a folder, others are files (several may share a line, comma-separated);
/// what follows the name, after two spaces or more, describes it.
struct LayoutBlock {
    var folders: [String] = []
    var files: [String] = []

    init?(page: String) {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let heading = lines.firstIndex(where: { $0 == "# Layout" || $0 == "## Layout" }),
              let open = lines[heading...].firstIndex(where: { $0.hasPrefix("```") }),
              let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("```") })
        else { return nil }
        var parents: [String] = []
        for line in lines[(open + 1)..<close] where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            let indent = line.prefix { $0 == " " }.count
            let depth = indent / 2
            let entry = line.dropFirst(indent)
            let name = entry.range(of: "  ").map { String(entry[..<$0.lowerBound]) } ?? String(entry)
            parents = Array(parents.prefix(depth))
            let parent = parents.isEmpty ? "" : parents.joined(separator: "/") + "/"
            if name.hasSuffix("/") {
                let folder = String(name.dropLast())
                folders.append(parent + folder)
                parents.append(folder)
            } else {
                files += name.split(separator: ",").map { parent + $0.trimmingCharacters(in: .whitespaces) }
            }
        }
    }
}
