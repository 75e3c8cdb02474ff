import Foundation

/// The `bench` command line: a hand-written parser and its usage text.
///
/// Options take their value as the next argument or after `=` (`--format json`,
/// `--format=json`). Anything unknown, a missing or invalid value, or a misplaced argument is a
/// ``BenchOptionsError``; parsing never traps.
public enum BenchOptions {
    /// Exit status for success.
    public static let successExitCode: Int32 = 0
    /// Exit status of `compare` when a gated figure changed or regressed.
    public static let regressionExitCode: Int32 = 1
    /// Exit status for a command line that cannot be understood, or unreadable input.
    public static let usageExitCode: Int32 = 2
    /// Exit status of a run in which a case's check failed (the screen or the output was wrong), or
    /// the sources to count could not be found: no figure of that case is trustworthy.
    public static let checkFailedExitCode: Int32 = 3

    /// The subcommand a run uses to count one case's allocations in a fresh process.
    public static let countAllocationsCommand = "count-allocations"
    /// The subcommand a run starts to count one case's instructions per event: under Valgrind, or on
    /// macOS on its own, reading its retired instructions.
    public static let countInstructionsCommand = "count-instructions"
    /// The subcommand that measures the unit tests.
    public static let unitTestsCommand = "unit-tests"
    /// The subcommand that records the chains from events to the screen.
    public static let chainsCommand = "chains"
    /// The subcommand that writes the side-by-side page.
    public static let comparePageCommand = "compare-page"
    /// The subcommand that writes the page on choosing an architecture.
    public static let choosingPageCommand = "choosing-page"
    /// The subcommand that measures what each change cost each architecture, from git.
    public static let changesCommand = "changes"
    /// The subcommand that measures the second authors' patches, or builds one change's chain of them.
    public static let secondAuthorsCommand = "second-authors"
    /// The subcommand that writes a catalogue payload as the fake server sends it.
    public static let payloadCommand = "payload"

