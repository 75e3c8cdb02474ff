import Foundation
import Testing
@testable import BenchmarkCore

/// A report as data: its JSON round trip and the machine it records.
@Suite struct BenchmarkReportTests {
    @Test func jsonRoundTripKeepsEverything() throws {
        let report = Fixtures.report(allocations: nil)
        let decoded = try BenchmarkReport.decode(from: report.jsonData())
        #expect(decoded == report)
    }

    @Test func jsonIsStableAndExplicit() throws {
        let report = Fixtures.report(allocations: nil)
        let text = String(decoding: try report.jsonData(), as: UTF8.self)
        #expect(try report.jsonData() == Fixtures.report(allocations: nil).jsonData())
        // An unmeasurable value is an explicit null, not an absent key.
        #expect(text.contains("\"value\" : null"))
        #expect(text.contains("\"case\" : \"login: type username\""))
        // Sorted keys: "buildConfiguration" comes before "date", which comes before "machine".
        let build = try #require(text.range(of: "\"buildConfiguration\""))
        let date = try #require(text.range(of: "\"date\""))
        #expect(build.lowerBound < date.lowerBound)
    }

    @Test func machineInfoParsing() {
        let osRelease = """
            NAME="Debian GNU/Linux"
            PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"
            ID=debian
            """
        #expect(MachineInfo.osReleaseValue("PRETTY_NAME", in: osRelease) == "Debian GNU/Linux 12 (bookworm)")
        #expect(MachineInfo.osReleaseValue("ID", in: osRelease) == "debian")
        #expect(MachineInfo.osReleaseValue("VERSION", in: osRelease) == nil)
        let cpuInfo = "processor\t: 0\nmodel name\t: Test CPU @ 3.00GHz\nflags\t: fpu\n"
        #expect(MachineInfo.cpuModel(inCPUInfo: cpuInfo) == "Test CPU @ 3.00GHz")
        #expect(MachineInfo.cpuModel(inCPUInfo: "processor: 0\n") == nil)
    }

    @Test func currentMachineIsDescribed() {
        let machine = MachineInfo.current()
        #expect(machine.toolchain.hasPrefix("Swift "))
        #expect(!machine.operatingSystem.isEmpty)
        #expect(!machine.cpu.isEmpty)
        #expect(machine.activeCores >= 1)
        #expect(machine.buildConfiguration == BuildConfiguration.current)
        #expect(machine.summaryLines.count == 5)
    }

    @Test func machineLoadSurvivesTheRoundTrip() throws {
        var report = Fixtures.report(allocations: nil)
        report.machineLoad = Fixtures.machineLoad
        #expect(try BenchmarkReport.decode(from: report.jsonData()) == report)
    }

    @Test func aReportWrittenBeforeMachineLoadWasRecordedStillDecodes() throws {
        var report = Fixtures.report(allocations: nil)
        report.machineLoad = Fixtures.machineLoad
        var object = try #require(try JSONSerialization.jsonObject(with: report.jsonData()) as? [String: Any])
        #expect(object["machineLoad"] != nil)
        object["machineLoad"] = nil
        let decoded = try BenchmarkReport.decode(from: JSONSerialization.data(withJSONObject: object))
        #expect(decoded.machineLoad == nil)
    }

    @Test func theMachineLoadOfARunNeedsItsStart() {
        #expect(MachineLoad.ending(startedAt: nil) == nil)
        #if os(Linux) || canImport(Darwin)
        // Both systems tell their load averages.
        let start = MachineLoad.Averages(oneMinute: 0.5, fiveMinutes: 0.5, fifteenMinutes: 0.5)
        #expect(MachineLoad.ending(startedAt: start)?.atStart == start)
        #endif
    }
}
