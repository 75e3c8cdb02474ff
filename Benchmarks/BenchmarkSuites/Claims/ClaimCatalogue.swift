import Architectures
import BenchmarkCore

/// The one place that lists the claims the benchmark judges, in the order the report shows them;
/// each claim and its rule live in `Rules/`, one file per claim: `Rules/AsItStands` for the claims about
/// the app as it stands, `Rules/Changes` for those about what changing it cost. A new architecture
/// is judged by every claim with no change here: the rules read figures per architecture of the
/// report.
public enum ClaimCatalogue {
    /// The claims about the app as it stands, declared in `Rules/AsItStands`.
    static let asItStands: [Claim] = [
        mvcLogicCannotBeUnitTested,
        bindingLengthensChains,
        mvcFewestLines,
        mvcLoginHalfOfMVVM,
        interfaceLayerAndFileCount,
        bindingSavesGlue,
        massiveViewModel,
        controllerIsOnlyGlue,
        interactiveScreensNeedGlue,
        viperMakesRolesClear,
        routerDecouplesScreens,
        viperAssemblyIsLaborious,
        usersCannotNotice,
        oneStepReformerIsCheaper,
        blocksKeepScreensAlive,
        cellCoordinatorsStayFlat,
        layeredDesignsPayForEntities,
    ].map { $0.written(after: asItStandsData) }

    /// The claims about what each change cost, declared in `Rules/Changes`, each judged on both
    /// trials of changes (``ChangeTrial``).
    static let changes: [Claim] = [
        presentationChangeSparesControllers,
        interactionChangeSparesDataCode,
        routersMakeNewWaysInCheap,
        dependedOnScreenRipples,
        mvcControllersGrow,
        heavierPatternsPayOff,
        newScreensCostHeavierPatternsLess,
        mvvmDCKeepsChangesCheap,
    ].map { writtenBeforeTheirData.contains($0.id) ? $0 : $0.written(after: changesData) }

    /// The claims about the changes whose rule came before any change it can decide on: judged on
    /// the hold-out changes alone, they are not post hoc.
    static let writtenBeforeTheirData: Set<String> = [
        newScreensCostHeavierPatternsLess.id,
    ]

    /// What the rules about the app as it stands were written after: the code they judge. They were
    /// written once the first two screens stood in every architecture and edited since.
    static let asItStandsData = "the code it judges (written once the first two screens stood, and edited since)"
    /// What the rules about the changes were written after: the post hoc changes, every one landed.
    /// Their verdicts on the hold-out changes (``ChangeTrial/heldOut``) were written before those.
    static let changesData = "the changes it judges post hoc (written once the first five had landed in every architecture)"

    /// Every claim, in the order the report shows them.
    static let all: [Claim] = asItStands + changes

    /// The folder the rules live in, from the package root.
    static let rulesFolder = "Benchmarks/BenchmarkSuites/Claims/Rules"

    /// Every claim the report has the figures for, judged.
    public static func judge(_ report: BenchmarkReport) -> [JudgedClaim] {
        judge(FigureIndex(report))
    }

    /// Every claim `index` has the figures for, judged.
    static func judge(_ index: FigureIndex) -> [JudgedClaim] {
        all.compactMap { $0.judged(index, ruleFile: ruleFile(of: $0)) }
    }

    /// The paths whose edits could move a verdict on the hold-out changes: the rules, what they share,
    /// and the measurement of the changes they read. Frozen from the first commit of the first
    /// hold-out change to the last architecture commit of the last (a test over the history).
    static let frozenPaths = [
        rulesFolder + "/",
        "Benchmarks/BenchmarkSuites/Claims/ClaimCatalogue.swift",
        "Benchmarks/BenchmarkSuites/Claims/ChangeTrial.swift",
        "Benchmarks/BenchmarkSuites/Claims/Judgement.swift",
        "Benchmarks/BenchmarkSuites/Changes/ChangeCase.swift",
        "Benchmarks/BenchmarkCore/Changes/",
        "Benchmarks/BenchmarkCore/GlueCode/Feature.swift",
        "Benchmarks/BenchmarkCore/GlueCode/FeatureClassifier.swift",
    ]

    /// The file of `claim`'s rule, from the package root.
    static func ruleFile(of claim: Claim) -> String {
        let folder = changes.contains { $0.id == claim.id } ? "Changes" : "AsItStands"
        return "\(rulesFolder)/\(folder)/\(claim.fileName)"
    }

    /// The claims as a summary table, or nil when the report has figures for none.
    static func section(_ judged: [JudgedClaim]) -> ReportSection? {
        guard !judged.isEmpty else { return nil }
        return ReportSection(
            title: ReportSection.claimsTitle,
            caption: "Each verdict is computed by the claim's rule from the same run's figures; the rule says which "
                + "figures and which thresholds. A mixed verdict judged part by part says how many parts hold. "
                + "Post hoc: the rule was written after the data it judges, so it could have been fitted to it; every "
                + "rule about the app as it stands is, and every rule about the changes is on the first five. Held out: "
                + "the same rule judged on the hold-out changes, written and frozen before any architecture made them "
                + "(docs/SPEC.md §7); where the two decided verdicts differ, the row says so. Margin: the least change of "
                + "the deciding figures that gives "
                + "another verdict; a verdict whose margin is inside those figures' uncertainty (docs/measuring.md, How "
                + "sure a verdict is) is too close to call, and shown as such with the side it leans to. The articles are "
                + "credited in docs/sources.md.",
            table: TextTable(
                headers: ["Claim", "Articles", "Rule", "Verdict", "Margin", "What was measured", "Held out"],
                alignments: [.left, .left, .left, .left, .left, .left, .left],
                rows: judged.map {
                    ["\($0.id): \($0.claim)", $0.articleNames.joined(separator: "; "),
                     $0.rule + ($0.postHoc.map { " Post hoc: written after \($0)." } ?? "")
                        + ($0.revised.map { " Revised: \($0)" } ?? ""), $0.markedVerdict,
                     $0.marginSentence ?? "None: no figure decided it.", $0.measured, heldOutCell($0)]
                }
            )
        )
    }

