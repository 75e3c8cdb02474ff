import Architectures
import BenchmarkCore

extension ClaimCatalogue {
    /// Seed 003: VIPER gives every piece of code an obvious place, where MVVM leaves the roles vague.
    static let viperMakesRolesClear = Claim(
        id: "viper-makes-roles-clear",
        seeds: ["003"],
        statement: "VIPER makes it clear where code goes; MVVM leaves the roles vague.",
        rule: "Role purity per architecture (glue suite: the line-weighted share of each file's majority role, by the "
            + "role lines every file carries). Two parts: VIPER's purity is the highest of every architecture counted; "
            + "MVVM's is the lowest. True when both hold, mixed when one does, false when neither.",
        judge: judgeRolePurity
    )

    private static func judgeRolePurity(_ index: FigureIndex) -> Judgement? {
        let purity = glueArchitectures(index).compactMap { name in glue(index, "all/all", name, "role purity").map { (name, $0) } }
        let (viper, mvvm) = (Architecture.viper.displayName, Architecture.mvvm.displayName)
        guard let viperPurity = purity.first(where: { $0.0 == viper })?.1,
              let mvvmPurity = purity.first(where: { $0.0 == mvvm })?.1 else { return nil }
        let viperHighest = purity.allSatisfy { $0.0 == viper || $0.1 < viperPurity }
        let mvvmLowest = purity.allSatisfy { $0.0 == mvvm || $0.1 > mvvmPurity }
        let measured = "Role purity: " + purity.map { "\($0.0) \(ValueFormatter.format($0.1, unit: "%"))" }.joined(separator: ", ") + "."
        return Judgement(verdict: Judgement.parts([viperHighest, mvvmLowest].filter { $0 }.count, of: 2), measured: measured)
    }
}
