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

    /// `Type.member` as a Markdown link to the type's file, relative to `docs/`; plain text, in
    /// code, when no file is named by the type (a nested or extended type).
    func link(method: String, architecture: Architecture) -> String {
        let type = String(method.prefix { $0 != "." })
        guard let path = paths[architecture.displayName + "\u{1F}" + type] else {
            return "`\(method)`"
        }
        return "[`\(method)`](../\(path))"
    }
}
