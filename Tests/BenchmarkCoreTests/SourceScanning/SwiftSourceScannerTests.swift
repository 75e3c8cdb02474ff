import Testing
@testable import BenchmarkCore

@Suite struct SwiftSourceScannerTests {
    private func codeLines(_ source: String) -> [Bool] {
        SwiftSourceScanner.scan(source).lines.map(\.hasCode)
    }

    @Test func blankAndCommentLinesAreNotCode() {
        let source = """
            // a comment

            /// doc comment
            let x = 1 // trailing comment
            /* block */
            /*
             multi-line block
             */
            /** doc block */ let y = 2
            \t
            """
        #expect(codeLines(source) == [false, false, false, true, false, false, false, false, true, false])
    }

    @Test func nestedBlockCommentsAreSkipped() {
        let source = """
            /* outer /* inner */ still comment
            let notCode = 1
            */
            let code = 2
            """
        #expect(codeLines(source) == [false, false, false, true])
    }

    @Test func commentMarkersInsideStringsAreCode() {
        let source = """
            let url = "https://example.com" // real comment
            let open = "/* not a comment"
            let after = 3
            let escaped = "quote \\" // still string"
            """
        #expect(codeLines(source) == [true, true, true, true])
        // The `/*` inside the string must not have opened a comment.
        #expect(SwiftSourceScanner.scan(source).declarations.isEmpty)
    }

    @Test func multiLineStringsCountNonBlankLines() {
        let source = #"""
            let text = """
                // looks like a comment but is text

                struct NotAType {}
                """
            // comment
            """#
        #expect(codeLines(source) == [true, true, false, true, true, false])
        #expect(SwiftSourceScanner.scan(source).declarations.isEmpty)
    }

    @Test func rawStringsAndInterpolation() {
        let source = ##"""
            let raw = #"a "quoted" // text"#
            let nested = "value: \(dictionary["key // x"] ?? "none") end" // comment
            let rawInterpolated = #"x \#(call("/* y")) z"#
            let regex = #/a//b/#
            class After {}
            """##
        let scanned = SwiftSourceScanner.scan(source)
        #expect(scanned.lines.map(\.hasCode) == [true, true, true, true, true])
        #expect(scanned.declarations.map(\.name) == ["After"])
    }

    @Test func roleLinesAreRecognised() {
        let source = """
            // Role: view
            //Role:glue
            // Role: Navigation
            /// Role: logic
            let x = 1 // Role: state
            // Role: viewmodel
            /* // Role: assembly */
            """
        let directives = SwiftSourceScanner.scan(source).lines.map(\.directive)
        #expect(directives == [
            .role(.view), .role(.glue), .role(.navigation), nil, nil, .unknown("viewmodel"), nil,
        ])
    }

    @Test func declarationsAreFound() {
        let source = """
            final class LoginViewController: ViewController {
                class func make() -> Self { fatalError() }
                class var name: String { "x" }
                struct Inner {}
                enum Mode { case a }
            }
            public actor Loader {}
            protocol LoginViewDelegate: AnyObject {}
            extension LoginViewController: LoginViewDelegate {}
            let actor = 1
            print(actor.hashValue, x.class)
            typealias Alias = Int
            struct `Escaped` {}
            """
        let declarations = SwiftSourceScanner.scan(source).declarations
        #expect(declarations.map(\.name) == ["LoginViewController", "Inner", "Mode", "Loader", "LoginViewDelegate", "Escaped"])
        #expect(declarations.filter(\.isProtocol).map(\.name) == ["LoginViewDelegate"])
        #expect(declarations.map(\.line) == [0, 3, 4, 6, 7, 12])
    }

    @Test func typeScopesFollowBraces() {
        let source = """
            final class Screen<Item: Equatable>: ViewController, Delegate where Item: Sendable {
                private let label = Label()
                weak var presenter: Presenter?
                func load() {
                    let local = Button()
                    if true { _ = "{" }
                }
            }
            extension Outer.Screen: Other {
                var computed: Int { 1 }
            }
            func free() {}
            """
        let scopes = SwiftSourceScanner.scan(source).typeScopes
        #expect(scopes == [
            ScannedSource.TypeScope(name: "Screen", isExtension: false, inherited: ["ViewController", "Delegate"],
                                    lines: 0...7, propertyNames: ["label", "Label", "presenter", "Presenter"],
                                    storedProperties: ["label", "presenter"]),
            ScannedSource.TypeScope(name: "Screen", isExtension: true, inherited: ["Other"], lines: 8...10,
                                    propertyNames: ["computed", "Int"]),
        ])
        let scanned = SwiftSourceScanner.scan(source)
        #expect(scanned.innermostScope(ofLine: 4)?.name == "Screen")
        #expect(scanned.innermostScope(ofLine: 11) == nil)
        #expect(scanned.functionScopes == [
            ScannedSource.FunctionScope(name: "load", lines: 3...6),
            ScannedSource.FunctionScope(name: "free", lines: 11...11),
        ])
    }

    @Test func functionsKeepTheirParametersAndTypesTheirStoredProperties() {
        let source = """
            final class Screen {
                static let shared = 1
                let count = "{ not a brace }"
                var isEmpty: Bool { count.isEmpty }
                var observed = 0 { didSet { print(1) } }
                init(environment: Environment, subjectID id: Int, _ name: String = "", done: @escaping (Int, Int) -> Void,
                     table: [Int: String] = [:], pairs: Dictionary<Int, String>) {
                    func helper(other: Int) {}
                }
                func show(_ value: Int) throws(Failure) {}
            }
            protocol Store: AnyObject {
                var phase: Phase? { get set }
                var ids: [Int] { get }
            }
            """
        let scanned = SwiftSourceScanner.scan(source)
        let parameter = ScannedSource.FunctionScope.Parameter.init
        #expect(scanned.functions(of: "Screen").map(\.name) == ["init", "show"])
        #expect(scanned.functions(of: "Screen").first?.parameters == [
            parameter("environment", "environment"), parameter("subjectID", "id"), parameter("_", "name"),
            parameter("done", "done"), parameter("table", "table"), parameter("pairs", "pairs"),
        ])
        #expect(scanned.functions(of: "Screen").last?.parameters == [parameter("_", "value")])
        #expect(scanned.typeScopes.map(\.storedProperties) == [["count", "observed"], ["phase", "ids"]])
    }

    @Test func aRequirementWithoutABodyHasNoFunctionScope() {
        let source = """
            protocol Loading {
                func load(
                    page: Int
                ) -> Int
                var isLoading: Bool { get }
            }
            func run() { _ = { 1 }() }
            """
        #expect(SwiftSourceScanner.scan(source).functionScopes == [ScannedSource.FunctionScope(name: "run", lines: 6...6)])
    }

    @Test func finalNewlineDoesNotAddALine() {
        #expect(SwiftSourceScanner.scan("let a = 1\n").lines.count == 1)
        #expect(SwiftSourceScanner.scan("let a = 1\n\n").lines.count == 2)
        #expect(SwiftSourceScanner.scan("").lines.isEmpty)
    }
}
