import SharedTestSupport
import Testing
import SharedModel
import SharedViews
import ViewKit
@testable import MVVMDC

/// Popping a screen while its requests are in flight cancels them and frees every object of the
/// screen: the data controllers' completions capture the view controller weakly, and the managers
/// cancel when their data controller goes.
@MainActor
@Suite struct OwnershipTests {
    let environment: AppEnvironment
    let scheduler: ManualScheduler
    let navigation = NavigationController(rootViewController: ViewController())

    init() {
        (environment, scheduler) = makeEnvironment()
        Window(rootViewController: navigation).makeKeyAndVisible()
    }

    @Test func aPoppedLoginScreenIsFreedAndItsLoginCancelled() throws {
        weak var screen: LoginViewController?
        weak var loginData: LoginDataController?
        weak var authData: AuthDataController?
        weak var view: View?
        do {
            let auth = AuthDataController(environment: environment)
            let dataController = LoginDataController(auth: auth)
            let controller = LoginViewController(dataController: dataController, environment: environment)
            (screen, loginData, authData, view) = (controller, dataController, auth, controller.view)
            navigation.pushViewController(controller)
        }
        do {
            let root = try #require(view)
            try LoginFormUser.logIn(on: root)
        }
        #expect(environment.backend.requests(to: .login).map(\.state) == [.inFlight])

        navigation.simulateBack()
        scheduler.runUntilIdle()

        #expect(screen == nil)
        #expect(loginData == nil)
        #expect(authData == nil)
        #expect(view == nil)
        #expect(environment.backend.requests(to: .login).map(\.state) == [.cancelled])
        #expect(navigation.titles == [""])
    }

    @Test func aPoppedSubjectListIsFreedAndItsRequestsCancelled() {
        weak var screen: SubjectListViewController?
        weak var listData: SubjectListDataController?
        weak var subjectsData: SubjectsDataController?
        weak var view: View?
        do {
            let subjects = SubjectsDataController(environment: environment)
            let dataController = SubjectListDataController(subjects: subjects)
            let controller = SubjectListViewController(dataController: dataController, environment: environment)
            (screen, listData, subjectsData, view) = (controller, dataController, subjects, controller.view)
            navigation.pushViewController(controller)
        }
        #expect(environment.backend.requests.map(\.state) == [.inFlight, .inFlight])

        navigation.simulateBack()
        scheduler.runUntilIdle()
        environment.themeStore.apply(.night)

        #expect(screen == nil)
        #expect(listData == nil)
        #expect(subjectsData == nil)
        #expect(view == nil)
        #expect(environment.backend.requests.map(\.state) == [.cancelled, .cancelled])
    }

    @Test func aLoadedSubjectListIsFreedToo() {
        weak var screen: ViewController?
        do {
            let controller = MVVMDCArchitecture.makeSubjectListScreen(environment: environment)
            screen = controller
            navigation.pushViewController(controller)
        }
        scheduler.runUntilIdle()
        navigation.simulateBack()
        #expect(screen == nil)
    }
}
