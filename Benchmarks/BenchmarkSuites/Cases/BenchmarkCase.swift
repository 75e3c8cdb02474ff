import BenchmarkCore

/// One entry of the benchmark: work to check and measure, named for `--filter` and `--list`.
///
/// Every case checks its result before it reports a figure: ``verify()`` runs the work once,
/// untimed, and checks it; ``run(with:)`` checks, measures, and checks again after measuring.
/// Either throws ``CheckFailure`` when the result is wrong.
@MainActor
public protocol BenchmarkCase {
    /// The case's name and parameters.
    var identity: CaseIdentity { get }
    /// Identifiers of the results the case can produce; `--filter` selects the case when it matches
    /// any of them. One for a measured case; one per architecture, feature and role for glue code.
    var resultIdentifiers: [String] { get }
    /// The ratio added to the case's result, if any; its reference case runs whenever this one does.
    var ratio: RatioReference? { get }
    /// Says what an event is, what is included, how a figure is derived; shown once per report.
    var note: String? { get }
    /// Runs the work once, untimed, and checks its result.
    func verify() throws(CheckFailure)
    /// Checks, measures and checks again; returns the results without ratios.
    func run(with runner: Runner) throws(CheckFailure) -> CaseOutcome
}

extension BenchmarkCase {
    public var resultIdentifiers: [String] { [identity.identifier] }
    public var ratio: RatioReference? { nil }
    public var note: String? { nil }
}
