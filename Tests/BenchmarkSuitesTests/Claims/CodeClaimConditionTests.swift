import BenchmarkCore
import Testing
@testable import BenchmarkSuites

/// Every condition of the rules judged from code figures (glue suite, unit tests) is decisive: from a
/// base fixture, changing only the figures one condition reads flips the verdict, on both sides of its
/// edge, and leaving out a figure the rule needs leaves the claim unjudged. With the claim rules' own
/// tests, no condition can be dropped, inverted or made inclusive unnoticed.
@Suite("Claim conditions on code figures")
struct CodeClaimConditionTests: ReportFixtures {
    /// A figure a fixture leaves out: its case, its architecture and its metric's name.
    private typealias FigureName = (caseName: String, architecture: String, metric: String)

    /// `results` less the `missing` figures; a result left with none goes too.
    private func removing(_ missing: [FigureName], from results: [BenchmarkResult]) -> [BenchmarkResult] {
        results.compactMap { result -> BenchmarkResult? in
            let metrics = result.metrics.filter { metric in
                !missing.contains {
                    $0.caseName == result.caseName && $0.architecture == result.architecture && $0.metric == metric.name
                }
            }
            return metrics.isEmpty ? nil : BenchmarkResult(suite: result.suite, caseName: result.caseName,
                                                           architecture: result.architecture,
                                                           parameters: result.parameters, metrics: metrics)
        }
    }

    /// The claim `id` judged on `results` less the `missing` figures, nil when it is not judged.
    private func claim(_ id: String, _ results: [BenchmarkResult], without missing: [FigureName] = []) -> JudgedClaim? {
        judged(report(removing(missing, from: results)))[id]
    }

    @Test("Binding saves glue: each comparison alone flips the verdict, a tie holds neither way, every figure is needed")
    func bindingSavesGlue() {
        typealias Screens = (login: Double, subjectList: Double)
        // Glue lines over both screens: MVVM 20, MVVM-DC 60, MVP 40; fewer than both.
        func verdict(mvvm: Screens = (10, 10), mvvmdc: Screens = (30, 30), mvp: Screens = (20, 20),
                     without missing: [FigureName] = []) -> String? {
            let screens: [(String, Screens)] = [("MVVM", mvvm), ("MVVM-DC", mvvmdc), ("MVP", mvp)]
            let results: [BenchmarkResult] = screens.flatMap { architecture, lines in
                [figure("login/glue", architecture, lines.login), figure("subjectList/glue", architecture, lines.subjectList)]
            }
            return claim("binding-saves-glue", results, without: missing)?.verdict
        }
        #expect(verdict() == "true")
        // Fewer than MVVM-DC, strictly: MVVM-DC's figures alone at 21 keep it, at 20 (a tie) break it.
        #expect(verdict(mvvmdc: (10, 11)) == "true")
        #expect(verdict(mvvmdc: (10, 10)) == "mixed")
        // Fewer than MVP, the same way.
        #expect(verdict(mvp: (10, 11)) == "true")
        #expect(verdict(mvp: (10, 10)) == "mixed")
        // Both screens count: MVVM's subject list alone take it to 41, above MVP's 40.
        #expect(verdict(mvvm: (10, 31)) == "mixed")
        // More than both (70 against 60 and 40), strictly: either other alone level at 70 makes it mixed.
        let more: Screens = (60, 10)
        #expect(verdict(mvvm: more) == "false")
        #expect(verdict(mvvm: more, mvvmdc: (35, 34)) == "false")
        #expect(verdict(mvvm: more, mvvmdc: (35, 35)) == "mixed")
        #expect(verdict(mvvm: more, mvp: (35, 34)) == "false")
        #expect(verdict(mvvm: more, mvp: (35, 35)) == "mixed")
        // Without any one of the six figures the claim is not judged.
        for architecture in ["MVVM", "MVVM-DC", "MVP"] {
            for caseName in ["login/glue", "subjectList/glue"] {
                #expect(verdict(without: [(caseName, architecture, "lines")]) == nil, "\(caseName) of \(architecture)")
            }
        }
    }

