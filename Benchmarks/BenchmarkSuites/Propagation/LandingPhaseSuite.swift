import Architectures
import BenchmarkCore

/// A list landing split in two phases, per architecture: the first, bytes to the data the screen is
/// given, timed alone here (``BytesToDataWork``); the second, everything else, is
/// `propagation/list-landing/N` minus the first. So the report shows which part of a landing is the
/// reformer the architecture chose (``ListReading``) and which part is the architecture.
@MainActor
public enum LandingPhaseSuite {
    /// The suite name.
    public nonisolated static let suite = "landing-phases"

    /// `bytes-to-data/<N>`.
    nonisolated static func caseName(subjects: Int) -> String {
        "bytes-to-data/\(subjects)"
    }

    /// The first phase for every architecture at each of `subjectCounts` (the landing's sizes).
    public static func cases(architectures: [Architecture], subjectCounts: [Int]) -> [any BenchmarkCase] {
        subjectCounts.flatMap { count in
            architectures.map { architecture in bytesToData(count, architecture) }
        }
    }

    private static func bytesToData(_ count: Int, _ architecture: Architecture) -> TimedCase {
        let caseName = caseName(subjects: count)
        return TimedCase(
            identity: CaseIdentity(suite: suite, caseName: caseName, architecture: architecture.displayName),
            group: "\(suite)/\(caseName)",
            allocationIterations: max(1, 1_000 / count),
            allocationSamples: count >= 100_000 ? 3 : nil,
            ratio: RatioReference(
                caseIdentifier: BenchFilter.identifier(suite: suite, caseName: caseName, architecture: Architecture.mvc.displayName),
                metric: "time per landing",
                name: "vs \(Architecture.mvc.displayName)"
            ),
            note: "landing-phases/bytes-to-data/N: the first phase of propagation/list-landing/N alone: the settings "
                + "answer and one of the landing's two catalogues, read the way the architecture's subject list reads "
                + "them (one-step: SubjectCellsReformer; entities first: CatalogueReformer, OpenSubjects, then cells), "
                + "into N cells. The landing's second phase is its time minus this one.",
            metrics: { measurement in PropagationSuite.landingMetrics(measurement, subjects: count) },
            instructionMetric: { Metric.instructions($0, name: "instructions per landing") },
            makeWork: { () throws(CheckFailure) in try BytesToDataWork(architecture: architecture, subjectCount: count) }
        )
    }
}
