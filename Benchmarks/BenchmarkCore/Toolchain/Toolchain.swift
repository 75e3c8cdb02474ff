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
        let answer = try ChildProcess.run(directory + "/" + name, arguments, input: input)
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
}
