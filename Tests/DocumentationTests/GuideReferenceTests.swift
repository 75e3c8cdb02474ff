import Foundation
import Testing

/// The guides cite only what exists: every file path, type and `Type.member` a document under
/// `docs/` or the README names in backticks is found in the sources, so a rename or a removal cannot leave a
/// guide teaching code that is not there.
@Suite("Guides cite only what exists")
struct GuideReferenceTests {
    /// The package root: this file is `Tests/DocumentationTests/GuideReferenceTests.swift`.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every page under `docs/`, and the README.
    private static let documents: [String] = {
        let docs = root.appendingPathComponent("docs").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 } + ["README.md"]
    }()

    @Test("There are guides to check")
    func guidesExist() {
        #expect(Self.documents.count >= 2, "no documents found under \(Self.root.path)/docs")
    }

    @Test("Every cited path, type and member exists", arguments: documents)
    func referencesExist(document: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
        let index = try SourceIndex.shared()
        let missing = CodeReference.all(in: text).filter { !index.contains($0) }
        let listing = missing.map { "\(document):\($0.line): `\($0.text)` (\($0.kind))" }.joined(separator: "\n")
        #expect(missing.isEmpty, "\(missing.count) references to code that does not exist:\n\(listing)")
    }

    @Test("Every architecture's guide links the view kit's page for UIKit readers")
    func guidesLinkTheViewKit() throws {
        let layout = try String(contentsOf: Self.root.appendingPathComponent("docs/layout.md"), encoding: .utf8)
        // The layout lists the guides on one line: `mvc.md, mvp.md, …   one guide per architecture`.
        let listing = try #require(layout.split(separator: "\n").first { $0.hasSuffix("one guide per architecture") })
        let guides = listing.split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",")) }
            .filter { $0.hasSuffix(".md") }
        #expect(guides.count == 10)
        for guide in guides {
            let text = try String(contentsOf: Self.root.appendingPathComponent("docs/" + guide), encoding: .utf8)
            #expect(text.contains("](viewkit.md)"), "docs/\(guide) does not link docs/viewkit.md")
        }
    }

    @Test("A reference to something missing is caught")
    func catchesMissing() throws {
        let index = try SourceIndex.shared()
        let cited = CodeReference.all(in: "See `Sources/MVC/Gone.swift`, `NoSuchPresenter` and `ThemeStore.noSuchMember`.")
        #expect(cited.map(\.kind) == [.path, .type, .member])
        #expect(cited.allSatisfy { !index.contains($0) })
        let present = CodeReference.all(in: "`Sources/MVC/MVCArchitecture.swift`, `ThemeStore`, `ThemeStore.apply(.night)`")
        #expect(present.count == 3)
        #expect(present.allSatisfy { index.contains($0) })
        // Benchmark cases, environment variables and the platform's names are not the project's code.
        #expect(CodeReference.all(in: "`propagation/keystroke`, `CONFORMANCE_SEED`, `JSONDecoder`, `docs/gone.md`").map(\.text)
                == ["docs/gone.md"])
    }
}

/// One backticked name in a document that points at code.
struct CodeReference: Equatable {
    enum Kind: String { case path, type, member }
    var text: String
    var kind: Kind
    var line: Int

    /// The type or file name, and the member, if any.
    var parts: (name: String, member: String?) {
        guard kind == .member else { return (text, nil) }
        let pieces = text.split(separator: ".", maxSplits: 1).map(String.init)
        let member = pieces.count > 1 ? String(pieces[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }) : nil
        return (pieces[0], member)
    }

