// The login view model on its own, with a spy for its coordinator: its methods called as the
// controller calls them, its properties read as the controller's render reads them, over the fake
// backend with answers landing only when the test runs the manual scheduler. No view is built.
@testable import MVVMC
import SharedModel
import SharedTestSupport
import Testing

@Suite("Login view model")
@MainActor
struct LoginViewModelTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let coordinator = CoordinatorSpy()
    let viewModel: LoginViewModel

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        viewModel = LoginViewModel(environment: environment, coordinator: coordinator)
    }

    @Test func startsEmptyUntouchedAndQuiet() {
        #expect(viewModel.username == "" && viewModel.password == "")
        #expect(viewModel.instruction == "")
        #expect(!viewModel.isInvalid(.username) && !viewModel.isInvalid(.password))
        #expect(viewModel.isSubmitEnabled == false)
        #expect(viewModel.isSigningIn == false)
    }

    @Test("B1 The username's message comes before the password's; each field's rules apply in order")
    func theUsernamesProblemComesBeforeThePasswords() {
        viewModel.userTyped("123", in: .password)
        #expect(viewModel.instruction == "Password must be at least 6 characters")

        viewModel.userTyped("ab", in: .username)
        #expect(viewModel.instruction == "Username must be at least 6 characters")
        #expect(viewModel.isInvalid(.username) && viewModel.isInvalid(.password))

        viewModel.userTyped("", in: .username)
        #expect(viewModel.instruction == "Username is required")
        viewModel.userTyped(String(repeating: "a", count: 25), in: .username)
        #expect(viewModel.instruction == "Username must be at most 24 characters")

        viewModel.userTyped(Expected.username, in: .username)
        #expect(viewModel.instruction == "Password must be at least 6 characters")
        viewModel.userTyped("", in: .password)
        #expect(viewModel.instruction == "Password is required")
    }

    @Test func anUntouchedFieldIsQuietThoughInvalid() {
        viewModel.userTyped(Expected.username, in: .username)

        #expect(viewModel.instruction == "")
        #expect(viewModel.isInvalid(.password) == false)
        #expect(viewModel.isSubmitEnabled == false)
    }

    @Test func everyChangeIsAnnouncedOnce() {
        var announced = 0
        viewModel.onChange = { announced += 1 }

        viewModel.submit(username: Expected.username, password: "wrong-password")
        scheduler.runUntilIdle()

        // Two keystrokes, the submit, the answer.
        #expect(announced == 4)
    }

    @Test func anInvalidFormSubmitsNothing() {
        viewModel.submit(username: Expected.username, password: "123")

        #expect(environment.backend.requests.isEmpty)
        #expect(viewModel.isSigningIn == false)
    }

    @Test func submittingSignsInAtOnceWithTheTextAsTyped() {
        viewModel.submit(username: " student01", password: Expected.password)

        #expect(viewModel.isSigningIn)
        #expect(viewModel.isSubmitEnabled == false)
        #expect(viewModel.instruction == Expected.signingIn)
        let requests = environment.backend.requests(to: .login)
        #expect(requests.map(\.state) == [.inFlight])
        #expect(requests.first?.bodyFields == ["username": " student01", "password": Expected.password])
    }

    @Test func aSecondSubmitWhileSigningInSendsNothing() {
        viewModel.submit(username: Expected.username, password: Expected.password)
        viewModel.submit()

        #expect(environment.backend.requests(to: .login).count == 1)
    }

    @Test func successStoresTheSessionThenTellsTheCoordinator() {
        var sessionsWhenTold: [Session?] = []
        coordinator.onLogin = { [environment] in sessionsWhenTold.append(environment.sessionStore.session) }
        viewModel.submit(username: Expected.username, password: Expected.password)
        #expect(coordinator.loginsReported == 0)

        scheduler.runUntilIdle()

        #expect(coordinator.loginsReported == 1)
        #expect(sessionsWhenTold.first??.username == Expected.username)
        #expect(viewModel.instruction == "")
        #expect(viewModel.isSigningIn == false)
    }

    @Test func wrongCredentialsClearThePasswordAndLeaveItUntouched() {
        viewModel.submit(username: Expected.username, password: "wrong-password")

        scheduler.runUntilIdle()

        #expect(viewModel.instruction == Expected.wrongCredentials)
        #expect(viewModel.username == Expected.username)
        #expect(viewModel.password == "")
        #expect(viewModel.isInvalid(.password) == false)
        #expect(viewModel.isSubmitEnabled == false)
        #expect(coordinator.loginsReported == 0)
        #expect(environment.sessionStore.session == nil)
    }

    @Test("B2 Signing in… while in flight, then the answer, then the fields' messages")
    func theInstructionGoesFromSigningInToTheAnswerToTheFields() {
        viewModel.submit(username: Expected.username, password: "wrong-password")
        #expect(viewModel.instruction == Expected.signingIn)

        scheduler.runUntilIdle()
        #expect(viewModel.instruction == Expected.wrongCredentials)

        viewModel.userTyped("12", in: .password)
        #expect(viewModel.instruction == "Password must be at least 6 characters")
    }

    @Test("B3 Typing in either field clears the last login's answer", arguments: [true, false])
    func theAnswerStaysUntilTheUserTypesInEitherField(inUsername: Bool) {
        viewModel.submit(username: Expected.username, password: "wrong-password")
        scheduler.runUntilIdle()
        #expect(viewModel.instruction == Expected.wrongCredentials)

        if inUsername {
            viewModel.userTyped("ab", in: .username)
            #expect(viewModel.instruction == "Username must be at least 6 characters")
        } else {
            viewModel.userTyped("ab", in: .password)
            #expect(viewModel.instruction == "Password must be at least 6 characters")
        }
    }

    @Test(arguments: [
        (Fault.noConnection, Expected.noConnection),
        (Fault.status(500), Expected.genericFailure),
        (Fault.malformedJSON, Expected.genericFailure),
    ])
    func otherFailuresKeepTheTextAndLetTheUserTryAgain(fault: Fault, message: String) {
        environment.backend.inject(fault, on: .login, once: true)
        viewModel.submit(username: Expected.username, password: Expected.password)

        scheduler.runUntilIdle()

        #expect(viewModel.instruction == message)
        #expect(viewModel.password == Expected.password)
        #expect(viewModel.isSubmitEnabled)
        viewModel.submit()
        scheduler.runUntilIdle()
        #expect(coordinator.loginsReported == 1)
    }

    @Test func releasingTheViewModelCancelsItsLogin() {
        weak var weakViewModel: LoginViewModel?
        do {
            let viewModel = LoginViewModel(environment: environment, coordinator: coordinator)
            weakViewModel = viewModel
            viewModel.submit(username: Expected.username, password: Expected.password)
        }

        #expect(weakViewModel == nil)
        #expect(environment.backend.requests(to: .login).map(\.state) == [.cancelled])
        scheduler.runUntilIdle()
        #expect(coordinator.loginsReported == 0)
    }
}
