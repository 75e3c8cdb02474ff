import Testing
@testable import BenchmarkCore

@Suite struct BenchOptionsTests {
    @Test func noArgumentsRunsEverythingAsATable() throws {
        #expect(try BenchOptions.parse([]) == .run(RunOptions()))
        let options = RunOptions()
        #expect(options.format == .table)
        #expect(options.filter.selectsEverything)
        #expect(options.measurementConfiguration == .standard)
    }

    @Test func everyRunOptionIsParsed() throws {
        let command = try BenchOptions.parse([
            "--filter", "login", "--filter=glue*", "--list", "--quick", "--format", "json",
            "--output", "out.json", "--samples", "30",
        ])
        let expected = RunOptions(
            filter: BenchFilter(patterns: ["login", "glue*"]),
            list: true,
            quick: true,
            format: .json,
            outputPath: "out.json",
            sampleCount: 30
        )
        #expect(command == .run(expected))
        #expect(expected.measurementConfiguration.sampleCount == 30)
        #expect(expected.measurementConfiguration.targetSampleNanoseconds == MeasurementConfiguration.quick.targetSampleNanoseconds)
    }

    @Test(arguments: [["--help"], ["-h"], ["--quick", "--help"], ["compare", "--help"]])
    func helpIsRecognised(arguments: [String]) throws {
        #expect(try BenchOptions.parse(arguments) == .help)
    }

