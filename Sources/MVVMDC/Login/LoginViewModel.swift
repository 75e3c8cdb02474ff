// Role: state
// The login view's view model: a plain value holding everything about the form that changes with the
// business (texts, the instruction, which fields are invalid, what is enabled). Fixed styling (the
// light red of an invalid field, the colours of a disabled button) stays in the view.
import SharedModel

struct LoginViewModel: Equatable {
    let username: String
    let password: String
    let instruction: String
    let isUsernameInvalid: Bool
    let isPasswordInvalid: Bool
    let areFieldsEnabled: Bool
    let isSubmitEnabled: Bool
    let isBusy: Bool
}

// Role: logic
extension LoginViewModel {
    /// The view model for `form`: a pure function of it, so it can be tested without a screen.
    static func make(with form: LoginForm) -> LoginViewModel {
        LoginViewModel(
            username: form.username,
            password: form.password,
            instruction: instruction(for: form),
            isUsernameInvalid: isInvalid(.username, in: form),
            isPasswordInvalid: isInvalid(.password, in: form),
            areFieldsEnabled: !form.isSigningIn,
            isSubmitEnabled: form.canSubmit,
            isBusy: form.isSigningIn
        )
    }

    private static func isInvalid(_ field: CredentialField, in form: LoginForm) -> Bool {
        form.touched.contains(field) && form.problem(in: field) != nil
    }

    /// The login's progress or answer first, then the first touched field's problem.
    private static func instruction(for form: LoginForm) -> String {
        if form.isSigningIn { return LoginMessages.signingIn }
        if let failure = form.failure { return LoginMessages.message(for: failure) }
        for field in [CredentialField.username, .password] where isInvalid(field, in: form) {
            if let problem = form.problem(in: field) { return problem.message }
        }
        return ""
    }
}
