import Testing
import SharedModel
@testable import MVVMDC

/// The login view model factory is a pure function of the form: every rule of what the screen shows
/// is checked here without a screen.
@MainActor
@Suite struct LoginViewModelTests {
    private func form(
        username: String = "", password: String = "", touched: Set<CredentialField> = [],
        failure: APIError? = nil, isSigningIn: Bool = false
    ) -> LoginForm {
        LoginForm(username: username, password: password, touched: touched, failure: failure, isSigningIn: isSigningIn)
    }

    @Test func anEmptyUntouchedFormShowsNothingWrongAndCannotSubmit() {
        #expect(LoginViewModel.make(with: LoginForm()) == LoginViewModel(
            username: "", password: "", instruction: "", isUsernameInvalid: false, isPasswordInvalid: false,
            areFieldsEnabled: true, isSubmitEnabled: false, isBusy: false))
    }

    @Test func anUntouchedInvalidFieldIsNotMarked() {
        let viewModel = LoginViewModel.make(with: form(username: "student01", touched: [.username]))
        #expect(viewModel.instruction == "")
        #expect(!viewModel.isPasswordInvalid)
        #expect(!viewModel.isSubmitEnabled)
    }

    @Test func theUsernamesProblemComesFirst() {
        let viewModel = LoginViewModel.make(with: form(username: "stu", password: "abc", touched: [.username, .password]))
        #expect(viewModel.instruction == "Username must be at least 6 characters")
        #expect(viewModel.isUsernameInvalid)
        #expect(viewModel.isPasswordInvalid)
    }

    @Test func thenThePasswordsProblem() {
        let viewModel = LoginViewModel.make(with: form(username: "student01", password: "", touched: [.username, .password]))
        #expect(viewModel.instruction == "Password is required")
        #expect(!viewModel.isUsernameInvalid)
        #expect(viewModel.isPasswordInvalid)
    }

    @Test("B1 The username's message comes before the password's; each field's rules apply in order")
    func validationOrder() {
        // Both fields touched and the password always invalid: its message shows once the username is valid.
        // Each field shows its first broken rule: empty is also shorter than 6, but "required" wins.
        let cases: [(username: String, password: String, message: String)] = [
            ("", "abc", "Username is required"),
            ("abc", "abc", "Username must be at least 6 characters"),
            (String(repeating: "a", count: 25), "abc", "Username must be at most 24 characters"),
            ("student01", "", "Password is required"),
            ("student01", "abc", "Password must be at least 6 characters"),
            ("student01", String(repeating: "a", count: 25), "Password must be at most 24 characters"),
        ]
        for (username, password, message) in cases {
            let viewModel = LoginViewModel.make(with: form(username: username, password: password,
                                                           touched: [.username, .password]))
            #expect(viewModel.instruction == message)
            #expect(viewModel.isUsernameInvalid == (username != "student01"))
            #expect(viewModel.isPasswordInvalid)
        }
    }

    @Test("B2 Signing in… while in flight, then the answer, then the fields' messages")
    func messagePrecedence() {
        // Every source of a message at once, then each taken away in turn: the next one shows.
        var state = form(username: "stu", password: "abc", touched: [.username, .password],
                         failure: .unauthorized, isSigningIn: true)
        #expect(LoginViewModel.make(with: state).instruction == "Signing in\u{2026}")
        state.isSigningIn = false
        #expect(LoginViewModel.make(with: state).instruction == "Incorrect username or password")
        state.failure = nil
        #expect(LoginViewModel.make(with: state).instruction == "Username must be at least 6 characters")
        state.username = "student01"
        #expect(LoginViewModel.make(with: state).instruction == "Password must be at least 6 characters")
    }

    @Test func validFieldsEnableSubmit() {
        let viewModel = LoginViewModel.make(with: form(username: "student01", password: "secret123", touched: [.username, .password]))
        #expect(viewModel.instruction == "")
        #expect(viewModel.isSubmitEnabled)
        #expect(viewModel.username == "student01")
        #expect(viewModel.password == "secret123")
    }

    @Test func signingInDisablesEverythingAndSaysSo() {
        let viewModel = LoginViewModel.make(with: form(username: "student01", password: "secret123",
                                                       touched: [.username, .password], isSigningIn: true))
        #expect(viewModel.instruction == "Signing in\u{2026}")
        #expect(!viewModel.areFieldsEnabled)
        #expect(!viewModel.isSubmitEnabled)
        #expect(viewModel.isBusy)
    }

    @Test(arguments: [
        (APIError.unauthorized, "Incorrect username or password"),
        (.noConnection, "Can't reach the server. Check your connection and try again."),
        (.timedOut, "Can't reach the server. Check your connection and try again."),
        (.server(status: 500), "Something went wrong. Please try again."),
        (.malformed(ReformError(path: "$", expected: "an object", found: "a string")), "Something went wrong. Please try again."),
    ])
    func aFailureShowsItsMessageBeforeAnyFieldProblem(failure: APIError, message: String) {
        let viewModel = LoginViewModel.make(with: form(username: "student01", password: "", touched: [.username],
                                                       failure: failure))
        #expect(viewModel.instruction == message)
        #expect(viewModel.areFieldsEnabled)
        #expect(!viewModel.isBusy)
    }
}