    @Test("The MVVM-DC controller is only glue: above half and the highest each flip the verdict alone, at their edges")
    func controllerIsOnlyGlue() {
        // View controllers' glue shares: MVC 15%, MVVM 40%, MVVM-DC 60%; above half and the highest.
        func verdict(mvc: Double = 15, mvvm: Double = 40, mvvmdc: Double = 60, extra: [BenchmarkResult] = [],
                     without missing: [FigureName] = []) -> String? {
            let shares: [(String, Double)] = [("MVC", mvc), ("MVVM", mvvm), ("MVVM-DC", mvvmdc)]
            let results: [BenchmarkResult] = shares.flatMap { architecture, share in
                [figure("all/all", architecture, 300), figure("all/all", architecture, "view controller glue share", share)]
            }
            return claim("mvvm-dc-controller-is-glue", results + extra, without: missing)?.verdict
        }
        #expect(verdict() == "true")
        // Above half is strict: exactly 50% is not, 50.5% is.
        #expect(verdict(mvvmdc: 50) == "mixed")
        #expect(verdict(mvvmdc: 50.5) == "true")
        // The highest of every architecture, strictly: any other alone level with MVVM-DC's 60% breaks it.
        #expect(verdict(mvvm: 59.5) == "true")
        #expect(verdict(mvvm: 60) == "mixed")
        #expect(verdict(mvc: 60) == "mixed")
        // From false (50% against MVVM's 55%), either part alone makes it mixed.
        #expect(verdict(mvvm: 55, mvvmdc: 50) == "false")
        #expect(verdict(mvvm: 55, mvvmdc: 51) == "mixed")
        #expect(verdict(mvvm: 45, mvvmdc: 50) == "mixed")
        // Only architectures the glue suite counted (those with source lines) compete.
        let viperShare = figure("all/all", "VIPER", "view controller glue share", 90)
        #expect(verdict(extra: [viperShare]) == "true")
        #expect(verdict(extra: [viperShare, figure("all/all", "VIPER", 300)]) == "mixed")
        // Without MVVM-DC's share, or its source lines, the claim is not judged.
        #expect(verdict(without: [("all/all", "MVVM-DC", "view controller glue share")]) == nil)
        #expect(verdict(without: [("all/all", "MVVM-DC", "lines")]) == nil)
    }

    @Test("MVC needs the fewest lines: every other architecture alone decides, at the tie; glue lines are only quoted")
    func fewestLines() {
        // Source lines MVC 100, MVP 150, VIPER 300; glue lines MVC 10, MVP 30, VIPER `viperGlue`.
        func judgement(mvc: Double = 100, mvp: Double = 150, viper: Double = 300, viperGlue: Double = 5,
                       without missing: [FigureName] = []) -> JudgedClaim? {
            let results = glue("MVC", lines: mvc, glue: 10) + glue("MVP", lines: mvp, glue: 30)
                + glue("VIPER", lines: viper, glue: viperGlue)
            return claim("mvc-fewest-lines", results, without: missing)
        }
        #expect(judgement()?.verdict == "true")
        // Against the fewest of the others: MVP at 101 still has more, at 100 ties, at 99 has fewer.
        #expect(judgement(mvp: 101)?.verdict == "true")
        #expect(judgement(mvp: 100)?.verdict == "tied")
        #expect(judgement(mvp: 99)?.verdict == "false")
        // Every other counts, not only the one that was fewest: VIPER alone ties, then wins.
        #expect(judgement(viper: 100)?.verdict == "tied")
        #expect(judgement(viper: 99)?.verdict == "false")
        // MVC must have its source lines, and another architecture must be there to compare.
        #expect(judgement(without: [("all/all", "MVC", "lines")]) == nil)
        #expect(claim("mvc-fewest-lines", glue("MVC", lines: 100, glue: 10)) == nil)
        // MVC's glue lines decide the quoted sentence, never the verdict; "the fewest" is strict.
        let fewestGlue = judgement(viperGlue: 11)
        #expect(fewestGlue?.verdict == "true")
        #expect(fewestGlue?.measured.hasSuffix("Glue lines: MVC 10, the fewest.") == true)
        #expect(judgement(viperGlue: 10)?.measured.hasSuffix("Glue lines: MVC 10, not the fewest.") == true)
        // And the sentence is there only when every architecture has its glue lines.
        let partial = judgement(viperGlue: 11, without: [("all/glue", "VIPER", "lines")])
        #expect(partial?.verdict == "true")
        #expect(partial?.measured.contains("Glue lines") == false)
    }

