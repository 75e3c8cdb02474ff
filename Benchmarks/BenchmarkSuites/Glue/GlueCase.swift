import Architectures
import BenchmarkCore

/// The glue-code count: source lines (not blank, not comment-only), files, types and protocols
/// per architecture, feature and role, from the role lines of every architecture's sources (spec
/// §5); the glue share; each architecture's lines as a ratio to MVC; and the names that cross from
/// one feature to another (``CrossFeatureNames``). Deterministic: nothing is timed, and the same
/// sources always give the same figures.
public struct GlueCase: BenchmarkCase {
    /// The suite name.
    public nonisolated static let suite = "glue"

    let architectures: [Architecture]
    let locator: PackageRootLocator

    /// A count of `architectures`' sources under the root `locator` finds.
    public init(architectures: [Architecture], locator: PackageRootLocator) {
        self.architectures = architectures
        self.locator = locator
    }

    public var identity: CaseIdentity {
        CaseIdentity(suite: Self.suite, caseName: "feature/role")
    }

    /// The case name of the cross-feature figures.
    public nonisolated static let crossFeatureCase = "cross-feature"
    /// The case name of where the `logic` lines sit (``LogicPlacement``).
    public nonisolated static let logicPlacementCase = "logic-placement"
    /// The views every architecture shares, whose view controllers are the screens outside both features.
    nonisolated static let destinationsDirectory = "Sources/SharedViews"
    /// Where the classes every architecture's views inherit from are declared.
    nonisolated static let viewDirectories = ["Sources/ViewKit", destinationsDirectory]

    /// `glue/<feature>/<role>/<architecture>` for every feature (and `all`), role (and `all`,
    /// and `unassigned`) and architecture, `glue/cross-feature/<architecture>` and
    /// `glue/logic-placement/<architecture>`.
    public var resultIdentifiers: [String] {
        let features = ["all"] + Feature.allCases.map(\.rawValue)
        let roles = ["all"] + Role.allCases.map(\.rawValue)
        let counts = features.flatMap { feature in
            roles.flatMap { role in
                architectures.map { "\(Self.suite)/\(feature)/\(role)/\($0.displayName)" }
            }
        }
        return counts + [Self.crossFeatureCase, Self.logicPlacementCase].flatMap { caseName in
            architectures.map { "\(Self.suite)/\(caseName)/\($0.displayName)" }
        }
    }

    public var note: String? {
        "glue: source lines exclude blank and comment-only lines; each line counts for the role of the role line above it "
            + "(spec §5); a file's feature comes from its path (login, subject or practice, subjectdetail, else shared; "
            + "of keywords at the same place, the longest); "
            + "glue share = glue lines / all lines; role purity = lines in each file's majority role / all lines; "
            + "largest file lines = the lines of the feature's largest file; view controller glue share = glue lines / "
            + "lines of the files named …ViewController; "
            + "vs MVC = lines / MVC's lines. cross-feature: pairs of a file of one "
            + "feature and a type declared in the other feature's files, or a screen of Sources/SharedViews, that it names. "
            + "logic-placement: logic lines inside types that hold a view (a view or view controller class, or a type "
            + "with a property naming one; a protocol is not a view) against all logic lines, by type, not by import."
    }

    public func verify() throws(CheckFailure) {
        _ = try count()
        _ = try crossFeatureNames()
        _ = try logicPlacements()
    }

