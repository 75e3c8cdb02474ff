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
    /// printed on its standard output.
    ///
    /// - Throws: ``ToolchainError`` if it cannot start or exits with a failure, with what it said.
    public func run(_ name: String, _ arguments: [String], input: String? = nil) throws(ToolchainError) -> String {
        let answer = try Self.execute(directory + "/" + name, arguments, input: input)
        guard answer.status == 0 else {
            throw ToolchainError("\(name) failed:\n\(answer.errors)\(answer.output)")
        }
        return answer.output
    }

    /// Each of `names`, mangled Swift symbols, with its full demangled form.
    public func demangle(_ names: [String]) throws(ToolchainError) -> [String: String] {
        guard !names.isEmpty else { return [:] }
        let output = try run("swift-demangle", [], input: names.joined(separator: "\n") + "\n")
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" {
            lines.removeLast()
        }
        // One line per name, in order: anything else would pair a name with another's meaning.
        guard lines.count == names.count else {
            throw ToolchainError("swift-demangle answered \(lines.count) lines for \(names.count) names")
        }
        return Dictionary(zip(names, lines), uniquingKeysWith: { first, _ in first })
    }

    /// Runs `executable` and returns its exit status, its standard output and its standard error,
    /// apart; `input` is fed, and standard error read, on other threads, so that no pipe fills while
    /// another is waited on.
    public static func execute(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                               input: String? = nil) throws(ToolchainError) -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let errors = Pipe()
        let stdin = Pipe()
        process.standardOutput = output
        process.standardError = errors
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
        let said = ErrorsRead()
        let reader = Thread {
            said.set(errors.fileHandleForReading.readDataToEndOfFile())
        }
        reader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self),
                String(decoding: said.wait(), as: UTF8.self))
    }
}

/// Standard error as a reading thread hands it over.
private final class ErrorsRead: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    func set(_ value: Data) {
        data = value
        done.signal()
    }

    /// Waits for the reading thread, then answers what it read.
    func wait() -> Data {
        done.wait()
        return data
    }
}