    /// The usage text printed by `--help` and after a command-line error.
    public static let usage = """
        USAGE: bench [options]
               bench compare BASE.json HEAD.json [--threshold PERCENT] [--instruction-threshold PERCENT]
                                                 [--fail-on all|deterministic] [--output FILE]
               bench render REPORT.json [--format FORMAT] [--output FILE]
               bench payload --output FILE [--subjects N] [--shape v1|v2|legacy] [--cells FILE]

        Runs the architecture benchmarks: propagation per architecture (time and
        allocations per event, ratio to MVC), MVVM's binding kit (ratio to a floor),
        reformer throughput (records/s, MB/s, one-step against two-step and the
        dictionary reformer) and glue-code size (source lines per architecture,
        feature and role). Progress goes to stderr,
        the report to stdout. Build with -c release: a debug build warns and marks its
        results.

        OPTIONS:
          --filter PATTERN    Run only cases whose name (suite/case/architecture) contains
                              PATTERN, ignoring case; with * or ? the pattern is a glob
                              matched against the whole name. Repeat to select more.
          --list              List the selected cases and exit without running them.
          --quick             Smoke run for CI (under a minute): short warm-up, 15
                              samples, the 100,000-subject cases left out.
          --samples N         Samples per timing (at least 15; default 21, quick 15).
          --instructions      Also count the instructions one event executes, for every
                              timed case: under Valgrind on Linux (needed: Debian's
                              valgrind package), from the kernel's count of retired
                              instructions on macOS; they repeat run to run, so compare
                              gates on them. Counted after timing, as many children
                              at a time as the machine has cores.
          --check-placement   With --instructions: count each case whose work hashes
                              no key path at a second placement of its code too, and
                              fail it if the two counts differ (the proof that one
                              placement is enough for it).
          --format FORMAT     table (default), markdown, json, html (one page with
                              charts, for a browser), svg (one chart of the
                              propagation ratios, as in docs/results.md), claims
                              (the claims' verdicts and why, as in the README),
                              answer (the README's first screen: the verdicts'
                              tally and what the figures say) or answer-chart (its
                              chart: code lines against cost per change); or for dashboards:
                              bmf (Bencher Metric Format), github-smaller-is-better
                              or github-bigger-is-better (github-action-benchmark).
          --output FILE       Write the report to FILE instead of stdout.
          --root DIR          Package root whose Sources are counted for glue code
                              (default: found from the working directory or the
                              executable's location).
          -h, --help          Show this help.

        COMPARE:
          bench compare BASE.json HEAD.json prints a Markdown comparison of two JSON reports.
          --threshold PERCENT Regression threshold for ratio figures (default 15).
          --instruction-threshold PERCENT
                              Regression threshold for instruction counts (default 2).
          --fail-on WHICH     all (default): fail on deterministic changes, instruction
                              counts past their threshold and slower ratios;
                              deterministic: fail only on what the sources decide
                              (deterministic changes and instruction counts), still
                              reporting slower ratios (for shared, noisy CI machines).
          --output FILE       Write the comparison to FILE instead of stdout.

          Exit status 1 when a deterministic figure (glue-code size, allocations) changed
          or went missing, an instruction count got worse by more than its threshold (both
          reports from one CPU model, toolchain and counter), or a ratio figure
          (architecture vs MVC, binding kit vs floor) got worse by more than the threshold
          and beyond its samples' noise (a Mann-Whitney U test), or went missing. Absolute
          times are marked slower, faster or undecided but never gate; new figures never gate.

        PAYLOAD:
          bench payload --output FILE writes the catalogue the fake server sends (v1, 100,000
          subjects unless --shape and --subjects say otherwise), byte for byte, for a reader
          outside the project; --cells FILE also writes the one-step reformer's cells of it
          (every subject switched on, junior phase), one per line: id, name, phases (1 primary,
          2 junior, 4 senior, added), tab-separated. Benchmarks/beside-simdjson uses both.

        COMPARE PAGE:
          bench compare-page [--output FILE] [--root DIR] writes docs/compare.md, the
          architectures side by side: each screen state drawn (with --output, as SVGs in
          screens/ beside FILE), each event's calls on the way to the screen, from
          Benchmarks/chains.json, the same decisions in each architecture's own lines (with
          --output, also compare.html beside FILE: any two side by side), and each
          feature's files by role.

        CHOOSING PAGE:
          bench choosing-page [--output FILE] [--root DIR] writes docs/choosing.md, which
          architecture for which app: each one's cost at rest and per change, its growth,
          the verdicts that name it, and what to pick it for, from the figures on file.

        RENDER:
          bench render REPORT.json writes a JSON report again in any --format (html, markdown,
          bmf, ...), with its summary, without measuring anything.

        INTERNAL:
          bench count-allocations CASE counts one case's allocations per event in a fresh
          process and prints the figure; a run starts it once per case, so that no count
          depends on what ran before it.
          bench count-instructions CASE runs one case's work in two windows, N iterations
          and 2N, for Valgrind's callgrind to count (on macOS it reads its own retired
          instructions around them and prints them); a run with --instructions starts it
          once per case.

          bench unit-tests --test-binary FILE --toolchain DIR [--output FILE] [--root DIR]
          runs each architecture's unit tests from a test executable built with
          --enable-code-coverage and writes what they reach and build as JSON; run it
          through `bash Benchmarks/measure-unit-tests`, which builds what it needs.
          bench chains --toolchain DIR [--output FILE] [--root DIR]
          records the call chain from each event to each widget change on every
          architecture's screens and writes them as JSON; needs a debug build: run it
          through `bash Benchmarks/measure-chains`.
          bench changes [--output FILE] [--root DIR]
          measures, from the package's git history, what each change (the commits with a
          `Change:` trailer, one per architecture) cost each architecture, and writes it
          as JSON; run it through `bash Benchmarks/measure-changes`.
          bench second-authors [--output FILE] [--root DIR]
          bench second-authors --chain CHANGE --into DIR [--root DIR]
          measures each second author's patch of a change (Benchmarks/second-authors) as
          the first author's commit is measured, and writes both as JSON; run it through
          `bash Benchmarks/measure-second-authors`. With --chain, makes the change again
          from its patches in a new clone at DIR and prints what each patch applied to;
          `bash Benchmarks/check-second-authors CHANGE` tests that clone.

        EXIT STATUS: 0 success, 1 regression (compare), 2 bad command line or input,
                     3 a case's check failed or the sources could not be found (run).
        """

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(BenchOptionsError) -> BenchCommand {
        if arguments.first == comparePageCommand || arguments.first == choosingPageCommand {
            var options = PageOptions()
            var reader = ArgumentReader(Array(arguments.dropFirst()))
            while let argument = reader.next() {
                switch argument.name {
                case "--output": options.outputPath = try path(reader.value(for: argument), for: argument.name)
                case "--root": options.rootPath = try path(reader.value(for: argument), for: argument.name)
                default: throw unexpected(argument.raw, options: ["--output", "--root"])
                }
            }
            return arguments.first == comparePageCommand ? .comparePage(options) : .choosingPage(options)
        }
        if arguments.first == changesCommand {
            var options = ChangeOptions()
            var reader = ArgumentReader(Array(arguments.dropFirst()))
            while let argument = reader.next() {
                switch argument.name {
                case "--output": options.outputPath = try path(reader.value(for: argument), for: argument.name)
                case "--root": options.rootPath = try path(reader.value(for: argument), for: argument.name)
                default: throw unexpected(argument.raw, options: changeOptions)
                }
            }
            return .changes(options)
        }
        if arguments.first == secondAuthorsCommand {
            var options = SecondAuthorOptions()
            var reader = ArgumentReader(Array(arguments.dropFirst()))
            while let argument = reader.next() {
                switch argument.name {
                case "--output": options.outputPath = try path(reader.value(for: argument), for: argument.name)
                case "--root": options.rootPath = try path(reader.value(for: argument), for: argument.name)
                case "--chain": options.chain = try reader.value(for: argument)
                case "--into": options.chainDirectory = try path(reader.value(for: argument), for: argument.name)
                default: throw unexpected(argument.raw, options: secondAuthorOptions)
                }
            }
            guard (options.chain == nil) == (options.chainDirectory == nil) else {
                throw BenchOptionsError("--chain and --into go together: the change, and the new folder to clone into")
            }
            guard options.chain == nil || options.outputPath == nil else {
                throw BenchOptionsError("--chain prints what each patch applied to; it writes no --output")
            }
            return .secondAuthors(options)
        }
        if arguments.first == payloadCommand {
            return try parsePayload(Array(arguments.dropFirst()))
        }
        if arguments.first == "render" {
            return try parseRender(Array(arguments.dropFirst()))
        }
        if arguments.first == "compare" {
            return try parseCompare(Array(arguments.dropFirst()))
        }
        if let command = arguments.first, command == countAllocationsCommand || command == countInstructionsCommand {
            guard arguments.count == 2, let identifier = arguments.last, !identifier.hasPrefix("-") else {
                throw BenchOptionsError("\(command) takes one case name, e.g. propagation/keystroke/MVC")
            }
            return command == countAllocationsCommand
                ? .countAllocations(caseIdentifier: identifier) : .countInstructions(caseIdentifier: identifier)
        }
        if arguments.first == unitTestsCommand || arguments.first == chainsCommand {
            return try parseMeasurement(arguments)
        }
        return try parseRun(arguments)
    }

