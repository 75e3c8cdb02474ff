// The login view controller as MVP's passive view: each display call shows exactly one thing on the
// shared form, and each user event reaches the presenter.
@testable import MVP
import SharedModel
import SharedTestSupport
import SharedViews
import Testing
import ViewKit

@Suite("Login view controller")
@MainActor
struct LoginViewControllerTests {
    private let scheduler = ManualScheduler()
    private let environment: AppEnvironment
    private let screen: LoginViewController

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        screen = MVPArchitecture.assembleLogin(environment: environment).view
        screen.loadViewIfNeeded()
    }

    private func widget<V: View>(_ identifier: String, _ type: V.Type) throws -> V {
        try #require(screen.view.find(identifier, as: type))
    }

    @Test func showsWhatThePresenterAsks() throws {
        screen.showInstruction("Hello")
        screen.markField(.password, invalid: true)
        screen.enableSubmit(true)
        screen.enableFields(false)
        screen.showBusy(true)
        #expect(try widget(LoginID.instruction, Label.self).text == "Hello")
        #expect(try widget(LoginID.password, TextField.self).backgroundColor == .lightRed)
        #expect(try widget(LoginID.username, TextField.self).backgroundColor == .white)
        #expect(try widget(LoginID.submit, Button.self).isEnabled)
        #expect(try widget(LoginID.submit, Button.self).backgroundColor == .theme)
        #expect(try widget(LoginID.username, TextField.self).isEnabled == false)
        #expect(try widget(LoginID.password, TextField.self).isEnabled == false)
        #expect(try widget(LoginID.activity, ActivityIndicatorView.self).isAnimating)
    }

    @Test func clearsThePasswordWithoutTellingThePresenter() throws {
        let password = try widget(LoginID.password, TextField.self)
        password.simulateTyping("abc")
        screen.clearPassword()
        #expect(password.text == "")
        // Clearing from code is not typing: the presenter still shows the message for "abc".
        #expect(try widget(LoginID.instruction, Label.self).text == "Password must be at least 6 characters")
    }

    @Test func forwardsWhatTheUserTypesAndTaps() throws {
        try widget(LoginID.username, TextField.self).simulateTyping("abc")
        #expect(try widget(LoginID.instruction, Label.self).text == "Username must be at least 6 characters")

        try LoginFormUser.logIn(on: screen.view)
        #expect(environment.backend.requests(to: .login).first?.bodyFields["password"] == "secret123")
    }

    @Test func pushesTheSubjectListItIsGiven() {
        let navigation = NavigationController(rootViewController: screen)
        Window(rootViewController: navigation).makeKeyAndVisible()
        screen.showSubjectList(linkedSubjectID: nil)
        #expect(navigation.topViewController is SubjectListViewController)
        #expect(navigation.titles == ["Log In", "Practice"])
    }

    @Test func pushesASubjectListThatOpensTheLinkedSubjectItIsHanded() {
        environment.signIn()
        let navigation = NavigationController(rootViewController: screen)
        Window(rootViewController: navigation).makeKeyAndVisible()
        screen.showSubjectList(linkedSubjectID: physics.id)
        #expect(navigation.titles == ["Log In", "Practice"])
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Log In", "Practice", "Physics"])
    }

    @Test("B10 A successful login pushes MVP's subject list, which asks for its data")
    func aSuccessfulLoginPushesMVPsSubjectList() throws {
        let navigation = NavigationController(rootViewController: screen)
        Window(rootViewController: navigation).makeKeyAndVisible()
        try LoginFormUser.logIn(on: screen.view)

        scheduler.runUntilIdle()

        // The assembly gives the screen MVP's own subject list to push.
        #expect(navigation.topViewController is SubjectListViewController)
        #expect(navigation.titles == ["Log In", "Practice"])
        #expect(environment.sessionStore.session != nil)
        #expect(Set(environment.backend.requests.compactMap(\.route)) == [.login, .subjects, .userSubjects])
    }
}
