import Architectures
import Foundation
import Testing

/// Each architecture moves between screens the way the catalogue says (`Architecture.navigation`),
/// which claim router-decouples-screens rests on: its sources declare that construct, and no other.
@Suite("What moves each architecture between screens")
struct ScreenNavigationTests {
    /// `Tests/BenchmarkSuitesTests/Cases/<this file>` → the package root, four levels up.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("The sources declare exactly the construct the catalogue names", arguments: Architecture.allCases)
    func sourcesMatch(architecture: Architecture) throws {
        let folder = Self.root.appendingPathComponent(architecture.sourceDirectory)
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        let text = try files.map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
        var declared: Set<ScreenNavigation> = []
        for navigation in ScreenNavigation.allCases {
            guard let pattern = navigation.declaration else { continue }
            if text.contains(try Regex(pattern)) { declared.insert(navigation) }
        }
        let expected: Set<ScreenNavigation> = architecture.navigation == .viewController ? [] : [architecture.navigation]
        #expect(declared == expected)
    }
}
