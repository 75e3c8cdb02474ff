// Role: logic
// The login screen's data controller, the one its view controller talks to. It keeps the form's data,
// takes the user's edits as events, and signs in through the composed `AuthDataController`. It knows
// nothing about views: it answers with a completion closure, and the form is there to read.
import SharedModel

@MainActor
final class LoginDataController {
    private let auth: AuthDataController
    /// The form as the screen should show it now.
    private(set) var form = LoginForm()

    init(auth: AuthDataController) {
        self.auth = auth
    }

    /// The user typed `text` into `field`: the field is touched and the last login's message is done.
    func update(_ text: String, in field: CredentialField) {
        switch field {
        case .username: form.username = text
        case .password: form.password = text
        }
        form.touched.insert(field)
        form.failure = nil
    }

    /// Signs in with the form's credentials if they can be submitted; returns whether it started.
    /// After a 401 the password is cleared (and untouched); any failure is kept in ``form``.
    @discardableResult
    func logIn(completion: @escaping CompletionCallback) -> Bool {
        guard form.canSubmit else { return false }
        form.failure = nil
        form.isSigningIn = true
        return auth.logIn(with: form.credentials) { [weak self] result in
            guard let self else { return }
            form.isSigningIn = false
            if case .failure(let error) = result { failed(with: error) }
            completion(result.map { _ in })
        }
    }

    private func failed(with error: APIError) {
        form.failure = error
        if error == .unauthorized {
            form.password = ""
            form.touched.remove(.password)
        }
    }
}