    /// A claim's held-out verdict as the table's cell: the verdict, why, its margin and the figures,
    /// and where it disagrees with the post hoc one.
    static func heldOutCell(_ claim: JudgedClaim) -> String {
        guard let heldOut = claim.heldOut else { return "—" }
        return ["**\(heldOut.shownVerdict)**.", heldOut.why, heldOut.marginSentence, heldOut.measured,
                claim.disagreement.map { "Disagrees: \($0)." }]
            .compactMap { $0 }.joined(separator: " ")
    }

    // MARK: Shared by the rules

    /// A rule about one change of `trial`, `change` (nil when the trial has none of its `kind`):
    /// nil without the changes suite, or when a post hoc change's figures are missing; undecided when
    /// the trial has no such change, or a frozen trial's change has not landed; otherwise `judge` of it.
    static func judgeChange(_ index: FigureIndex, _ trial: ChangeTrial, _ change: String?, kind: String,
                            _ judge: (String) -> Judgement?) -> Judgement? {
        guard !index.architectures(in: ChangeCase.suite).isEmpty else { return nil }
        guard let change else { return trial.noChange(of: kind) }
        guard ChangeTrial.landed(change, in: index) else { return trial.frozen ? trial.notLanded(change) : nil }
        return judge(change)
    }

    /// A rule about every change of `trial`: nil without the changes suite or any of its changes; for
    /// a frozen trial, undecided until every one of its changes has landed; otherwise `judge` of those
    /// in the report, in landing order.
    static func judgeChanges(_ index: FigureIndex, _ trial: ChangeTrial, _ judge: ([String]) -> Judgement?) -> Judgement? {
        guard !index.architectures(in: ChangeCase.suite).isEmpty else { return nil }
        let landed = trial.changes.filter { ChangeTrial.landed($0, in: index) }
        if trial.frozen, let missing = trial.changes.first(where: { !landed.contains($0) }) {
            return trial.notLanded(missing)
        }
        guard !landed.isEmpty else { return nil }
        return judge(landed)
    }

    /// A count as the tables print it.
    static func count(_ value: Double) -> String {
        ValueFormatter.formatNumber(value)
    }

    /// A ratio as the tables print it.
    static func ratio(_ value: Double) -> String {
        ValueFormatter.format(value, unit: "×")
    }

    /// A glue-suite figure of one architecture: `caseName` is `<feature>/<role>` (`all` for every one).
    static func glue(_ index: FigureIndex, _ caseName: String, _ architecture: String, _ metric: String = "lines") -> Double? {
        index.metric(GlueCase.suite, caseName, architecture, metric)?.value
    }

    /// One glue-suite figure of every architecture that has it, in catalogue order.
    static func glueFigures(_ index: FigureIndex, _ caseName: String, _ metric: String) -> [(architecture: String, value: Double)] {
        glueArchitectures(index).compactMap { name in glue(index, caseName, name, metric).map { (name, $0) } }
    }

    /// A percentage as the tables print it.
    static func percent(_ value: Double) -> String {
        ValueFormatter.format(value, unit: "%")
    }

    /// `MVC 49.07%, MVP 71.34%`: percentage figures as the tables print them.
    static func percentages(_ figures: [(architecture: String, value: Double)]) -> String {
        figures.map { "\($0.architecture) \(ValueFormatter.format($0.value, unit: "%"))" }.joined(separator: ", ")
    }

    /// A figure of what `change` cost one architecture (changes suite).
    static func changeFigure(_ index: FigureIndex, _ change: String, _ architecture: String, _ metric: String) -> Double? {
        index.metric(ChangeCase.suite, change, architecture, metric)?.value
    }

    /// One figure of `change` for every architecture that has made it, in catalogue order.
    static func changeFigures(_ index: FigureIndex, _ change: String, _ metric: String) -> [(architecture: String, value: Double)] {
        index.architectures(in: ChangeCase.suite, caseName: change).compactMap { name in
            changeFigure(index, change, name, metric).map { (name, $0) }
        }
    }

    /// The display names of the architectures that move between screens through an object of
    /// their own (a router, a mediator, coordinators) rather than from their view controllers.
    static var routedArchitectures: Set<String> {
        Set(Architecture.allCases.filter { $0.navigation != .viewController }.map(\.displayName))
    }

    /// `MVC 3, MVP 0`: counts as the tables print them.
    static func counts(_ figures: [(architecture: String, value: Double)]) -> String {
        figures.map { "\($0.architecture) \(count($0.value))" }.joined(separator: ", ")
    }

    /// The architectures the glue suite counted, in catalogue order.
    static func glueArchitectures(_ index: FigureIndex) -> [String] {
        index.architectures(in: GlueCase.suite).filter { glue(index, "all/all", $0) != nil }
    }
}