    public func run(with runner: Runner) throws(CheckFailure) -> CaseOutcome {
        let report = try count()
        let crossing = try crossFeatureNames().map { architecture, names in
            BenchmarkResult(suite: Self.suite, caseName: Self.crossFeatureCase, architecture: architecture.displayName, metrics: [
                Metric(name: "other-feature types named", value: Double(names.otherFeatureTypes), unit: "names",
                       kind: .deterministic),
                Metric(name: "destination screens named", value: Double(names.destinationScreens), unit: "names",
                       kind: .deterministic),
            ])
        }
        let placement = try logicPlacements().map { architecture, placement in
            BenchmarkResult(suite: Self.suite, caseName: Self.logicPlacementCase, architecture: architecture.displayName,
                            metrics: [
                Metric(name: "logic lines", value: Double(placement.logicLines), unit: "lines", kind: .deterministic),
                Metric(name: "logic lines in view holders", value: Double(placement.logicLinesInViewHolders),
                       unit: "lines", kind: .deterministic),
                Metric(name: "logic share outside views", value: placement.viewFreeShare ?? 0, unit: "%",
                       kind: .deterministic, lowerIsBetter: false),
            ])
        }
        return CaseOutcome(
            results: report.benchmarkResults(suite: Self.suite) + crossing + placement,
            notes: report.issues.map { "glue: \($0)" }
        )
    }

    /// Each architecture's names that cross from one feature to another, in catalogue order.
    func crossFeatureNames() throws(CheckFailure) -> [(Architecture, CrossFeatureNames)] {
        let root = try locator.locate()
        var result: [(Architecture, CrossFeatureNames)] = []
        for architecture in architectures {
            do {
                result.append((architecture, try CrossFeatureNames.count(
                    directory: architecture.sourceDirectory, destinationsDirectory: Self.destinationsDirectory, root: root)))
            } catch {
                throw CheckFailure("cross-feature names under \(root): \(error)")
            }
        }
        return result
    }

    /// Where each architecture's `logic` lines sit, in catalogue order; every architecture has some.
    func logicPlacements() throws(CheckFailure) -> [(Architecture, LogicPlacement)] {
        let root = try locator.locate()
        var result: [(Architecture, LogicPlacement)] = []
        for architecture in architectures {
            let placement: LogicPlacement
            do {
                placement = try LogicPlacement.count(
                    directory: architecture.sourceDirectory, viewDirectories: Self.viewDirectories, root: root)
            } catch {
                throw CheckFailure("logic placement under \(root): \(error)")
            }
            guard placement.logicLines > 0 else {
                throw CheckFailure("logic placement: \(architecture.displayName) has no logic lines")
            }
            result.append((architecture, placement))
        }
        return result
    }

    /// Counts, after checking every architecture against the role rubric, and checks that the
    /// figures add up: every architecture has code, and its features
    /// and its roles each sum to its total.
    func count() throws(CheckFailure) -> GlueCountReport {
        let root = try locator.locate()
        // Figures compare architectures only if every one tags the same construct the same way.
        let violations = architectures.flatMap { RoleRubric.violations(inDirectory: $0.sourceDirectory, root: root) }
        guard violations.isEmpty else {
            throw CheckFailure("glue count: \(violations.count) constructs are tagged against the rubric (spec §5.1):\n"
                + violations.map(\.description).joined(separator: "\n"))
        }
        let counter = GlueCounter(
            root: root,
            architectures: architectures.map { ArchitectureSource(name: $0.displayName, directory: $0.sourceDirectory) },
            baseline: Architecture.mvc.displayName
        )
        let report: GlueCountReport
        do {
            report = try counter.count()
        } catch {
            throw CheckFailure("glue count under \(root): \(error)")
        }
        for architecture in report.architectures {
            let total = architecture.counts()
            guard total.lines > 0, total.files > 0 else {
                throw CheckFailure("glue count: \(architecture.name) has no source lines under \(architecture.directory)")
            }
            let byFeature = Feature.allCases.map { architecture.counts(feature: $0).lines }.reduce(0, +)
            let byRole = Role.allCases.map { architecture.counts(role: $0).lines }.reduce(0, +)
            guard byFeature == total.lines, byRole == total.lines else {
                throw CheckFailure(
                    "glue count: \(architecture.name)'s \(total.lines) lines do not add up (features \(byFeature), roles \(byRole))"
                )
            }
        }
        return report
    }
}
