import Architectures
import BenchmarkCore

extension ClaimCatalogue {
    /// Seed 003, comparing MVP and VIPER with MVC: MVP pays for the protocols between its presenter
    /// and its view, and VIPER splits a screen into many more classes and files.
    static let interfaceLayerAndFileCount = Claim(
        id: "mvp-interface-layer-viper-files",
        seeds: ["003"],
        statement: "MVP pays for its interface layer, and VIPER has many more classes and files than the others.",
        rule: "Two parts. MVP: it declares more protocols than MVC and has more glue lines. VIPER: it has the most files "
            + "and the most types of every architecture counted. True when both hold, mixed when one does, false when "
            + "neither.",
        judge: judgeInterfaceLayer
    )

    private static func judgeInterfaceLayer(_ index: FigureIndex) -> Judgement? {
        let (mvc, mvp, viper) = (Architecture.mvc.displayName, Architecture.mvp.displayName, Architecture.viper.displayName)
        guard let mvcProtocols = glue(index, "all/all", mvc, "protocols"), let mvpProtocols = glue(index, "all/all", mvp, "protocols"),
              let mvcGlue = glue(index, "all/glue", mvc), let mvpGlue = glue(index, "all/glue", mvp)
        else { return nil }
        let files = glueFigures(index, "all/all", "files")
        let types = glueFigures(index, "all/all", "types")
        guard let viperFiles = files.first(where: { $0.architecture == viper })?.value, let viperTypes = types.first(where: { $0.architecture == viper })?.value
        else { return nil }
        let mvpPays = mvpProtocols > mvcProtocols && mvpGlue > mvcGlue
        let mostFiles = files.allSatisfy { $0.architecture == viper || $0.value < viperFiles }
        let mostTypes = types.allSatisfy { $0.architecture == viper || $0.value < viperTypes }
        let viperMost = mostFiles && mostTypes
        func leader(_ figures: [(architecture: String, value: Double)]) -> String {
            figures.filter { $0.architecture != viper }.max { $0.value < $1.value }.map { "\($0.architecture) \(count($0.value))" } ?? "none"
        }
        let measured = "MVP \(count(mvpProtocols)) protocols and \(count(mvpGlue)) glue lines against MVC's "
            + "\(count(mvcProtocols)) and \(count(mvcGlue)). VIPER \(count(viperFiles)) files and \(count(viperTypes)) types; "
            + "the most among the others: \(leader(files)) files, \(leader(types)) types."
        func most(_ figures: [(architecture: String, value: Double)]) -> String {
            figures.max { $0.value < $1.value }.map { "\($0.architecture) \(count($0.value))" } ?? "none"
        }
        let why = "MVP declares \(count(mvpProtocols)) protocols and has \(count(mvpGlue)) glue lines, MVC \(count(mvcProtocols)) "
            + "and \(count(mvcGlue)); the most files: \(most(files)), the most types: \(most(types)) (VIPER \(count(viperFiles)) "
            + "and \(count(viperTypes)))."
        var judgement = Judgement.parts([mvpPays, viperMost].filter { $0 }.count, of: 2, why: why, measured: measured)
        let otherFiles = files.filter { $0.architecture != viper }.map(\.value).max() ?? 0
        let otherTypes = types.filter { $0.architecture != viper }.map(\.value).max() ?? 0
        judgement.margin = Margin(parts: [
            Comparison.all([Comparison("MVP's protocols", mvpProtocols, .above, mvcProtocols, kind: .declarations("protocols")),
                            Comparison("MVP's glue", mvpGlue, .above, mvcGlue, kind: .codeLines)]),
            Comparison.all([Comparison("VIPER's files", viperFiles, .above, otherFiles, kind: .files),
                            Comparison("VIPER's types", viperTypes, .above, otherTypes, kind: .declarations("types"))]),
        ])
        return judgement
    }
}
