import Foundation

/// Valgrind's callgrind, counting the instructions of a command's windows of work
/// (``InstructionWindow``): how `bench --instructions` counts the work of one event.
///
/// Instructions are counted, not timed: the same binary with the same input and environment
/// executes the same instructions whatever else the machine does, so the figure repeats to a few
/// parts in a million and can gate like a line count. Where the binary's code lies can still
/// matter; ``CodePlacement`` says how a count deals with that.
public struct CallgrindRun: Sendable {
    /// The `valgrind` executable.
    public var valgrind: String
    /// What `valgrind --version` printed, e.g. `valgrind-3.19.0`; counts of two versions are not
    /// comparable.
    public var version: String

    /// The one line `bench --instructions` prints when Valgrind is not installed.
    public static let missingMessage = "--instructions counts instructions with Valgrind, which is not installed; "
        + "on Debian or Ubuntu: sudo apt-get install valgrind"

    /// Creates a run of the `valgrind` at `valgrind`, of `version`.
    public init(valgrind: String, version: String) {
        self.valgrind = valgrind
        self.version = version
    }

    /// Valgrind found on `PATH` (from `environment`), with its version; `nil` when there is none
    /// that answers.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> CallgrindRun? {
        guard let path = ExecutableSearch.find("valgrind", environment: environment),
              let answer = try? ChildProcess.run(path, ["--version"]), answer.status == 0
        else {
            return nil
        }
        let version = answer.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return version.isEmpty ? nil : CallgrindRun(valgrind: path, version: version)
    }

    /// The arguments that run `command` under callgrind at `placement` (``CodePlacement``), writing
    /// its dumps next to `outputFile`: no instrumentation until the child asks for it at its first
    /// window (``InstructionWindow/start()``), no cache or branch simulation (instructions only), a
    /// dump at every window boundary, and nothing written to the terminal.
    public func arguments(outputFile: String, command: [String], placement: Int = 0) -> [String] {
        [
            CodePlacement.argument(placement),
            "--tool=callgrind",
            "--instr-atstart=no",
            "--callgrind-out-file=\(outputFile)",
            "--dump-before=\(InstructionWindow.symbolPattern)",
            "--dump-instr=no",
            "--compress-strings=no",
            "--log-fd=2",
            "-q",
        ] + command
    }

    /// Runs `command` (an executable and its arguments) under callgrind at `placement` in
    /// `directory`, with only `environment`, writing its dumps next to `outputFile` (one file per
    /// child that runs at the same time), and returns the instructions of each window between two
    /// boundaries, in order, and the functions the windows ran.
    ///
    /// - Throws: ``ToolchainError`` if valgrind cannot start, the command fails (with what it
    ///   said), or the dumps are not there or not readable.
    public func countWindows(
        _ command: [String],
        environment: [String: String],
        directory: String,
        outputFile: String,
        placement: Int = 0
    ) throws(ToolchainError) -> (windows: [UInt64], functions: Set<String>, output: String) {
        let answer = try ChildProcess.run(valgrind, arguments(outputFile: outputFile, command: command, placement: placement),
                                          environment: .only(environment), directory: directory)
        guard answer.status == 0 else {
            throw ToolchainError("under valgrind, '\(command.dropFirst().joined(separator: " "))' exited with status "
                + "\(answer.status): \(answer.errors.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        // callgrind numbers its dumps from 1: dump k holds what ran before the k-th boundary, since
        // the one before it. Dump 1 is start-up and set-up; each later one is a window.
        var totals: [UInt64] = []
        var functions: Set<String> = []
        var dump = 1
        while FileManager.default.fileExists(atPath: "\(outputFile).\(dump)") {
            let text = try Self.text(ofDump: "\(outputFile).\(dump)")
            totals.append(try Self.total(inDump: text, path: "\(outputFile).\(dump)"))
            if dump > 1 {
                functions.formUnion(Self.functions(inDump: text))
            }
            dump += 1
        }
        for index in 1..<max(dump, 1) {
            try? FileManager.default.removeItem(atPath: "\(outputFile).\(index)")
        }
        try? FileManager.default.removeItem(atPath: outputFile)
        return (Array(totals.dropFirst()), functions, answer.output)
    }

    /// The instructions a dump file counts: its `summary:` (or `totals:`) line.
    public static func total(ofDump path: String) throws(ToolchainError) -> UInt64 {
        try total(inDump: text(ofDump: path), path: path)
    }

    /// The text of a dump file.
    static func text(ofDump path: String) throws(ToolchainError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ToolchainError("cannot read callgrind's dump \(path)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The functions a dump counted instructions in: its `fn=` lines' names, as the binary spells
    /// them (mangled).
    public static func functions(inDump text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("fn=") {
            names.insert(String(line.dropFirst(3)))
        }
        return names
    }

    /// The instructions counted in the text of a dump.
    public static func total(inDump text: String, path: String = "the dump") throws(ToolchainError) -> UInt64 {
        for line in text.split(separator: "\n") where line.hasPrefix("summary:") || line.hasPrefix("totals:") {
            let fields = line.split(separator: " ")
            if fields.count >= 2, let value = UInt64(fields[1]) {
                return value
            }
        }
        throw ToolchainError("\(path) has no 'summary:' line with an instruction count")
    }
}
