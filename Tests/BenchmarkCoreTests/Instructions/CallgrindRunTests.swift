import Foundation
import Testing
@testable import BenchmarkCore

/// What `bench --instructions` asks of Valgrind and reads back; no test needs Valgrind itself.
@Suite struct CallgrindRunTests {
    @Test func aDumpsTotalIsItsSummaryLine() throws {
        let dump = """
            # callgrind format
            version: 1
            creator: callgrind-3.19.0
            events: Ir
            fn=(1) main
            5 12
            summary: 96116463
            totals: 96116463
            """
        #expect(try CallgrindRun.total(inDump: dump) == 96_116_463)
        #expect(try CallgrindRun.total(inDump: "events: Ir\ntotals: 42\n") == 42)
    }

    @Test func aDumpNamesTheFunctionsItCounted() {
        let dump = """
            events: Ir
            fn=$ss10AnyKeyPathC4hash4intoys6HasherVz_tF
            5 12
            cfn=swift_retain
            calls=1 0
            fn=main
            5 3
            summary: 15
            """
        #expect(CallgrindRun.functions(inDump: dump) == ["$ss10AnyKeyPathC4hash4intoys6HasherVz_tF", "main"])
    }

    @Test(arguments: ["", "events: Ir\n", "summary: lots\n", "summary:\n", "summary: -3\n"])
    func aDumpWithoutACountIsAnError(text: String) {
        #expect(throws: ToolchainError.self) { try CallgrindRun.total(inDump: text) }
    }

    @Test func aMissingDumpIsAnError() {
        #expect(throws: ToolchainError.self) { try CallgrindRun.total(ofDump: "/nonexistent/callgrind.out.1") }
    }

    @Test func callgrindDumpsAtTheWindowMarkAndCountsInstructionsOnly() {
        let run = CallgrindRun(valgrind: "/usr/bin/valgrind", version: "valgrind-3.19.0")
        let arguments = run.arguments(outputFile: "/tmp/x/callgrind.out", command: ["/tmp/x/bench", "count-instructions", "c"])
        #expect(arguments.contains("--tool=callgrind"))
        #expect(arguments.contains("--dump-before=\(InstructionWindow.symbolPattern)"))
        #expect(arguments.contains("--callgrind-out-file=/tmp/x/callgrind.out"))
        #expect(!arguments.contains { $0.hasPrefix("--cache-sim=yes") || $0.hasPrefix("--branch-sim=yes") })
        #expect(Array(arguments.suffix(3)) == ["/tmp/x/bench", "count-instructions", "c"])
        #expect(arguments.first == CodePlacement.argument(0))
        let placed = run.arguments(outputFile: "/tmp/x/callgrind.out", command: ["/tmp/x/bench"], placement: 3)
        #expect(placed.first == CodePlacement.argument(3))
    }

    @Test func theMarkersSymbolMatchesThePattern() {
        // callgrind matches the mangled name; the pattern's two words must both be in it.
        let words = InstructionWindow.symbolPattern.split(separator: "*")
        #expect(words == ["InstructionWindow", "boundary"])
        #expect(String(reflecting: InstructionWindow.self).hasSuffix("InstructionWindow"))
    }

    @Test func withoutValgrindOnThePathThereIsNoRunAndTheMessageSaysHowToInstallIt() throws {
        let empty = try TemporaryDirectory()
        #expect(CallgrindRun.locate(environment: ["PATH": empty.path]) == nil)
        #expect(CallgrindRun.missingMessage.contains("apt-get install valgrind"))
        #expect(!CallgrindRun.missingMessage.contains("\n"))
    }

    @Test func aProgramIsFoundOnThePathAsAShellFindsIt() throws {
        let directory = try TemporaryDirectory()
        let program = directory.path + "/valgrind"
        try Data("#!/bin/sh\necho valgrind-9.9.9\n".utf8).write(to: URL(fileURLWithPath: program))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program)
        #expect(ExecutableSearch.find("valgrind", environment: ["PATH": "/nonexistent:" + directory.path]) == program)
        let found = try #require(CallgrindRun.locate(environment: ["PATH": directory.path]))
        #expect(found.version == "valgrind-9.9.9")
        #expect(found.valgrind == program)
    }
}
