import Architectures
import BenchmarkCore
import Foundation

/// `bench unit-tests`: runs each architecture's own unit tests, built with LLVM's source coverage,
/// and reads what they reached and built (``UnitTestFigures``).
///
/// Each run is one process of the test executable with a Swift Testing `--filter` and its own
/// profile: once per architecture with all its unit tests, for the coverage of its `logic` lines;
/// once per behaviour test, for the types it reached and the views it built. The toolchain's
/// `llvm-profdata`, `llvm-cov` and `swift-demangle` read the profiles.
public struct UnitTestMeasurement {
    /// The test executable built with `--enable-code-coverage`.
    public var testBinary: String
    /// The toolchain whose `llvm-profdata`, `llvm-cov` and `swift-demangle` read the profiles.
    public var toolchain: Toolchain
    /// The package root.
    public var root: String
    /// The architectures to measure.
    public var architectures: [Architecture]
    /// Where progress lines go.
    public var progress: (String) -> Void

    /// The view kit's base view initialiser, as demangled: every view's creation runs it once.
    static let viewInitialiser = "ViewKit.View.init("

    /// Creates a measurement.
    public init(testBinary: String, toolchain: Toolchain, root: String, architectures: [Architecture] = Architecture.allCases,
                progress: @escaping (String) -> Void) {
        self.testBinary = testBinary
        self.toolchain = toolchain
        self.root = root
        self.architectures = architectures
        self.progress = progress
    }

    /// Whether the test build can be run as this measurement runs it: on Linux it is an executable;
    /// on macOS a bundle that only `xctest` or SwiftPM's own helper loads.
    static var runsTheTestBuild: Bool {
        #if os(Linux)
        true
        #else
        false
        #endif
    }

    /// Measures every architecture.
    public func measure() throws(ToolchainError) -> UnitTestFigures {
        guard Self.runsTheTestBuild else {
            throw ToolchainError("measuring the unit tests needs Linux, where the test build is an executable; run "
                + "`\(UnitTestFigures.command)` there (docs/running.md has the container command)")
        }
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("unit-tests-\(ProcessInfo.processInfo.processIdentifier)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        do {
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        } catch {
            throw ToolchainError("cannot create \(scratch): \(error)")
        }
        var runs = 0
        var result: [UnitTestFigures.ArchitectureFigures] = []
        for architecture in architectures {
            let module = architecture.moduleName
            let sources = try files(architecture.sourceDirectory)
            let kit = try files("Sources/ViewKit")
            progress("unit tests: \(architecture.displayName)")
            runs += 1
            let all = try coverage(of: "^\(module)Tests\\.", files: sources, expectOne: false, scratch: scratch, run: runs)
            var executable = 0
            var covered = 0
            var declared: Set<String> = []
            for file in sources {
                let scanned = SwiftSourceScanner.scan(try read(file))
                declared.formUnion(scanned.declarations.filter { !$0.isProtocol }.map(\.name))
                let counts = all.files.first { $0.key.hasSuffix("/" + file) }?.value.lineCounts ?? [:]
                let logic = Self.logicLines(of: scanned, runCounts: counts)
                executable += logic.executable
                covered += logic.covered
            }
            var behaviours: [UnitTestFigures.BehaviourFigures] = []
            let tests: [BehaviourTest]
            let supportLines: Int
            do {
                let directory = UnitTestFigures.testDirectory(of: architecture)
                tests = try BehaviourTest.find(inDirectory: directory, root: root)
                supportLines = try BehaviourTest.supportLines(inDirectory: directory, root: root)
            } catch {
                throw ToolchainError("\(architecture.displayName): \(error)")
            }
            for test in tests.sorted(by: { Int($0.behaviour.dropFirst()) ?? 0 < Int($1.behaviour.dropFirst()) ?? 0 }) {
                runs += 1
                let reached = try coverage(of: test.filter, files: sources + kit, expectOne: true, scratch: scratch, run: runs)
                let names = try toolchain.demangle(Array(reached.functionsRun.keys))
                var types: Set<String> = []
                for demangled in names.values {
                    if let type = Self.typeReached(by: demangled, module: module, declaredTypes: declared) {
                        types.insert(type)
                    }
                }
                let views = Self.viewsBuilt(functionsRun: reached.functionsRun, names: names)
                behaviours.append(UnitTestFigures.BehaviourFigures(
                    behaviour: test.behaviour, test: "\(test.suite)/\(test.function)", setupLines: test.setupLines,
                    typesReached: types.sorted(), viewsBuilt: views))
            }
            let fingerprint: String
            do {
                fingerprint = try SourceFingerprint.of(directories: UnitTestFigures.fingerprintedDirectories(of: architecture), root: root)
            } catch {
                throw ToolchainError("\(architecture.displayName): \(error)")
            }
            result.append(UnitTestFigures.ArchitectureFigures(
                architecture: architecture.displayName, fingerprint: fingerprint, logicLinesExecutable: executable,
                logicLinesCovered: covered, testSupportLines: supportLines, behaviours: behaviours))
        }
        return UnitTestFigures(architectures: result)
    }