    /// Dividing by a screen's interactions never decides: every architecture's lines on that screen share
    /// the divisor. What decides is each screen's comparison with the others' median.
    @Test("MVVM-DC's interactive screens need much glue: each screen, and each other architecture through the median, flips it")
    func interactiveScreensNeedGlue() {
        typealias Screens = (login: Double, subjectList: Double)
        // Per interaction, login (3): MVC 2, MVVM 3, VIPER 4, MVVM-DC 4, the others' median 3;
        // subject list (4): MVC 2, MVVM 3, VIPER 5, MVVM-DC 4, the others' median 3. Above on both.
        func verdict(mvc: Screens = (6, 8), mvvm: Screens = (9, 12), viper: Screens = (12, 20), mvvmdc: Screens = (12, 16),
                     without missing: [FigureName] = []) -> String? {
            let screens: [(String, Screens)] = [("MVC", mvc), ("MVVM", mvvm), ("VIPER", viper), ("MVVM-DC", mvvmdc)]
            let results: [BenchmarkResult] = screens.flatMap { architecture, lines in
                [figure("all/all", architecture, 100), figure("login/glue", architecture, lines.login),
                 figure("subjectList/glue", architecture, lines.subjectList)]
            }
            return claim("mvvm-dc-interaction-needs-glue", results, without: missing)?.verdict
        }
        #expect(verdict() == "true")
        // Login alone, at its edge: 9 lines are 3 per interaction, the median, not above it; 9.3 are 3.1.
        #expect(verdict(mvvmdc: (9, 16)) == "mixed")
        #expect(verdict(mvvmdc: (9.3, 16)) == "true")
        // Another architecture alone moves the median: MVVM's login at 12 lines (4 each) lifts it to
        // MVVM-DC's 4; at 11.7 lines, to 3.9.
        #expect(verdict(mvvm: (12, 12)) == "mixed")
        #expect(verdict(mvvm: (11.7, 12)) == "true")
        // MVC's subject list at 16 lines (4 each) make that median 4 (of 3, 4, 5); at 15 lines, 3.75.
        #expect(verdict(mvc: (6, 16)) == "mixed")
        #expect(verdict(mvc: (6, 15)) == "true")
        // The median, not the most: VIPER at 10 per login interaction leaves it at 3.
        #expect(verdict(viper: (30, 20)) == "true")
        // A screen without MVVM-DC's glue, or without any other architecture's, is left out: the subject list decides alone.
        #expect(verdict(mvvmdc: (9, 16), without: [("login/glue", "MVVM-DC", "lines")]) == "true")
        let othersLogin: [FigureName] = ["MVC", "MVVM", "VIPER"].map { (caseName: "login/glue", architecture: $0, metric: "lines") }
        #expect(verdict(mvvmdc: (9, 16), without: othersLogin) == "true")
        // With neither screen judged, the claim is not judged.
        #expect(verdict(without: [("login/glue", "MVVM-DC", "lines"), ("subjectList/glue", "MVVM-DC", "lines")]) == nil)
    }

