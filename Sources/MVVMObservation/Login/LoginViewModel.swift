// Role: state
// The login view model as Apple writes MVVM since Observation: an @Observable class whose stored
// properties are the screen's state and whose computed properties say what the screen shows. There is
// no binding kit: whoever reads a property inside observation tracking (the controller's
// updateProperties()) hears when it changes. It knows nothing of views: a test calls its methods and
// reads its properties.
import Observation
import SharedModel

@MainActor
@Observable
final class LoginViewModel {
    /// Where the login stands.
    private enum Status: Equatable {
        /// No login in flight and no answer on show.
        case editing
        case signingIn
        /// A login failed; its message stays until the user next types.
        case failed(message: String)
    }

    /// The username as the user typed it.
    private(set) var username = ""
    /// The password as typed; cleared by the view model after wrong credentials.
    private(set) var password = ""
    /// A field is touched once the user has typed into it; the view model clearing it untouches it.
    private var touched: Set<CredentialField> = []
    private var status = Status.editing
    /// The subject of the link the app was opened with, until a login succeeds: a failed login keeps
    /// it, the first successful one hands it on.
    @ObservationIgnored private var linkedSubjectID: Int?

    // Role: glue
    // The collaborators, and the one event the controller hears.
    /// Called once a login has succeeded and the session is stored, with the linked subject the first
    /// time: the controller shows the list, which opens it. An event, not state: nothing observes it.
    @ObservationIgnored var onSignedIn: (@MainActor (_ linkedSubjectID: Int?) -> Void)?

    @ObservationIgnored private let sessionStore: SessionStore
    @ObservationIgnored private let loginManager: LoginAPIManager

    // Role: assembly
    init(environment: AppEnvironment, linkedSubjectID: Int? = nil) {
        self.linkedSubjectID = linkedSubjectID
        sessionStore = environment.sessionStore
        loginManager = LoginAPIManager(transport: environment.transport)
        // Role: glue
        loginManager.delegate = self
    }

    // Role: logic

    /// The line under the fields: the login's progress or answer first, then the username's
    /// problem, then the password's, each only once its field is touched.
    var instruction: String {
        switch status {
        case .signingIn: LoginMessages.signingIn
        case .failed(let message): message
        case .editing: (shownProblem(in: .username) ?? shownProblem(in: .password))?.message ?? ""
        }
    }

    /// Whether `field` is touched and breaks a rule.
    func isInvalid(_ field: CredentialField) -> Bool { shownProblem(in: field) != nil }

    /// Whether Log In can be tapped: both fields valid and no login in flight.
    var isSubmitEnabled: Bool {
        problem(in: .username) == nil && problem(in: .password) == nil && !isSigningIn
    }

    /// Whether a login is in flight: the spinner turns and the fields are disabled.
    var isSigningIn: Bool { status == .signingIn }

    private func problem(in field: CredentialField) -> CredentialProblem? {
        CredentialRules.problem(with: field == .username ? username : password, as: field)
    }

    private func shownProblem(in field: CredentialField) -> CredentialProblem? {
        touched.contains(field) ? problem(in: field) : nil
    }

    /// A keystroke: the field takes the text and is touched, and a login's answer makes way.
    func userTyped(_ text: String, in field: CredentialField) {
        switch field {
        case .username: username = text
        case .password: password = text
        }
        touched.insert(field)
        if case .failed = status { status = .editing }
    }

    func submit() {
        guard isSubmitEnabled else { return }
        // Before sending: an immediate backend may answer inside `logIn`.
        status = .signingIn
        loginManager.logIn(with: Credentials(username: username, password: password))
    }

    private func loginSucceeded(with session: Session) {
        sessionStore.store(session)
        status = .editing
        onSignedIn?(linkedSubjectID)
        // Only the first subject list takes the link: a later login's starts as usual.
        linkedSubjectID = nil
    }

    private func loginFailed(with error: APIError) {
        status = .failed(message: LoginMessages.message(for: error))
        if error == .unauthorized {
            // Wrong credentials: the view model clears the password, which leaves it untouched.
            password = ""
            touched.remove(.password)
        }
    }
}

// Role: glue
extension LoginViewModel: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) {
        do {
            loginSucceeded(with: try manager.fetch(with: SessionReformer()))
        } catch {
            loginFailed(with: error)
        }
    }

    func apiManager(_ manager: APIManager, didFailWith error: APIError) {
        loginFailed(with: error)
    }
}
