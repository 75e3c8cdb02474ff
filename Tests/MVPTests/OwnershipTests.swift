// Who holds whom in MVP: the view controller owns its presenter, the presenter holds its view weakly
// and owns its API managers. So when a screen goes, everything of it goes, and its requests with it.
@testable import MVP
import SharedModel
import SharedTestSupport
import SharedViews
import Testing
import ViewKit

@Suite("Ownership")
@MainActor
struct OwnershipTests {
    @Test func aPresenterHoldsItsViewWeakly() {
        let login = LoginPresenter(environment: AppEnvironment(scheduler: ManualScheduler()))
        let list = SubjectListPresenter(environment: AppEnvironment(scheduler: ManualScheduler()))
        do {
            let loginView = SpyLoginView()
            let listView = SpySubjectListView()
            login.view = loginView
            list.view = listView
        }
        #expect(login.view == nil)
        #expect(list.view == nil)
    }

    @Test func theLoginScreenGoesWithItsPresenterAndCancelsItsRequest() throws {
        let scheduler = ManualScheduler()
        let environment = AppEnvironment(scheduler: scheduler)
        let navigation = NavigationController(rootViewController: ViewController())
        Window(rootViewController: navigation).makeKeyAndVisible()
        weak var weakView: LoginViewController?
        weak var weakPresenter: LoginPresenter?
        do {
            let (view, presenter) = MVPArchitecture.assembleLogin(environment: environment)
            weakView = view
            weakPresenter = presenter
            navigation.pushViewController(view)
            try LoginFormUser.logIn(on: view.view)
        }
        #expect(environment.backend.requests(to: .login).first?.state == .inFlight)

        navigation.simulateBack()
        #expect(weakView == nil)
        #expect(weakPresenter == nil)
        #expect(environment.backend.requests(to: .login).first?.state == .cancelled)
        scheduler.runUntilIdle()
        #expect(environment.sessionStore.session == nil)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func theSubjectListGoesWithItsPresenterAndCancelsItsRequests() {
        let scheduler = ManualScheduler()
        let environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        let navigation = NavigationController(rootViewController: ViewController())
        Window(rootViewController: navigation).makeKeyAndVisible()
        weak var weakView: SubjectListViewController?
        weak var weakPresenter: SubjectListPresenter?
        do {
            let (view, presenter) = MVPArchitecture.assembleSubjectList(environment: environment)
            weakView = view
            weakPresenter = presenter
            navigation.pushViewController(view)
        }
        #expect(environment.backend.requests.map(\.state) == [.inFlight, .inFlight])

        navigation.simulateBack()
        #expect(weakView == nil)
        #expect(weakPresenter == nil)
        #expect(environment.backend.requests.map(\.state) == [.cancelled, .cancelled])
        scheduler.runUntilIdle()
        environment.themeStore.apply(.night)
    }

    @Test func screensReleasedByTheirHolderGoWithTheirPresentersAndRequests() throws {
        let scheduler = ManualScheduler()
        let environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        weak var weakLogin: LoginPresenter?
        weak var weakList: SubjectListPresenter?
        weak var weakForm: View?
        do {
            let login = MVPArchitecture.assembleLogin(environment: environment)
            let list = MVPArchitecture.assembleSubjectList(environment: environment)
            weakLogin = login.presenter
            weakList = list.presenter
            weakForm = login.view.view
            try LoginFormUser.logIn(on: login.view.view)
            Window(rootViewController: list.view).makeKeyAndVisible()
        }
        #expect(weakLogin == nil)
        #expect(weakList == nil)
        #expect(weakForm == nil)
        #expect(environment.backend.requests.map(\.state) == [.cancelled, .cancelled, .cancelled])
        scheduler.runUntilIdle()
    }

    @Test func aLoadedSubjectListGoesToo() {
        let scheduler = ManualScheduler()
        let environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        let navigation = NavigationController(rootViewController: ViewController())
        Window(rootViewController: navigation).makeKeyAndVisible()
        weak var weakView: SubjectListViewController?
        weak var weakPresenter: SubjectListPresenter?
        do {
            let (view, presenter) = MVPArchitecture.assembleSubjectList(environment: environment)
            weakView = view
            weakPresenter = presenter
            navigation.pushViewController(view)
        }
        scheduler.runUntilIdle()
        environment.themeStore.apply(.night)
        navigation.simulateBack()
        #expect(weakView == nil)
        #expect(weakPresenter == nil)
    }

    @Test func aSuccessfulLoginPushesMVPsOwnSubjectList() throws {
        let scheduler = ManualScheduler()
        let environment = AppEnvironment(scheduler: scheduler)
        let navigation = NavigationController(rootViewController: MVPArchitecture.makeLoginScreen(environment: environment))
        Window(rootViewController: navigation).makeKeyAndVisible()
        try LoginFormUser.logIn(on: navigation.view)
        scheduler.runUntilIdle()
        #expect(navigation.topViewController is SubjectListViewController)
        #expect(navigation.titles == ["Log In", "Practice"])
    }
}