    @Test("MVP's interface layer and VIPER's files: each of the four comparisons alone flips the verdict, at the tie")
    func interfaceLayerAndFileCount() {
        typealias Pair = (mvc: Double, mvp: Double)
        typealias Three = (mvc: Double, mvp: Double, viper: Double)
        // MVP 2 protocols and 80 glue lines against MVC's 0 and 30; VIPER 27 files and 16 types, the others
        // at most 7 and 5. Both parts hold.
        func verdict(protocols: Pair = (0, 2), glueLines: Pair = (30, 80), files: Three = (3, 7, 27),
                     types: Three = (3, 5, 16), without missing: [FigureName] = []) -> String? {
            let results: [BenchmarkResult] = [
                figure("all/all", "MVC", "protocols", protocols.mvc), figure("all/all", "MVP", "protocols", protocols.mvp),
                figure("all/glue", "MVC", glueLines.mvc), figure("all/glue", "MVP", glueLines.mvp),
                figure("all/all", "MVC", 200), figure("all/all", "MVP", 300), figure("all/all", "VIPER", 500),
                figure("all/all", "MVC", "files", files.mvc), figure("all/all", "MVP", "files", files.mvp),
                figure("all/all", "VIPER", "files", files.viper),
                figure("all/all", "MVC", "types", types.mvc), figure("all/all", "MVP", "types", types.mvp),
                figure("all/all", "VIPER", "types", types.viper),
            ]
            return claim("mvp-interface-layer-viper-files", results, without: missing)?.verdict
        }
        #expect(verdict() == "true")
        // More protocols than MVC, strictly: MVC's alone at 1 keeps it, at 2 (a tie) breaks it.
        #expect(verdict(protocols: (1, 2)) == "true")
        #expect(verdict(protocols: (2, 2)) == "mixed")
        // More glue lines than MVC, strictly, the same way.
        #expect(verdict(glueLines: (79, 80)) == "true")
        #expect(verdict(glueLines: (80, 80)) == "mixed")
        // The most files of every architecture, strictly: MVP's alone, or MVC's alone, level with VIPER's 27.
        #expect(verdict(files: (3, 26, 27)) == "true")
        #expect(verdict(files: (3, 27, 27)) == "mixed")
        #expect(verdict(files: (27, 7, 27)) == "mixed")
        // The most types, the same way.
        #expect(verdict(types: (3, 15, 16)) == "true")
        #expect(verdict(types: (3, 16, 16)) == "mixed")
        #expect(verdict(types: (16, 5, 16)) == "mixed")
        // With MVP's part failing, VIPER's types alone take mixed to false.
        #expect(verdict(protocols: (0, 0)) == "mixed")
        #expect(verdict(protocols: (0, 0), types: (3, 16, 16)) == "false")
        // Without any figure the rule reads the claim is not judged; VIPER's files and types count only with
        // its source lines.
        let needed: [FigureName] = [
            ("all/all", "MVC", "protocols"), ("all/all", "MVP", "protocols"), ("all/glue", "MVC", "lines"),
            ("all/glue", "MVP", "lines"), ("all/all", "VIPER", "files"), ("all/all", "VIPER", "types"),
            ("all/all", "VIPER", "lines"),
        ]
        for missing in needed {
            #expect(verdict(without: [missing]) == nil, "\(missing.caseName) \(missing.metric) of \(missing.architecture)")
        }
    }

    @Test("An MVC login is about half of MVVM's: both ends of 0.4×–0.6× are inside, either figure alone crosses them")
    func loginHalfOfMVVM() {
        func verdict(mvc: Double = 400, mvvm: Double = 1_000, without missing: [FigureName] = []) -> String? {
            let results = [figure("login/all", "MVC", mvc), figure("login/all", "MVVM", mvvm), figure("shared/all", "MVVM", 300)]
            return claim("mvc-login-half-of-mvvm", results, without: missing)?.verdict
        }
        // The range is closed: 400 of 1000 lines is exactly 0.4×, true; 399 is 0.399×, false.
        #expect(verdict() == "true")
        #expect(verdict(mvc: 399) == "false")
        #expect(verdict(mvc: 600) == "true")
        #expect(verdict(mvc: 601) == "false")
        // MVVM's login alone: 400 over 1001 is 0.3996×; 400 over 667 is 0.5997×, over 666 0.6006×.
        #expect(verdict(mvvm: 1_001) == "false")
        #expect(verdict(mvc: 400, mvvm: 667) == "true")
        #expect(verdict(mvc: 400, mvvm: 666) == "false")
        // MVVM's shared lines are quoted, not judged.
        #expect(verdict(without: [("shared/all", "MVVM", "lines")]) == "true")
        // Without either login figure, or with an empty MVVM login, the claim is not judged.
        #expect(verdict(without: [("login/all", "MVC", "lines")]) == nil)
        #expect(verdict(without: [("login/all", "MVVM", "lines")]) == nil)
        #expect(verdict(mvvm: 0) == nil)
    }