    private static func parsePayload(_ arguments: [String]) throws(BenchOptionsError) -> BenchCommand {
        var options = PayloadOptions()
        var reader = ArgumentReader(arguments)
        while let argument = reader.next() {
            switch argument.name {
            case "--subjects":
                let value = try reader.value(for: argument)
                guard let count = Int(value), (1...1_000_000).contains(count) else {
                    throw BenchOptionsError("--subjects needs a whole number from 1 to 1000000, not '\(value)'")
                }
                options.subjectCount = count
            case "--shape":
                let value = try reader.value(for: argument)
                guard ["v1", "v2", "legacy"].contains(value) else {
                    throw BenchOptionsError("--shape is v1, v2 or legacy, not '\(value)'")
                }
                options.shape = value
            case "--output": options.outputPath = try path(reader.value(for: argument), for: argument.name)
            case "--cells": options.cellsPath = try path(reader.value(for: argument), for: argument.name)
            default: throw unexpected(argument.raw, options: payloadOptions)
            }
        }
        guard !options.outputPath.isEmpty else {
            throw BenchOptionsError("payload needs --output FILE for the payload's bytes")
        }
        return .payload(options)
    }

    private static func parseRun(_ arguments: [String]) throws(BenchOptionsError) -> BenchCommand {
        var options = RunOptions()
        var patterns: [String] = []
        var reader = ArgumentReader(arguments)
        while let argument = reader.next() {
            switch argument.name {
            case "-h", "--help":
                try argument.expectNoValue()
                return .help
            case "--list":
                try argument.expectNoValue()
                options.list = true
            case "--quick":
                try argument.expectNoValue()
                options.quick = true
            case "--instructions":
                try argument.expectNoValue()
                options.countsInstructions = true
            case "--check-placement":
                try argument.expectNoValue()
                options.checksPlacement = true
            case "--filter":
                let pattern = try reader.value(for: argument)
                guard !pattern.isEmpty else {
                    throw BenchOptionsError("--filter needs a non-empty pattern")
                }
                patterns.append(pattern)
            case "--format":
                options.format = try format(reader.value(for: argument))
            case "--output":
                options.outputPath = try path(reader.value(for: argument), for: argument.name)
            case "--root":
                options.rootPath = try path(reader.value(for: argument), for: argument.name)
            case "--samples":
                let value = try reader.value(for: argument)
                guard let count = Int(value), count >= MeasurementConfiguration.minimumSampleCount else {
                    throw BenchOptionsError(
                        "--samples needs a whole number of at least \(MeasurementConfiguration.minimumSampleCount), got '\(value)'"
                    )
                }
                options.sampleCount = count
            case "compare":
                throw BenchOptionsError("'compare' must come first: bench compare BASE.json HEAD.json")
            default:
                throw unexpected(argument.raw, options: runOptions)
            }
        }
        if options.checksPlacement && !options.countsInstructions {
            throw BenchOptionsError("--check-placement checks instruction counts: add --instructions")
        }
        options.filter = BenchFilter(patterns: patterns)
        return .run(options)
    }

