// Role: state
// MVVM's login view model: the screen's state as observables, the validation rules woven into them
// with combiners, and the login itself through the model layer's LoginAPIManager, whose delegate it
// is. It knows nothing of views: a test drives it through its inputs and reads its outputs.
import SharedModel

@MainActor
final class LoginViewModel: LoginViewModelType, LoginViewModelInputs, LoginViewModelOutputs {
    /// Where the login stands.
    private enum Status: Equatable {
        /// No login in flight and no answer on show.
        case editing
        case signingIn
        /// A login failed; its message stays until the user next types.
        case failed(message: String)
    }

    // The state everything else is derived from, settable only here.
    private let usernameText = Observable("")
    private let passwordText = Observable("")
    /// A field is touched once the user has typed into it; the program clearing it untouches it.
    private let usernameTouched = Observable(false)
    private let passwordTouched = Observable(false)
    private let status = Observable(Status.editing)
    private let loginSucceededEvent = Signal<Int?>()
    /// The subject the app's link names, until a successful login hands it on.
    private var linkedSubjectID: Int?

    // The outputs: the state, and what `init` derives from it, read-only.
    var username: ReadOnlyObservable<String> { usernameText.readOnly }
    var password: ReadOnlyObservable<String> { passwordText.readOnly }
    let instruction: ReadOnlyObservable<String>
    let isUsernameInvalid: ReadOnlyObservable<Bool>
    let isPasswordInvalid: ReadOnlyObservable<Bool>
    let isSubmitEnabled: ReadOnlyObservable<Bool>
    let areFieldsEnabled: ReadOnlyObservable<Bool>
    let isBusy: ReadOnlyObservable<Bool>
    var goToSubjectList: ReadOnlySignal<Int?> { loginSucceededEvent.readOnly }

    private let sessionStore: SessionStore
    private let loginManager: LoginAPIManager

    // Role: glue
    var inputs: any LoginViewModelInputs { self }
    var outputs: any LoginViewModelOutputs { self }

    private(set) lazy var usernameDidChange = Observer<String> { [weak self] in self?.userTyped($0, in: .username) }
    private(set) lazy var passwordDidChange = Observer<String> { [weak self] in self?.userTyped($0, in: .password) }
    private(set) lazy var submitTapped = Observer<Void> { [weak self] in self?.submit() }
    private(set) lazy var passwordReturned = Observer<Void> { [weak self] in self?.submit() }

    // Role: logic
    /// Creates the view model and weaves its outputs: each is stated once, as a function of the
    /// state it depends on, and the combiners keep it up to date. `linkedSubjectID` is the subject
    /// the app's link names, for the subject list the first successful login leads to.
    init(environment: AppEnvironment, linkedSubjectID: Int? = nil) {
        self.linkedSubjectID = linkedSubjectID
        sessionStore = environment.sessionStore
        loginManager = LoginAPIManager(transport: environment.transport)

        let usernameProblem = usernameText.map { CredentialRules.problem(with: $0, as: .username) }
        let passwordProblem = passwordText.map { CredentialRules.problem(with: $0, as: .password) }
        // Both fields start untouched, so neither shows a problem at first.
        let shownUsernameProblem = Observable.combine(
            usernameProblem, usernameTouched, strategy: .every, initial: nil, Self.shown)
        let shownPasswordProblem = Observable.combine(
            passwordProblem, passwordTouched, strategy: .every, initial: nil, Self.shown)

        isUsernameInvalid = shownUsernameProblem.map { $0 != nil }.readOnly
        isPasswordInvalid = shownPasswordProblem.map { $0 != nil }.readOnly
        instruction = Observable.combine(
            status, shownUsernameProblem, shownPasswordProblem, strategy: .every, initial: "", Self.instruction).readOnly
        isSubmitEnabled = Observable.combine(
            usernameProblem, passwordProblem, status, strategy: .every, initial: false
        ) { usernameProblem, passwordProblem, status in
            usernameProblem == nil && passwordProblem == nil && status != .signingIn
        }.readOnly
        isBusy = status.map { $0 == .signingIn }.readOnly
        areFieldsEnabled = status.map { $0 != .signingIn }.readOnly

        // Role: glue
        loginManager.delegate = self
    }

    // Role: logic

    /// A field's problem shows only once the field is touched.
    private static func shown(_ problem: CredentialProblem?, touched: Bool) -> CredentialProblem? {
        touched ? problem : nil
    }

    /// The login's progress or answer first; otherwise the username's problem, then the password's.
    private static func instruction(
        _ status: Status, usernameProblem: CredentialProblem?, passwordProblem: CredentialProblem?
    ) -> String {
        switch status {
        case .signingIn: LoginMessages.signingIn
        case .failed(let message): message
        case .editing: (usernameProblem ?? passwordProblem)?.message ?? ""
        }
    }

    /// A keystroke: the field takes the text and is touched, and a login's answer makes way.
    private func userTyped(_ text: String, in field: CredentialField) {
        switch field {
        case .username:
            usernameText.value = text
            usernameTouched.value = true
        case .password:
            passwordText.value = text
            passwordTouched.value = true
        }
        if case .failed = status.value { status.value = .editing }
    }

    private func submit() {
        guard isSubmitEnabled.value else { return }
        // Before sending: an immediate backend may answer inside `logIn`.
        status.value = .signingIn
        loginManager.logIn(with: Credentials(username: usernameText.value, password: passwordText.value))
    }

    /// The first successful login hands the link on and forgets it; a failed one keeps it.
    private func loginSucceeded(with session: Session) {
        sessionStore.store(session)
        status.value = .editing
        let linkedSubjectID = self.linkedSubjectID
        self.linkedSubjectID = nil
        loginSucceededEvent.send(linkedSubjectID)
    }

    private func loginFailed(with error: APIError) {
        status.value = .failed(message: LoginMessages.message(for: error))
        if error == .unauthorized {
            // Wrong credentials: the program clears the password, which leaves it untouched.
            passwordTouched.value = false
            passwordText.value = ""
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
