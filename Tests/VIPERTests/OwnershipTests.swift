// Who holds whom. Strong, one way: view controller ▶ presenter ▶ interactor ▶ API managers, and
// presenter ▶ router. Weak, the way back: presenter ▷ view, interactor ▷ presenter, router ▷ view
// controller. So a screen leaving the stack takes its whole module with it, even mid-request.
import SharedModel
import SharedTestSupport
import SharedViews
import Testing
import ViewKit
@testable import VIPER

@Suite("Ownership")
@MainActor
struct OwnershipTests {
    @Test func thePresenterHoldsItsViewWeakly() throws {
        let presenter = LoginPresenter(interactor: FakeLoginInteractor(), router: FakeLoginRouter())
        weak var weakView: FakeLoginView?
        do {
            let view = FakeLoginView()
            weakView = view
            presenter.view = view
        }
        #expect(weakView == nil)
        #expect(presenter.view == nil)
    }

    @Test func theInteractorHoldsItsOutputWeakly() throws {
        let environment = AppEnvironment(scheduler: ManualScheduler())
        let interactor = SubjectListInteractor(
            catalogueManager: SubjectsAPIManager(transport: environment.transport),
            settingsManager: UserSubjectsAPIManager(transport: environment.transport, sessionStore: environment.sessionStore),
            themeStore: environment.themeStore)
        weak var weakOutput: FakeSubjectListInteractorOutput?
        do {
            let output = FakeSubjectListInteractorOutput()
            weakOutput = output
            interactor.output = output
        }
        #expect(weakOutput == nil)
        #expect(interactor.output == nil)
    }

    @Test func theRouterHoldsItsViewControllerWeakly() throws {
        let router = SubjectListRouter(subjectDetail: FakeSubjectDetailBuilder(), allSubjects: FakeAllSubjectsBuilder())
        weak var weakController: ViewController?
        do {
            let controller = ViewController()
            weakController = controller
            router.viewController = controller
        }
        #expect(weakController == nil)
        #expect(router.viewController == nil)
    }

    @Test func theViewControllerAloneKeepsItsWholeModuleAlive() {
        let environment = AppEnvironment(scheduler: ManualScheduler())
        var screen: ViewController?
        weak var weakPresenter: LoginPresenter?
        weak var weakInteractor: LoginInteractor?
        weak var weakRouter: LoginRouter?
        weak var weakManager: LoginAPIManager?
        do {
            let module = LoginModuleBuilder(environment: environment, subjectList: FakeSubjectListBuilder()).assemble()
            screen = module.viewController
            weakPresenter = module.presenter
            weakInteractor = module.interactor
            weakRouter = module.router
            weakManager = module.loginManager
        }
        #expect(weakPresenter != nil)
        #expect(weakInteractor != nil)
        #expect(weakRouter != nil)
        #expect(weakManager != nil)

        screen = nil

        #expect(screen == nil)
        #expect(weakPresenter == nil)
        #expect(weakInteractor == nil)
        #expect(weakRouter == nil)
        #expect(weakManager == nil)
    }

    @Test func aLoginScreenPoppedMidRequestGoesAwayWholeAndCancelsIt() throws {
        let scheduler = ManualScheduler()
        let environment = AppEnvironment(scheduler: scheduler)
        let stage = Stage()
        weak var weakController: LoginViewController?
        weak var weakPresenter: LoginPresenter?
        weak var weakInteractor: LoginInteractor?
        weak var weakRouter: LoginRouter?
        weak var weakManager: LoginAPIManager?
        do {
            let module = LoginModuleBuilder(environment: environment, subjectList: FakeSubjectListBuilder()).assemble()
            weakController = module.viewController
            weakPresenter = module.presenter
            weakInteractor = module.interactor
            weakRouter = module.router
            weakManager = module.loginManager
            stage.show(module.viewController)
            try LoginFormUser.logIn(on: try #require(stage.top).view)
        }
        #expect(environment.backend.requests(to: .login).map(\.state) == [.inFlight])

        stage.navigation.simulateBack()

        #expect(weakController == nil)
        #expect(weakPresenter == nil)
        #expect(weakInteractor == nil)
        #expect(weakRouter == nil)
        #expect(weakManager == nil)
        #expect(environment.backend.requests(to: .login).map(\.state) == [.cancelled])
        scheduler.runUntilIdle()
        #expect(environment.sessionStore.session == nil)
        #expect(stage.navigation.titles == [""])
    }

    @Test func aSubjectListPoppedMidLoadGoesAwayWholeAndCancelsBothRequests() {
        let scheduler = ManualScheduler()
        let environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        let stage = Stage()
        weak var weakController: SubjectListViewController?
        weak var weakPresenter: SubjectListPresenter?
        weak var weakInteractor: SubjectListInteractor?
        weak var weakRouter: SubjectListRouter?
        weak var weakCatalogueManager: SubjectsAPIManager?
        weak var weakSettingsManager: UserSubjectsAPIManager?
        do {
            let module = SubjectListModuleBuilder(environment: environment, subjectDetail: FakeSubjectDetailBuilder(),
                                                  allSubjects: FakeAllSubjectsBuilder())
                .assemble()
            weakController = module.viewController
            weakPresenter = module.presenter
            weakInteractor = module.interactor
            weakRouter = module.router
            weakCatalogueManager = module.catalogueManager
            weakSettingsManager = module.settingsManager
            stage.show(module.viewController)
        }
        #expect(environment.backend.requests.map(\.state) == [.inFlight, .inFlight])

        stage.navigation.simulateBack()

        #expect(weakController == nil)
        #expect(weakPresenter == nil)
        #expect(weakInteractor == nil)
        #expect(weakRouter == nil)
        #expect(weakCatalogueManager == nil)
        #expect(weakSettingsManager == nil)
        #expect(environment.backend.requests.map(\.state) == [.cancelled, .cancelled])
        scheduler.runUntilIdle()
        environment.themeStore.apply(.night)
    }

    @Test func aSubjectListThatLoadedAndWasRecolouredStillGoesAwayWhole() {
        let scheduler = ManualScheduler()
        let environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        let stage = Stage()
        weak var weakController: SubjectListViewController?
        weak var weakPresenter: SubjectListPresenter?
        weak var weakInteractor: SubjectListInteractor?
        do {
            let module = SubjectListModuleBuilder(environment: environment, subjectDetail: FakeSubjectDetailBuilder(),
                                                  allSubjects: FakeAllSubjectsBuilder())
                .assemble()
            weakController = module.viewController
            weakPresenter = module.presenter
            weakInteractor = module.interactor
            stage.show(module.viewController)
        }
        scheduler.runUntilIdle()
        environment.themeStore.apply(.night)
        stage.widget(SubjectListID.list, as: CollectionView.self)?.simulatePullToRefresh()
        stage.widget(SubjectListID.list, as: CollectionView.self)?.simulateSelectItem(at: 0)
        #expect(stage.navigation.titles == ["", "Practice", "Math"])

        stage.navigation.simulateBack()
        stage.navigation.simulateBack()

        #expect(weakController == nil)
        #expect(weakPresenter == nil)
        #expect(weakInteractor == nil)
        #expect(environment.backend.requests.suffix(2).map(\.state) == [.cancelled, .cancelled])
    }
}
