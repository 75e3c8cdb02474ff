import Architectures
import BenchmarkCore

/// The one place that lists the claims the benchmark judges, in the order the report shows them;
/// each claim and its rule live in `Rules/`, one file per claim: `Rules/AtRest` for the claims about
/// the app as it stands, `Rules/Changes` for those about what changing it cost. A new architecture
/// is judged by every claim with no change here: the rules read figures per architecture of the
/// report.
public enum ClaimCatalogue {
    /// The claims about the app as it stands, declared in `Rules/AtRest`.
    static let atRest: [Claim] = [
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
    ].map { $0.written(after: atRestData) }

    /// The claims about what each change cost, declared in `Rules/Changes`.
    static let changes: [Claim] = [
        presentationChangeSparesControllers,
        interactionChangeSparesDataCode,
        routersMakeNewWaysInCheap,
        dependedOnScreenRipples,
        mvcControllersGrow,
        heavierPatternsPayOff,
        mvvmDCKeepsChangesCheap,
    ].map { frozenBefore[$0.id] == nil ? $0.written(after: changesData) : $0 }

    /// The claims whose rule was written before the change it judges, by claim id: the change.
    static let frozenBefore: [String: String] = [
        dependedOnScreenRipples.id: dependedOnScreenChange,
    ]

    /// What the rules about the app as it stands were written after: the code they judge. They were
    /// written once the first two screens stood in every architecture and edited since.
    static let atRestData = "the code it judges (written once the first two screens stood, and edited since)"
    /// What the rules about the changes were written after: every change they judge had landed.
    static let changesData = "the changes it judges (written once all five had landed in every architecture)"
    /// The changes that had landed when the rules about changes were written.
    static let changesSeen = ["subject-detail", "cell-detail", "refresh-and-return", "subject-link", "all-subjects"]

    /// Every claim, in the order the report shows them.
    static let all: [Claim] = atRest + changes

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

    /// The file of `claim`'s rule, from the package root.
    static func ruleFile(of claim: Claim) -> String {
        let folder = changes.contains { $0.id == claim.id } ? "Changes" : "AtRest"
        return "\(rulesFolder)/\(folder)/\(claim.fileName)"
    }

    /// The claims as a summary table, or nil when the report has figures for none.
    static func section(_ judged: [JudgedClaim]) -> ReportSection? {
        guard !judged.isEmpty else { return nil }
        return ReportSection(
            title: ReportSection.claimsTitle,
            caption: "Each verdict is computed by the claim's rule from the same run's figures; the rule says which "
                + "figures and which thresholds. A mixed verdict judged part by part says how many parts hold. "
                + "Post hoc: the rule was written after the data it judges, so it "
                + "could have been fitted to it; every rule so far is, but depended-on-screen-ripples, which was "
                + "written before the change it judges. Margin: the least change of the deciding figures that gives "
                + "another verdict; a verdict whose margin is inside those figures' uncertainty (docs/measuring.md, How "
                + "sure a verdict is) is too close to call, and shown as such with the side it leans to. The articles are "
                + "credited in docs/sources.md.",
            table: TextTable(
                headers: ["Claim", "Articles", "Rule", "Verdict", "Margin", "What was measured"],
                alignments: [.left, .left, .left, .left, .left, .left],
                rows: judged.map {
                    ["\($0.id): \($0.claim)", $0.articleNames.joined(separator: "; "),
                     $0.rule + ($0.postHoc.map { " Post hoc: written after \($0)." } ?? "")
                        + ($0.revised.map { " Revised: \($0)" } ?? ""), $0.markedVerdict,
                     $0.marginSentence ?? "None: no figure decided it.", $0.measured]
                }
            )
        )
    }

    // MARK: Shared by the rules

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
