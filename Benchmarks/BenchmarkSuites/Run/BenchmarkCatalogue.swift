import Architectures
import BenchmarkCore

/// Every case of the benchmark, in the order they run: propagation per architecture, the first
/// phase of a list landing per architecture, the binding kit, the reformers, the glue-code count,
/// what the unit tests reach and build, the chains from events to the screen, what each change cost
/// each architecture, what stays alive when a screen goes while loading, what cell coordinators keep
/// per subject. Architectures come from the catalogue (`Architecture.allCases`), so a new one is
/// measured with no change here.
@MainActor
public enum BenchmarkCatalogue {
    /// The largest catalogue, left out of quick runs.
    public nonisolated static let largestSize = 100_000

    /// Every case, for `architectures` (the whole catalogue by default). A quick run leaves out the
    /// 100,000-subject cases (see ``quickNote``).
    public static func cases(
        architectures: [Architecture] = Architecture.allCases,
        locator: PackageRootLocator,
        quick: Bool = false
    ) -> [any BenchmarkCase] {
        let landing = PropagationSuite.subjectCounts.filter { !quick || $0 < largestSize }
        let payloads = ReformerSuite.subjectCounts.filter { !quick || $0 < largestSize }
        return PropagationSuite.cases(architectures: architectures, subjectCounts: landing)
            + LandingPhaseSuite.cases(architectures: architectures, subjectCounts: landing)
            + BindingSuite.cases()
            + ReformerSuite.cases(subjectCounts: payloads)
            + (quick ? [] : ReformerSuite.hugeCases())
            + [GlueCase(architectures: architectures, locator: locator)]
            + [UnitTestCase(architectures: architectures, locator: locator)]
            + [ChainCase(architectures: architectures, locator: locator)]
            + [ChangeCase(architectures: architectures, locator: locator)]
            + [MaintenanceCase(architectures: architectures, locator: locator)]
            + [SecondAuthorCase(architectures: architectures, locator: locator)]
            + LifetimeSuite.cases(architectures: architectures)
            + CellCoordinatorCase.subjectCounts.filter { !quick || $0 < largestSize }.map(CellCoordinatorCase.init)
    }

    /// The timed case named `identifier`, as a child process that counts one case finds it; or the
    /// one line that says there is none.
    public static func timedCase(named identifier: String) -> Result<TimedCase, BenchOptionsError> {
        let found = cases(locator: PackageRootLocator(explicitRoot: nil)).lazy
            .compactMap { $0 as? TimedCase }
            .first { $0.identity.identifier == identifier }
        return found.map { .success($0) } ?? .failure(BenchOptionsError("no timed case named \(identifier); see bench --list"))
    }

    /// The timed cases only a full run has (the 100,000-subject ones and the huge payloads): their
    /// instructions are not counted. Under Valgrind one of them takes minutes, and per subject or per
    /// byte it does the work its 1,000-subject namesake counts (see ``uncountedNote``).
    public static func uncountedIdentifiers(locator: PackageRootLocator) -> Set<String> {
        let quick = Set(cases(locator: locator, quick: true).map(\.identity.identifier))
        return Set(cases(locator: locator).compactMap { $0 as? TimedCase }.map(\.identity.identifier)).subtracting(quick)
    }

    /// Why a full run's largest cases have no instruction counts, for its report.
    public nonisolated static let uncountedNote = "Instructions are counted for every case a quick run has; the cases only "
        + "a full run has (the 100,000-subject landings and payloads, the huge payloads) are timed and their allocations "
        + "counted, but not counted under Valgrind: one of them takes minutes there, and per subject or per byte it does "
        + "the work its 1,000-subject namesake counts."

    /// Why a quick run lacks the largest sizes, for its report.
    public nonisolated static let quickNote = "quick: the 100,000-subject cases (propagation/list-landing/100000, "
        + "landing-phases/bytes-to-data/100000, reformers/*/100000, cell-coordinators/100000) are left out; one such landing or payload takes a "
        + "large fraction of a second, and 15 "
        + "samples of each would not fit a one-minute smoke run. The full run measures them."

    /// The cases `filter` selects, plus those their ratios need (MVC for an architecture, the floor
    /// for the binding kit, the two-step path for the one-step path), in catalogue order.
    ///
    /// - Returns: each case with whether it was added only as a reference.
    public static func select(_ cases: [any BenchmarkCase], filter: BenchFilter) -> [(benchmarkCase: any BenchmarkCase, isReference: Bool)] {
        let selected = cases.map { benchmarkCase in benchmarkCase.resultIdentifiers.contains(where: filter.matches) }
        let needed = Set(cases.indices.filter { selected[$0] }.compactMap { cases[$0].ratio?.caseIdentifier })
        return cases.indices.compactMap { index in
            if selected[index] {
                return (cases[index], false)
            }
            if needed.contains(cases[index].identity.identifier) {
                return (cases[index], true)
            }
            return nil
        }
    }
}
