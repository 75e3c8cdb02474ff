// The login view model on its own: its methods called as the controller calls them, its properties
// read as the controller's update reads them, over the fake backend with answers landing only when
// the test runs the manual scheduler. No view is built.
@testable import MVVMObservation
import SharedModel
import SharedTestSupport
import Testing

@Suite("Login view model")
@MainActor
struct LoginViewModelTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let viewModel: LoginViewModel

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        viewModel = LoginViewModel(environment: environment)
    }

    // MARK: Validation and touched rules

    @Test func startsEmptyUntouchedAndQuiet() {
        #expect(viewModel.username == "")
        #expect(viewModel.password == "")
        #expect(viewModel.instruction == "")
        #expect(!viewModel.isInvalid(.username) && !viewModel.isInvalid(.password))
        #expect(viewModel.isSubmitEnabled == false)
        #expect(viewModel.isSigningIn == false)
    }

    @Test(arguments: [
        ("", "Username is required"),
        ("abcde", "Username must be at least 6 characters"),
        (String(repeating: "a", count: 25), "Username must be at most 24 characters"),
        ("abcdef", ""),
        (String(repeating: "e\u{301}", count: 6), ""),
    ])
    func usernameRules(text: String, message: String) {
        viewModel.userTyped(text, in: .username)

        #expect(viewModel.instruction == message)
        #expect(viewModel.isInvalid(.username) == !message.isEmpty)
    }

    @Test("B1 The username's message comes before the password's; each field's rules apply in order")
    func theUsernamesProblemComesBeforeThePasswords() {
        viewModel.userTyped("123", in: .password)
        #expect(viewModel.instruction == "Password must be at least 6 characters")

        viewModel.userTyped("ab", in: .username)
        #expect(viewModel.instruction == "Username must be at least 6 characters")
        #expect(viewModel.isInvalid(.username) && viewModel.isInvalid(.password))

        // Each field shows its first broken rule: empty breaks "at least 6" too, but "required" wins.
        viewModel.userTyped("", in: .username)
        #expect(viewModel.instruction == "Username is required")
        viewModel.userTyped(String(repeating: "a", count: 25), in: .username)
        #expect(viewModel.instruction == "Username must be at most 24 characters")

        viewModel.userTyped(Expected.username, in: .username)
        #expect(viewModel.instruction == "Password must be at least 6 characters")
        #expect(viewModel.isInvalid(.username) == false)
        viewModel.userTyped("", in: .password)
        #expect(viewModel.instruction == "Password is required")
    }

    @Test func anUntouchedFieldIsQuietThoughInvalid() {
        viewModel.userTyped(Expected.username, in: .username)

        #expect(viewModel.instruction == "")
        #expect(viewModel.isInvalid(.password) == false)
        #expect(viewModel.isSubmitEnabled == false)
    }

    @Test func anInvalidFormSubmitsNothing() {
        viewModel.submit(username: Expected.username, password: "123")

        #expect(environment.backend.requests.isEmpty)
        #expect(viewModel.isSigningIn == false)
    }

    // MARK: What the controller's update hears

    @Test func aKeystrokeInvalidatesWhatTheScreenReadsAndAnUnreadChangeDoesNot() {
        let instruction = TrackedRead { [viewModel] in _ = viewModel.instruction }
        let submit = TrackedRead { [viewModel] in _ = viewModel.isSubmitEnabled }
        let busy = TrackedRead { [viewModel] in _ = viewModel.isSigningIn }

        viewModel.userTyped("ab", in: .username)

        #expect(instruction.invalidated && submit.invalidated)
        #expect(busy.invalidated == false, "the status did not change")
    }

    // MARK: Submitting

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

    @Test func successStoresTheSessionThenAsksForTheSubjectList() {
        var sessionsWhenAsked: [Session?] = []
        viewModel.onSignedIn = { [environment] _ in sessionsWhenAsked.append(environment.sessionStore.session) }
        viewModel.submit(username: Expected.username, password: Expected.password)
        #expect(sessionsWhenAsked.isEmpty)

        scheduler.runUntilIdle()

        #expect(sessionsWhenAsked.count == 1)
        #expect(sessionsWhenAsked.first??.username == Expected.username)
        #expect(viewModel.instruction == "")
        #expect(viewModel.isSigningIn == false)
    }

    @Test func wrongCredentialsClearThePasswordAndLeaveItUntouched() {
        var navigations = 0
        viewModel.onSignedIn = { _ in navigations += 1 }
        viewModel.submit(username: Expected.username, password: "wrong-password")

        scheduler.runUntilIdle()

        #expect(viewModel.instruction == Expected.wrongCredentials)
        #expect(viewModel.username == Expected.username)
        #expect(viewModel.password == "")
        #expect(viewModel.isInvalid(.password) == false)
        #expect(viewModel.isSubmitEnabled == false)
        #expect(viewModel.isSigningIn == false)
        #expect(navigations == 0)
        #expect(environment.sessionStore.session == nil)
    }

    @Test("B2 Signing in… while in flight, then the answer, then the fields' messages")
    func theInstructionGoesFromSigningInToTheAnswerToTheFields() {
        viewModel.submit(username: Expected.username, password: "wrong-password")
        #expect(viewModel.instruction == Expected.signingIn)

        scheduler.runUntilIdle()
        // The cleared password is untouched: the answer shows, not "Password is required".
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
        (Fault.timeout, Expected.noConnection),
        (Fault.status(500), Expected.genericFailure),
        (Fault.malformedJSON, Expected.genericFailure),
        (Fault.unexpectedJSON, Expected.genericFailure),
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
        #expect(environment.sessionStore.session != nil)
    }

    @Test("A failed login keeps the linked subject; the first successful login hands it on, a later one does not")
    func theFirstSuccessfulLoginHandsTheLinkedSubjectOn() {
        let viewModel = LoginViewModel(environment: environment, linkedSubjectID: 4)
        var handedOn: [Int?] = []
        viewModel.onSignedIn = { handedOn.append($0) }
        viewModel.submit(username: Expected.username, password: "wrong-password")
        scheduler.runUntilIdle()
        #expect(handedOn.isEmpty)

        viewModel.submit(username: Expected.username, password: Expected.password)
        scheduler.runUntilIdle()
        viewModel.submit()
        scheduler.runUntilIdle()

        #expect(handedOn == [4, nil])
    }

    // MARK: Lifetime

    @Test func releasingTheViewModelCancelsItsLogin() {
        weak var weakViewModel: LoginViewModel?
        do {
            let viewModel = LoginViewModel(environment: environment)
            weakViewModel = viewModel
            viewModel.submit(username: Expected.username, password: Expected.password)
            #expect(environment.backend.requests(to: .login).map(\.state) == [.inFlight])
        }

        #expect(weakViewModel == nil)
        #expect(environment.backend.requests(to: .login).map(\.state) == [.cancelled])
        scheduler.runUntilIdle()
        #expect(environment.sessionStore.session == nil)
    }
}
