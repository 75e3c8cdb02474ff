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
                guard let first = index.metric(suite, caseName, architecture, "time per landing")?.value,
                      let landing = index.metric(PropagationSuite.suite, "list-landing/\(subjects)", architecture,
                                                 "time per landing")?.value
                else { continue }
                figures.append(LandingPhaseFigures(
                    subjects: subjects,
                    architecture: architecture,
                    reading: Architecture.allCases.first { $0.displayName == architecture }?.listReading,
                    landing: landing,
                    bytesToData: first
                ))
            }
        }
        return figures
    }
}
