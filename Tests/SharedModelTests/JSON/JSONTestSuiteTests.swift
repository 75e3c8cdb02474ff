import Foundation
import SharedModel
import Testing

/// The reader against Nicolas Seriot's JSONTestSuite (`test_parsing`), kept beside the package at
/// `../shared/data/JSONTestSuite/test_parsing`: every `y_` file must be accepted, every `n_` file
/// refused with an error, and every `i_` file (where RFC 8259 lets parsers differ) must merely not
/// crash. Each file is read whole, as one value skipped, then the end of input. The suite is data
/// beside the project, not in it: where that folder is absent the tests are skipped, saying so.
@Suite("JSONTestSuite", .enabled(if: JSONTestSuiteData.isPresent,
                                 "JSONTestSuite not found at ../shared/data/JSONTestSuite/test_parsing beside the package"))
struct JSONTestSuiteTests {
    /// `Tests/SharedModelTests/JSON/JSONTestSuiteTests.swift` → the package root, three levels above
    /// this file's folder → the suite beside it.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()   // Tests/SharedModelTests/JSON
        .deletingLastPathComponent()   // Tests/SharedModelTests
        .deletingLastPathComponent()   // Tests
        .deletingLastPathComponent()   // the package root
        .appendingPathComponent("../shared/data/JSONTestSuite/test_parsing")
        .standardizedFileURL

    /// The suite's file names, sorted, or nil when the folder cannot be listed.
    static func fileNames() -> [String]? {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.filter { $0.hasSuffix(".json") }.sorted()
    }

    private func verdict(of name: String) throws -> JSONReaderError? {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        do {
            try JSONReader.validate(data)
            return nil
        } catch {
            return error
        }
    }

    @Test("Every JSONTestSuite parsing case: y_ accepted, n_ refused, i_ read without crashing")
    func parsingSuite() throws {
        guard let names = Self.fileNames(), !names.isEmpty else {
            Issue.record("""
                JSONTestSuite not found: expected its test_parsing files (y_*.json, n_*.json, i_*.json) in \
                \(Self.folder.path), that is ../shared/data/JSONTestSuite/test_parsing beside the package root. \
                Nothing was checked.
                """)
            return
        }
        var accepted = 0
        var refused = 0
        for name in names {
            let error = try verdict(of: name)
            if name.hasPrefix("y_") {
                accepted += 1
                #expect(error == nil, "\(name) is valid JSON but was refused: \(error.map(String.init(describing:)) ?? "")")
            } else if name.hasPrefix("n_") {
                refused += 1
                #expect(error != nil, "\(name) is not JSON but was accepted")
            }
            // i_: either answer is allowed; reaching the next file is the test.
        }
        #expect(accepted > 0, "no y_ file in \(Self.folder.path)")
        #expect(refused > 0, "no n_ file in \(Self.folder.path)")
    }

    @Test("The suite's refusals are errors of the reader, with an offset inside the file")
    func refusalOffsets() throws {
        guard let names = Self.fileNames(), !names.isEmpty else {
            Issue.record("JSONTestSuite not found in \(Self.folder.path); nothing was checked.")
            return
        }
        for name in names where name.hasPrefix("n_") {
            let size = try Data(contentsOf: Self.folder.appendingPathComponent(name)).count
            guard let error = try verdict(of: name) else {
                continue   // reported by the test above
            }
            #expect((0...size).contains(error.offset), "\(name): offset \(error.offset) outside 0...\(size)")
        }
    }
}

/// Whether the suite's files are there, asked before the tests run (a type's own attribute cannot ask it).
private enum JSONTestSuiteData {
    static var isPresent: Bool { JSONTestSuiteTests.fileNames()?.isEmpty == false }
}
