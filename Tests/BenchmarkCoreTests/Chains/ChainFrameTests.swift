import Testing
@testable import BenchmarkCore

@Suite struct ChainFrameTests {
    private let modules: Set<String> = ["MVVM", "MVVMDC", "MVVMObservation", "VIP", "ViewKit", "SharedModel"]

    @Test(arguments: [
        ("MVVM.LoginViewModel.submit() -> ()", "MVVM.LoginViewModel.submit"),
        ("closure #1 (Swift.String) -> () in MVVM.LoginViewModel.init(environment: SharedModel.AppEnvironment) -> MVVM.LoginViewModel",
         "closure in MVVM.LoginViewModel.init"),
        ("implicit closure #1 in closure #2 in MVVM.Observable<A>.subscribe(_: (A) -> ()) -> MVVM.Subscription",
         "closure in MVVM.Observable.subscribe"),
        ("MVVM.LoginScreenView.(usernameChanged in _7F3A02)() -> ()", "MVVM.LoginScreenView.usernameChanged"),
        ("ViewKit.Label.text.didset : Swift.String", "ViewKit.Label.text.didset"),
        ("static MVVM.Signal.make() -> MVVM.Signal", "MVVM.Signal.make"),
        ("(extension in MVVM):SharedModel.Theme.cellColor.getter : ViewKit.Color", "MVVM.Theme.cellColor.getter"),
        // A private type in the signature is not a private member's name.
        ("MVVMDC.SubjectListDataController.answered(_: MVVMDC.SubjectListDataController.(Request in _A1)) -> ()",
         "MVVMDC.SubjectListDataController.answered"),
        // Nor is the ` in ` inside it the end of the closure's part.
        ("closure #1 (MVVM.LoginViewModel.(Answer in _B2)) -> () in MVVM.LoginViewModel.load() -> ()",
         "closure in MVVM.LoginViewModel.load"),
    ])
    func namesAreReadFromDemangledSymbols(demangled: String, expected: String) {
        let frame = ChainFrame.parse(demangled: demangled, modules: modules)
        #expect(frame?.description == expected)
        #expect(frame.flatMap { ChainFrame(description: $0.description) } == frame)
    }

    @Test(arguments: [
        "reabstraction thunk helper from @escaping @callee_guaranteed () -> () to @callee_guaranteed () -> (@out ())",
        "partial apply forwarder for closure #1 () -> () in MVVM.LoginViewModel.init()",
        "protocol witness for SharedModel.APIManagerDelegate.didSucceed() in conformance MVVM.X : SharedModel.APIManagerDelegate in MVVM",
        "BenchmarkSuites.ChainRecording.record() throws -> BenchmarkSuites.ChainFigures",
        "MVC.SubjectDetailViewController.__allocating_init(environment: SharedModel.AppEnvironment) -> MVC.SubjectDetailViewController",
        "VIP.Login.UpdateForm.Response.Status.__derived_enum_equals(VIP.Login.UpdateForm.Response.Status, "
            + "VIP.Login.UpdateForm.Response.Status) -> Swift.Bool",
        "MVVMObservation.LoginViewModel.withMutation<A, B>(keyPath: Swift.KeyPath<MVVMObservation.LoginViewModel, A>, "
            + "_: () throws -> B) throws -> B",
        "MVVMObservation.LoginViewModel.access<A>(keyPath: Swift.KeyPath<MVVMObservation.LoginViewModel, A>) -> ()",
        "main",
    ])
    func compilerMadeFramesAndOtherModulesAreLeftOut(demangled: String) {
        #expect(ChainFrame.parse(demangled: demangled, modules: modules) == nil)
    }
}
