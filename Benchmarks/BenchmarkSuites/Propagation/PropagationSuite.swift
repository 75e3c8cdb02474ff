import Architectures
import BenchmarkCore

/// What it costs, per architecture, to get from an event to what the screen shows, with answers
/// landing at once (the immediate scheduler), so every figure is computation only.
@MainActor
public enum PropagationSuite {
    /// The suite name.
    public nonisolated static let suite = "propagation"
    /// Catalogue sizes for the list landing.
    public nonisolated static let subjectCounts = [10, 1_000, 100_000]

    /// Every case for every architecture, grouped by case so that each architecture is measured
    /// close in time to MVC, its reference; `subjectCounts` are the list landing's sizes.
    public static func cases(architectures: [Architecture], subjectCounts: [Int] = subjectCounts) -> [any BenchmarkCase] {
        var cases: [any BenchmarkCase] = []
        cases += architectures.map { architecture in
            timed("keystroke", architecture, eventsPerIteration: 2,
                  note: "propagation/keystroke: one keystroke into login.username, alternating a valid and an invalid "
                      + "username, until the instruction, the field's colour and the submit button show the new state.") {
                () throws(CheckFailure) in try KeystrokeWork(architecture: architecture)
            }
        }
        cases += architectures.map { architecture in
            timed("login-round-trip", architecture, windowIterations: TimedCase.heavyWindowIterations,
                  note: "propagation/login-round-trip: tap Log In, the login answer lands, the same architecture's subject list "
                      + "screen is pushed, loads and renders its list; the pop back to the form is included.") {
                () throws(CheckFailure) in try LoginRoundTripWork(architecture: architecture)
            }
        }
        cases += architectures.map { architecture in
            timed("theme-change", architecture, eventsPerIteration: 2,
                  note: "propagation/theme-change: one day/night switch published by the model layer, with the loaded "
                      + "subject list (5 subjects and More) on screen, until every visible cell has the new colours.") {
                () throws(CheckFailure) in try ThemeChangeWork(architecture: architecture)
            }
        }
        cases += architectures.map { architecture in
            timed("subject-detail-round-trip", architecture, windowIterations: TimedCase.heavyWindowIterations,
                  note: "propagation/subject-detail-round-trip: select the first subject on the loaded subject list, the "
                      + "same architecture's subject screen is pushed, its details answer lands and shows; the pop back "
                      + "to the list is included.") {
                () throws(CheckFailure) in try SubjectDetailRoundTripWork(architecture: architecture)
            }
        }
        cases += architectures.map { architecture in
            timed("switch-off", architecture, windowIterations: TimedCase.heavyWindowIterations,
                  note: "propagation/switch-off: open the first subject (its details land), tap Switch Off, the answer "
                      + "lands, the screen pops and the list drops the subject with no request; then the server has it "
                      + "on again and a pull to refresh brings it back (the same landing of the sample list, 5 subjects and More, "
                      + "in every architecture), so "
                      + "each cycle starts from the same list.") {
                () throws(CheckFailure) in try SwitchOffWork(architecture: architecture)
            }
        }
        for count in subjectCounts {
            cases += architectures.map { architecture in
                listLanding(count, architecture)
            }
        }
        return cases
    }

    private static func timed(
        _ caseName: String,
        _ architecture: Architecture,
        eventsPerIteration: Int = 1,
        windowIterations: Int? = nil,
        note: String,
        makeWork: @escaping @MainActor () throws(CheckFailure) -> any MeasuredWork
    ) -> TimedCase {
        TimedCase(
            identity: CaseIdentity(suite: suite, caseName: caseName, architecture: architecture.displayName),
            group: "\(suite)/\(caseName)",
            eventsPerIteration: eventsPerIteration,
            windowIterations: windowIterations,
            ratio: versusMVC(caseName, metric: "time per event"),
            note: note,
            metrics: { measurement in
                TimedCase.perEvent(measurement)
                    + [Metric.bytesPerEvent(measurement)] + Metric.residentMemory(measurement)
            },
            makeWork: makeWork
        )
    }

    private static func listLanding(_ count: Int, _ architecture: Architecture) -> TimedCase {
        let caseName = "list-landing/\(count)"
        return TimedCase(
            identity: CaseIdentity(suite: suite, caseName: caseName, architecture: architecture.displayName),
            group: "\(suite)/\(caseName)",
            // One landing of 100,000 subjects takes a while: the allocation count runs 3 per sample.
            allocationIterations: max(1, 1_000 / count),
            allocationSamples: count >= 100_000 ? 3 : nil,
            ratio: versusMVC(caseName, metric: "time per landing"),
            note: "propagation/list-landing/N: pull to refresh on a subject list of N subjects, all open; both answers "
                + "land and the list renders N cells and More. Per subject = per landing / N.",
            metrics: { measurement in landingMetrics(measurement, subjects: count) },
            instructionMetric: { Metric.instructions($0, name: "instructions per landing") },
            makeWork: { () throws(CheckFailure) in try ListLandingWork(architecture: architecture, subjectCount: count) }
        )
    }

    private static func versusMVC(_ caseName: String, metric: String) -> RatioReference {
        RatioReference(
            caseIdentifier: BenchFilter.identifier(suite: suite, caseName: caseName, architecture: Architecture.mvc.displayName),
            metric: metric,
            name: "vs \(Architecture.mvc.displayName)"
        )
    }

    /// Per landing and per subject, so that growth with the catalogue's size shows.
    static func landingMetrics(_ measurement: MeasurementResult, subjects: Int) -> [Metric] {
        let perSubject = 1 / Double(max(subjects, 1))
        let spread = measurement.spread
        return [
            Metric.timePerEvent(measurement, name: "time per landing"),
            Metric(
                name: "time per subject",
                value: measurement.statistics.median * perSubject,
                unit: "ns",
                kind: .time,
                spread: spread.scaled(by: perSubject)
            ),
            Metric.allocationsPerEvent(measurement, name: "allocations per landing"),
            Metric.bytesPerEvent(measurement, name: "bytes allocated per landing"),
        ] + Metric.residentMemory(measurement) + [
            Metric(
                name: "allocations per subject",
                value: measurement.allocationsPerEvent.map { $0 * perSubject },
                unit: "allocs",
                kind: .deterministic
            ),
        ]
    }
}