    @Test func compareIsParsed() throws {
        #expect(try BenchOptions.parse(["compare", "base.json", "head.json"])
            == .compare(CompareOptions(basePath: "base.json", headPath: "head.json", threshold: 0.15)))
        #expect(try BenchOptions.parse(["compare", "--threshold", "20", "a.json", "b.json", "--output", "c.md"])
            == .compare(CompareOptions(basePath: "a.json", headPath: "b.json", threshold: 0.2, outputPath: "c.md")))
        #expect(try BenchOptions.parse(["compare", "a.json", "b.json", "--threshold=7.5%"])
            == .compare(CompareOptions(basePath: "a.json", headPath: "b.json", threshold: 0.075)))
        #expect(try BenchOptions.parse(["compare", "a.json", "b.json", "--fail-on", "deterministic"])
            == .compare(CompareOptions(basePath: "a.json", headPath: "b.json", failOn: .deterministic)))
        #expect(try BenchOptions.parse(["compare", "--fail-on=all", "a.json", "b.json"])
            == .compare(CompareOptions(basePath: "a.json", headPath: "b.json", failOn: .all)))
        #expect(CompareOptions(basePath: "a", headPath: "b").failOn == .all)
    }

    @Test func countAllocationsIsParsed() throws {
        #expect(try BenchOptions.parse(["count-allocations", "propagation/keystroke/MVC"])
            == .countAllocations(caseIdentifier: "propagation/keystroke/MVC"))
        for arguments in [["count-allocations"], ["count-allocations", "a", "b"], ["count-allocations", "--quick"]] {
            #expect(throws: BenchOptionsError.self) { try BenchOptions.parse(arguments) }
        }
    }

    @Test func instructionsAreAskedFor() throws {
        #expect(try BenchOptions.parse(["--quick", "--instructions"]) == .run(RunOptions(quick: true, countsInstructions: true)))
        #expect(try BenchOptions.parse([]) == .run(RunOptions(countsInstructions: false)))
        #expect(throws: BenchOptionsError.self) { try BenchOptions.parse(["--instructions=yes"]) }
        #expect(try BenchOptions.parse(["count-instructions", "binding/floor"]) == .countInstructions(caseIdentifier: "binding/floor"))
        for arguments in [["count-instructions"], ["count-instructions", "a", "b"], ["count-instructions", "--quick"]] {
            #expect(throws: BenchOptionsError.self) { try BenchOptions.parse(arguments) }
        }
    }

    @Test func theInstructionThresholdIsParsed() throws {
        #expect(try BenchOptions.parse(["compare", "a.json", "b.json", "--instruction-threshold", "0.5%"])
            == .compare(CompareOptions(basePath: "a.json", headPath: "b.json", instructionThreshold: 0.005)))
        #expect(CompareOptions(basePath: "a", headPath: "b").instructionThreshold == CompareOptions.defaultInstructionThreshold)
        for value in ["-1", "many", "nan"] {
            #expect(throws: BenchOptionsError.self) {
                try BenchOptions.parse(["compare", "a.json", "b.json", "--instruction-threshold", value])
            }
        }
    }

    @Test func renderIsParsed() throws {
        #expect(try BenchOptions.parse(["render", "r.json", "--format", "html", "--output", "r.html"])
            == .render(RenderOptions(reportPath: "r.json", format: .html, outputPath: "r.html")))
        #expect(try BenchOptions.parse(["render", "r.json"]) == .render(RenderOptions(reportPath: "r.json")))
        for arguments in [["render"], ["render", "a.json", "b.json"], ["render", "a.json", "--quick"],
                          ["render", "a.json", "--format", "yaml"]] {
            #expect(throws: BenchOptionsError.self) { try BenchOptions.parse(arguments) }
        }
    }

    @Test func changesIsParsed() throws {
        #expect(try BenchOptions.parse(["changes"]) == .changes(ChangeOptions()))
        #expect(try BenchOptions.parse(["changes", "--output", "Benchmarks/changes.json", "--root=."])
            == .changes(ChangeOptions(outputPath: "Benchmarks/changes.json", rootPath: ".")))
        let unknown = #expect(throws: BenchOptionsError.self) { try BenchOptions.parse(["changes", "--toolchain", "/usr/bin"]) }
        #expect(unknown?.message == "unknown option '--toolchain'; the options are --output, --root")
        #expect(throws: BenchOptionsError.self) { try BenchOptions.parse(["changes", "--output"]) }
        #expect(BenchOptions.usage.contains("bench changes [--output FILE] [--root DIR]"))
    }

    @Test func payloadIsParsed() throws {
        #expect(try BenchOptions.parse(["payload", "--output", "v1.json"]) == .payload(PayloadOptions(outputPath: "v1.json")))
        #expect(try BenchOptions.parse(["payload", "--output", "p.json", "--subjects", "10", "--shape", "legacy", "--cells", "c.tsv"])
            == .payload(PayloadOptions(subjectCount: 10, shape: "legacy", outputPath: "p.json", cellsPath: "c.tsv")))
        let noOutput = #expect(throws: BenchOptionsError.self) { try BenchOptions.parse(["payload"]) }
        #expect(noOutput?.message == "payload needs --output FILE for the payload's bytes")
        for bad in [["--subjects", "0"], ["--subjects", "ten"], ["--shape", "v3"]] {
            #expect(throws: BenchOptionsError.self) { try BenchOptions.parse(["payload", "--output", "p.json"] + bad) }
        }
        #expect(BenchOptions.usage.contains("bench payload --output FILE"))
    }

    @Test func checkPlacementNeedsInstructions() throws {
        #expect(try BenchOptions.parse(["--instructions", "--check-placement"])
            == .run(RunOptions(countsInstructions: true, checksPlacement: true)))
        let alone = #expect(throws: BenchOptionsError.self) { try BenchOptions.parse(["--check-placement"]) }
        #expect(alone?.message == "--check-placement checks instruction counts: add --instructions")
    }

    @Test func rootIsParsed() throws {
        #expect(try BenchOptions.parse(["--root", "/src/bench"]) == .run(RunOptions(rootPath: "/src/bench")))
        #expect(try BenchOptions.parse(["--root=."]) == .run(RunOptions(rootPath: ".")))
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["stray"], "unexpected argument 'stray'"),
        (["--format"], "--format needs a value"),
        (["--format", "xml"], "unknown format 'xml'"),
        (["--output"], "--output needs a value"),
        (["--output", "--quick"], "--output needs a value"),
        (["--filter", ""], "--filter needs a non-empty pattern"),
        (["--samples", "5"], "--samples needs a whole number of at least 15"),
        (["--samples", "many"], "--samples needs a whole number"),
        (["--quick=yes"], "--quick takes no value"),
        (["--quick", "compare", "a", "b"], "'compare' must come first"),
        (["compare"], "compare needs two reports"),
        (["compare", "a.json"], "compare needs two reports"),
        (["compare", "a", "b", "c"], "compare takes exactly two reports"),
        (["compare", "a", "b", "--threshold"], "--threshold needs a value"),
        (["compare", "a", "b", "--threshold", "-5"], "--threshold needs a percentage"),
        (["compare", "a", "b", "--threshold", "lots"], "--threshold needs a percentage"),
        (["compare", "a", "b", "--quick"], "unknown option '--quick'"),
        (["compare", "a", "b", "--fail-on", "ratios"], "unknown value 'ratios' for --fail-on"),
        (["compare", "a", "b", "--fail-on"], "--fail-on needs a value"),
        (["--root"], "--root needs a value"),
        (["--root", ""], "--root needs a file path"),
    ])
    func invalidCommandLinesGiveClearErrors(arguments: [String], message: String) {
        #expect {
            try BenchOptions.parse(arguments)
        } throws: { error in
            (error as? BenchOptionsError)?.message.contains(message) == true
        }
    }

    @Test func errorsAreOneLine() {
        let error = BenchOptionsError("unknown option '--x'")
        #expect(error.line == "error: unknown option '--x' (bench --help says more)")
        #expect(!error.line.contains("\n"))
    }

    @Test("An unknown option or format names what is allowed, in one line", arguments: [
        (["--bogus"], "unknown option '--bogus'; the options are --list, --quick, --instructions, --check-placement, --filter, "
            + "--format, --output, --root, --samples, --help"),
        (["compare", "a.json", "b.json", "--bogus"],
         "unknown option '--bogus'; the options are --threshold, --instruction-threshold, --fail-on, --output"),
        (["--format", "yaml"], "unknown format 'yaml' for --format; use table, markdown, json, html, svg, claims, answer, answer-chart, bmf, github-smaller-is-better or github-bigger-is-better"),
    ])
    func unknownNamesTheAllowed(arguments: [String], message: String) {
        #expect {
            try BenchOptions.parse(arguments)
        } throws: { error in
            (error as? BenchOptionsError)?.message == message && !((error as? BenchOptionsError)?.line.contains("USAGE") ?? true)
        }
    }

    @Test func anOutputIntoAMissingFolderIsRefusedUpFront() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: BenchOptionsError("cannot write '\(directory.path)/none/report.json': there is no folder '\(directory.path)/none'")) {
            try BenchOptions.checkWritable(directory.path + "/none/report.json")
        }
        #expect(throws: BenchOptionsError("cannot write '\(directory.path)': it is a folder")) {
            try BenchOptions.checkWritable(directory.path)
        }
        try BenchOptions.checkWritable(directory.path + "/report.json")
    }

    @Test func usageDocumentsEveryOption() {
        for option in ["--filter", "--list", "--quick", "--samples", "--format", "--output", "--root", "--help", "compare",
                       "--threshold", "--fail-on"] {
            #expect(BenchOptions.usage.contains(option), "usage lacks \(option)")
        }
    }

    @Test(arguments: [
        ("", true),
        ("login", true),
        ("LOGIN", true),
        ("mvvm", true),
        ("reformer", false),
        ("propagation/*", true),
        ("*/MVVM", true),
        ("*/MVC", false),
        ("propagation/login?type*", false),
        ("propagation/login: type*", true),
        ("propagation/login: type username/MVV?", true),
    ])
    func filterMatchesNames(pattern: String, matches: Bool) {
        let filter = BenchFilter(patterns: pattern.isEmpty ? [] : [pattern])
        #expect(filter.matches(suite: "propagation", caseName: "login: type username", architecture: "MVVM") == matches)
    }

    @Test func filterPatternsAreAUnion() {
        let filter = BenchFilter(patterns: ["reformer", "glue"])
        #expect(filter.matches("glue-code/all/all/MVC"))
        #expect(filter.matches("reformer/v1"))
        #expect(!filter.matches("propagation/login"))
        #expect(BenchFilter.glob(Array("a*b*c"), matches: Array("aXXbYYc")))
        #expect(!BenchFilter.glob(Array("a*b*c"), matches: Array("aXXbYY")))
        #expect(BenchFilter.glob(Array("*"), matches: Array("")))
    }
}