    /// Every code reference in inline backticks, outside fenced code blocks. A path has a `/` or
    /// ends in `.swift`; a type is an UpperCamelCase identifier with a second capital (one-word
    /// backticks are mostly text the screen shows: `Retry`, `More`); a member is `Type.name`. UIKit's
    /// own names (`UI…`) are not this project's.
    static func all(in text: String) -> [CodeReference] {
        var result: [CodeReference] = []
        var inFence = false
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            guard !inFence else { continue }
            let pieces = line.split(separator: "`", omittingEmptySubsequences: false)
            for (index, piece) in pieces.enumerated() where index % 2 == 1 && index < pieces.count - 1 {
                if let reference = classify(String(piece), line: number + 1) {
                    result.append(reference)
                }
            }
        }
        return result
    }

    /// Names of the toolchain and the system the pages cite, which no source of the project declares.
    static let platformNames: Set<String> = ["JSONDecoder", "JSONSerialization", "VmHWM"]

    private static func classify(_ token: String, line: Int) -> CodeReference? {
        guard !token.isEmpty, !token.contains(" "), !token.hasPrefix("UI"), !token.contains("…"),
              !platformNames.contains(token) else { return nil }
        if token.hasSuffix(".swift") || (token.contains("/") && token.first?.isLetter == true
            && token.allSatisfy({ $0.isLetter || $0.isNumber || "/._-".contains($0) })) {
            // A benchmark case or a filter (`propagation/keystroke`, `suite/case/architecture`) is
            // lower case and has no extension; a path starts with a folder or names a file.
            let first = token.prefix { $0 != "/" }
            let last = token.split(separator: "/").last ?? ""
            guard first.first?.isUppercase == true || first == "docs" || last.contains(".") else { return nil }
            return CodeReference(text: token, kind: .path, line: line)
        }
        // An environment variable (`CONFORMANCE_SEED`) is not code to find.
        guard token != token.uppercased() || !token.contains("_") else { return nil }
        guard let first = token.first, first.isUppercase, first.isLetter else { return nil }
        let name = token.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard name.filter(\.isUppercase).count >= 2 || name.count == token.count && name.dropFirst().contains(where: \.isUppercase) else {
            return nil
        }
        let rest = token.dropFirst(name.count)
        if rest.hasPrefix("."), let next = rest.dropFirst().first, next.isLetter {
            return CodeReference(text: token, kind: .member, line: line)
        }
        return rest.isEmpty || rest.hasPrefix("(") || rest.hasPrefix("<") ? CodeReference(text: String(name), kind: .type, line: line) : nil
    }
}

/// What the sources declare: every file path, every type and module, and for each type the names
/// declared in the files that declare or extend it.
struct SourceIndex: Sendable {
    var files: [String]
    var types: Set<String>
    var members: [String: Set<String>]

    nonisolated(unsafe) private static var cached: SourceIndex?
    private static let lock = NSLock()

    static func shared() throws -> SourceIndex {
        lock.lock()
        defer { lock.unlock() }
        if let cached { return cached }
        let built = try build()
        cached = built
        return built
    }

    private static func build() throws -> SourceIndex {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        var files: [String] = []
        var types: Set<String> = []
        var members: [String: Set<String>] = [:]
        let typePattern = try Regex(#"\b(?:class|struct|enum|protocol|actor|typealias|extension)\s+([A-Z]\w*)"#)
        let memberPattern = try Regex(#"\b(?:func|var|let|case|static\s+func|static\s+let|static\s+var)\s+`?([a-zA-Z_]\w*)|\b(init)[?!]?\s*[(<]"#)
        for top in ["Sources", "Tests", "Benchmarks", "Fuzz", "docs", ".ci"] {
            guard let walker = FileManager.default.enumerator(atPath: root + "/" + top) else { continue }
            for case let relative as String in walker {
                let path = top + "/" + relative
                files.append(path)
                if top == "Sources", !relative.contains("/") { types.insert(relative) }  // module names
                guard relative.hasSuffix(".swift"),
                      let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else { continue }
                let declared = text.matches(of: typePattern).compactMap { $0.output[1].substring.map(String.init) }
                types.formUnion(declared)
                let names = text.matches(of: memberPattern).compactMap {
                    ($0.output[1].substring ?? $0.output[2].substring).map(String.init)
                }
                for type in declared {
                    members[type, default: []].formUnion(names)
                }
            }
        }
        for file in ["Package.swift", "README.md"] where FileManager.default.fileExists(atPath: root + "/" + file) {
            files.append(file)
        }
        return SourceIndex(files: files, types: types, members: members)
    }

    func contains(_ reference: CodeReference) -> Bool {
        switch reference.kind {
        case .path:
            let text = reference.text.hasSuffix("/") ? String(reference.text.dropLast()) : reference.text
            return files.contains { $0 == text || $0.hasSuffix("/" + text) }
        case .type:
            return types.contains(reference.text)
        case .member:
            let (name, member) = reference.parts
            guard let member, let declared = members[name] else { return false }
            return declared.contains(member)
        }
    }
}
