import Architectures
import BenchmarkCore

extension ClaimCatalogue {
    /// Seeds 000, 001 and 003 (and 002 on blocks): with a binding kit, an event reaches the screen
    /// through observers and closures, a longer chain that is harder to follow in a debugger than
    /// a delegate's direct call.
    static let bindingLengthensChains = Claim(
        id: "binding-lengthens-chains",
        seeds: ["000", "001", "002", "003"],
        statement: "Binding makes the chain from event to screen longer and harder to trace; delegates keep it short.",
        rule: "The chains suite: every call a keystroke, a submit, an answer landing, a theme change, a cell selection, "
            + "a pull to refresh, a subject's details landing and a switch-off reaching the list make into each "
            + "architecture's own module, from the action until the screen settles (deferred update passes included), "
            + "traced at every function entry in a debug build. Two parts, each over the events: longer, MVVM's (the "
            + "binding kit's) chain makes more calls into its own module than every other architecture's on more than "
            + "half of the events; harder to trace, it crosses more closures than every other architecture's on more "
            + "than half of the events. True when both hold, false when neither, mixed otherwise.",
        judge: judgeChains
    )

    private static func judgeChains(_ index: FigureIndex) -> Judgement? {
        let suite = ChainCase.suite
        let binding = Architecture.mvvm.displayName
        let events = index.caseNames(in: suite)
        let architectures = index.architectures(in: suite)
        guard !events.isEmpty, architectures.contains(binding), architectures.count > 1 else { return nil }
        func figures(_ metric: String) -> [String: [Double]] {
            Dictionary(uniqueKeysWithValues: architectures.map { name in
                (name, events.map { index.metric(suite, $0, name, metric)?.value ?? 0 })
            })
        }
        let calls = figures("calls")
        let closures = figures("closures crossed")
        func eventsAhead(_ values: [String: [Double]]) -> Int {
            events.indices.filter { event in
                let own = values[binding]?[event] ?? 0
                return architectures.allSatisfy { $0 == binding || (values[$0]?[event] ?? 0) < own }
            }.count
        }
        let longer = eventsAhead(calls)
        let moreClosures = eventsAhead(closures)
        func listed(_ values: [String: [Double]]) -> String {
            architectures.map { name in
                "\(name) " + (values[name] ?? []).map { count($0) }.joined(separator: "/")
            }.joined(separator: ", ")
        }
        let measured = "Per event (" + events.joined(separator: "/") + "): calls into the architecture's module: "
            + listed(calls) + "; closures crossed: " + listed(closures) + ". "
            + "\(binding) is alone at the top on \(longer) of \(events.count) events for calls, "
            + "\(moreClosures) of \(events.count) for closures."
        let half = Double(events.count) / 2
        let why = "\(binding)'s chain makes the most calls into its own code, alone, on \(longer) of \(events.count) events "
            + "and crosses the most closures, alone, on \(moreClosures) of \(events.count); each part needs more than half."
        return Judgement.parts([
            Comparison("\(binding)'s events alone at the top for calls", Double(longer), .above, half, kind: .exact("events")),
            Comparison("\(binding)'s events alone at the top for closures", Double(moreClosures), .above, half,
                       kind: .exact("events")),
        ], why: why, measured: measured)
    }
}
