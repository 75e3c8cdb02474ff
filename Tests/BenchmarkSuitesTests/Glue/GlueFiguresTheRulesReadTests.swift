import Architectures
import BenchmarkCore
import Foundation
import Testing
@testable import BenchmarkSuites

/// Pins every code-derived figure a claim's rule reads from the glue suite: lines per feature and
/// role, files, types, protocols, glue share, role purity, largest file lines, the view controllers'
/// glue share, the names across features and the logic share outside views. The glue case counts a
/// small source tree whose answers are worked out by hand below, and each figure is read back with
/// the look-ups the rules use (``ClaimCatalogue/glue(_:_:_:_:)``), so a change in how a figure is
/// counted, named or scaled fails here rather than passing in the baseline compare as a re-measurement.
@MainActor
@Suite("Glue figures the rules read")
struct GlueFiguresTheRulesReadTests: ReportFixtures {
    /// MVC and MVVM-DC with a login and a subject list each, beside the view kit and the shared
    /// screens the glue case also scans. Every file opens with a role line and keeps to the rubric,
    /// so the case counts rather than refusing. Per file: source lines by role (role lines, blank
    /// lines and comments are not source lines).
    private func makeRoot() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("glue-figures-\(UUID().uuidString)").path
        // The locator wants every architecture's folder; only MVC's and MVVM-DC's hold sources.
        for directory in Architecture.allCases.map(\.sourceDirectory) {
            try FileManager.default.createDirectory(atPath: root + "/" + directory, withIntermediateDirectories: true)
        }
        func write(_ path: String, _ text: String) throws {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("Sources/ViewKit/Views.swift", """
            open class View {}
            open class ViewController {}
            """)
        // Two destinations (declared here, named …ViewController) and a view that is no screen.
        try write("Sources/SharedViews/Screens.swift", """
            open class MoreViewController: ViewController {}
            open class SubjectDetailViewController: ViewController {}
            open class SubjectCellView: View {}
            """)

        // MVC login, 9 lines: view 2, logic 3, navigation 4. Names the subject list's type.
        try write("Sources/MVC/Login/LoginViewController.swift", """
            // Role: view
            final class LoginViewController: ViewController {
                let form = View()
                // Role: logic
                func canSubmit(_ name: String) -> Bool {
                    !name.isEmpty
                }
                // Role: navigation
                func submit() {
                    show(SubjectListViewController())
                }
            }
            """)
        // MVC the subject list, 16 lines: view 2, glue 3, logic 3, navigation 8. Names both destinations,
        // one of them twice.
        try write("Sources/MVC/SubjectList/SubjectListViewController.swift", """
            // Role: view
            final class SubjectListViewController: ViewController {
                let list = View()
                // Role: glue
                func listDidSelect(_ index: Int) {
                    showDetail(index)
                }
                // Role: logic
                func canSelect(_ index: Int) -> Bool {
                    index > 0
                }
                // Role: navigation
                func showDetail(_ index: Int) {
                    show(SubjectDetailViewController())
                }
                func showMore() {
                    show(MoreViewController())
                    show(MoreViewController())
                }
            }
            """)
        // MVC shared, 5 lines: assembly 5.
        try write("Sources/MVC/AppAssembly.swift", """
            // Role: assembly
            enum AppAssembly {
                static func root() -> ViewController {
                    LoginViewController()
                }
            }
            """)

        // MVVM-DC login, 15 lines: view 2, glue 9, navigation 4. Names the subject list's builder.
        try write("Sources/MVVMDC/Login/LoginViewController.swift", """
            // Role: view
            final class LoginViewController: ViewController {
                let form = View()
                // Role: glue
                let viewModel: LoginViewModel
                let dataController: LoginDataController
                init(viewModel: LoginViewModel, dataController: LoginDataController) {
                    self.viewModel = viewModel
                    self.dataController = dataController
                }
                func formDidChange(_ name: String) {
                    viewModel.name = name
                }
                // Role: navigation
                func next() {
                    show(SubjectListBuilder.make())
                }
            }
            """)
        // 6 lines: state 2, logic 4 (the closing brace too), in a type that holds no view.
        try write("Sources/MVVMDC/Login/LoginViewModel.swift", """
            // Role: state
            final class LoginViewModel {
                var name = ""
                // Role: logic
                var canSubmit: Bool {
                    !name.isEmpty
                }
            }
            """)
        // 9 lines: glue 3 (a protocol), logic 6 in a type that reaches its delegate through the protocol.
        try write("Sources/MVVMDC/Login/LoginDataController.swift", """
            // Role: glue
            protocol LoginDataControllerDelegate: AnyObject {
                func dataControllerDidLogIn(_ controller: LoginDataController)
            }
            // Role: logic
            final class LoginDataController {
                weak var delegate: LoginDataControllerDelegate?
                func submit(_ name: String) -> Bool {
                    name.count > 2
                }
            }
            """)
        // 5 lines: assembly 5.
        try write("Sources/MVVMDC/Login/LoginBuilder.swift", """
            // Role: assembly
            enum LoginBuilder {
                static func make() -> LoginViewController {
                    LoginViewController(viewModel: LoginViewModel(), dataController: LoginDataController())
                }
            }
            """)
        // MVVM-DC the subject list, 13 lines: view 2, glue 4, logic 3 (in a view controller), navigation 4.
        try write("Sources/MVVMDC/SubjectList/SubjectListViewController.swift", """
            // Role: view
            final class SubjectListViewController: ViewController {
                let list = View()
                // Role: glue
                let dataController = SubjectListDataController()
                func listDidSelect(_ index: Int) {
                    dataController.select(index)
                }
                // Role: logic
                func isEmpty() -> Bool {
                    dataController.count == 0
                }
                // Role: navigation
                func showMore() {
                    show(MoreViewController())
                }
            }
            """)
        // 6 lines: logic 6, in a type that holds no view.
        try write("Sources/MVVMDC/SubjectList/SubjectListDataController.swift", """
            // Role: logic
            final class SubjectListDataController {
                var count = 0
                func select(_ index: Int) {
                    count = index
                }
            }
            """)
        // 5 lines: assembly 5.
        try write("Sources/MVVMDC/SubjectList/SubjectListBuilder.swift", """
            // Role: assembly
            enum SubjectListBuilder {
                static func make() -> SubjectListViewController {
                    SubjectListViewController()
                }
            }
            """)
        // 6 lines: state 2, logic 4 in a type holding a shared view through a property.
        try write("Sources/MVVMDC/SubjectList/SubjectCellModel.swift", """
            // Role: state
            final class SubjectCellModel {
                weak var cell: SubjectCellView?
                // Role: logic
                func title(_ name: String) -> String {
                    name.uppercased()
                }
            }
            """)
        // MVVM-DC shared, 6 lines: glue 6, left out of the screens' glue.
        try write("Sources/MVVMDC/Common/Observable.swift", """
            // Role: glue
            final class Observable {
                var handlers: [() -> Void] = []
                func fire() {
                    handlers.forEach { $0() }
                }
            }
            """)
        return root
    }

