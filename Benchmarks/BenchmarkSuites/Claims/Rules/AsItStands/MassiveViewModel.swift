import Architectures
import BenchmarkCore

extension ClaimCatalogue {
    /// Seeds 000, 001 and 003: MVVM does not shrink the massive view controller, it moves it into a
    /// massive view model.
    static let massiveViewModel = Claim(
        id: "mvvm-moves-the-massive-controller",
        seeds: ["000", "001", "003"],
        statement: "MVVM only moves the massive view controller into a massive view model.",
        rule: "Per screen (login, subject list), the largest file of MVVM's screen, whichever type it holds, against MVC's "
            + "largest, its view controller (glue suite, largest file lines). The mass moved, not shrank, on a screen "
            + "where MVVM's largest file has at least as many lines as MVC's. True on both screens, mixed on one, false "
            + "on none.",
        judge: judgeMassiveViewModel
    )

    private static func judgeMassiveViewModel(_ index: FigureIndex) -> Judgement? {
        let (mvc, mvvm) = (Architecture.mvc.displayName, Architecture.mvvm.displayName)
        var moved = 0
        var sentences: [String] = []
        var pairs: [String] = []
        var parts: [Comparison] = []
        for feature in [Feature.login, .subjectList] {
            guard let mvcLargest = glue(index, "\(feature.rawValue)/all", mvc, "largest file lines"),
                  let mvvmLargest = glue(index, "\(feature.rawValue)/all", mvvm, "largest file lines") else { return nil }
            if mvvmLargest >= mvcLargest { moved += 1 }
            parts.append(Comparison("MVVM's largest \(feature.name) file", mvvmLargest, .atLeast, mvcLargest, kind: .codeLines))
            pairs.append("\(feature.name) \(count(mvvmLargest)) to \(count(mvcLargest))")
            sentences.append("\(feature.name): MVVM's largest file \(count(mvvmLargest)) lines, MVC's \(count(mvcLargest)) "
                + "(\(ratio(mvvmLargest / max(mvcLargest, 1))))")
        }
        let why = "MVVM's largest file against MVC's, in lines: \(pairs.joined(separator: ", ")); at least as large on "
            + "\(moved) of 2 screens."
        return Judgement.parts(parts, why: why, measured: sentences.joined(separator: "; ") + ".")
    }
}
