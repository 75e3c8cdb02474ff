// Role: logic
// The login scene's interactor: the business logic. It keeps the form's facts (the text, the touched
// fields, where the login stands), applies the credential rules, logs in through its worker, stores
// the session, and hands every outcome to the presenter as a Response. It knows no view and no word
// the screen shows. As the scene's data store it keeps the linked subject and the subject to mark for the
// router to hand on.
import SharedModel

@MainActor
final class LoginInteractor: LoginDataStore {
    // Role: glue
    var presenter: (any LoginPresentationLogic)?
    private let worker: LoginWorker
    private let sessionStore: SessionStore

    // Role: state
    private var username = ""
    private var password = ""
    /// A field is touched once the user has typed into it; the interactor clearing it untouches it.
    private var touched: Set<CredentialField> = []
    private var status = Login.UpdateForm.Response.Status.editing
    /// The linked subject the app passed in, kept through failed logins until the router hands it to
    /// the subject list scene a login pushes.
    var linkedSubjectID: Int?
    /// The subject of the link the app was opened with, kept for the whole run: All Subjects marks it
    /// whatever became of the link, so the router gives it to every subject list scene a login pushes.
    var markedSubjectID: Int?

    // Role: assembly
    init(worker: LoginWorker, sessionStore: SessionStore) {
        self.worker = worker
        self.sessionStore = sessionStore
    }

    // Role: logic
    private func problem(in field: CredentialField) -> CredentialProblem? {
        CredentialRules.problem(with: field == .username ? username : password, as: field)
    }

    private var canSubmit: Bool {
        problem(in: .username) == nil && problem(in: .password) == nil && status != .signingIn
    }

    private func presentForm() {
        presenter?.presentForm(Login.UpdateForm.Response(
            password: password,
            usernameProblem: touched.contains(.username) ? problem(in: .username) : nil,
            passwordProblem: touched.contains(.password) ? problem(in: .password) : nil,
            status: status,
            canSubmit: canSubmit))
    }

    private func loginAnswered(_ result: Result<Session, APIError>) {
        switch result {
        case .success(let session):
            sessionStore.store(session)
            status = .editing
            presentForm()
            presenter?.presentSignIn(Login.SignIn.Response())
        case .failure(let error):
            status = .failed(error)
            if error == .unauthorized {
                // Wrong credentials: the interactor clears the password, which leaves it untouched.
                password = ""
                touched.remove(.password)
            }
            presentForm()
        }
    }
}

// Role: logic
extension LoginInteractor: LoginBusinessLogic {
    /// A keystroke: the field takes the text and is touched, and a login's answer makes way.
    func editField(_ request: Login.EditField.Request) {
        switch request.field {
        case .username: username = request.text
        case .password: password = request.text
        }
        touched.insert(request.field)
        if case .failed = status { status = .editing }
        presentForm()
    }

    func submit(_ request: Login.Submit.Request) {
        guard canSubmit else { return }
        // Before sending: an immediate backend may answer inside `logIn`.
        status = .signingIn
        presentForm()
        worker.logIn(with: Credentials(username: username, password: password)) { [weak self] result in
            self?.loginAnswered(result)
        }
    }
}
