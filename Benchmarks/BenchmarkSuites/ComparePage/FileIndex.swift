import Architectures
import BenchmarkCore
import Foundation

/// Where each architecture's types are written: one type per file, the file named by the type, so
/// `LoginViewController.usernameChanged` links to `LoginViewController.swift`.
struct FileIndex {
    private var paths: [String: String] = [:]

    /// The files the glue count read, by architecture and type name.
    init(_ glue: GlueCountReport) {
        for architecture in glue.architectures {
            for file in architecture.files {
                let type = URL(fileURLWithPath: file.path).deletingPathExtension().lastPathComponent
                paths[architecture.name + "\u{1F}" + type] = file.path
            }
        }
    }

    /// The file named by `type` in `architecture`'s sources, from the package root, if there is one.
    func path(of type: String, architecture: Architecture) -> String? {
        paths[architecture.displayName + "\u{1F}" + type]
    }

    /// `Type.member` as a Markdown link to the type's file, relative to `docs/`; plain text, in
    /// code, when no file is named by the type (a nested or extended type).
    func link(method: String, architecture: Architecture) -> String {
        guard let path = path(of: String(method.prefix { $0 != "." }), architecture: architecture) else {
            return "`\(method)`"
        }
        return "[`\(method)`](../\(path))"
    }
}