    /// The glue case's results over the fixture, indexed as the claims index a report, and its notes.
    private func counted() throws -> (index: FigureIndex, notes: [String]) {
        let root = try makeRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let glue = GlueCase(architectures: [.mvc, .mvvmdc], locator: PackageRootLocator(explicitRoot: root))
        let outcome = try glue.run(with: Runner(configuration: .quick))
        return (FigureIndex(report(outcome.results)), outcome.notes)
    }

    private let mvc = Architecture.mvc.displayName
    private let mvvmdc = Architecture.mvvmdc.displayName

    @Test("Every file carries role lines, so nothing is unassigned and both architectures are counted")
    func fixtureCountsCleanly() throws {
        let (index, notes) = try counted()
        #expect(notes.isEmpty, "\(notes.joined(separator: "\n"))")
        #expect(ClaimCatalogue.glueArchitectures(index) == [mvc, mvvmdc])
        #expect(ClaimCatalogue.glue(index, "all/unassigned", mvc) == nil)
    }

    @Test("Source lines per feature and role: totals, glue, each screen's glue and assembly, login and shared")
    func linesPerFeatureAndRole() throws {
        let index = try counted().index
        func lines(_ caseName: String, _ architecture: String) -> Double? {
            ClaimCatalogue.glue(index, caseName, architecture)
        }
        // mvc-fewest-lines: MVC 9 + 16 + 5 = 30; MVVM-DC login 15 + 6 + 9 + 5 = 35, the subject list
        // 13 + 6 + 5 + 6 = 30, shared 6: 71.
        #expect(lines("all/all", mvc) == 30)
        #expect(lines("all/all", mvvmdc) == 71)
        // Glue, quoted there and read by mvp-interface-layer-viper-files: MVC 3; MVVM-DC 9 + 3 + 4 + 6 = 22.
        #expect(lines("all/glue", mvc) == 3)
        #expect(lines("all/glue", mvvmdc) == 22)
        // mvc-login-half-of-mvvm: login lines, and shared lines quoted beside them.
        #expect(lines("login/all", mvc) == 9)
        #expect(lines("login/all", mvvmdc) == 35)
        #expect(lines("shared/all", mvc) == 5)
        #expect(lines("shared/all", mvvmdc) == 6)
        // binding-saves-glue and mvvm-dc-interaction-needs-glue: each screen's glue, shared glue left out.
        // MVC login 0, the subject list 3; MVVM-DC login 9 + 3 = 12, the subject list 4.
        #expect(lines("login/glue", mvc) == 0)
        #expect(lines("subjectList/glue", mvc) == 3)
        #expect(lines("login/glue", mvvmdc) == 12)
        #expect(lines("subjectList/glue", mvvmdc) == 4)
        // viper-assembly-is-laborious: each screen's assembly; MVC's sits in shared code only.
        #expect(lines("login/assembly", mvc) == 0)
        #expect(lines("subjectList/assembly", mvc) == 0)
        #expect(lines("login/assembly", mvvmdc) == 5)
        #expect(lines("subjectList/assembly", mvvmdc) == 5)
    }

