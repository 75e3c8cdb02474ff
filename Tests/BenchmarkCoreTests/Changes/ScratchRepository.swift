import Foundation
@testable import BenchmarkCore

/// A git repository made in a scratch directory, read by nothing of the user's or the system's git
/// configuration: files written and committed with the messages (and so the trailers) given.
struct ScratchRepository {
    /// Why git refused.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let directory: TemporaryDirectory
    let git: String

    /// The work tree.
    var path: String { directory.path }

    /// An empty repository with a local user to commit as.
    init() throws {
        guard let git = ExecutableSearch.find("git") else {
            throw Failure(description: "no git on the PATH")
        }
        self.git = git
        directory = try TemporaryDirectory()
        try run(["init", "-q"])
        try run(["config", "user.name", "Change Tests"])
        try run(["config", "user.email", "change-tests@example.com"])
        try run(["config", "commit.gpgsign", "false"])
    }

    /// What git printed.
    @discardableResult
    func run(_ arguments: [String], input: String? = nil) throws -> String {
        let environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": directory.path, "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null", "LC_ALL": "C",
        ]
        let answer = try ChildProcess.run(git, arguments, environment: .only(environment), directory: directory.path,
                                          input: input)
        guard answer.status == 0 else {
            throw Failure(description: "git \(arguments.joined(separator: " ")): \(answer.errors)")
        }
        return answer.output
    }

    /// Writes each file (relative path and text, a final line break added), then commits every
    /// change with `message`.
    func commit(_ files: [String: String], message: String) throws {
        for (relative, text) in files {
            try directory.write(relative, text + "\n")
        }
        try run(["add", "-A"])
        try run(["commit", "-q", "-F", "-"], input: message)
    }
}
