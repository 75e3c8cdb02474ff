import Foundation
import Testing
@testable import BenchmarkCore

@Suite struct SourceFingerprintTests {
    private func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func anEditOrARenameChangesItAndTheLocationDoesNot() throws {
        let first = try TemporaryDirectory()
        let second = try TemporaryDirectory()
        for root in [first.path, second.path] {
            try write("struct A {}\n", to: root + "/Sources/M/A.swift")
            try write("struct B {}\n", to: root + "/Sources/M/Inner/B.swift")
        }
        let original = try SourceFingerprint.of(directories: ["Sources/M"], root: first.path)
        #expect(original.count == 16)
        #expect(try SourceFingerprint.of(directories: ["Sources/M"], root: second.path) == original)

        try write("struct B { }\n", to: second.path + "/Sources/M/Inner/B.swift")
        #expect(try SourceFingerprint.of(directories: ["Sources/M"], root: second.path) != original)

        try FileManager.default.moveItem(atPath: first.path + "/Sources/M/A.swift", toPath: first.path + "/Sources/M/C.swift")
        #expect(try SourceFingerprint.of(directories: ["Sources/M"], root: first.path) != original)
        #expect(throws: GlueCounterError.self) { try SourceFingerprint.of(directories: ["Sources/Missing"], root: first.path) }
    }
}
