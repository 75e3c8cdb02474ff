/// What one test run executed, per source file, read from LLVM's LCOV export
/// (`llvm-cov export -format=lcov`).
///
/// Only the records the figures need are read: `SF` (the file), `FNDA` (each function's
/// mangled name and how often it ran) and `DA` (each line's count). A line LLVM gives no count
/// (a closing brace, a declaration) is absent: it is not executable.
public struct LineCoverage: Sendable, Equatable {
    /// One file's records.
    public struct File: Sendable, Equatable {
        /// How often each function ran, by mangled name.
        public var functionCounts: [String: Int] = [:]
        /// How often each executable line ran, by one-based line number.
        public var lineCounts: [Int: Int] = [:]

        /// Creates a file's records.
        public init(functionCounts: [String: Int] = [:], lineCounts: [Int: Int] = [:]) {
            self.functionCounts = functionCounts
            self.lineCounts = lineCounts
        }
    }

    /// The files by the path LLVM wrote.
    public var files: [String: File]

    /// Creates coverage from files.
    public init(files: [String: File]) {
        self.files = files
    }

    /// Reads an LCOV export; a record it does not know, or one it cannot read, is skipped.
    public init(lcov: String) {
        var files: [String: File] = [:]
        var path: String?
        var current = File()
        for line in lcov.split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":") else {
                if line == "end_of_record", let finished = path {
                    files[finished, default: File()].merge(current)
                    path = nil
                    current = File()
                }
                continue
            }
            let value = line[line.index(after: colon)...]
            switch line[..<colon] {
            case "SF":
                path = String(value)
            case "FNDA":
                let parts = value.split(separator: ",", maxSplits: 1)
                if parts.count == 2, let count = Int(parts[0]) {
                    current.functionCounts[String(parts[1]), default: 0] += count
                }
            case "DA":
                let parts = value.split(separator: ",")
                if parts.count >= 2, let number = Int(parts[0]), let count = Int(parts[1]) {
                    current.lineCounts[number, default: 0] += count
                }
            default:
                continue
            }
        }
        self.files = files
    }

    /// Every function that ran at least once, with its count, over every file.
    public var functionsRun: [String: Int] {
        files.values.reduce(into: [:]) { result, file in
            for (name, count) in file.functionCounts where count > 0 {
                result[name, default: 0] += count
            }
        }
    }
}

extension LineCoverage.File {
    mutating func merge(_ other: Self) {
        functionCounts.merge(other.functionCounts, uniquingKeysWith: +)
        lineCounts.merge(other.lineCounts, uniquingKeysWith: +)
    }
}
