import Foundation
import Testing

/// Every architecture tests the fixed list of docs/unit-behaviours.md in its own unit tests: each
/// behaviour's number opens exactly one test's name in `Tests/<Architecture>Tests`, so the tests can
/// be set side by side and none is skipped because it is hard to write in some pattern.
@Suite("The fixed list of unit behaviours")
struct UnitBehaviourTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// `B1`…: the first column of the list's table.
    private static func behaviours() throws -> [String] {
        let text = try String(contentsOfFile: root + "/docs/unit-behaviours.md", encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let first = cells.first, first.hasPrefix("B"), Int(first.dropFirst()) != nil else { return nil }
            return first
        }
    }

    /// The architectures: the folders of Sources with both features, `Login` and `SubjectList`.
    private static func architectures() throws -> [String] {
        let manager = FileManager.default
        return try manager.contentsOfDirectory(atPath: root + "/Sources").sorted().filter { name in
            manager.fileExists(atPath: "\(root)/Sources/\(name)/Login")
                && manager.fileExists(atPath: "\(root)/Sources/\(name)/SubjectList")
        }
    }

    /// Every `@Test("B<n> ` in the Swift files under `folder`, by number.
    private static func testedBehaviours(in folder: String) throws -> [String: Int] {
        var counts: [String: Int] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return counts }
        let pattern = try Regex(#"@Test\("(B\d+) "#)
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            let text = try String(contentsOfFile: folder + "/" + relative, encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let number = match.output[1].substring {
                    counts[String(number), default: 0] += 1
                }
            }
        }
        return counts
    }

    @Test("The list has ten behaviours, numbered in order")
    func theList() throws {
        #expect(try Self.behaviours() == (1...10).map { "B\($0)" })
    }

    @Test("Every architecture's unit tests name each behaviour exactly once")
    func everyArchitecture() throws {
        let behaviours = try Self.behaviours()
        let architectures = try Self.architectures()
        #expect(architectures.count >= 6)
        for architecture in architectures {
            let folder = "\(Self.root)/Tests/\(architecture)Tests"
            #expect(FileManager.default.fileExists(atPath: folder), "\(architecture) has no Tests/\(architecture)Tests")
            let counts = try Self.testedBehaviours(in: folder)
            for behaviour in behaviours {
                #expect(counts[behaviour] == 1, "\(architecture): \(behaviour) named by \(counts[behaviour] ?? 0) tests")
            }
            #expect(Set(counts.keys).subtracting(behaviours).isEmpty, "\(architecture): numbers not in the list")
        }
    }
}
