// The builders and routers: every part wired to the right neighbour, and the way from one module to
// the next.
import SharedModel
import SharedTestSupport
import SharedViews
import Testing
import ViewKit
@testable import VIPER

@Suite("Assembly and routing")
@MainActor
struct AssemblyTests {
    let environment = AppEnvironment(scheduler: ManualScheduler())

    private func loginBuilder(subjectList: any SubjectListModuleBuilding) -> LoginModuleBuilder {
        LoginModuleBuilder(environment: environment, subjectList: subjectList)
    }

    private func subjectListBuilder() -> SubjectListModuleBuilder {
        SubjectListModuleBuilder(environment: environment, subjectDetail: FakeSubjectDetailBuilder(),
                                 allSubjects: FakeAllSubjectsBuilder())
    }

    // MARK: Wiring

    @Test func theLoginBuilderConnectsEveryBackReference() {
        let module = loginBuilder(subjectList: FakeSubjectListBuilder()).assemble()

        #expect(module.presenter.view === module.viewController)
        #expect(module.interactor.output === module.presenter)
        #expect(module.router.viewController === module.viewController)
    }

    @Test func theLoginViewReachesItsPresenterAndBack() {
        let stage = Stage()
        stage.show(loginBuilder(subjectList: FakeSubjectListBuilder()).build())

        stage.widget(LoginID.username, as: TextField.self)?.simulateTyping("abc")

        // View ▶ presenter ▶ interactor (the rules) ▶ presenter ▶ view.
        #expect(stage.widget(LoginID.instruction, as: Label.self)?.text == "Username must be at least 6 characters")
    }

    @Test func theSubjectListBuilderConnectsEveryBackReference() {
        let module = subjectListBuilder().assemble()

        #expect(module.presenter.view === module.viewController)
        #expect(module.interactor.output === module.presenter)
        #expect(module.router.viewController === module.viewController)
    }


    // MARK: Routing

    @Test func theLoginRouterOpensWhateverItsSubjectListBuilderBuilds() throws {
        let stage = Stage()
        let subjectList = FakeSubjectListBuilder()
        let router = LoginRouter(subjectList: subjectList)
        let login = ViewController()
        stage.show(login)
        router.viewController = login

        router.showSubjectList()

        #expect(subjectList.builds == 1)
        #expect(stage.navigation.titles.last == "Fake Practice")
    }

    @Test func theLoginRouterHandsTheLinkedSubjectToTheFirstSubjectListItShowsOnly() {
        let stage = Stage()
        let subjectList = FakeSubjectListBuilder()
        let router = LoginRouter(subjectList: subjectList, linkedSubjectID: 4)
        let login = ViewController()
        stage.show(login)
        router.viewController = login

        router.showSubjectList()
        stage.navigation.simulateBack()
        router.showSubjectList()

        #expect(subjectList.linkedSubjectIDs == [4, nil])
    }

