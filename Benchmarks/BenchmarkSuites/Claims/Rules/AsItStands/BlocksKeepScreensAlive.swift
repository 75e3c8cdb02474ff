import BenchmarkCore

extension ClaimCatalogue {
    /// Seed 002's case for discrete API managers with delegates over block callbacks: a block that
    /// captures its screen keeps the screen alive until the answer lands, a weak delegate lets it go
    /// at once, and a manager the screen owns cancels its request when the screen goes.
    static let blocksKeepScreensAlive = Claim(
        id: "blocks-keep-screens-alive",
        seeds: ["002"],
        statement: "A block that captures a screen keeps it alive until the answer lands; a weak delegate frees it at "
            + "once; a discrete API manager cancels its request when its screen goes.",
        rule: "The lifetime suite, a screen popped while its requests fly. Three parts: the block-style manager with a "
            + "block capturing the screen keeps it alive after the pop and frees it only after some ticks, and its "
            + "block still runs for the popped screen; the discrete manager with the screen as weak delegate frees it "
            + "at once and cancels its request; every architecture's login screen and subject list are freed at once with "
            + "every request in flight cancelled and no answer delivered. True when all three hold, false when none "
            + "does, mixed otherwise.",
        judge: judgeLifetime
    )

    private static func judgeLifetime(_ index: FigureIndex) -> Judgement? {
        let suite = LifetimeSuite.suite
        func figure(_ caseName: String, _ architecture: String?, _ metric: String) -> Double? {
            index.metric(suite, caseName, architecture, metric)?.value
        }
        let strong = "pop-while-loading/\(LoadingScreen.Style.blockCapturingStrongly.rawValue)"
        let delegate = "pop-while-loading/\(LoadingScreen.Style.delegate.rawValue)"
        guard let strongAlive = figure(strong, nil, "alive after pop"),
              let delegateAlive = figure(delegate, nil, "alive after pop")
        else { return nil }
        let strongTicks = figure(strong, nil, "ticks until freed")
        let strongCallbacks = figure(strong, nil, "callbacks after pop") ?? 0
        let blockKeepsAlive = strongAlive > 0 && (strongTicks ?? 0) > 0 && strongCallbacks > 0
        let delegateCancelled = figure(delegate, nil, "requests cancelled") ?? 0
        let delegateFrees = delegateAlive == 0 && delegateCancelled == figure(delegate, nil, "in flight at pop")
        var screens = 0
        var clean = 0
        for caseName in ["pop-while-loading/login", "pop-while-loading/subject-list"] {
            for architecture in index.architectures(in: suite) {
                guard let alive = figure(caseName, architecture, "alive after pop"),
                      let flying = figure(caseName, architecture, "in flight at pop")
                else { continue }
                screens += 1
                let cancelled = figure(caseName, architecture, "requests cancelled") ?? 0
                let answered = figure(caseName, architecture, "answers after pop") ?? 0
                clean += alive == 0 && cancelled == flying && answered == 0 ? 1 : 0
            }
        }
        let ticks = strongTicks.map { "freed after \(count($0)) ticks" } ?? "never freed"
        let measured = "Block capturing the screen: \(strongAlive > 0 ? "alive after the pop, \(ticks)" : "freed at once"), "
            + "\(count(strongCallbacks)) callbacks after the pop. Weak delegate: \(delegateAlive == 0 ? "freed at once" : "alive"), "
            + "\(count(delegateCancelled)) requests cancelled. Architectures' screens freed at once with every request "
            + "cancelled: \(clean) of \(screens)."
        let why = "A block capturing the screen " + (blockKeepsAlive ? "kept it alive" : "did not keep it alive")
            + "; a weak delegate " + (delegateFrees ? "freed it and cancelled its request at once" : "did not both free it and "
            + "cancel its request at once") + "; \(clean) of the architectures' \(screens) screens were freed at once, every request "
            + "cancelled."
        let inFlight = figure(delegate, nil, "in flight at pop") ?? 0
        return Judgement.parts([
            Comparison.all([
                Comparison("the block's screen alive after the pop", strongAlive, .above, 0, kind: .exact("screens")),
                Comparison("the block's ticks until freed", strongTicks ?? 0, .above, 0, kind: .exact("ticks")),
                Comparison("the block's callbacks after the pop", strongCallbacks, .above, 0, kind: .exact("callbacks")),
            ]),
            Comparison.all([
                Comparison("the delegate's screen alive after the pop", delegateAlive, .atMost, 0, kind: .exact("screens")),
                Comparison("the delegate's requests left flying", inFlight - delegateCancelled, .atMost, 0,
                           kind: .exact("requests")),
            ]),
            Comparison("the architectures' screens not freed cleanly", Double(screens - clean), .atMost, screens > 0 ? 0 : -1,
                       kind: .exact("screens")),
        ], why: why, measured: measured)
    }
}
