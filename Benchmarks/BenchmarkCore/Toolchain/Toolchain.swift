import Foundation

/// The Swift toolchain's own tools (`llvm-profdata`, `llvm-cov`, `llvm-symbolizer`,
/// `swift-demangle`), run as child processes by the commands that measure from a build: what the
/// unit tests reach, and the call chains from an event to the screen.
public struct Toolchain: Sendable {
    /// The directory holding the tools, next to `swift`.
    public var directory: String

    /// A toolchain whose tools are in `directory`.
    public init(directory: String) {
        self.directory = directory
    }

    /// Runs the tool `name` with `arguments` and `input` on its standard input, and returns what it
    /// printed.
    ///
    /// - Throws: ``ToolchainError`` if it cannot start or exits with a failure.
    public func run(_ name: String, _ arguments: [String], input: String? = nil) throws(ToolchainError) -> String {
        let answer = try Self.execute(directory + "/" + name, arguments, input: input)
        guard answer.status == 0 else {
            throw ToolchainError("\(name) failed:\n\(answer.output)")
        }
        return answer.output
    }

    /// Each of `names`, mangled Swift symbols, with its full demangled form.
    public func demangle(_ names: [String]) throws(ToolchainError) -> [String: String] {
        guard !names.isEmpty else { return [:] }
        let output = try run("swift-demangle", [], input: names.joined(separator: "\n") + "\n")
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= names.count else {
            throw ToolchainError("swift-demangle answered \(lines.count) lines for \(names.count) names")
        }
        return Dictionary(zip(names, lines), uniquingKeysWith: { first, _ in first })
    }

    /// Runs `executable` and returns its exit status and everything it printed, standard error
    /// included; `input` is fed from another thread, so a large input and a large answer never
    /// wait on each other's pipe.
    public static func execute(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                               input: String? = nil) throws(ToolchainError) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        let stdin = Pipe()
        process.standardInput = stdin
        do {
            try process.run()
        } catch {
            throw ToolchainError("cannot start \(executable): \(error)")
        }
        let feeder = Thread { [input] in
            if let input {
                stdin.fileHandleForWriting.write(Data(input.utf8))
            }
            try? stdin.fileHandleForWriting.close()
        }
        feeder.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
