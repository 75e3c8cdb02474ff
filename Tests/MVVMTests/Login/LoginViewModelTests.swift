import SharedTestSupport
import Testing
@testable import MVVM
import SharedModel

/// The login view model, driven through its inputs and read through its outputs, over the fake
/// backend with answers landing only when the test runs the manual scheduler.
@Suite("Login view model")
@MainActor
struct LoginViewModelTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let viewModel: LoginViewModel
    let user: LoginUser

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        viewModel = LoginViewModel(environment: environment)
        user = LoginUser(driving: viewModel)
    }

    private var outputs: any LoginViewModelOutputs { viewModel.outputs }
    private var instruction: String { outputs.instruction.value }

    // MARK: Validation and touched rules

    @Test func startsEmptyUntouchedAndQuiet() {
        #expect(outputs.username.value == "")
        #expect(outputs.password.value == "")
        #expect(instruction == "")
        #expect(outputs.isUsernameInvalid.value == false)
        #expect(outputs.isPasswordInvalid.value == false)
        #expect(outputs.isSubmitEnabled.value == false)
        #expect(outputs.areFieldsEnabled.value == true)
        #expect(outputs.isBusy.value == false)
    }

    @Test(arguments: [
        ("", "Username is required"),
        ("abcde", "Username must be at least 6 characters"),
        (String(repeating: "a", count: 25), "Username must be at most 24 characters"),
        ("abcdef", ""),
        (String(repeating: "e\u{301}", count: 6), ""),
    ])
    func usernameRules(text: String, message: String) {
        user.type(username: "x")
        user.type(username: text)

        #expect(instruction == message)
        #expect(outputs.isUsernameInvalid.value == !message.isEmpty)
    }

    @Test(arguments: [
        ("", "Password is required"),
        ("12345", "Password must be at least 6 characters"),
        (String(repeating: "1", count: 25), "Password must be at most 24 characters"),
        (String(repeating: "1", count: 24), ""),
    ])
    func passwordRules(text: String, message: String) {
        user.type(username: Expected.username)
        user.type(password: "x")
        user.type(password: text)

        #expect(instruction == message)
        #expect(outputs.isPasswordInvalid.value == !message.isEmpty)
    }

    @Test("B1 The username's message comes before the password's; each field's rules apply in order")
    func theUsernamesProblemComesBeforeThePasswords() {
        user.type(password: "123")
        #expect(instruction == "Password must be at least 6 characters")

        user.type(username: "ab")
        #expect(instruction == "Username must be at least 6 characters")
        #expect(outputs.isUsernameInvalid.value && outputs.isPasswordInvalid.value)

        // Each field shows its first broken rule: empty breaks "at least 6" too, but "required" wins.
        user.type(username: "")
        #expect(instruction == "Username is required")
        user.type(username: String(repeating: "a", count: 25))
        #expect(instruction == "Username must be at most 24 characters")

        user.type(username: Expected.username)
        #expect(instruction == "Password must be at least 6 characters")
        #expect(outputs.isUsernameInvalid.value == false)
        user.type(password: "")
        #expect(instruction == "Password is required")
    }

    @Test func anUntouchedFieldIsQuietThoughInvalid() {
        user.type(username: Expected.username)

        #expect(instruction == "")
        #expect(outputs.isPasswordInvalid.value == false)
        #expect(outputs.isSubmitEnabled.value == false)
    }

    @Test func typingThenDeletingEverythingTouchesTheField() {
        user.type(username: "a")
        user.type(username: "")

        #expect(instruction == "Username is required")
        #expect(outputs.isUsernameInvalid.value)
    }

    @Test func submitFollowsValidityBothWays() {
        let recorder = BindingRecorder<Bool>()
        recorder.makeObserver().subscribe(to: outputs.isSubmitEnabled)

        user.type(username: Expected.username)
        user.type(password: Expected.password)
        user.type(password: "123")
        user.type(password: Expected.password)
        user.type(username: "")

        #expect(recorder.values == [false, true, false, true, false])
    }

    @Test func anInvalidFormSubmitsNothing() {
        user.submit(username: Expected.username, password: "123")

        #expect(environment.backend.requests.isEmpty)
        #expect(outputs.isBusy.value == false)
    }

    // MARK: Submitting

    @Test func submittingSignsInAtOnceWithTheTextAsTyped() {
        user.submit(username: " student01", password: Expected.password)

        #expect(outputs.isBusy.value)
        #expect(outputs.areFieldsEnabled.value == false)
        #expect(outputs.isSubmitEnabled.value == false)
        #expect(instruction == Expected.signingIn)
        let requests = environment.backend.requests(to: .login)
        #expect(requests.map(\.state) == [.inFlight])
        #expect(requests.first?.bodyFields == ["username": " student01", "password": Expected.password])
    }

    @Test func returnInThePasswordFieldSubmitsOnlyWhenLogInIsEnabled() {
        user.type(username: Expected.username)
        user.type(password: "123")
        user.pressReturnInPassword()
        #expect(environment.backend.requests.isEmpty)

        user.type(password: Expected.password)
        user.pressReturnInPassword()
        #expect(instruction == Expected.signingIn)
        #expect(environment.backend.requests(to: .login).count == 1)
    }

    @Test func aSecondSubmitWhileSigningInSendsNothing() {
        user.submit(username: Expected.username, password: Expected.password)
        user.tapSubmit()

        #expect(environment.backend.requests(to: .login).count == 1)
    }

    @Test func successStoresTheSessionThenAsksForTheSubjectList() {
        var sessionsWhenAsked: [Session?] = []
        outputs.goToSubjectList.observe { [environment] _ in sessionsWhenAsked.append(environment.sessionStore.session) }
        user.submit(username: Expected.username, password: Expected.password)
        #expect(sessionsWhenAsked.isEmpty)

        scheduler.runUntilIdle()

        #expect(sessionsWhenAsked.count == 1)
        #expect(sessionsWhenAsked.first??.username == Expected.username)
        #expect(instruction == "")
        #expect(outputs.isBusy.value == false)
        #expect(outputs.areFieldsEnabled.value)
    }

    @Test func wrongCredentialsClearThePasswordAndLeaveItUntouched() {
        var navigations = 0
        outputs.goToSubjectList.observe { _ in navigations += 1 }
        user.submit(username: Expected.username, password: "wrong-password")

        scheduler.runUntilIdle()

        #expect(instruction == Expected.wrongCredentials)
        #expect(outputs.username.value == Expected.username)
        #expect(outputs.password.value == "")
        #expect(outputs.isPasswordInvalid.value == false)
        #expect(outputs.isSubmitEnabled.value == false)
        #expect(outputs.areFieldsEnabled.value)
        #expect(outputs.isBusy.value == false)
        #expect(navigations == 0)
        #expect(environment.sessionStore.session == nil)
    }

    @Test("B2 Signing in… while in flight, then the answer, then the fields' messages")
    func theInstructionGoesStraightFromSigningInToTheAnswer() {
        let recorder = BindingRecorder<String>()
        recorder.makeObserver().subscribe(to: outputs.instruction)
        user.submit(username: Expected.username, password: "wrong-password")

        scheduler.runUntilIdle()

        // Clearing the password never flashes "Password is required" on the way.
        #expect(recorder.values == ["", Expected.signingIn, Expected.wrongCredentials])
    }

    @Test("B3 Typing in either field clears the last login's answer", arguments: [true, false])
    func theAnswerStaysUntilTheUserTypesInEitherField(inUsername: Bool) {
        user.submit(username: Expected.username, password: "wrong-password")
        scheduler.runUntilIdle()
        #expect(instruction == Expected.wrongCredentials)

        if inUsername {
            user.type(username: "ab")
            #expect(instruction == "Username must be at least 6 characters")
        } else {
            user.type(password: "ab")
            #expect(instruction == "Password must be at least 6 characters")
        }
    }

    @Test(arguments: [
        (Fault.noConnection, Expected.noConnection),
        (Fault.timeout, Expected.noConnection),
        (Fault.status(500), Expected.genericFailure),
        (Fault.status(400), Expected.genericFailure),
        (Fault.malformedJSON, Expected.genericFailure),
        (Fault.unexpectedJSON, Expected.genericFailure),
    ])
    func otherFailuresKeepTheTextAndLetTheUserTryAgain(fault: Fault, message: String) {
        environment.backend.inject(fault, on: .login, once: true)
        user.submit(username: Expected.username, password: Expected.password)

        scheduler.runUntilIdle()

        #expect(instruction == message)
        #expect(outputs.username.value == Expected.username)
        #expect(outputs.password.value == Expected.password)
        #expect(outputs.isSubmitEnabled.value)
        #expect(outputs.areFieldsEnabled.value)
        #expect(outputs.isBusy.value == false)

        user.tapSubmit()
        scheduler.runUntilIdle()
        #expect(environment.sessionStore.session != nil)
    }

    // MARK: The link

    @Test func theFirstSuccessfulLoginHandsTheLinkOnAndForgetsIt() {
        let viewModel = LoginViewModel(environment: environment, linkedSubjectID: 4)
        let user = LoginUser(driving: viewModel)
        let handedOn = BindingRecorder<Int?>()
        handedOn.makeObserver().subscribe(to: viewModel.outputs.goToSubjectList)

        user.submit(username: Expected.username, password: "wrong-password")
        scheduler.runUntilIdle()
        user.submit(username: Expected.username, password: Expected.password)
        scheduler.runUntilIdle()
        user.tapSubmit()
        scheduler.runUntilIdle()

        #expect(handedOn.values == [4, nil])
    }

    // MARK: Lifetime

    @Test func releasingTheViewModelCancelsItsLogin() {
        weak var weakViewModel: LoginViewModel?
        do {
            let viewModel = LoginViewModel(environment: environment)
            weakViewModel = viewModel
            LoginUser(driving: viewModel).submit(username: Expected.username, password: Expected.password)
            #expect(environment.backend.requests(to: .login).map(\.state) == [.inFlight])
        }

        #expect(weakViewModel == nil)
        #expect(environment.backend.requests(to: .login).map(\.state) == [.cancelled])
        scheduler.runUntilIdle()
        #expect(environment.sessionStore.session == nil)
    }
}