    @Test("MVVM moves the massive controller: each screen alone flips the verdict, and a tie counts as moved")
    func massiveViewModel() {
        typealias Screens = (login: Double, subjectList: Double)
        // Largest file lines: MVC 95 and 100, MVVM 95 and 120; at least as many on both screens.
        func verdict(mvc: Screens = (95, 100), mvvm: Screens = (95, 120), without missing: [FigureName] = []) -> String? {
            let screens: [(String, Screens)] = [("MVC", mvc), ("MVVM", mvvm)]
            let results: [BenchmarkResult] = screens.flatMap { architecture, largest in
                [figure("login/all", architecture, "largest file lines", largest.login),
                 figure("subjectList/all", architecture, "largest file lines", largest.subjectList)]
            }
            return claim("mvvm-moves-the-massive-controller", results, without: missing)?.verdict
        }
        // The login tie (95 and 95) counts as moved; one line fewer does not.
        #expect(verdict() == "true")
        #expect(verdict(mvvm: (94, 120)) == "mixed")
        // The subject list alone, at its edge.
        #expect(verdict(mvvm: (95, 100)) == "true")
        #expect(verdict(mvvm: (95, 99)) == "mixed")
        // MVC's figure alone flips it too.
        #expect(verdict(mvc: (95, 121)) == "mixed")
        // Moved on neither screen: false.
        #expect(verdict(mvvm: (94, 99)) == "false")
        // A missing screen figure leaves the whole claim unjudged, not judged on the other screen.
        for caseName in ["login/all", "subjectList/all"] {
            for architecture in ["MVC", "MVVM"] {
                #expect(verdict(without: [(caseName, architecture, "largest file lines")]) == nil, "\(caseName) of \(architecture)")
            }
        }
    }

