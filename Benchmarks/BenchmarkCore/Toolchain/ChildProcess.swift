import Foundation

/// Runs another program and collects what it says: the toolchain's tools, the unit-test executable,
/// and `bench` itself in a fresh process per allocation count. One mechanism for all of them.
public enum ChildProcess {
    /// The environment the child starts with.
    public enum Environment: Sendable {
        /// This process's environment, with these variables set on top.
        case inherited(adding: [String: String])
        /// Only these variables: nothing of this process's leaks in.
        case only([String: String])
    }

    /// What the child did.
    public struct Answer: Sendable {
        /// Its exit status.
        public var status: Int32
        /// What it wrote to standard output.
        public var output: String
        /// What it wrote to standard error.
        public var errors: String
    }

    /// Runs `executable` with `arguments` until it exits. `input` is fed to its standard input, and
    /// its standard error read, on other threads, so that no pipe fills while another is waited on.
    ///
    /// - Throws: ``ToolchainError`` if it cannot be started.
    public static func run(_ executable: String, _ arguments: [String], environment: Environment = .inherited(adding: [:]),
                           directory: String? = nil, input: String? = nil) throws(ToolchainError) -> Answer {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        switch environment {
        case .inherited(let adding):
            process.environment = ProcessInfo.processInfo.environment.merging(adding) { $1 }
        case .only(let variables):
            process.environment = variables
        }
        if let directory {
            process.currentDirectoryURL = URL(fileURLWithPath: directory)
        }
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
        return Answer(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self),
                      errors: String(decoding: said.wait(), as: UTF8.self))
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
