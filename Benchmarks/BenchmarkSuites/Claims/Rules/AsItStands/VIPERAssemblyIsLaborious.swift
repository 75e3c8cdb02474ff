import Architectures
import BenchmarkCore

extension ClaimCatalogue {
    /// Seed 003: putting a VIPER module together is laborious.
    static let viperAssemblyIsLaborious = Claim(
        id: "viper-assembly-is-laborious",
        seeds: ["003"],
        statement: "Setting up a VIPER module takes more assembly code than any other architecture's screen.",
        rule: "Assembly lines per screen (glue suite: the login and subject list features, role assembly, over two screens): true "
            + "when VIPER's are the most of every architecture counted, mixed when above MVC's but not the most, false "
            + "otherwise.",
        judge: judgeAssembly
    )

    private static func judgeAssembly(_ index: FigureIndex) -> Judgement? {
        let perScreen = glueArchitectures(index).compactMap { name -> (String, Double)? in
            guard let login = glue(index, "login/assembly", name), let subjectList = glue(index, "subjectList/assembly", name)
            else { return nil }
            return (name, (login + subjectList) / 2)
        }
        let viper = Architecture.viper.displayName
        guard let viperLines = perScreen.first(where: { $0.0 == viper })?.1,
              let mvcLines = perScreen.first(where: { $0.0 == Architecture.mvc.displayName })?.1 else { return nil }
        let most = perScreen.allSatisfy { $0.0 == viper || $0.1 < viperLines }
        let verdict: Judgement.Verdict = most ? .true : viperLines > mvcLines ? .mixed : .false
        let measured = "Assembly lines per screen: " + perScreen.map { "\($0.0) \(count($0.1))" }.joined(separator: ", ") + "."
        let leader = perScreen.filter { $0.0 != viper }.max { $0.1 < $1.1 }
        let why = "VIPER needs \(count(viperLines)) assembly lines per screen"
            + (leader.map { "; the most of the others, \($0.0), \(count($0.1))." } ?? ".")
        var judgement = Judgement(verdict: verdict, why: why, measured: measured)
        // The nearest edge that changes the verdict: the others' most (true or mixed), MVC's (mixed or false).
        let edges = [leader.map { Comparison("VIPER's assembly per screen", viperLines, .above, $0.1, kind: .codeLines) },
                     Comparison("VIPER's assembly per screen", viperLines, .above, mvcLines, kind: .codeLines)].compactMap { $0 }
        judgement.margin = edges.filter { verdict == .mixed || $0.holds == (verdict == .true) }
            .min { $0.closeness < $1.closeness }.flatMap { Margin(parts: [$0]) }
        return judgement
    }
}
