import BenchmarkCore
import Testing
@testable import BenchmarkSuites

@Suite struct UnitTestMeasurementTests {
    private let declared: Set<String> = ["LoginViewController", "Outer", "Inner"]

    @Test(arguments: [
        ("MVC.LoginViewController.init(environment: SharedModel.AppEnvironment) -> MVC.LoginViewController", "LoginViewController"),
        ("closure #1 () -> () in MVC.LoginViewController.viewDidLoad() -> ()", "LoginViewController"),
        ("implicit closure #2 in closure #1 in MVC.LoginViewController.viewDidLoad() -> ()", "LoginViewController"),
        ("variable initialization expression of MVC.LoginViewController.(form in _DE05) : SharedViews.LoginFormView",
         "LoginViewController"),
        ("static MVC.Outer.Inner.make() -> MVC.Outer.Inner", "Outer.Inner"),
        ("MVC.LoginViewController.canSubmit.getter : Swift.Bool", "LoginViewController"),
        ("default argument 0 of MVC.LoginViewController.init(environment: SharedModel.AppEnvironment)", "LoginViewController"),
    ])
    func codeOfATypeNamesIt(demangled: String, type: String) {
        #expect(UnitTestMeasurement.typeReached(by: demangled, module: "MVC", declaredTypes: declared) == type)
    }

    @Test(arguments: [
        "(extension in MVC):SharedModel.Theme.cellColor.getter : Swift.Int",
        "MVCS.LoginViewController.init() -> MVCS.LoginViewController",
        "MVC.freeFunction() -> ()",
        "protocol witness for SharedModel.Delegate.didSucceed() in conformance MVC.Other : SharedModel.Delegate in MVC",
    ])
    func otherCodeNamesNoTypeOfTheModule(demangled: String) {
        #expect(UnitTestMeasurement.typeReached(by: demangled, module: "MVC", declaredTypes: declared) == nil)
    }

    @Test("Logic coverage counts the logic code lines LLVM counts and those that ran: worked by hand on one file")
    func logicCoverageOfAFile() {
        let scanned = SwiftSourceScanner.scan("""
            // Role: view
            final class LoginViewController {
                // Role: logic
                func message(for name: String) -> String? {
                    guard !name.isEmpty else { return "Enter a name." }

                    // A comment.
                    return nil
                }
                // Role: view
                func show() {}
            }
            """)
        // Logic code lines: 4 (the signature), 5 (the guard), 8 (return nil), 9 (the brace, which LLVM
        // does not count). Lines 4 and 5 ran, 8 did not; 11 ran but is view, 2 is view.
        let logic = UnitTestMeasurement.logicLines(of: scanned, runCounts: [2: 1, 4: 2, 5: 2, 8: 0, 11: 1])
        #expect(logic.executable == 3)
        #expect(logic.covered == 2)
        let figures = UnitTestFigures.ArchitectureFigures(architecture: "MVC", fingerprint: "", logicLinesExecutable: 3,
                                                          logicLinesCovered: 2, testSupportLines: 0, behaviours: [])
        #expect(figures.logicCoverage == 100 * 2.0 / 3.0)
        #expect(UnitTestFigures.ArchitectureFigures(architecture: "MVC", fingerprint: "", logicLinesExecutable: 0,
                                                    logicLinesCovered: 0, testSupportLines: 0, behaviours: []).logicCoverage == nil)
    }

    @Test("Views built are the runs of the view kit's View initialiser alone, however each view was made")
    func viewsBuilt() {
        let runs = ["$v1": 3, "$label": 5, "$v2": 7, "$vc": 1]
        let names = ["$v1": "ViewKit.View.init(frame: ViewKit.Rect) -> ViewKit.View",
                     "$label": "ViewKit.Label.init(text: Swift.String) -> ViewKit.Label",
                     "$v2": "ViewKit.View.init(identifier: Swift.String) -> ViewKit.View",
                     "$vc": "MVC.LoginViewController.init() -> MVC.LoginViewController"]
        // A label's initialiser runs View's too, which is counted there: 3 + 7.
        #expect(UnitTestMeasurement.viewsBuilt(functionsRun: runs, names: names) == 10)
        #expect(UnitTestMeasurement.viewsBuilt(functionsRun: [:], names: names) == 0)
    }
}