    @Test("Files, types and protocols of every feature and role")
    func filesTypesAndProtocols() throws {
        let index = try counted().index
        // mvp-interface-layer-viper-files. MVC: 3 files, one type each. MVVM-DC: 9 files, one type
        // each, and the data controller's delegate protocol.
        #expect(ClaimCatalogue.glue(index, "all/all", mvc, "files") == 3)
        #expect(ClaimCatalogue.glue(index, "all/all", mvc, "types") == 3)
        #expect(ClaimCatalogue.glue(index, "all/all", mvc, "protocols") == 0)
        #expect(ClaimCatalogue.glue(index, "all/all", mvvmdc, "files") == 9)
        #expect(ClaimCatalogue.glue(index, "all/all", mvvmdc, "types") == 9)
        #expect(ClaimCatalogue.glue(index, "all/all", mvvmdc, "protocols") == 1)
    }

    @Test("Glue share, the view controllers' glue share and role purity, in percent")
    func shares() throws {
        let index = try counted().index
        func percent(_ metric: String, _ architecture: String) -> Double? {
            ClaimCatalogue.glue(index, "all/all", architecture, metric)
        }
        // Glue share = glue lines / all lines: MVC 3 / 30 = 10%; MVVM-DC 22 / 71 ≈ 30.99%.
        #expect(percent("glue share", mvc) == 3.0 / 30.0 * 100)
        #expect(percent("glue share", mvvmdc) == 22.0 / 71.0 * 100)
        // mvvm-dc-controller-is-glue: glue lines / lines of the files named …ViewController.
        // MVC (0 + 3) / (9 + 16) = 12%; MVVM-DC (9 + 4) / (15 + 13) ≈ 46.43%.
        #expect(percent("view controller glue share", mvc) == 3.0 / 25.0 * 100)
        #expect(percent("view controller glue share", mvvmdc) == 13.0 / 28.0 * 100)
        // viper-makes-roles-clear: lines in each file's majority role / all lines.
        // MVC navigation 4 + navigation 8 + assembly 5 = 17 of 30 ≈ 56.67%. MVVM-DC glue 9 + logic 4
        // + logic 6 + assembly 5 + glue 4 (of a 4-4 tie) + logic 6 + assembly 5 + logic 4 + glue 6
        // = 49 of 71 ≈ 69.01%.
        #expect(percent("role purity", mvc) == 17.0 / 30.0 * 100)
        #expect(percent("role purity", mvvmdc) == 49.0 / 71.0 * 100)
    }

