import Testing
import SharedModel
@testable import MVVMDC

@MainActor
@Suite struct LoginDataControllerTests {
    let environment: AppEnvironment
    let scheduler: ManualScheduler
    let dataController: LoginDataController
    let answers = Answers<Void>()

    init() {
        (environment, scheduler) = makeEnvironment(signedIn: false)
        dataController = LoginDataController(auth: AuthDataController(environment: environment))
    }

    private func typeGoodCredentials() {
        dataController.update(SampleData.goodCredentials.username, in: .username)
        dataController.update(SampleData.goodCredentials.password, in: .password)
    }

    @Test func startsEmptyAndUntouched() {
        #expect(dataController.form == LoginForm())
        #expect(!dataController.form.canSubmit)
    }

    @Test func typingKeepsTheTextAndTouchesTheField() {
        dataController.update("stu", in: .username)
        #expect(dataController.form.username == "stu")
        #expect(dataController.form.touched == [.username])
        #expect(dataController.form.problem(in: .username) == .tooShort(.username))
    }

    @Test func invalidCredentialsAreNotSent() {
        dataController.update("student01", in: .username)
        dataController.update("short", in: .password)
        #expect(!dataController.logIn(completion: answers.callback))
        #expect(environment.backend.requests.isEmpty)
        #expect(!dataController.form.isSigningIn)
    }

    @Test func aLoginIsSigningInUntilItIsAnswered() {
        typeGoodCredentials()
        #expect(dataController.logIn(completion: answers.callback))
        #expect(dataController.form.isSigningIn)
        #expect(!dataController.form.canSubmit)
        #expect(!dataController.logIn(completion: answers.callback))
        #expect(environment.backend.requests(to: .login).count == 1)

        scheduler.runUntilIdle()

        #expect(!dataController.form.isSigningIn)
        #expect(answers.count == 1)
        #expect(answers.lastSucceeded)
        #expect(dataController.form.failure == nil)
    }

    @Test func composesAuthSoASuccessfulLoginIsStored() {
        typeGoodCredentials()
        dataController.logIn(completion: answers.callback)
        scheduler.runUntilIdle()
        #expect(environment.sessionStore.session?.username == SampleData.goodCredentials.username)
    }

    @Test func wrongCredentialsClearAndUntouchThePassword() {
        dataController.update("student01", in: .username)
        dataController.update("wrong-password", in: .password)
        dataController.logIn(completion: answers.callback)
        scheduler.runUntilIdle()

        #expect(answers.lastError == .unauthorized)
        #expect(dataController.form.failure == .unauthorized)
        #expect(dataController.form.username == "student01")
        #expect(dataController.form.password == "")
        #expect(dataController.form.touched == [.username])
    }

    @Test func aConnectionFailureKeepsBothFields() {
        environment.backend.inject(.noConnection, on: .login)
        typeGoodCredentials()
        dataController.logIn(completion: answers.callback)
        scheduler.runUntilIdle()

        #expect(dataController.form.failure == .noConnection)
        #expect(dataController.form.credentials == SampleData.goodCredentials)
        #expect(dataController.form.canSubmit)
    }

    @Test("B3 Typing in either field clears the last login's answer", arguments: [CredentialField.username, .password])
    func theFailureStaysUntilTheUserTypes(field: CredentialField) {
        environment.backend.inject(.status(500), on: .login)
        typeGoodCredentials()
        dataController.logIn(completion: answers.callback)
        scheduler.runUntilIdle()
        #expect(dataController.form.failure == .server(status: 500))

        dataController.update("student02", in: field)
        #expect(dataController.form.failure == nil)
    }

    @Test func releasingItWhileSigningInCancelsAndAnswersNothing() {
        var dataController: LoginDataController? = LoginDataController(auth: AuthDataController(environment: environment))
        weak let released = dataController
        dataController?.update(SampleData.goodCredentials.username, in: .username)
        dataController?.update(SampleData.goodCredentials.password, in: .password)
        dataController?.logIn(completion: answers.callback)
        dataController = nil
        scheduler.runUntilIdle()

        #expect(released == nil)
        #expect(environment.backend.requests(to: .login).map(\.state) == [.cancelled])
        #expect(answers.count == 0)
    }
}
