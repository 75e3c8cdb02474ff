import Foundation

/// One test of the fixed list of unit behaviours (`docs/unit-behaviours.md`): a Swift Testing test
/// whose display name opens with the behaviour's number, `@Test("B4 …")`.
public struct BehaviourTest: Sendable, Equatable, Codable {
    /// `B1` … `B10`.
    public var behaviour: String
    /// The test target, e.g. `MVCTests`.
    public var module: String
    /// The type the test is declared in.
    public var suite: String
    /// The test function's name.
    public var function: String
    /// Lines of code it runs before it can check anything: its body's before its first `#expect` or
    /// `#require`, and what Swift Testing runs before every test of its suite: the body of the suite's
    /// `init` and its stored properties' initial values (in the same file).
    public var setupLines: Int

    /// Creates a test entry.
    public init(behaviour: String, module: String, suite: String, function: String, setupLines: Int) {
        self.behaviour = behaviour
        self.module = module
        self.suite = suite
        self.function = function
        self.setupLines = setupLines
    }

    /// A Swift Testing `--filter` that selects this test alone.
    public var filter: String {
        "^\(module)\\.(.+/)?\(suite)/\(function)\\("
    }

    /// The behaviour tests of one file of `module`, in source order.
    public static func find(in text: String, module: String) -> [BehaviourTest] {
        let scanned = SwiftSourceScanner.scan(text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var found: [BehaviourTest] = []
        for (number, line) in lines.enumerated() {
            guard let behaviour = behaviourNumber(onLine: line),
                  let function = scanned.functionScopes.first(where: { $0.lines.lowerBound >= number }),
                  let suite = scanned.innermostScope(ofLine: function.lines.lowerBound)
            else {
                continue
            }
            let body = Self.body(function)
            let firstCheck = body.first { index in
                lines[index].contains("#expect") || lines[index].contains("#require")
            } ?? body.upperBound
            let setup = (body.lowerBound..<firstCheck).filter { scanned.lines[$0].hasCode }.count
                + suiteSetupLines(suite.name, scanned: scanned, lines: lines)
            found.append(BehaviourTest(behaviour: behaviour, module: module, suite: suite.name,
                                       function: function.name, setupLines: setup))
        }
        return found
    }

    /// The behaviour tests of the Swift files under `directory` (relative to `root`), whose last
    /// path component names the test target, in path order.
    ///
    /// - Throws: ``GlueCounterError`` if the directory is missing or a file is not UTF-8.
    public static func find(inDirectory directory: String, root: String) throws(GlueCounterError) -> [BehaviourTest] {
        let module = URL(fileURLWithPath: directory).lastPathComponent
        let base = URL(fileURLWithPath: root).appendingPathComponent(directory).path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: base, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .directoryNotFound(directory)
        }
        var found: [BehaviourTest] = []
        for relative in GlueCounter.swiftFiles(in: base) {
            guard let text = GlueCounter.readText(atPath: base + "/" + relative) else {
                throw .unreadableFile(directory + "/" + relative)
            }
            found += find(in: text, module: module)
        }
        return found
    }

    /// The lines of code of the Swift files under `directory` (relative to `root`) outside every test
    /// function and its `@Test` line: the imports, fixtures, spies, helpers and suite initialisers the
    /// tests share. A test function is one whose own line holds `@Test`, or whose nearest code line above
    /// holds it and declares no function itself.
    ///
    /// - Throws: ``GlueCounterError`` if the directory is missing or a file is not UTF-8.
    public static func supportLines(inDirectory directory: String, root: String) throws(GlueCounterError) -> Int {
        var count = 0
        for relative in try GlueCounter.sourceFiles(in: directory, root: root) {
            guard let text = GlueCounter.readText(atPath: root + "/" + relative) else {
                throw .unreadableFile(relative)
            }
            count += supportLines(in: text)
        }
        return count
    }

    /// ``supportLines(inDirectory:root:)`` of one file.
    public static func supportLines(in text: String) -> Int {
        let scanned = SwiftSourceScanner.scan(text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // Each test function with its attribute line.
        let tests: [ClosedRange<Int>] = scanned.functionScopes.compactMap { function in
            let start = function.lines.lowerBound
            if lines[start].contains("@Test") {
                return function.lines
            }
            guard let above = (0..<start).last(where: { scanned.lines[$0].hasCode }),
                  lines[above].contains("@Test"), !lines[above].contains("func ")
            else {
                return nil
            }
            return above...function.lines.upperBound
        }
        return scanned.lines.indices.filter { index in
            scanned.lines[index].hasCode && !tests.contains { $0.contains(index) }
        }.count
    }

    /// What Swift Testing runs for `suite` before each of its tests, in this file: the bodies of its
    /// `init`s (in its braces or an extension's) and its stored properties' initial values.
    private static func suiteSetupLines(_ suite: String, scanned: ScannedSource, lines: [Substring]) -> Int {
        let initialisers = scanned.functionScopes.filter { function in
            function.name == "init" && scanned.innermostScope(ofLine: function.lines.lowerBound)?.name == suite
        }
        let initialiserLines = initialisers.map(body).map { range in range.filter { scanned.lines[$0].hasCode }.count }
        let propertyLines = scanned.typeScopes.filter { $0.name == suite && !$0.isExtension }.flatMap { scope in
            scope.lines.filter { line in
                scanned.lines[line].hasCode && scanned.innermostScope(ofLine: line)?.name == suite
                    && !scanned.functionScopes.contains { $0.lines.contains(line) }
                    && isStoredPropertyWithValue(lines[line])
            }
        }
        return initialiserLines.reduce(0, +) + propertyLines.count
    }

    /// Whether a line declares a property with an initial value: `private let screen = Screen()`.
    static func isStoredPropertyWithValue(_ line: Substring) -> Bool {
        let words = line.split(whereSeparator: \.isWhitespace)
        guard let keyword = words.firstIndex(where: { $0 == "let" || $0 == "var" }),
              words[..<keyword].allSatisfy({ $0.first?.isLetter == true || $0.hasPrefix("@") })
        else { return false }
        return words[keyword...].contains("=")
    }

    /// The lines between a function's first and last, empty for a function on one line.
    private static func body(_ function: ScannedSource.FunctionScope) -> Range<Int> {
        let start = function.lines.lowerBound + 1
        return start..<max(start, function.lines.upperBound)
    }

    /// `B4` from a line `@Test("B4 …")`, or nil.
    static func behaviourNumber(onLine line: Substring) -> String? {
        guard let open = line.range(of: "@Test(\"B") else {
            return nil
        }
        let digits = line[open.upperBound...].prefix(while: \.isNumber)
        guard !digits.isEmpty, line[open.upperBound...].dropFirst(digits.count).first == " " else {
            return nil
        }
        return "B" + digits
    }
}