    @Test("A router, a mediator or coordinators decouple: every architecture with its own navigator counts alone, a tie is not fewer")
    func routerDecouplesScreens() {
        typealias Names = (types: Double, screens: Double)
        // Names across features: MVC 1 + 2 = 3, VIPER 0 + 2 = 2, MVCS 0; both name fewer than MVC.
        func verdict(mvc: Names = (1, 2), viper: Names = (0, 2), extra: [BenchmarkResult] = [],
                     without missing: [FigureName] = []) -> String? {
            let results: [BenchmarkResult] = [
                crossing("MVC", types: mvc.types, screens: mvc.screens),
                crossing("VIPER", types: viper.types, screens: viper.screens),
                crossing("MVCS", types: 0, screens: 0),
            ]
            return claim("router-decouples-screens", results + extra, without: missing)?.verdict
        }
        #expect(verdict() == "true")
        // Fewer is strict, and both counts add up: VIPER's types, or its screens, alone bring it level with MVC's 3.
        #expect(verdict(viper: (1, 2)) == "mixed")
        #expect(verdict(viper: (0, 3)) == "mixed")
        // MVC's figure alone: at 2 VIPER no longer names fewer; at 0 neither does.
        #expect(verdict(mvc: (1, 1)) == "mixed")
        #expect(verdict(mvc: (0, 0)) == "false")
        // VIP's router counts, read from its navigation; MVP, pushing from its view controller, does not.
        #expect(verdict(extra: [crossing("VIP", types: 1, screens: 1)]) == "true")
        #expect(verdict(extra: [crossing("VIP", types: 2, screens: 2)]) == "mixed")
        #expect(verdict(extra: [crossing("MVP", types: 5, screens: 5)]) == "true")
        // An architecture missing one of its two counts is left out, not judged on the other (3 is not fewer).
        #expect(verdict(viper: (3, 3)) == "mixed")
        #expect(verdict(viper: (3, 3), without: [("cross-feature", "VIPER", "destination screens named")]) == "true")
        // Without MVC's figures, or with no architecture that navigates through its own object: not judged.
        #expect(verdict(without: [("cross-feature", "MVC", "other-feature types named")]) == nil)
        #expect(claim("router-decouples-screens", [crossing("MVC", types: 1, screens: 2), crossing("MVP", types: 0, screens: 0)])
            == nil)
    }

    @Test("VIPER's assembly is laborious: every other architecture alone, and each screen, flips the verdict at the tie")
    func viperAssemblyIsLaborious() {
        typealias Screens = (login: Double, subjectList: Double)
        // Assembly lines per screen, the mean of login's and the subject list's: MVC 2, MVVM-DC 20, VIPER 30; the most.
        func verdict(mvc: Screens = (2, 2), mvvmdc: Screens = (20, 20), viper: Screens = (30, 30),
                     without missing: [FigureName] = []) -> String? {
            let screens: [(String, Screens)] = [("MVC", mvc), ("MVVM-DC", mvvmdc), ("VIPER", viper)]
            let results: [BenchmarkResult] = screens.flatMap { architecture, assembly in
                [figure("all/all", architecture, 300), figure("login/assembly", architecture, assembly.login),
                 figure("subjectList/assembly", architecture, assembly.subjectList)]
            }
            return claim("viper-assembly-is-laborious", results, without: missing)?.verdict
        }
        #expect(verdict() == "true")
        // The most is strict: MVVM-DC alone at (30 + 29) / 2 = 29.5 keeps it; at 30, level, VIPER is only above MVC.
        #expect(verdict(mvvmdc: (30, 29)) == "true")
        #expect(verdict(mvvmdc: (30, 30)) == "mixed")
        // VIPER's subject list alone: (30 + 11) / 2 = 20.5 is above MVVM-DC's 20; (30 + 10) / 2 = 20 is level.
        #expect(verdict(viper: (30, 11)) == "true")
        #expect(verdict(viper: (30, 10)) == "mixed")
        // MVC alone level with VIPER at 30 breaks both the most and above MVC's; at 29.5 neither.
        #expect(verdict(mvc: (29, 30)) == "true")
        #expect(verdict(mvc: (30, 30)) == "false")
        // Mixed needs VIPER strictly above MVC: VIPER at 10 against MVC at 9.5 is mixed, at 10 false.
        #expect(verdict(mvc: (10, 9), viper: (10, 10)) == "mixed")
        #expect(verdict(mvc: (10, 10), viper: (10, 10)) == "false")
        // An architecture without both screens' assembly, or without source lines, is left out, not counted.
        #expect(verdict(mvvmdc: (40, 40)) == "mixed")
        #expect(verdict(mvvmdc: (40, 40), without: [("subjectList/assembly", "MVVM-DC", "lines")]) == "true")
        #expect(verdict(mvvmdc: (40, 40), without: [("all/all", "MVVM-DC", "lines")]) == "true")
        // VIPER's and MVC's are needed.
        let needed: [FigureName] = [
            ("login/assembly", "VIPER", "lines"), ("subjectList/assembly", "VIPER", "lines"), ("all/all", "VIPER", "lines"),
            ("login/assembly", "MVC", "lines"), ("subjectList/assembly", "MVC", "lines"), ("all/all", "MVC", "lines"),
        ]
        for missing in needed {
            #expect(verdict(without: [missing]) == nil, "\(missing.caseName) of \(missing.architecture)")
        }
    }

    @Test("VIPER makes roles clear: another architecture alone breaks either part at a tie")
    func viperMakesRolesClear() {
        // Role purity: MVC 70%, MVVM 60%, VIPER 90%; VIPER the highest, MVVM the lowest.
        func verdict(mvc: Double = 70, mvvm: Double = 60, viper: Double = 90, without missing: [FigureName] = []) -> String? {
            let purities: [(String, Double)] = [("MVC", mvc), ("MVVM", mvvm), ("VIPER", viper)]
            let results: [BenchmarkResult] = purities.flatMap { architecture, purity in
                [figure("all/all", architecture, 300), figure("all/all", architecture, "role purity", purity)]
            }
            return claim("viper-makes-roles-clear", results, without: missing)?.verdict
        }
        #expect(verdict() == "true")
        // VIPER the highest, strictly: MVC alone at 89% keeps it, at 90% breaks it.
        #expect(verdict(mvc: 89) == "true")
        #expect(verdict(mvc: 90) == "mixed")
        // MVVM the lowest, strictly: MVC alone at 61% keeps it, at 60% breaks it; so does MVVM's own at 70%.
        #expect(verdict(mvc: 61) == "true")
        #expect(verdict(mvc: 60) == "mixed")
        #expect(verdict(mvvm: 70) == "mixed")
        // VIPER's and MVVM's purity, counted only with their source lines, are needed.
        let needed: [FigureName] = [
            ("all/all", "VIPER", "role purity"), ("all/all", "MVVM", "role purity"),
            ("all/all", "VIPER", "lines"), ("all/all", "MVVM", "lines"),
        ]
        for missing in needed {
            #expect(verdict(without: [missing]) == nil, "\(missing.metric) of \(missing.architecture)")
        }
    }

    @Test("MVC's logic can't be unit tested: each of the six conditions alone flips the verdict, at its edge")
    func mvcLogicCannotBeUnitTested() {
        typealias Figures = (coverage: Double, viewTests: Double, share: Double)
        // MVC: 40% of its logic run, views built in 10 of 10 behaviours, none of its logic outside views. MVP, MVVM,
        // MVVM-DC and VIPER: at least 90% run, views in at most 2, at least 97% outside views. Both parts hold.
        func results(mvc: Figures, viper: Figures) -> [BenchmarkResult] {
            unitTests("MVC", coverage: mvc.coverage, viewTests: mvc.viewTests, shareOutsideViews: mvc.share)
                + unitTests("MVP", coverage: 100, viewTests: 1, shareOutsideViews: 100)
                + unitTests("MVVM", coverage: 100, viewTests: 2, shareOutsideViews: 100)
                + unitTests("MVVM-DC", coverage: 95, viewTests: 2, shareOutsideViews: 97)
                + unitTests("VIPER", coverage: viper.coverage, viewTests: viper.viewTests, shareOutsideViews: viper.share)
        }
        func verdict(mvc: Figures = (40, 10, 0), viper: Figures = (90, 2, 98), extra: [BenchmarkResult] = [],
                     without missing: [FigureName] = []) -> String? {
            claim("mvc-logic-cannot-be-unit-tested", results(mvc: mvc, viper: viper) + extra, without: missing)?.verdict
        }
        #expect(verdict() == "true")
        // The letter. MVC's coverage strictly under half: 49.9% holds, 50% fails.
        #expect(verdict(mvc: (49.9, 10, 0)) == "true")
        #expect(verdict(mvc: (50, 10, 0)) == "false", "the letter fails: the figures contradict the claim")
        // Each of the four at least 80%, inclusive: VIPER alone at 80% holds, at 79.9% fails.
        #expect(verdict(viper: (80, 2, 98)) == "true")
        #expect(verdict(viper: (79.9, 2, 98)) == "false")
        // The price. MVC's logic outside views strictly under half: 49.9% holds, 50% fails.
        #expect(verdict(mvc: (40, 10, 49.9)) == "true")
        #expect(verdict(mvc: (40, 10, 50)) == "mixed")
        // And strictly below every other's: VIPER alone at 0.1% keeps it, level with MVC's 0% breaks it.
        #expect(verdict(viper: (90, 2, 0.1)) == "true")
        #expect(verdict(viper: (90, 2, 0)) == "mixed")
        // MVC builds views in more than half of the 10 behaviours: 6 holds, 5 fails.
        #expect(verdict(mvc: (40, 6, 0)) == "true")
        #expect(verdict(mvc: (40, 5, 0)) == "mixed")
        // Each of the four in fewer than half: VIPER alone at 4 holds, at 5 fails.
        #expect(verdict(viper: (90, 4, 98)) == "true")
        #expect(verdict(viper: (90, 5, 98)) == "mixed")
        // Every architecture with unit tests counts for the share, named in the claim or not; its coverage and
        // view tests do not count (MVCS runs none of its logic and builds views in all ten).
        #expect(verdict(extra: unitTests("MVCS", coverage: 0, viewTests: 10, shareOutsideViews: 1)) == "true")
        #expect(verdict(extra: unitTests("MVCS", coverage: 0, viewTests: 10, shareOutsideViews: 0)) == "mixed")
        // A share without unit tests does not count.
        #expect(verdict(extra: [figure("logic-placement", "Redux", "logic share outside views", 0)]) == "true")
        // The four's shares are not required: without VIPER's 0%, the price holds again.
        #expect(verdict(viper: (90, 2, 0), without: [("logic-placement", "VIPER", "logic share outside views")]) == "true")
        // No behaviours, no MVC figure, or no summary figure of one of the four: not judged.
        let withoutBehaviours = results(mvc: (40, 10, 0), viper: (90, 2, 98)).filter { $0.suite != "unit-test-behaviours" }
        #expect(claim("mvc-logic-cannot-be-unit-tested", withoutBehaviours) == nil)
        let needed: [FigureName] = [
            ("all", "MVC", "logic coverage"), ("all", "MVC", "behaviours building views"),
            ("logic-placement", "MVC", "logic share outside views"),
            ("all", "VIPER", "logic coverage"), ("all", "VIPER", "behaviours building views"),
        ]
        for missing in needed {
            #expect(verdict(without: [missing]) == nil, "\(missing.metric) of \(missing.architecture)")
        }
    }
}
