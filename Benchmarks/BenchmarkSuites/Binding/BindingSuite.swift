import BenchmarkCore
import MVVM

/// MVVM's binding kit on its own (not per architecture), each case beside the floor measured in
/// the same run: the same handler called directly through an opaque closure; then the same events
/// through Swift's Observation, as the view kit runs it.
@MainActor
public enum BindingSuite {
    /// The suite name.
    public nonisolated static let suite = "binding"
    /// The floor's case name.
    public nonisolated static let floor = "floor"

    /// The floor, then the kit's cases.
    public static func cases() -> [any BenchmarkCase] {
        var cases: [any BenchmarkCase] = [
            timed(floor, note: "binding/floor: the handler every binding case ends in, called directly through an opaque "
                + "closure (no kit): what one delivered value costs at the least. vs floor = time per event / the floor's.") {
                FloorWork()
            },
            timed("one-observer", note: "binding: an event is one new value set on the source observable; fan-out/N delivers it "
                + "to N observers, chain/10 carries it through 10 observables. The kit's hot paths are @inlinable, so this "
                + "suite, in another module, runs them specialised for its value type, as MVVM's screens run them inside "
                + "the kit's module.") {
                () throws(CheckFailure) in try FanOutWork(observerCount: 1)
            },
            timed("one-observer/unspecialized", note: "binding/one-observer/unspecialized: the same event set through "
                + "generic code the optimizer may not specialise: what any caller would pay if the kit's hot paths were "
                + "not inlinable (the kit called from another module, unspecialised, as this suite measured it before).") {
                () throws(CheckFailure) in try FanOutWork(observerCount: 1, specialized: false)
            },
        ]
        for count in [10, 100] {
            cases.append(timed("fan-out/\(count)") { () throws(CheckFailure) in try FanOutWork(observerCount: count) })
        }
        cases.append(timed("chain/10") { () throws(CheckFailure) in try ChainWork(length: 10) })
        for sources in [2, 8] {
            for strategy in [CombineStrategy.first, .all, .every] {
                cases.append(timed(
                    "combine/\(sources)/\(name(of: strategy))",
                    note: "binding/combine/N/S: Observable.combine (array overload) summing N sources; an event is one "
                        + "source update that fires it (.all primed first). A .first combination fires once and lets go, "
                        + "so its event is its whole life: made, observed, fired by the first update."
                ) { () throws(CheckFailure) in try CombinerWork(sourceCount: sources, strategy: strategy) })
            }
        }
        cases += observationCases()
        return cases
    }

    /// The same events through Swift's Observation, as the view kit runs it for screens that read
    /// `@Observable` state in `updateProperties()`: what seed 001's kit costs against the
    /// toolchain's own mechanism.
    private static func observationCases() -> [any BenchmarkCase] {
        var cases: [any BenchmarkCase] = [
            timed("observation/one-observer", note: "binding/observation/…: the same events through Swift's Observation "
                + "as the view kit runs it: screens that read an @Observable value in updateProperties(), each on its "
                + "own window; an event is one new value set, then the screens brought up to date (UpdateCycle.flush(), "
                + "what reading the screen does), which re-runs each invalidated update once and re-tracks what it read.") {
                () throws(CheckFailure) in try ObservationWork(.fanOut(screens: 1))
            },
        ]
        for count in [10, 100] {
            let windows = count >= 100 ? TimedCase.heavyWindowIterations : nil
            cases.append(timed("observation/fan-out/\(count)", windowIterations: windows) { () throws(CheckFailure) in
                try ObservationWork(.fanOut(screens: count))
            })
        }
        cases.append(timed("observation/chain/10") { () throws(CheckFailure) in try ObservationWork(.chain(length: 10)) })
        return cases
    }

    private static func name(of strategy: CombineStrategy) -> String {
        switch strategy {
        case .first: "first"
        case .all: "all"
        case .every: "every"
        }
    }

    private static func timed(
        _ caseName: String,
        windowIterations: Int? = nil,
        note: String? = nil,
        makeWork: @escaping @MainActor () throws(CheckFailure) -> any MeasuredWork
    ) -> TimedCase {
        TimedCase(
            identity: CaseIdentity(suite: suite, caseName: caseName),
            group: suite,
            windowIterations: windowIterations,
            ratio: RatioReference(
                caseIdentifier: BenchFilter.identifier(suite: suite, caseName: floor, architecture: nil),
                metric: "time per event",
                name: "vs floor"
            ),
            note: note,
            makeWork: makeWork
        )
    }
}
