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
        let purity = glueFigures(index, "all/all", "role purity")
        let (viper, mvvm) = (Architecture.viper.displayName, Architecture.mvvm.displayName)
        guard let viperPurity = purity.first(where: { $0.architecture == viper })?.value,
              let mvvmPurity = purity.first(where: { $0.architecture == mvvm })?.value else { return nil }
        let viperHighest = purity.allSatisfy { $0.architecture == viper || $0.value < viperPurity }
        let mvvmLowest = purity.allSatisfy { $0.architecture == mvvm || $0.value > mvvmPurity }
        let measured = "Role purity: " + percentages(purity) + "."
        let highest = purity.max { $0.value < $1.value }
        let lowest = purity.min { $0.value < $1.value }
        let why = "VIPER's role purity is \(percent(viperPurity)) and MVVM's \(percent(mvvmPurity)); the highest is "
            + (highest.map { "\($0.architecture)'s, \(percent($0.value))" } ?? "none")
            + ", the lowest " + (lowest.map { "\($0.architecture)'s, \(percent($0.value))" } ?? "none") + "."
        var judgement = Judgement.parts([viperHighest, mvvmLowest].filter { $0 }.count, of: 2, why: why, measured: measured)
        let otherHighest = purity.filter { $0.architecture != viper }.map(\.value).max() ?? 0
        let otherLowest = purity.filter { $0.architecture != mvvm }.map(\.value).min() ?? 100
        judgement.margin = Margin(parts: [Comparison("VIPER's role purity", viperPurity, .above, otherHighest, kind: .lineShare),
                                          Comparison("MVVM's role purity", mvvmPurity, .below, otherLowest, kind: .lineShare)])
        return judgement
    }
}
