import BenchmarkCore
import SharedModel

/// Reformer throughput: the one-step path (raw catalogue straight to cell data) against the
/// two-step path (entities first, then cell data), for each payload shape and size.
@MainActor
public enum ReformerSuite {
    /// The suite name.
    public nonisolated static let suite = "reformers"
    /// Catalogue sizes.
    public nonisolated static let subjectCounts = [10, 1_000, 100_000]

    /// For each size (of `subjectCounts`) and shape, the one-step path then the two-step path.
    public static func cases(subjectCounts: [Int] = subjectCounts) -> [any BenchmarkCase] {
        var cases: [any BenchmarkCase] = []
        for count in subjectCounts {
            for shape in CatalogueShape.allCases {
                for path in ReformerPath.allCases {
                    cases.append(reformerCase(path, shape, count))
                }
            }
        }
        return cases
    }

    static func caseName(_ path: ReformerPath, _ shape: CatalogueShape, _ count: Int) -> String {
        "\(path.rawValue)/\(shape.rawValue)/\(count)"
    }

    private static func reformerCase(_ path: ReformerPath, _ shape: CatalogueShape, _ count: Int) -> TimedCase {
        let ratio = path == .oneStep
            ? RatioReference(
                caseIdentifier: BenchFilter.identifier(suite: suite, caseName: caseName(.twoStep, shape, count), architecture: nil),
                metric: "time per payload",
                name: "vs two-step"
            )
            : nil
        return TimedCase(
            identity: CaseIdentity(suite: suite, caseName: caseName(path, shape, count)),
            group: "\(suite)/\(shape.rawValue)/\(count)",
            allocationIterations: max(1, 1_000 / count),
            allocationSamples: count >= 100_000 ? 3 : nil,
            ratio: ratio,
            note: "reformers: one payload of N subjects, every one switched on, so both paths make N cells; the two "
                + "paths' cells are checked equal first. MB = 10^6 bytes. vs two-step = one-step time / two-step time "
                + "(below 1: the one-step path is cheaper).",
            metrics: { measurement in throughputMetrics(measurement, records: count, shape: shape) },
            makeWork: { () throws(CheckFailure) in
                try ReformerWork(path: path, payload: ReformerPayload.shared(shape: shape, subjectCount: count))
            }
        )
    }

    @MainActor
    static func throughputMetrics(_ measurement: MeasurementResult, records: Int, shape: CatalogueShape) -> [Metric] {
        let seconds = measurement.statistics.median / 1e9
        let bytes = (try? ReformerPayload.shared(shape: shape, subjectCount: records).raw.count) ?? 0
        return [
            Metric.timePerEvent(measurement, name: "time per payload"),
            Metric(name: "records/s", value: seconds > 0 ? Double(records) / seconds : nil, unit: "records/s",
                   kind: .time, lowerIsBetter: false),
            Metric(name: "MB/s", value: seconds > 0 ? Double(bytes) / 1e6 / seconds : nil, unit: "MB/s",
                   kind: .time, lowerIsBetter: false),
            Metric(name: "payload", value: Double(bytes), unit: "bytes", kind: .deterministic),
            Metric.allocationsPerEvent(measurement, name: "allocations per payload"),
        ]
    }
}