    private static func parseCompare(_ arguments: [String]) throws(BenchOptionsError) -> BenchCommand {
        var paths: [String] = []
        var threshold = CompareOptions.defaultThreshold
        var instructionThreshold = CompareOptions.defaultInstructionThreshold
        var outputPath: String?
        var failOn = FailurePolicy.all
        var reader = ArgumentReader(arguments)
        while let argument = reader.next() {
            switch argument.name {
            case "-h", "--help":
                try argument.expectNoValue()
                return .help
            case "--threshold":
                threshold = try percentage(reader.value(for: argument), for: argument.name, example: "15")
            case "--instruction-threshold":
                instructionThreshold = try percentage(reader.value(for: argument), for: argument.name, example: "1")
            case "--output":
                outputPath = try path(reader.value(for: argument), for: argument.name)
            case "--fail-on":
                let value = try reader.value(for: argument)
                guard let policy = FailurePolicy(rawValue: value) else {
                    throw BenchOptionsError("unknown value '\(value)' for --fail-on; use all or deterministic")
                }
                failOn = policy
            default:
                guard !argument.isOption else {
                    throw unexpected(argument.raw, options: compareOptions)
                }
                paths.append(argument.raw)
            }
        }
        guard paths.count == 2 else {
            throw BenchOptionsError(
                paths.count < 2
                    ? "compare needs two reports: bench compare BASE.json HEAD.json"
                    : "compare takes exactly two reports, got \(paths.count): \(paths.joined(separator: " "))"
            )
        }
        return .compare(
            CompareOptions(
                basePath: paths[0], headPath: paths[1], threshold: threshold, instructionThreshold: instructionThreshold,
                outputPath: outputPath, failOn: failOn
            )
        )
    }

