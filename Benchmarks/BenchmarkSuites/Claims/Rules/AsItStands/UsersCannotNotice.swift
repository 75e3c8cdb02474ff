import BenchmarkCore

extension ClaimCatalogue {
    /// Seed 002: the architectures differ too little in speed for a user to notice, so speed should
    /// weigh least in choosing one.
    static let usersCannotNotice = Claim(
        id: "users-cannot-notice",
        seeds: ["002"],
        statement: "Users cannot notice the speed differences between architectures.",
        rule: "Per propagation case, the slowest architecture's median time per event (per landing for a list) minus the "
            + "fastest's, against one frame at 60 Hz (16.7 ms): true when every gap is under a frame, false when none "
            + "is, mixed otherwise.",
        judge: judgeNoticeable
    )

    /// One frame at 60 Hz, in nanoseconds.
    static let frameNanoseconds = 16_666_667.0

    private static func judgeNoticeable(_ index: FigureIndex) -> Judgement? {
        let suite = PropagationSuite.suite
        var gaps: [(caseName: String, gap: Double)] = []
        var parts: [Comparison] = []
        for caseName in index.caseNames(in: suite) {
            let metric = caseName.hasPrefix("list-landing/") ? "time per landing" : "time per event"
            let metrics = index.architectures(in: suite).compactMap { index.metric(suite, caseName, $0, metric) }
            let times = metrics.compactMap(\.value)
            guard times.count > 1, let slowest = times.max(), let fastest = times.min() else { continue }
            gaps.append((caseName, slowest - fastest))
            // The gap is uncertain by how far each of its two times' samples spread above their median.
            let spread = metrics.filter { $0.value == slowest || $0.value == fastest }.prefix(2).reduce(0.0) { sum, metric in
                sum + (metric.spread.map { $0.p90 - ($0.p50 ?? metric.value ?? $0.p90) } ?? 0)
            }
            parts.append(Comparison("the gap on \(caseName)", slowest - fastest, .below, frameNanoseconds,
                                    kind: .time(spread: spread)))
        }
        guard !gaps.isEmpty else { return nil }
        let unnoticed = gaps.filter { $0.gap < frameNanoseconds }
        let largest = gaps.max { $0.gap < $1.gap }.map { " The largest gap: \(ValueFormatter.format($0.gap, unit: "ns")) (\($0.caseName))." } ?? ""
        let noticed = gaps.filter { $0.gap >= frameNanoseconds }.map(\.caseName)
        let measured = "\(unnoticed.count) of \(gaps.count) cases differ by less than a frame"
            + (noticed.isEmpty ? "." : "; a frame or more: " + noticed.joined(separator: ", ") + ".") + largest
        let why = "On \(unnoticed.count) of \(gaps.count) cases the slowest architecture is within one 60 Hz frame of the fastest"
            + (noticed.isEmpty ? "" : "; not on " + noticed.joined(separator: ", "))
            + (gaps.max { $0.gap < $1.gap }.map { "; the largest gap, \(ValueFormatter.format($0.gap, unit: "ns")), is on \($0.caseName)." } ?? ".")
        var judgement = Judgement.parts(unnoticed.count, of: gaps.count, why: why, measured: measured)
        judgement.margin = Margin(parts: parts)
        return judgement
    }
}