    @Test func aLoggedInLoginModuleMovesOnThroughItsRouter() throws {
        let stage = Stage()
        let subjectList = FakeSubjectListBuilder()
        stage.show(loginBuilder(subjectList: subjectList).build())

        try LoginFormUser.logIn(on: try #require(stage.top).view)
        #expect(subjectList.builds == 0)
        (environment.scheduler as? ManualScheduler)?.runUntilIdle()

        #expect(subjectList.builds == 1)
        #expect(stage.navigation.titles == ["", "Log In", "Fake Practice"])
    }

    @Test func theSubjectListRouterOpensASubjectAndTheSettings() throws {
        let stage = Stage()
        let subjectDetail = FakeSubjectDetailBuilder()
        let allSubjects = FakeAllSubjectsBuilder()
        let router = SubjectListRouter(subjectDetail: subjectDetail, allSubjects: allSubjects)
        let list = ViewController()
        stage.show(list)
        router.viewController = list
        let moduleOutput = FakeSubjectDetailModuleOutput()

        router.showSubject(id: 4, named: "Physics", moduleOutput: moduleOutput)
        #expect(subjectDetail.builds == [FakeSubjectDetailBuilder.Build(subjectID: 4, name: "Physics")])
        #expect(subjectDetail.moduleOutput === moduleOutput)
        #expect(stage.navigation.titles.last == "Physics")

        router.showAllSubjects(currentPhase: .junior, openSubjectIDs: [1, 4])
        #expect(allSubjects.builds == [FakeAllSubjectsBuilder.Build(currentPhase: .junior, openSubjectIDs: [1, 4])])
        #expect(stage.navigation.titles.last == "Fake All Subjects")
    }

    @Test(arguments: [("practice://subject/4", 4), ("PRACTICE://Subject/4", 4), ("practice://subject/4/", nil),
                      ("https://subject/4", nil)] as [(String, Int?)])
    func theAppRouterStartsOnTheSubjectListWithASessionAndHandsItTheLinkedSubject(link: String, linkedSubjectID: Int?) {
        environment.signIn()
        let subjectList = FakeSubjectListBuilder()
        let router = AppRouter(sessionStore: environment.sessionStore,
                               login: loginBuilder(subjectList: subjectList), subjectList: subjectList)

        let navigation = router.makeRoot(link: link)

        #expect(navigation.titles == ["Fake Practice"])
        #expect(subjectList.linkedSubjectIDs == [linkedSubjectID])
    }

    @Test func theAppRouterStartsOnTheLoginFormWithoutASessionAndItsModuleHandsTheLinkOn() throws {
        let subjectList = FakeSubjectListBuilder()
        let router = AppRouter(sessionStore: environment.sessionStore,
                               login: loginBuilder(subjectList: subjectList), subjectList: subjectList)
        let navigation = router.makeRoot(link: "practice://subject/4")
        Window(rootViewController: navigation).makeKeyAndVisible()
        #expect(navigation.titles == ["Log In"])
        #expect(subjectList.builds == 0)

        try LoginFormUser.logIn(on: try #require(navigation.topViewController).view)
        (environment.scheduler as? ManualScheduler)?.runUntilIdle()

        #expect(navigation.titles == ["Log In", "Fake Practice"])
        #expect(subjectList.linkedSubjectIDs == [4])
    }

    @Test func aRouterOffTheNavigationStackGoesNowhere() throws {
        let subjectList = FakeSubjectListBuilder()
        let router = LoginRouter(subjectList: subjectList)
        let login = ViewController()
        router.viewController = login

        router.showSubjectList()

        #expect(login.navigationController == nil)
    }

    @Test("B10 A successful login pushes VIPER's own subject list, which loads")
    func theArchitectureLeadsFromLoginToItsOwnSubjectList() throws {
        let scheduler = ManualScheduler()
        let environment = AppEnvironment(scheduler: scheduler)
        let stage = Stage()
        stage.show(VIPERArchitecture.makeLoginScreen(environment: environment))

        try LoginFormUser.logIn(on: try #require(stage.top).view)
        scheduler.runUntilIdle()
        #expect(stage.navigation.titles.last == "Practice")
        #expect(stage.top is SubjectListViewController)

        scheduler.runUntilIdle()
        let list = stage.widget(SubjectListID.list, as: CollectionView.self)
        #expect(list?.isHidden == false)
        #expect(list?.numberOfItems == 6)
    }

    @Test func theAppOpensTheLinkedSubjectOverTheSubjectListWhenAnswersLandAtOnce() {
        let environment = AppEnvironment(scheduler: ImmediateScheduler())
        environment.signIn()
        let navigation = VIPERArchitecture.makeApp(environment: environment, link: "practice://subject/4")
        Window(rootViewController: navigation).makeKeyAndVisible()

        #expect(navigation.titles == ["Practice", "Physics"])
    }
}
