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
}
