import Architectures
import Foundation
import Testing
@testable import BenchmarkSuites

/// An excerpt is found by what its lines say: a whole declaration, a statement, a case of a switch,
/// or a run to a later line, and never a guess when the anchor is missing or found twice.
@Suite("Code excerpts")
struct CodeExcerptTests {
    private static let source = """
        // Role: logic
        final class Screen {
            private let first = Manager()
            private let second = Manager(
                name: "second"
            )

            func update(_ value: Int) {
                let text = "a } in a string"
                if value > 0 {
                    show(text) // a { in a comment
                } else {
                    hide()
                }
            }

            func handle(_ action: Action) {
                switch action {
                case .tap(let index):
                    select(index)
                    if index > 2 { log() }

                case .swipe:
                    break
                }
            }
        }
        """

    /// The source above as `Sources/MVC/Screen.swift` under a fresh root.
    private func root() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("excerpts-\(UUID().uuidString)").path
        let folder = root + "/" + Architecture.mvc.sourceDirectory
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(Self.source.utf8).write(to: URL(fileURLWithPath: folder + "/Screen.swift"))
        return root
    }

    @Test("A declaration runs to its closing brace, past brackets in strings and comments")
    func declaration() throws {
        let found = try CodeExcerpt("Screen.swift", "func update(").find(in: .mvc, root: try root())
        #expect(found.path == "Sources/MVC/Screen.swift")
        #expect(found.lines == 8...15)
        #expect(found.text.hasPrefix("func update(_ value: Int) {\n    let text"))
        #expect(found.text.hasSuffix("        hide()\n    }\n}"))
    }

    @Test("A case runs to the next case of its switch, its trailing blank lines left out")
    func switchCase() throws {
        let found = try CodeExcerpt("Screen.swift", "case .tap(").find(in: .mvc, root: try root())
        #expect(found.lines == 19...21)
        #expect(found.text == "case .tap(let index):\n    select(index)\n    if index > 2 { log() }")
    }

    @Test("Through a later line, and on to where its brackets close")
    func through() throws {
        let found = try CodeExcerpt("Screen.swift", "let first", through: "let second").find(in: .mvc, root: try root())
        #expect(found.lines == 3...6)
        #expect(found.text == "private let first = Manager()\nprivate let second = Manager(\n    name: \"second\"\n)")
    }

    @Test("A missing or repeated anchor, or a missing end, is a failure that says which")
    func failures() throws {
        let root = try root()
        #expect(throws: CheckFailure("Sources/MVC/Screen.swift: 0 lines contain `func gone(`; an excerpt starts at exactly one")) {
            try CodeExcerpt("Screen.swift", "func gone(").find(in: .mvc, root: root)
        }
        #expect(throws: CheckFailure("Sources/MVC/Screen.swift: 2 lines contain `Manager(`; an excerpt starts at exactly one")) {
            try CodeExcerpt("Screen.swift", "Manager(").find(in: .mvc, root: root)
        }
        #expect(throws: CheckFailure("Sources/MVC/Screen.swift: no line after `let second` contains `let first`")) {
            try CodeExcerpt("Screen.swift", "let second", through: "let first").find(in: .mvc, root: root)
        }
        #expect(throws: CheckFailure("Sources/MVC/Gone.swift: cannot read it")) {
            try CodeExcerpt("Gone.swift", "x").find(in: .mvc, root: root)
        }
    }
}