    /// `render REPORT.json` and its options.
    private static func parseRender(_ arguments: [String]) throws(BenchOptionsError) -> BenchCommand {
        var paths: [String] = []
        var options = RenderOptions(reportPath: "")
        var reader = ArgumentReader(arguments)
        while let argument = reader.next() {
            switch argument.name {
            case "-h", "--help":
                try argument.expectNoValue()
                return .help
            case "--format":
                options.format = try format(reader.value(for: argument))
            case "--output":
                options.outputPath = try path(reader.value(for: argument), for: argument.name)
            default:
                guard !argument.isOption else {
                    throw unexpected(argument.raw, options: renderOptions)
                }
                paths.append(argument.raw)
            }
        }
        guard paths.count == 1, let reportPath = paths.first else {
            throw BenchOptionsError("render takes one JSON report: bench render REPORT.json --format html")
        }
        options.reportPath = reportPath
        return .render(options)
    }

    /// `unit-tests` or `chains` and their options.
    private static func parseMeasurement(_ arguments: [String]) throws(BenchOptionsError) -> BenchCommand {
        let command = arguments.first ?? ""
        let allowed = command == unitTestsCommand ? unitTestOptions : chainOptions
        var values: [String: String] = [:]
        var reader = ArgumentReader(Array(arguments.dropFirst()))
        while let argument = reader.next() {
            guard allowed.contains(argument.name) else {
                throw unexpected(argument.raw, options: allowed)
            }
            values[argument.name] = try path(reader.value(for: argument), for: argument.name)
        }
        guard let toolchain = values["--toolchain"] else {
            throw BenchOptionsError("\(command) needs --toolchain DIR")
        }
        if command == chainsCommand {
            return .chains(ChainOptions(toolchain: toolchain, outputPath: values["--output"], rootPath: values["--root"]))
        }
        guard let testBinary = values["--test-binary"] else {
            throw BenchOptionsError("\(unitTestsCommand) needs --test-binary FILE")
        }
        return .unitTests(UnitTestOptions(testBinary: testBinary, toolchain: toolchain, outputPath: values["--output"],
                                          rootPath: values["--root"]))
    }

    /// The format `--format` names.
    private static func format(_ value: String) throws(BenchOptionsError) -> OutputFormat {
        guard let format = OutputFormat(rawValue: value) else {
            throw BenchOptionsError("unknown format '\(value)' for --format; use \(OutputFormat.spelledOut)")
        }
        return format
    }

    /// `15` or `15%` as the fraction 0.15.
    private static func percentage(_ value: String, for option: String, example: String) throws(BenchOptionsError) -> Double {
        let trimmed = value.hasSuffix("%") ? String(value.dropLast()) : value
        guard let percent = Double(trimmed), percent.isFinite, percent >= 0 else {
            throw BenchOptionsError("\(option) needs a percentage of zero or more, like \(example), got '\(value)'")
        }
        return percent / 100
    }

    private static func path(_ value: String, for option: String) throws(BenchOptionsError) -> String {
        guard !value.isEmpty else {
            throw BenchOptionsError("\(option) needs a file path")
        }
        return value
    }

    /// The options of a run and of `compare`, for the error that names what is allowed.
    static let runOptions = ["--list", "--quick", "--instructions", "--check-placement", "--filter", "--format", "--output", "--root", "--samples",
                              "--help"]
    static let compareOptions = ["--threshold", "--instruction-threshold", "--fail-on", "--output"]
    static let renderOptions = ["--format", "--output"]
    static let unitTestOptions = ["--test-binary", "--toolchain", "--output", "--root"]
    static let chainOptions = ["--toolchain", "--output", "--root"]
    static let changeOptions = ["--output", "--root"]
    static let secondAuthorOptions = ["--output", "--root", "--chain", "--into"]
    static let payloadOptions = ["--subjects", "--shape", "--output", "--cells"]

    private static func unexpected(_ raw: String, options: [String]) -> BenchOptionsError {
        raw.hasPrefix("-")
            ? BenchOptionsError("unknown option '\(raw)'; the options are \(options.joined(separator: ", "))")
            : BenchOptionsError("unexpected argument '\(raw)'")
    }

    /// Checks that a report can be written to `path` before any work is done: the folder it names
    /// must exist, and the path must not be a folder.
    public static func checkWritable(_ path: String) throws(BenchOptionsError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw BenchOptionsError("cannot write '\(path)': there is no folder '\(folder)'")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw BenchOptionsError("cannot write '\(path)': it is a folder")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw BenchOptionsError("cannot write '\(path)': the folder '\(folder)' is not writable")
        }
    }
}
