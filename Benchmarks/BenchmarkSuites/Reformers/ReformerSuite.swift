import BenchmarkCore
import SharedModel

/// Reformer throughput: every ``ReformerPath`` from a raw catalogue to the cells of the open
/// subjects, for each payload shape and size: the one-step path (bytes straight to cells with the
/// streaming `JSONReader`), the two-step path on the same reader (entities, then cells), the
/// two-step path on `JSONDecoder` (Decodable wire structs, entities, then cells) and the seed's
/// dictionary reformer (`JSONSerialization` into `[String: Any]`, then cells). Every path's time is
/// also given as a ratio to the one-step path's.
@MainActor
public enum ReformerSuite {
    /// The suite name.
    public nonisolated static let suite = "reformers"
    /// Catalogue sizes.
    public nonisolated static let subjectCounts = [10, 1_000, 100_000]
    /// The ratio every path's result carries: its time per payload over the one-step path's.
    nonisolated static let ratioName = "vs one-step"

    /// For each size (of `subjectCounts`) and shape, every path (one-step first), measured in turns.
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

    /// Sizes of the huge v1 payloads, in MB (10^6 bytes), that the one-step path reads alone.
    public nonisolated static let hugeMegabytes = [1, 10, 100]

    /// `huge/<MB>MB`: the one-step path over a v1 payload of that size; whether it stays linear.
    public static func hugeCases() -> [any BenchmarkCase] {
        hugeMegabytes.map { megabytes in
            TimedCase(
                identity: CaseIdentity(suite: suite, caseName: "huge/\(megabytes)MB"),
                group: "\(suite)/huge",
                allocationIterations: 1,
                allocationSamples: 3,
                note: "reformers/huge/N MB: the one-step path alone over a v1 catalogue of about N MB (10^6 bytes), every "
                    + "subject open; ns per byte staying flat from 1 to 100 MB shows time linear in the size. Its check "
                    + "counts one reform's heap bytes against what its output and settings account for.",
                metrics: { measurement in hugeMetrics(measurement, megabytes: megabytes) },
                makeWork: { () throws(CheckFailure) in try HugePayloadWork.shared(megabytes: megabytes) }
            )
        }
    }

    @MainActor
    static func hugeMetrics(_ measurement: MeasurementResult, megabytes: Int) -> [Metric] {
        let seconds = measurement.statistics.median / 1e9
        let bytes = Double((try? HugePayloadWork.shared(megabytes: megabytes).raw.count) ?? 0)
        return [
            Metric.timePerEvent(measurement, name: "time per payload"),
            Metric(name: "MB/s", value: seconds > 0 ? bytes / 1e6 / seconds : nil, unit: "MB/s", kind: .time,
                   lowerIsBetter: false),
            Metric(name: "ns per byte", value: bytes > 0 ? measurement.statistics.median / bytes : nil, unit: "ns",
                   kind: .time),
            Metric(name: "payload", value: bytes, unit: "bytes", kind: .deterministic),
            Metric.allocationsPerEvent(measurement, name: "allocations per payload"),
            Metric.bytesPerEvent(measurement, name: "bytes allocated per payload"),
        ]
    }

    /// `<path>/<shape>/<size>`, e.g. `two-step-reader/v2/1000`.
    static func caseName(_ path: ReformerPath, _ shape: CatalogueShape, _ count: Int) -> String {
        "\(path.rawValue)/\(shape.rawValue)/\(count)"
    }

    private static func reformerCase(_ path: ReformerPath, _ shape: CatalogueShape, _ count: Int) -> TimedCase {
        // Every path, the one-step path included (1×), is set against the one-step path, as every
        // architecture is against MVC.
        let ratio = RatioReference(
            caseIdentifier: BenchFilter.identifier(suite: suite, caseName: caseName(.oneStep, shape, count), architecture: nil),
            metric: "time per payload",
            name: ratioName
        )
        return TimedCase(
            identity: CaseIdentity(suite: suite, caseName: caseName(path, shape, count)),
            group: "\(suite)/\(shape.rawValue)/\(count)",
            allocationIterations: max(1, 1_000 / count),
            allocationSamples: count >= 100_000 ? 3 : nil,
            // The decoder's and the dictionary's payloads are heavy; a group's paths count alike.
            windowIterations: count < 1_000 ? TimedCase.heavyWindowIterations : nil,
            ratio: ratio,
            note: "reformers: one payload of N subjects, every one switched on, so every path makes N cells; the paths' "
                + "cells are checked equal first. one-step = SubjectCellsReformer, bytes straight to cells with the "
                + "streaming JSONReader; two-step-reader = CatalogueReformer into Subject entities with the same reader, "
                + "then cells; two-step-decoder = JSONDecoder into Decodable wire structs, then Subject entities, then "
                + "cells; dictionary = JSONSerialization into [String: Any], then the seed's dictionary reformer into "
                + "cells. MB = 10^6 bytes. vs one-step = this path's time / the one-step path's time (above 1: the "
                + "one-step path is cheaper).",
            metrics: { measurement in throughputMetrics(measurement, records: count, shape: shape) },
            instructionMetric: { perPayload in
                instructionsPerByte(perPayload, bytes: (try? ReformerPayload.shared(shape: shape, subjectCount: count).raw.count) ?? 0)
            },
            makeWork: { () throws(CheckFailure) in
                try ReformerWork(path: path, payload: ReformerPayload.shared(shape: shape, subjectCount: count))
            }
        )
    }

    /// A payload's instructions per byte of it: the reformer's cost whatever the payload's size.
    static func instructionsPerByte(_ perPayload: InstructionCount, bytes: Int) -> Metric {
        var metric = Metric.instructions(perPayload.divided(by: Double(max(bytes, 1))), name: "instructions per byte")
        metric.value = bytes > 0 ? metric.value : nil
        return metric
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
            Metric.bytesPerEvent(measurement, name: "bytes allocated per payload"),
        ]
    }
}
