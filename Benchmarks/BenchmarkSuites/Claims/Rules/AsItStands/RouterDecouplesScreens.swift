import Architectures
import BenchmarkCore

extension ClaimCatalogue {
    /// Seeds 002 and 003: a view controller that pushes the next screen itself couples the screens;
    /// a router (003) or a mediator (002) keeps them apart. Every architecture that moves through an
    /// object of its own (`Architecture.navigation`: a router, a mediator, coordinators) is judged.
    static let routerDecouplesScreens = Claim(
        id: "router-decouples-screens",
        seeds: ["002", "003"],
        statement: "Navigating from the view controller couples screens; a router or a mediator decouples them.",
        rule: "Per architecture, the names that cross features (glue suite, cross-feature: the other feature's types plus "
            + "the screens outside both, named by a feature's files). Every architecture that moves between screens through "
            + "an object of its own (VIPER's router, 003; MVCS's mediator, 002; MVVM-C's coordinators; VIP's router) is set against MVC's "
            + "direct push: true when every one present names fewer than MVC, false when none does, mixed otherwise.",
        revised: "2026-11-29, when files came to be classed by folder and routers, coordinators and the mediator as "
            + "navigators, no screen's: a router's own file, which names screens by its nature, had counted as the screen "
            + "whose name it carries. Before: mixed, 1 of 4.",
        judge: judgeRouters
    )

    private static func judgeRouters(_ index: FigureIndex) -> Judgement? {
        func crossing(_ architecture: String) -> Double? {
            let suite = GlueCase.suite
            let caseName = GlueCase.crossFeatureCase
            guard let types = index.metric(suite, caseName, architecture, "other-feature types named")?.value,
                  let screens = index.metric(suite, caseName, architecture, "destination screens named")?.value else { return nil }
            return types + screens
        }
        guard let mvc = crossing(Architecture.mvc.displayName) else { return nil }
        let decoupling = Architecture.allCases.filter { $0.navigation != .viewController }.compactMap { architecture in
            crossing(architecture.displayName).map { (architecture.displayName, $0) }
        }
        guard !decoupling.isEmpty else { return nil }
        let fewer = decoupling.filter { $0.1 < mvc }.count
        let all = index.architectures(in: GlueCase.suite).compactMap { name in crossing(name).map { "\(name) \(count($0))" } }
        let measured = "Names across features: " + all.joined(separator: ", ") + "."
        let why = "MVC's files name \(count(mvc)) names across features; of those that navigate through a router, mediator or "
            + "coordinator (\(decoupling.map { "\($0.0) \(count($0.1))" }.joined(separator: ", "))), \(fewer) name fewer."
        return Judgement.parts(decoupling.map { Comparison($0.0, $0.1, .below, mvc, kind: .declarations("names")) },
                               why: why, measured: measured)
    }
}
