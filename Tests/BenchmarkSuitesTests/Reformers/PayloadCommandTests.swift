import BenchmarkCore
import Foundation
import SharedModel
import Testing
@testable import BenchmarkSuites

/// `bench payload` writes the fake server's bytes and the one-step reformer's cells, which a reader
/// outside the project must match (`Benchmarks/beside-simdjson`).
@MainActor
@Suite("The payload a reader outside the project reads")
struct PayloadCommandTests {
    @Test("The bytes are the fake server's, and the cells the one-step reformer's, one per line")
    func writesTheServersBytesAndTheCells() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("payload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let payloadPath = directory.appendingPathComponent("v1.json").path
        let cellsPath = directory.appendingPathComponent("cells.tsv").path
        let status = PayloadCommand.run(PayloadOptions(subjectCount: 3, shape: "v1", outputPath: payloadPath, cellsPath: cellsPath))
        #expect(status == 0)
        let written = try #require(FileManager.default.contents(atPath: payloadPath))
        #expect(written == (try ReformerPayload(shape: .v1, subjectCount: 3)).raw)
        #expect(String(decoding: written, as: UTF8.self).hasPrefix(#"{"subjects":[{"id":1,"name":"Subject 1","phases":["junior","primary"]}"#))
        let cells = String(decoding: try #require(FileManager.default.contents(atPath: cellsPath)), as: UTF8.self)
        #expect(cells == "1\tSubject 1\t3\n2\tSubject 2\t6\n3\tSubject 3\t3\n")
    }

    @Test("A file that cannot be written is an error, not a crash")
    func unwritablePath() {
        #expect(PayloadCommand.run(PayloadOptions(subjectCount: 3, outputPath: "/nonexistent-folder/v1.json")) == 1)
    }
}
