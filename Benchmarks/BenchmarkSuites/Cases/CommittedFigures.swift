import Architectures
import BenchmarkCore
import Foundation

/// Figures measured from a build by their own command and committed as JSON (what the unit tests
/// reach, the chains from an event to the screen), read back by a case that reports them: the
/// file is found under the package root, and each architecture's entry must carry the fingerprint
/// of the sources as they are now, or the case refuses it and names the command to run.
struct CommittedFigures<File: Decodable> {
    /// The file, relative to the package root.
    let path: String
    /// The command that measures it.
    let command: String
    /// What the figures are, for messages: `unit tests`, `chains`.
    let what: String

    /// The file as written.
    func load(root: String) throws(CheckFailure) -> File {
        let full = URL(fileURLWithPath: root).appendingPathComponent(path).path
        guard let data = FileManager.default.contents(atPath: full) else {
            throw CheckFailure("\(what): \(path) is missing; run `\(command)`")
        }
        do {
            return try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw CheckFailure("\(what): \(path) cannot be read (\(error)); run `\(command)`")
        }
    }

    /// Checks that `architecture`'s `fingerprint` is that of `directories` today.
    func checkFresh(_ architecture: Architecture, fingerprint: String, directories: [String],
                    root: String) throws(CheckFailure) {
        let today: String
        do {
            today = try SourceFingerprint.of(directories: directories, root: root)
        } catch {
            throw CheckFailure("\(what): \(error)")
        }
        guard today == fingerprint else {
            throw CheckFailure("\(what): \(architecture.displayName)'s sources or tests changed since \(path) "
                + "was measured; run `\(command)`")
        }
    }

    /// The failure for an architecture the file lacks.
    func missing(_ architecture: Architecture) -> CheckFailure {
        CheckFailure("\(what): \(path) has no \(architecture.displayName); run `\(command)`")
    }
}
