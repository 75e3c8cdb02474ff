import Architectures
import BenchmarkCore
import Foundation

/// An event's chain as steps a reader can follow: each method the event entered, linked to the file
/// of its type and named by what it does there, the role (spec §5) of the lines it is written in.
/// A stored property's accessor is left out, and so is a member the compiler wrote (a memberwise
/// initialiser, a synthesized `hash(into:)`): no one reads them as steps.
@MainActor
final class ChainSteps {
    private let files: FileIndex
    private let root: String
    /// Each file's lines and their roles, read once.
    private var sources: [String: (lines: [String], roles: [Role])] = [:]

    /// Steps for methods of the files the glue count read, under `root`.
    init(files: FileIndex, root: String) {
        self.files = files
        self.root = root
    }

    private static let accessors: Set<String> = ["getter", "setter", "modify", "read", "didset", "willset"]

    /// `Type.member`'s step: its link and, where its declaration is found, its role, as
    /// `` [`LoginViewController.userTyped`](…) *logic* ``; nil for a stored property's accessor or a
    /// member the compiler wrote.
    func step(_ method: String, architecture: Architecture) -> String? {
        var parts = method.split(separator: ".").map(String.init)
        guard let type = parts.first, parts.count > 1 else { return files.link(method: method, architecture: architecture) }
        var shown = method
        var declaration: [String]
        if let last = parts.last, Self.accessors.contains(last), parts.count > 2 {
            // A property's accessor: a step only when the property is computed, and shown as the property.
            parts.removeLast()
            let property = parts[parts.count - 1]
            shown = parts.joined(separator: ".")
            declaration = ["var \(property):", "var \(property) "]
            guard let (line, text) = find(declaration, type: type, architecture: architecture) else {
                return files.link(method: shown, architecture: architecture)
            }
            // A stored property (a lazy one's initialiser has braces too) has accessors no one wrote.
            guard text.contains("{"), !text.contains("lazy ") else { return nil }
            return render(shown, architecture: architecture, role: role(ofLine: line, type: type, architecture: architecture))
        }
        let member = parts[parts.count - 1]
        // A global or static stored property's accessor: the compiler wrote it.
        guard member != "unsafeMutableAddressor" else { return nil }
        switch member {
        case "init": declaration = ["init(", "init<", "init?("]
        case "deinit": declaration = ["deinit "]
        default: declaration = ["func \(member)(", "func \(member)<"]
        }
        let found = find(declaration, type: type, architecture: architecture)
        // A memberwise initialiser, an empty deinitialiser, a synthesized `hash(into:)`: written by
        // the compiler where the type's file does not declare them.
        guard found != nil || !Self.synthesizable.contains(member) else { return nil }
        let role = found.flatMap { line, _ in self.role(ofLine: line, type: type, architecture: architecture) }
        return render(shown, architecture: architecture, role: role)
    }

    /// Members the compiler writes when the source does not.
    private static let synthesizable: Set<String> = ["init", "deinit", "hash"]

    private func render(_ method: String, architecture: Architecture, role: String?) -> String {
        files.link(method: method, architecture: architecture) + (role.map { " *\($0)*" } ?? "")
    }

    /// The first line of `type`'s file that declares one of `forms`, and its text.
    private func find(_ forms: [String], type: String, architecture: Architecture) -> (Int, String)? {
        let source = lines(of: type, architecture: architecture)
        guard let index = source.firstIndex(where: { line in forms.contains { line.contains($0) } }) else { return nil }
        return (index, source[index])
    }

    /// The role `line` carries, as the glue count reads it (``GlueCounter/rolesOfLines(_:)-swift.type.method``).
    private func role(ofLine line: Int, type: String, architecture: Architecture) -> String? {
        let roles = read(type, architecture: architecture).roles
        guard roles.indices.contains(line), roles[line] != .unassigned else { return nil }
        return roles[line].rawValue
    }

    private func lines(of type: String, architecture: Architecture) -> [String] {
        read(type, architecture: architecture).lines
    }

    /// The lines of `type`'s file and the role of each, read once.
    private func read(_ type: String, architecture: Architecture) -> (lines: [String], roles: [Role]) {
        guard let path = files.path(of: type, architecture: architecture) else { return ([], []) }
        if let cached = sources[path] { return cached }
        let text = (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)) ?? ""
        let read = (text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), GlueCounter.rolesOfLines(text))
        sources[path] = read
        return read
    }
}
