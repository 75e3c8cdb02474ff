import Architectures
import Foundation
import Testing

/// Each architecture reads the list the way the catalogue says (`Architecture.listReading`), which
/// the landing's phase split rests on: its sources construct that reformer for the catalogue, and
/// not the other one. All Subjects, which reads the whole catalogue itself whichever way the list is
/// read (docs/SPEC.md §7.6), is left out.
@Suite("How each architecture reads the list")
struct ListReadingTests {
    /// `Tests/BenchmarkSuitesTests/Cases/<this file>` → the package root, four levels up.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("The sources construct exactly the reformer the catalogue names", arguments: Architecture.allCases)
    func sourcesMatch(architecture: Architecture) throws {
        let folder = Self.root.appendingPathComponent(architecture.sourceDirectory)
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" && !$0.path.contains("/AllSubjects/") }
        #expect(!files.isEmpty)
        var constructed: Set<String> = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for reading in ListReading.allCases where text.contains("\(reading.reformerType)(") {
                constructed.insert(reading.reformerType)
            }
        }
        #expect(constructed == [architecture.listReading.reformerType])
    }
}
