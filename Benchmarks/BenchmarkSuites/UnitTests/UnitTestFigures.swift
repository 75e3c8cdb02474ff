import Architectures
import BenchmarkCore

/// What each architecture's own unit tests (`Tests/<Module>Tests`, the conformance suite not
/// included) reach and must build, measured by running them under LLVM's source coverage with
/// `bash Benchmarks/measure-unit-tests` and kept in ``path``; the benchmark reads it back.
///
/// Each architecture's entry carries the fingerprint of the sources it was measured on, so a
/// benchmark run refuses figures of code that has changed since (``UnitTestCase``).
public struct UnitTestFigures: Codable, Sendable, Equatable {
    /// The file, relative to the package root.
    public static let path = "Benchmarks/unit-tests.json"
    /// The command that measures and writes it.
    public static let command = "bash Benchmarks/measure-unit-tests"

    /// One architecture's figures.
    public struct ArchitectureFigures: Codable, Sendable, Equatable {
        /// Its display name.
        public var architecture: String
        /// ``SourceFingerprint`` of ``fingerprintedDirectories(of:)`` when it was measured.
        public var fingerprint: String
        /// `logic` lines LLVM counts as executable (a closing brace is not).
        public var logicLinesExecutable: Int
        /// Of those, the lines its unit tests ran.
        public var logicLinesCovered: Int
        /// ``BehaviourTest/supportLines(inDirectory:root:)`` of its unit tests: fixtures, spies,
        /// helpers and suite initialisers.
        public var testSupportLines: Int
        /// One entry per behaviour of `docs/unit-behaviours.md`, in number order.
        public var behaviours: [BehaviourFigures]

        /// Creates an entry.
        public init(architecture: String, fingerprint: String, logicLinesExecutable: Int, logicLinesCovered: Int,
                    testSupportLines: Int, behaviours: [BehaviourFigures]) {
            self.architecture = architecture
            self.fingerprint = fingerprint
            self.logicLinesExecutable = logicLinesExecutable
            self.logicLinesCovered = logicLinesCovered
            self.testSupportLines = testSupportLines
            self.behaviours = behaviours
        }

        /// The percentage of executable `logic` lines its unit tests ran, or nil without any.
        public var logicCoverage: Double? {
            logicLinesExecutable > 0 ? 100 * Double(logicLinesCovered) / Double(logicLinesExecutable) : nil
        }
    }

    /// What one behaviour's test needed.
    public struct BehaviourFigures: Codable, Sendable, Equatable {
        /// `B1` … .
        public var behaviour: String
        /// `Suite/function` of the test.
        public var test: String
        /// ``BehaviourTest/setupLines``.
        public var setupLines: Int
        /// The architecture's own types whose code ran while the test ran (an initialiser, a
        /// property's initial value, a method, an accessor, a closure in one): what the test had to
        /// build or drive, by name. A struct's implicit initialiser is not code LLVM counts.
        public var typesReached: [String]
        /// How many views were created: runs of the view kit's `View` initialiser, which every
        /// widget, list, cell and screen view passes through.
        public var viewsBuilt: Int

        /// Creates an entry.
        public init(behaviour: String, test: String, setupLines: Int, typesReached: [String], viewsBuilt: Int) {
            self.behaviour = behaviour
            self.test = test
            self.setupLines = setupLines
            self.typesReached = typesReached
            self.viewsBuilt = viewsBuilt
        }
    }

    /// The architectures measured, in catalogue order.
    public var architectures: [ArchitectureFigures]

    /// Creates the figures.
    public init(architectures: [ArchitectureFigures]) {
        self.architectures = architectures
    }

    /// The directories whose sources an architecture's figures depend on: its own sources and
    /// unit tests, the support its tests share with the others', and the layers under it.
    public static func fingerprintedDirectories(of architecture: Architecture) -> [String] {
        [architecture.sourceDirectory, testDirectory(of: architecture), sharedTestSupportDirectory]
            + Architecture.layerDirectories
    }

    /// What every architecture's unit tests may share: the spec's words, a user logging in. Its lines
    /// are no architecture's test support lines, since every architecture has them alike.
    public static let sharedTestSupportDirectory = "Tests/SharedTestSupport"

    /// `Tests/<Module>Tests`.
    public static func testDirectory(of architecture: Architecture) -> String {
        "Tests/\(architecture.moduleName)Tests"
    }
}