    @Test("Each screen's largest file")
    func largestFiles() throws {
        let index = try counted().index
        // mvvm-moves-the-massive-controller: MVC login has one file of 9 lines, the subject list one of 16;
        // MVVM-DC's largest are its view controllers, 15 (against 6, 9, 5) and 13 (against 6, 5, 6).
        #expect(ClaimCatalogue.glue(index, "login/all", mvc, "largest file lines") == 9)
        #expect(ClaimCatalogue.glue(index, "subjectList/all", mvc, "largest file lines") == 16)
        #expect(ClaimCatalogue.glue(index, "login/all", mvvmdc, "largest file lines") == 15)
        #expect(ClaimCatalogue.glue(index, "subjectList/all", mvvmdc, "largest file lines") == 13)
    }

    @Test("Names across features: the other feature's types and the screens outside both")
    func namesAcrossFeatures() throws {
        let index = try counted().index
        func named(_ architecture: String, _ metric: String) -> Double? {
            ClaimCatalogue.glue(index, GlueCase.crossFeatureCase, architecture, metric)
        }
        // router-decouples-screens. MVC: login names SubjectListViewController (1); the subject list names
        // SubjectDetailViewController and MoreViewController, twice, a pair counted once (2); the
        // shared assembly is not looked at. MVVM-DC: login names SubjectListBuilder (1); the subject list names
        // MoreViewController (1), and SubjectCellView, a shared view but no …ViewController screen, is none.
        #expect(named(mvc, "other-feature types named") == 1)
        #expect(named(mvc, "destination screens named") == 2)
        #expect(named(mvvmdc, "other-feature types named") == 1)
        #expect(named(mvvmdc, "destination screens named") == 1)
    }

    @Test("Logic lines outside the types that hold a view")
    func logicOutsideViews() throws {
        let index = try counted().index
        func placement(_ architecture: String, _ metric: String) -> Double? {
            ClaimCatalogue.glue(index, GlueCase.logicPlacementCase, architecture, metric)
        }
        // mvc-logic-cannot-be-unit-tested. MVC: 3 + 3 logic lines, all in its view controllers: 0%.
        #expect(placement(mvc, "logic lines") == 6)
        #expect(placement(mvc, "logic lines in view holders") == 6)
        #expect(placement(mvc, "logic share outside views") == 0)
        // MVVM-DC: view model 4 + data controllers 6 + 6 outside; view controller 3 + the cell model,
        // whose property names a shared view, 4 inside. 16 of 23 ≈ 69.57%.
        #expect(placement(mvvmdc, "logic lines") == 23)
        #expect(placement(mvvmdc, "logic lines in view holders") == 7)
        #expect(placement(mvvmdc, "logic share outside views") == 100 * 16.0 / 23.0)
    }

    @Test("The screens whose interactions weigh glue are features the glue suite reports")
    func interactionFeaturesAreGlueFeatures() throws {
        let index = try counted().index
        // mvvm-dc-interaction-needs-glue divides `<feature>/glue` by the screen's interactions; a
        // feature name the suite does not report would leave the screen unjudged in silence.
        for (feature, _) in ScreenInteractions.byFeature {
            #expect(ClaimCatalogue.glue(index, "\(feature.rawValue)/glue", mvvmdc) != nil, "\(feature)")
        }
    }
}