    /// The `logic` code lines of a scanned source file that LLVM counts as executable (those with a
    /// run count, given by line number from 1) and, of them, those that ran at least once.
    static func logicLines(of scanned: ScannedSource, runCounts: [Int: Int]) -> (executable: Int, covered: Int) {
        let roles = GlueCounter.rolesOfLines(scanned)
        var executable = 0
        var covered = 0
        for index in scanned.lines.indices where scanned.lines[index].hasCode && roles[index] == .logic {
            guard let count = runCounts[index + 1] else { continue }
            executable += 1
            covered += count > 0 ? 1 : 0
        }
        return (executable, covered)
    }

    /// How many views a test created: the runs of the view kit's `View` initialiser among the
    /// functions it ran (by mangled name, with their demangled names).
    static func viewsBuilt(functionsRun: [String: Int], names: [String: String]) -> Int {
        names.filter { $0.value.hasPrefix(viewInitialiser) }.reduce(0) { $0 + (functionsRun[$1.key] ?? 0) }
    }

    /// Words that open a demangled name of code inside a type's member that is not a closure: a
    /// property's initial value, a static member, a default argument. What follows is the member.
    private static let memberPrefixes = ["variable initialization expression of ", "static "]

    /// The type of `module` whose code `demangled` is, given the names of the types `module` declares:
    /// `MVC.LoginViewController.init(environment: …) -> …`, `closure #1 in MVC.LoginViewController.viewDidLoad()`
    /// and `variable initialization expression of MVC.LoginViewController.(form in _A1) : …` all give
    /// `LoginViewController`. A nested type gives its full name (`Outer.Inner`); an extension of another
    /// module's type (`(extension in MVC):SharedModel.Theme…`) gives nil.
    static func typeReached(by demangled: String, module: String, declaredTypes: Set<String>) -> String? {
        var name = Substring(demangled)
        if name.hasPrefix("default argument "), let of = DemangledName.topLevelRange(of: " of ", in: name) {
            name = name[of.upperBound...]
        }
        guard let stripped = DemangledName.strippingClosures(name) else { return nil }
        name = stripped.name
        for prefix in memberPrefixes where name.hasPrefix(prefix) {
            name = name.dropFirst(prefix.count)
        }
        guard name.hasPrefix(module + ".") else { return nil }
        let path = name.dropFirst(module.count + 1).prefix { $0 != "(" && $0 != " " && $0 != "<" }
        let types = path.split(separator: ".").prefix { declaredTypes.contains(String($0)) }
        return types.isEmpty ? nil : types.joined(separator: ".")
    }

    // MARK: Running the tools

    private func files(_ directory: String) throws(ToolchainError) -> [String] {
        do {
            return try GlueCounter.sourceFiles(in: directory, root: root)
        } catch {
            throw ToolchainError("\(directory): \(error)")
        }
    }

    private func read(_ relative: String) throws(ToolchainError) -> String {
        guard let text = try? String(contentsOfFile: root + "/" + relative, encoding: .utf8) else {
            throw ToolchainError("cannot read \(relative)")
        }
        return text
    }

    /// Runs the tests `filter` selects with a fresh profile, and reads what they ran in `files`.
    private func coverage(of filter: String, files: [String], expectOne: Bool, scratch: String,
                          run: Int) throws(ToolchainError) -> LineCoverage {
        let raw = "\(scratch)/\(run).profraw"
        let merged = "\(scratch)/\(run).profdata"
        let tests = try ChildProcess.run(testBinary, ["--testing-library", "swift-testing", "--filter", filter],
                                         environment: .inherited(adding: ["LLVM_PROFILE_FILE": raw]))
        let said = tests.output + tests.errors
        guard tests.status == 0 else {
            throw ToolchainError("the tests of \(filter) failed:\n\(said)")
        }
        guard !expectOne || said.contains("Test run with 1 test ") else {
            throw ToolchainError("\(filter) must select exactly one test:\n\(said)")
        }
        _ = try toolchain.run("llvm-profdata", ["merge", "-sparse", raw, "-o", merged])
        let lcov = try toolchain.run("llvm-cov", ["export", "-format=lcov", "-instr-profile", merged, testBinary]
            + files.map { root + "/" + $0 })
        return LineCoverage(lcov: lcov)
    }
}
