import Architectures
import BenchmarkCore

/// A list landing's two phases, per size and architecture, from a report's figures: the landing
/// (`propagation/list-landing/N`), its first phase timed alone (`landing-phases/bytes-to-data/N`)
/// and the rest, the difference. For the summary's table and the entities claim.
struct LandingPhaseFigures {
    let subjects: Int
    let architecture: String
    /// How the architecture reads the list; nil for a name the catalogue does not know.
    let reading: ListReading?
    /// Median time per landing, in nanoseconds.
    let landing: Double
    /// Median time of the first phase alone, per landing.
    let bytesToData: Double
    /// How far the landing's samples spread above their median (90th percentile less median), in
    /// nanoseconds; 0 without samples.
    var landingSpread = 0.0
    /// The same of the first phase's samples.
    var bytesToDataSpread = 0.0
    /// Instructions per landing, where the run counted them.
    var landingInstructions: Double? = nil
    /// Instructions of the first phase alone, per landing, where the run counted them.
    var bytesToDataInstructions: Double? = nil

    /// Everything but the first phase: requests, answers, the architecture's hand-offs, the screen.
    var rest: Double { landing - bytesToData }
    /// The first phase's share of the landing, in per cent.
    var bytesToDataShare: Double { landing > 0 ? 100 * bytesToData / landing : 0 }

    /// Every size and architecture the report has both figures for, by size then in report order.
    static func all(_ index: FigureIndex) -> [LandingPhaseFigures] {
        let suite = LandingPhaseSuite.suite
        let prefix = "bytes-to-data/"
        var figures: [LandingPhaseFigures] = []
        for caseName in index.caseNames(in: suite) where caseName.hasPrefix(prefix) {
            guard let subjects = Int(caseName.dropFirst(prefix.count)) else { continue }
            for architecture in index.architectures(in: suite) {
                let landingCase = "list-landing/\(subjects)"
                guard let firstMetric = index.metric(suite, caseName, architecture, "time per landing"),
                      let first = firstMetric.value,
                      let landingMetric = index.metric(PropagationSuite.suite, landingCase, architecture, "time per landing"),
                      let landing = landingMetric.value
                else { continue }
                func spread(_ metric: Metric) -> Double {
                    metric.spread.map { $0.p90 - ($0.p50 ?? metric.value ?? $0.p90) } ?? 0
                }
                figures.append(LandingPhaseFigures(
                    subjects: subjects,
                    architecture: architecture,
                    reading: Architecture.allCases.first { $0.displayName == architecture }?.listReading,
                    landing: landing,
                    bytesToData: first,
                    landingSpread: spread(landingMetric),
                    bytesToDataSpread: spread(firstMetric),
                    landingInstructions: index.metric(PropagationSuite.suite, landingCase, architecture,
                                                      "instructions per landing")?.value,
                    bytesToDataInstructions: index.metric(suite, caseName, architecture, "instructions per landing")?.value
                ))
            }
        }
        return figures
    }
}
