// The builders and routers: every part wired to the right neighbour, a module wired only once, and
// the way from one module to the next.
import SharedModel
import SharedViews
import Testing
import ViewKit
@testable import VIPER

@MainActor
private final class WiringLog {
    private(set) var errors: [WiringError] = []
    func record(_ error: WiringError) { errors.append(error) }
}

@Suite("Assembly and routing")
@MainActor
struct AssemblyTests {
    let environment = AppEnvironment(scheduler: ManualScheduler())

    private func loginBuilder(_ log: WiringLog, subjectList: any SubjectListModuleBuilding) -> LoginModuleBuilder {
        var builder = LoginModuleBuilder(environment: environment, subjectList: subjectList)
        builder.reportWiringError = log.record
        return builder
    }

    private func subjectListBuilder(_ log: WiringLog) -> SubjectListModuleBuilder {
        var builder = SubjectListModuleBuilder(environment: environment)
        builder.reportWiringError = log.record
        return builder
    }

    // MARK: Wiring

    @Test func theLoginBuilderConnectsEveryBackReference() {
        let log = WiringLog()
        let module = loginBuilder(log, subjectList: FakeSubjectListBuilder()).assemble()

        #expect(module.presenter.view === module.viewController)
        #expect(module.interactor.output === module.presenter)
        #expect(module.router.viewController === module.viewController)
        #expect(log.errors.isEmpty)
    }

    @Test func theLoginViewReachesItsPresenterAndBack() {
        let stage = Stage()
        stage.show(loginBuilder(WiringLog(), subjectList: FakeSubjectListBuilder()).build())

        stage.widget(LoginID.username, as: TextField.self)?.simulateTyping("abc")

        // View ▶ presenter ▶ interactor (the rules) ▶ presenter ▶ view.
        #expect(stage.widget(LoginID.instruction, as: Label.self)?.text == "Username must be at least 6 characters")
    }

    @Test func theSubjectListBuilderConnectsEveryBackReference() {
        let log = WiringLog()
        let module = subjectListBuilder(log).assemble()

        #expect(module.presenter.view === module.viewController)
        #expect(module.interactor.output === module.presenter)
        #expect(module.router.viewController === module.viewController)
        #expect(log.errors.isEmpty)
    }

    @Test func wiringALoginModuleAgainIsRefusedAndKeepsTheFirstWiring() {
        let log = WiringLog()
        let builder = loginBuilder(log, subjectList: FakeSubjectListBuilder())
        let module = builder.assemble()

        #expect(throws: WiringError(reference: "LoginPresenter.view")) { try module.wire() }
        builder.wire(module)

        #expect(log.errors == [WiringError(reference: "LoginPresenter.view")])
        #expect(module.presenter.view === module.viewController)
    }

    @Test func everyBackReferenceRefusesASecondConnection() {
        let login = loginBuilder(WiringLog(), subjectList: FakeSubjectListBuilder()).assemble()
        let list = subjectListBuilder(WiringLog()).assemble()
        let strayView = FakeLoginView()
        let strayController = ViewController()

        #expect(throws: WiringError(reference: "LoginPresenter.view")) { try login.presenter.connect(view: strayView) }
        #expect(throws: WiringError(reference: "LoginInteractor.output")) {
            try login.interactor.connect(output: FakeLoginInteractorOutput())
        }
        #expect(throws: WiringError(reference: "LoginRouter.viewController")) {
            try login.router.connect(viewController: strayController)
        }
        #expect(throws: WiringError(reference: "SubjectListPresenter.view")) {
            try list.presenter.connect(view: FakeSubjectListView())
        }
        #expect(throws: WiringError(reference: "SubjectListInteractor.output")) {
            try list.interactor.connect(output: FakeSubjectListInteractorOutput())
        }
        #expect(throws: WiringError(reference: "SubjectListRouter.viewController")) {
            try list.router.connect(viewController: strayController)
        }
        #expect(login.presenter.view === login.viewController)
        #expect(list.router.viewController === list.viewController)
    }

    @Test func wiringASubjectListModuleAgainIsReported() {
        let log = WiringLog()
        let builder = subjectListBuilder(log)
        let module = builder.assemble()

        builder.wire(module)

        #expect(log.errors == [WiringError(reference: "SubjectListPresenter.view")])
        #expect(module.presenter.view === module.viewController)
    }

    // MARK: Routing

    @Test func theLoginRouterOpensWhateverItsSubjectListBuilderBuilds() throws {
        let stage = Stage()
        let subjectList = FakeSubjectListBuilder()
        let router = LoginRouter(subjectList: subjectList)
        let login = ViewController()
        stage.show(login)
        try router.connect(viewController: login)

        router.showSubjectList()

        #expect(subjectList.builds == 1)
        #expect(stage.navigation.titles.last == "Fake Practice")
    }

    @Test func aLoggedInLoginModuleMovesOnThroughItsRouter() {
        let stage = Stage()
        let subjectList = FakeSubjectListBuilder()
        stage.show(loginBuilder(WiringLog(), subjectList: subjectList).build())

        stage.logIn(with: SampleData.goodCredentials)
        #expect(subjectList.builds == 0)
        (environment.scheduler as? ManualScheduler)?.runUntilIdle()

        #expect(subjectList.builds == 1)
        #expect(stage.navigation.titles == ["", "Log In", "Fake Practice"])
    }

    @Test func theSubjectListRouterOpensASubjectAndTheSettings() throws {
        let stage = Stage()
        let router = SubjectListRouter()
        let list = ViewController()
        stage.show(list)
        try router.connect(viewController: list)

        router.showSubject(named: "Physics")
        #expect(stage.navigation.titles.last == "Physics")
        #expect(stage.top is SubjectViewController)

        router.showSubjectSettings()
        #expect(stage.navigation.titles.last == "All Subjects")
        #expect(stage.top is SubjectSettingsViewController)
    }

    @Test func aRouterOffTheNavigationStackGoesNowhere() throws {
        let subjectList = FakeSubjectListBuilder()
        let router = LoginRouter(subjectList: subjectList)
        let login = ViewController()
        try router.connect(viewController: login)

        router.showSubjectList()

        #expect(login.navigationController == nil)
    }

    @Test func theArchitectureLeadsFromLoginToItsOwnPractice() {
        let scheduler = ManualScheduler()
        let environment = AppEnvironment(scheduler: scheduler)
        let stage = Stage()
        stage.show(VIPERArchitecture.makeLoginScreen(environment: environment))

        stage.logIn(with: SampleData.goodCredentials)
        scheduler.runUntilIdle()
        #expect(stage.navigation.titles.last == "Practice")
        #expect(stage.top is SubjectListViewController)

        scheduler.runUntilIdle()
        let list = stage.widget(SubjectListID.list, as: CollectionView.self)
        #expect(list?.isHidden == false)
        #expect(list?.numberOfItems == 6)
    }
}
