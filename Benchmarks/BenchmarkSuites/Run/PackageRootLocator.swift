import Architectures
import BenchmarkCore
import Foundation

/// Finds the package root whose `Sources` the glue-code suite counts.
///
/// `swift run` starts the executable in the directory it was invoked from, normally the package
/// root; a built binary may be started from anywhere. So the candidates are, in order: the root
/// given with `--root`; the nearest directory holding `Package.swift` above the working
/// directory; the same above the executable (which lives under the package's `.build`); the same
/// above this source file as it was compiled. The first that holds every architecture's source
/// directory wins.
public struct PackageRootLocator: Sendable {
    /// The root given on the command line, if any; when given, it is the only candidate.
    public var explicitRoot: String?
    /// The working directory.
    public var workingDirectory: String
    /// The running executable's path, if known.
    public var executablePath: String?
    /// The source directories that must exist under the root.
    public var requiredDirectories: [String]

    /// A locator for this process and the catalogue's architectures.
    public init(explicitRoot: String?) {
        self.init(
            explicitRoot: explicitRoot,
            workingDirectory: FileManager.default.currentDirectoryPath,
            executablePath: Bundle.main.executablePath ?? CommandLine.arguments.first,
            requiredDirectories: Architecture.allCases.map(\.sourceDirectory)
        )
    }

    /// A locator with every input given, for tests.
    public init(explicitRoot: String?, workingDirectory: String, executablePath: String?, requiredDirectories: [String]) {
        self.explicitRoot = explicitRoot
        self.workingDirectory = workingDirectory
        self.executablePath = executablePath
        self.requiredDirectories = requiredDirectories
    }

    /// The root, or a ``CheckFailure`` that says where it looked and what it looked for.
    public func locate() throws(CheckFailure) -> String {
        let candidates: [String]
        if let explicitRoot {
            candidates = [explicitRoot]
        } else {
            let starts = [workingDirectory, executablePath.map(Self.directory(of:)), Self.directory(of: #filePath)]
            candidates = starts.compactMap { $0 }.compactMap(GlueCounter.packageRoot(from:))
        }
        for candidate in candidates where holdsSources(candidate) {
            return URL(fileURLWithPath: candidate).standardizedFileURL.path
        }
        let looked = candidates.isEmpty ? "no Package.swift above \(workingDirectory)" : candidates.joined(separator: ", ")
        throw CheckFailure(
            "cannot find the architectures' sources (\(requiredDirectories.joined(separator: ", "))); looked in: \(looked). "
                + "Run from the package root, or pass --root DIR."
        )
    }

    private func holdsSources(_ root: String) -> Bool {
        requiredDirectories.allSatisfy { directory in
            var isDirectory: ObjCBool = false
            let path = URL(fileURLWithPath: root).appendingPathComponent(directory).path
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    private static func directory(of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }
}
