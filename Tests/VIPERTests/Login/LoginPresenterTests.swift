// The login presenter alone, between a fake view, a fake interactor and a fake router: every
// message, touched rule and enabled state is decided here.
import SharedModel
import Testing
@testable import VIPER

@MainActor
private struct Harness {
    let view = FakeLoginView()
    let interactor = FakeLoginInteractor()
    let router = FakeLoginRouter()
    let presenter: LoginPresenter

    init() throws {
        presenter = LoginPresenter(interactor: interactor, router: router)
        presenter.view = view
        presenter.viewDidLoad()
    }

    /// Types a valid username and password, as the user would.
    func fillInValidCredentials() {
        presenter.didEdit(.username, text: "student01")
        presenter.didEdit(.password, text: "secret123")
    }
}

@Suite("Login presenter")
@MainActor
struct LoginPresenterTests {
    @Test func theFirstDisplayIsAnUntouchedEmptyForm() throws {
        let harness = try Harness()
        #expect(harness.view.displays == [LoginFormDisplay(
            instruction: "", invalidFields: [], fieldsEnabled: true, submitEnabled: false, isBusy: false)])
    }

    @Test func aTouchedInvalidFieldShowsItsProblemsMessage() throws {
        let harness = try Harness()
        harness.presenter.didEdit(.password, text: "short")
        #expect(harness.view.last?.instruction == "Password must be at least 6 characters")
        #expect(harness.view.last?.invalidFields == [.password])
        #expect(harness.view.last?.submitEnabled == false)
    }

    @Test func theUsernamesProblemComesBeforeThePasswords() throws {
        let harness = try Harness()
        harness.presenter.didEdit(.password, text: "short")
        harness.presenter.didEdit(.username, text: "")
        #expect(harness.view.last?.instruction == "Username is required")
        #expect(harness.view.last?.invalidFields == [.username, .password])
    }

    @Test("B1 The username's message comes before the password's; each field's rules apply in order")
    func validationOrder() {
        // The real interactor, whose rules these are: the presenter only puts the username's first.
        let environment = AppEnvironment(scheduler: ManualScheduler())
        let interactor = LoginInteractor(loginManager: LoginAPIManager(transport: environment.transport),
                                         sessionStore: environment.sessionStore)
        let view = FakeLoginView()
        let presenter = LoginPresenter(interactor: interactor, router: FakeLoginRouter())
        presenter.view = view
        presenter.viewDidLoad()

        presenter.didEdit(.password, text: "abc")
        #expect(view.last?.instruction == "Password must be at least 6 characters")
        // Empty is also shorter than 6, but "required" comes first.
        presenter.didEdit(.username, text: "")
        #expect(view.last?.instruction == "Username is required")
        presenter.didEdit(.username, text: "abc")
        #expect(view.last?.instruction == "Username must be at least 6 characters")
        presenter.didEdit(.username, text: String(repeating: "a", count: 25))
        #expect(view.last?.instruction == "Username must be at most 24 characters")
        #expect(view.last?.invalidFields == [.username, .password])
        presenter.didEdit(.username, text: "student01")
        #expect(view.last?.instruction == "Password must be at least 6 characters")
        #expect(view.last?.invalidFields == [.password])
    }

    @Test func anUntouchedFieldIsNeverInvalidOnScreen() throws {
        let harness = try Harness()
        harness.presenter.didEdit(.username, text: "student01")
        // The password is empty, so submit stays disabled, but nobody typed in it yet.
        #expect(harness.view.last?.instruction == "")
        #expect(harness.view.last?.invalidFields == [])
        #expect(harness.view.last?.submitEnabled == false)
    }

    @Test func validCredentialsEnableSubmit() throws {
        let harness = try Harness()
        harness.fillInValidCredentials()
        #expect(harness.view.last == LoginFormDisplay(
            instruction: "", invalidFields: [], fieldsEnabled: true, submitEnabled: true, isBusy: false))
    }

    @Test func submittingSendsTheTypedCredentialsAndShowsSigningIn() throws {
        let harness = try Harness()
        harness.fillInValidCredentials()
        harness.presenter.didTapSubmit()
        #expect(harness.interactor.logIns == [Credentials(username: "student01", password: "secret123")])
        #expect(harness.view.last == LoginFormDisplay(
            instruction: "Signing in\u{2026}", invalidFields: [], fieldsEnabled: false, submitEnabled: false, isBusy: true))
    }

    @Test func submitDoesNothingWhileInvalidOrSigningIn() throws {
        let harness = try Harness()
        harness.presenter.didEdit(.username, text: "student01")
        harness.presenter.didTapSubmit()
        #expect(harness.interactor.logIns.isEmpty)

        harness.presenter.didEdit(.password, text: "secret123")
        harness.presenter.didTapSubmit()
        harness.presenter.didTapSubmit()
        #expect(harness.interactor.logIns.count == 1)
    }

    @Test func returnInThePasswordFieldSubmitsOnlyWhenSubmitCould() throws {
        let harness = try Harness()
        harness.presenter.didEdit(.username, text: "student01")
        harness.presenter.didReturnInPassword()
        #expect(harness.interactor.logIns.isEmpty)

        harness.presenter.didEdit(.password, text: "secret123")
        harness.presenter.didReturnInPassword()
        #expect(harness.interactor.logIns == [Credentials(username: "student01", password: "secret123")])
    }

    @Test func successEndsTheWaitAndAsksTheRouterForTheSubjectList() throws {
        let harness = try Harness()
        harness.fillInValidCredentials()
        harness.presenter.didTapSubmit()
        #expect(harness.router.subjectListShown == 0)

        harness.presenter.loginDidSucceed()

        #expect(harness.router.subjectListShown == 1)
        #expect(harness.view.last == LoginFormDisplay(
            instruction: "", invalidFields: [], fieldsEnabled: true, submitEnabled: true, isBusy: false))
    }

    @Test("B2 Signing in… while in flight, then the answer, then the fields' messages")
    func messagePrecedence() throws {
        let harness = try Harness()
        harness.fillInValidCredentials()
        harness.presenter.didTapSubmit()
        #expect(harness.view.last?.instruction == "Signing in\u{2026}")

        harness.presenter.loginDidFail(with: .unauthorized)
        // The password was cleared by the program, so it is untouched: the answer shows, not its rule.
        #expect(harness.view.last?.instruction == "Incorrect username or password")

        harness.presenter.didEdit(.password, text: "short")
        #expect(harness.view.last?.instruction == "Password must be at least 6 characters")
    }

    @Test func wrongCredentialsClearThePasswordAndUntouchIt() throws {
        let harness = try Harness()
        harness.fillInValidCredentials()
        harness.presenter.didTapSubmit()

        harness.presenter.loginDidFail(with: .unauthorized)

        #expect(harness.view.passwordClears == 1)
        #expect(harness.view.last == LoginFormDisplay(
            instruction: "Incorrect username or password", invalidFields: [], fieldsEnabled: true,
            submitEnabled: false, isBusy: false))
    }

    @Test(arguments: [
        (APIError.noConnection, "Can't reach the server. Check your connection and try again."),
        (.timedOut, "Can't reach the server. Check your connection and try again."),
        (.server(status: 500), "Something went wrong. Please try again."),
        (.malformed(ReformError(path: "$", expected: "an object", found: "a number")), "Something went wrong. Please try again."),
    ])
    func otherFailuresKeepTheTextAndChooseTheirMessage(error: APIError, message: String) throws {
        let harness = try Harness()
        harness.fillInValidCredentials()
        harness.presenter.didTapSubmit()

        harness.presenter.loginDidFail(with: error)

        #expect(harness.view.passwordClears == 0)
        #expect(harness.view.last == LoginFormDisplay(
            instruction: message, invalidFields: [], fieldsEnabled: true, submitEnabled: true, isBusy: false))
        harness.presenter.didTapSubmit()
        #expect(harness.interactor.logIns.count == 2)
    }

    @Test("B3 Typing in either field clears the last login's answer", arguments: [CredentialField.username, .password])
    func theAnswerStaysUntilTheUserTypesInEitherField(field: CredentialField) throws {
        let harness = try Harness()
        harness.fillInValidCredentials()
        harness.presenter.didTapSubmit()
        harness.presenter.loginDidFail(with: .unauthorized)

        harness.presenter.viewDidLoad()
        #expect(harness.view.last?.instruction == "Incorrect username or password")

        // Valid text either way, so no field's message takes the answer's place.
        harness.presenter.didEdit(field, text: "student02")
        #expect(harness.view.last?.instruction == "")
    }

    @Test func afterWrongCredentialsTheClearedPasswordMustBeTypedAgain() throws {
        let harness = try Harness()
        harness.fillInValidCredentials()
        harness.presenter.didTapSubmit()
        harness.presenter.loginDidFail(with: .unauthorized)
        harness.presenter.didEdit(.username, text: "student01")

        // The presenter sends what it holds: the cleared password, not the one typed before.
        harness.presenter.didTapSubmit()
        #expect(harness.interactor.logIns.count == 1)
        #expect(harness.view.last?.invalidFields == [])

        harness.presenter.didEdit(.password, text: "secret456")
        harness.presenter.didTapSubmit()
        #expect(harness.interactor.logIns.last == Credentials(username: "student01", password: "secret456"))
    }
}
