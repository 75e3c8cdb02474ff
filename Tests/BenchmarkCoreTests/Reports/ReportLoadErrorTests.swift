import Foundation
import Testing
@testable import BenchmarkCore

/// A report that cannot be read is refused in one line that says why: no file, not JSON, or JSON of
/// another shape, naming the field that is off. No Foundation error domain, no decoder dump.
@Suite struct ReportLoadErrorTests {
    private func load(_ path: String) -> ReportLoadError? {
        do {
            _ = try BenchmarkReport.load(contentsOf: path)
            return nil
        } catch {
            return error
        }
    }

    @Test func eachBadReportSaysWhy() throws {
        let directory = try TemporaryDirectory()
        let base = directory.path + "/"
        try directory.write("text.json", "not json")
        try directory.write("other.json", #"{"a": 1}"#)
        try directory.write("wrong-type.json", String(decoding: try Fixtures.report(allocations: nil).jsonData(), as: UTF8.self)
            .replacingOccurrences(of: #""quick" : false"#, with: #""quick" : "no""#))
        try directory.write("array.json", "[1, 2]")

        #expect(load(base + "none.json")?.description == "'\(base)none.json': no such file")
        #expect(load(directory.path)?.description == "'\(directory.path)': not a readable file")
        #expect(load(base + "text.json")?.description == "'\(base)text.json': not JSON; a report is what bench --format json writes")
        #expect(load(base + "other.json")?.description == "'\(base)other.json': JSON, but not a bench report (no 'schemaVersion')")
        #expect(load(base + "wrong-type.json")?.description
            == "'\(base)wrong-type.json': JSON, but not a bench report ('quick' is not true or false)")
        #expect(load(base + "array.json")?.description == "'\(base)array.json': JSON, but not a bench report (the top level is not an object)")
        for error in [load(base + "none.json"), load(base + "text.json"), load(base + "other.json")].compactMap({ $0 }) {
            #expect(!error.description.contains("Error Domain") && !error.description.contains("DecodingError"))
        }
    }

    @Test func aGoodReportLoads() throws {
        let directory = try TemporaryDirectory()
        let report = Fixtures.report(allocations: nil)
        try directory.write("good.json", String(decoding: try report.jsonData(), as: UTF8.self))
        #expect(try BenchmarkReport.load(contentsOf: directory.path + "/good.json") == report)
    }
}
