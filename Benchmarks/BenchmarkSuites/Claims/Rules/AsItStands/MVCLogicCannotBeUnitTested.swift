import Architectures
import BenchmarkCore

extension ClaimCatalogue {
    /// Seeds 000, 001, 003 and 004: MVC's logic lives in the view controller, so it cannot be unit
    /// tested; MVP's presenters, MVVM's view models, MVVM-DC's data controllers and VIPER's
    /// interactors and presenters can be. Judged on the fixed list of docs/unit-behaviours.md, which
    /// every architecture tests in its own unit tests, MVC included.
    static let mvcLogicCannotBeUnitTested = Claim(
        id: "mvc-logic-cannot-be-unit-tested",
        seeds: ["000", "001", "003", "004"],
        statement: "Logic in MVC can't be unit tested; in MVP, MVVM, MVVM-DC and VIPER it can.",
        rule: "From each architecture's own unit tests run under coverage (unit-tests suite) and where its logic lines "
            + "sit (glue/logic-placement). Two parts. The letter: MVC's unit tests run under half of its executable "
            + "logic lines, while those of MVP, MVVM, MVVM-DC and VIPER each run at least 80% of theirs. The price: MVC's "
            + "logic sits in types that hold a view (its share outside views is under half and below every other's) and "
            + "its behaviour tests build views in more than half of the behaviours, while each of the four builds views "
            + "in fewer than half. The letter decides: false when it fails, whatever the price (the figures contradict "
            + "the claim; with the price holding they read \"MVC's logic can be unit tested, by building its views\"); "
            + "true when both hold, mixed when only the letter does.",
        judge: judgeUnitTesting
    )

    /// The architectures the claim says can be unit tested.
    private static let testableByClaim: [Architecture] = [.mvp, .mvvm, .mvvmdc, .viper]

    private static func judgeUnitTesting(_ index: FigureIndex) -> Judgement? {
        let suite = UnitTestCase.suite
        let summary = UnitTestCase.summaryCase
        func figure(_ architecture: String, _ metric: String) -> Double? {
            index.metric(suite, summary, architecture, metric)?.value
        }
        func share(_ architecture: String) -> Double? {
            glue(index, GlueCase.logicPlacementCase, architecture, "logic share outside views")
        }
        let behaviours = Double(index.caseNames(in: UnitTestCase.behaviourSuite).count)
        let mvc = Architecture.mvc.displayName
        let named = testableByClaim.map(\.displayName)
        guard behaviours > 0,
              let mvcCoverage = figure(mvc, "logic coverage"),
              let mvcViews = figure(mvc, "behaviours building views"),
              let mvcShare = share(mvc)
        else { return nil }
        let others = named.compactMap { name in
            figure(name, "logic coverage").flatMap { coverage in
                figure(name, "behaviours building views").map { (name: name, coverage: coverage, viewTests: $0) }
            }
        }
        // The claim names four architectures: judged only with the figures of all four.
        guard others.count == named.count else { return nil }
        let everyone = index.architectures(in: suite)
        let letter = mvcCoverage < 50 && others.allSatisfy { $0.coverage >= 80 }
        let shares = everyone.compactMap { name in share(name).map { (architecture: name, value: $0) } }
        let lowestShare = shares.allSatisfy { $0.architecture == mvc || $0.value > mvcShare }
        let price = mvcShare < 50 && lowestShare && mvcViews > behaviours / 2
            && others.allSatisfy { $0.viewTests < behaviours / 2 }
        let coverages = everyone.compactMap { name in figure(name, "logic coverage").map { (architecture: name, value: $0) } }
        let viewTests = everyone.compactMap { name in
            figure(name, "behaviours building views").map { "\(name) \(count($0))" }
        }
        let measured = "Logic lines run by the architecture's own unit tests: " + percentages(coverages) + ". "
            + "Logic lines outside types that hold a view: " + percentages(shares) + ". "
            + "Behaviour tests (of \(count(behaviours))) that build views: " + viewTests.joined(separator: ", ") + ". "
            + "The letter \(letter ? "holds" : "fails"); the price \(price ? "holds" : "fails")"
            + (price && !letter ? ": MVC's logic can be unit tested, by building its views." : ".")
        let why = "MVC's own unit tests run \(percent(mvcCoverage)) of its logic lines (the four named: at least "
            + "\(percent(others.map(\.coverage).min() ?? 0))); \(percent(mvcShare)) of its logic lies outside types that hold a "
            + "view, and \(count(mvcViews)) of its \(count(behaviours)) behaviour tests build views (the four: at most "
            + "\(count(others.map(\.viewTests).max() ?? 0)))"
            + (price && !letter ? ": MVC's logic can be unit tested, by building its views." : ".")
        // The claim's letter is that MVC's logic cannot be tested: figures that show it tested contradict it,
        // so no price paid for it makes the verdict better than false.
        let share = FigureKind.exact("percentage points", whole: false)
        let tests = FigureKind.exact("behaviour tests")
        let letterPart = Comparison.all([
            Comparison("MVC's logic coverage", mvcCoverage, .below, 50, kind: share),
            Comparison("the least logic coverage of the four", others.map(\.coverage).min() ?? 0, .atLeast, 80, kind: share),
        ])
        guard letter else {
            var judgement = Judgement(verdict: .false, why: why, measured: measured)
            judgement.margin = Margin(parts: [letterPart])
            return judgement
        }
        let otherShares = shares.filter { $0.architecture != mvc }.map(\.value)
        let pricePart = Comparison.all([
            Comparison("MVC's logic outside views", mvcShare, .below, 50, kind: share),
            Comparison("MVC's logic outside views, against the lowest of the others,", mvcShare, .below,
                       otherShares.min() ?? 100, kind: share),
            Comparison("MVC's behaviour tests building views", mvcViews, .above, behaviours / 2, kind: tests),
            Comparison("the most behaviour tests building views of the four", others.map(\.viewTests).max() ?? 0, .below,
                       behaviours / 2, kind: tests),
        ])
        return Judgement.parts([letterPart, pricePart], why: why, measured: measured)
    }
}
