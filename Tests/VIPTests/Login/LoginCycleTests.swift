// The login scene's interactor and presenter, with the view controller's display logic replaced by a
// spy: every use case sent as a Request, every ViewModel read as the view controller would show it,
// over the fake backend with answers landing only when the test runs the manual scheduler; and the
// router's data passing, given data stores.
import SharedModel
import SharedTestSupport
import Testing
@testable import VIP

@Suite("Login interactor and presenter")
@MainActor
struct LoginCycleTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let cycle: LoginCycle

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        cycle = LoginCycle(environment: environment)
    }

    @Test("B1 The username's message comes before the password's; each field's rules apply in order")
    func theUsernamesProblemComesBeforeThePasswords() {
        cycle.type("123", in: .password)
        #expect(cycle.instruction == "Password must be at least 6 characters")

        cycle.type("ab", in: .username)
        #expect(cycle.instruction == "Username must be at least 6 characters")
        #expect(cycle.display.form?.isUsernameInvalid == true && cycle.display.form?.isPasswordInvalid == true)

        cycle.type("", in: .username)
        #expect(cycle.instruction == "Username is required")
        cycle.type(String(repeating: "a", count: 25), in: .username)
        #expect(cycle.instruction == "Username must be at most 24 characters")

        cycle.type(Expected.username, in: .username)
        #expect(cycle.instruction == "Password must be at least 6 characters")
        cycle.type("", in: .password)
        #expect(cycle.instruction == "Password is required")
    }

    @Test func anUntouchedFieldIsQuietThoughInvalid() {
        cycle.type(Expected.username, in: .username)

        #expect(cycle.instruction == "")
        #expect(cycle.display.form?.isPasswordInvalid == false)
        #expect(cycle.display.form?.isSubmitEnabled == false)
    }

    @Test func anInvalidFormSubmitsNothing() {
        cycle.submit(username: Expected.username, password: "123")

        #expect(environment.backend.requests.isEmpty)
        #expect(cycle.display.form?.isBusy == false)
    }

    @Test func submittingSignsInAtOnceAndASecondTapSendsNothing() {
        cycle.submit(username: " student01", password: Expected.password)
        cycle.interactor.submit(Login.Submit.Request())

        #expect(cycle.display.form == Login.UpdateForm.ViewModel(
            password: Expected.password, instruction: Expected.signingIn, isUsernameInvalid: false,
            isPasswordInvalid: false, isSubmitEnabled: false, isBusy: true))
        let requests = environment.backend.requests(to: .login)
        #expect(requests.map(\.state) == [.inFlight])
        #expect(requests.first?.bodyFields == ["username": " student01", "password": Expected.password])
    }

    @Test func successStoresTheSessionThenDisplaysTheSignIn() {
        cycle.submit(username: Expected.username, password: Expected.password)
        #expect(cycle.display.signIns == 0)

        scheduler.runUntilIdle()

        #expect(cycle.display.signIns == 1)
        #expect(environment.sessionStore.session?.username == Expected.username)
        #expect(cycle.instruction == "")
        #expect(cycle.display.form?.isBusy == false)
    }

    @Test("B2 Signing in… while in flight, then the answer, then the fields' messages")
    func theInstructionGoesFromSigningInToTheAnswerToTheFields() {
        cycle.submit(username: Expected.username, password: "wrong-password")
        #expect(cycle.instruction == Expected.signingIn)

        scheduler.runUntilIdle()
        // Wrong credentials clear the password and leave it untouched: the answer shows.
        #expect(cycle.instruction == Expected.wrongCredentials)
        #expect(cycle.display.form?.password == "")
        #expect(cycle.display.form?.isPasswordInvalid == false)
        #expect(cycle.display.signIns == 0)

        cycle.type("12", in: .password)
        #expect(cycle.instruction == "Password must be at least 6 characters")
    }

    @Test("B3 Typing in either field clears the last login's answer", arguments: [CredentialField.username, .password])
    func theAnswerStaysUntilTheUserTypesInEitherField(field: CredentialField) {
        cycle.submit(username: Expected.username, password: "wrong-password")
        scheduler.runUntilIdle()
        #expect(cycle.instruction == Expected.wrongCredentials)

        cycle.type("ab", in: field)

        #expect(cycle.instruction == (field == .username ? "Username" : "Password") + " must be at least 6 characters")
    }

    @Test func anotherFailureKeepsThePasswordAndLetsTheUserTryAgain() {
        environment.backend.inject(.noConnection, on: .login, once: true)
        cycle.submit(username: Expected.username, password: Expected.password)
        scheduler.runUntilIdle()

        #expect(cycle.instruction == Expected.noConnection)
        #expect(cycle.display.form?.password == Expected.password)
        #expect(cycle.display.form?.isSubmitEnabled == true)
        cycle.interactor.submit(Login.Submit.Request())
        scheduler.runUntilIdle()
        #expect(cycle.display.signIns == 1)
    }

    @Test func theInteractorKnowsNoWordsThePresenterChoosesThem() {
        let presenter = LoginPresenter()
        let display = LoginDisplaySpy()
        presenter.viewController = display

        presenter.presentForm(Login.UpdateForm.Response(
            password: "", usernameProblem: nil, passwordProblem: nil, status: .failed(.server(status: 500)), canSubmit: false))

        #expect(display.form?.instruction == "Something went wrong. Please try again.")
    }

    @Test func theLoginsProgressAndAnswerComeBeforeATouchedFieldsProblem() {
        let presenter = LoginPresenter()
        let display = LoginDisplaySpy()
        presenter.viewController = display
        let problem = CredentialRules.problem(with: "ab", as: .username)
        for (status, expected) in [(Login.UpdateForm.Response.Status.editing, "Username must be at least 6 characters"),
                                   (.signingIn, Expected.signingIn), (.failed(.unauthorized), Expected.wrongCredentials)] {
            presenter.presentForm(Login.UpdateForm.Response(
                password: "", usernameProblem: problem, passwordProblem: nil, status: status, canSubmit: false))
            #expect(display.form?.instruction == expected)
        }
    }

    @Test func theRouterMovesTheLinkedSubjectIntoTheSubjectListScenesDataStore() {
        final class LoginStore: LoginDataStore {
            var linkedSubjectID: Int? = 4
            var markedSubjectID: Int?
        }
        final class ListStore: SubjectListDataStore {
            var selectedItem: SubjectCellData?
            var currentPhase: Phase?
            var openSubjectIDs: Set<Int> = []
            var switchedOffSubjectID: Int?
            var linkedSubjectID: Int?
            var markedSubjectID: Int?
        }
        let source = LoginStore()
        let destination = ListStore()

        LoginRouter(environment: environment).passDataToSubjectList(source: source, destination: destination)

        #expect(destination.linkedSubjectID == 4)
        #expect(source.linkedSubjectID == nil)
    }

    @Test("The router copies the subject to mark into every subject list scene's data store, and keeps it")
    func theRouterCopiesTheSubjectToMarkIntoEverySubjectListScenesDataStore() {
        final class LoginStore: LoginDataStore {
            var linkedSubjectID: Int? = 4
            var markedSubjectID: Int? = 4
        }
        final class ListStore: SubjectListDataStore {
            var selectedItem: SubjectCellData?
            var currentPhase: Phase?
            var openSubjectIDs: Set<Int> = []
            var switchedOffSubjectID: Int?
            var linkedSubjectID: Int?
            var markedSubjectID: Int?
        }
        let source = LoginStore()
        let first = ListStore()
        let second = ListStore()
        let router = LoginRouter(environment: environment)

        router.passDataToSubjectList(source: source, destination: first)
        router.passDataToSubjectList(source: source, destination: second)

        #expect(first.linkedSubjectID == 4 && first.markedSubjectID == 4)
        #expect(second.linkedSubjectID == nil, "a second subject list scene was given the link to follow")
        #expect(second.markedSubjectID == 4, "a subject list scene pushed after the first lost the subject to mark")
        #expect(source.markedSubjectID == 4)
    }
}
