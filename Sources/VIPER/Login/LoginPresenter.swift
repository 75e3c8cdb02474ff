// Role: logic
// VIPER's Presenter: the login screen's presentation logic, between a view that only draws and an
// interactor that only runs use cases. It keeps what the screen is doing (the text typed, which
// fields are touched, whether a login is in flight, how the last one ended), asks the interactor for
// rules and requests, chooses every message, and tells the router when to leave.
import SharedModel

@MainActor
final class LoginPresenter {
    // Role: glue
    /// Weak: the view controller owns this presenter.
    weak var view: (any LoginViewInput)?
    /// Strong: the presenter owns its interactor and its router.
    private let interactor: any LoginInteractorInput
    private let router: any LoginRouterInput

    // Role: state
    private var username = ""
    private var password = ""
    /// A field is touched once the user has typed into it; clearing it from code untouches it.
    private var touched: Set<CredentialField> = []
    private var isSigningIn = false
    /// How the last login failed; its message shows until the user types again.
    private var failure: APIError?

    // Role: assembly
    init(interactor: any LoginInteractorInput, router: any LoginRouterInput) {
        self.interactor = interactor
        self.router = router
    }


    // Role: logic
    private func problem(in field: CredentialField) -> CredentialProblem? {
        interactor.problem(with: field == .username ? username : password, as: field)
    }

    private var canSubmit: Bool {
        !isSigningIn && problem(in: .username) == nil && problem(in: .password) == nil
    }

    /// The progress or the answer of a login first, then the first touched field's problem.
    private var instruction: String {
        if isSigningIn { return LoginMessages.signingIn }
        if let failure { return LoginMessages.message(for: failure) }
        for field in [CredentialField.username, .password] where touched.contains(field) {
            if let problem = problem(in: field) { return problem.message }
        }
        return ""
    }

    /// Sends the view the form as the current state describes it.
    private func updateView() {
        let invalid = touched.filter { problem(in: $0) != nil }
        view?.display(LoginFormDisplay(instruction: instruction, invalidFields: invalid,
                                       fieldsEnabled: !isSigningIn, submitEnabled: canSubmit,
                                       isBusy: isSigningIn))
    }
}

// Role: glue
extension LoginPresenter: LoginViewOutput {
    func viewDidLoad() {
        updateView()
    }

    // Role: logic
    func didEdit(_ field: CredentialField, text: String) {
        switch field {
        case .username: username = text
        case .password: password = text
        }
        touched.insert(field)
        failure = nil
        updateView()
    }

    func didTapSubmit() {
        guard canSubmit else { return }
        isSigningIn = true
        failure = nil
        updateView()
        interactor.logIn(with: Credentials(username: username, password: password))
    }

    /// Return in the password field is a tap on submit.
    func didReturnInPassword() {
        didTapSubmit()
    }
}

extension LoginPresenter: LoginInteractorOutput {
    func loginDidSucceed() {
        isSigningIn = false
        updateView()
        router.showSubjectList()
    }

    func loginDidFail(with error: APIError) {
        isSigningIn = false
        failure = error
        if error == .unauthorized {
            password = ""
            touched.remove(.password)
            view?.clearPassword()
        }
        updateView()
    }
}
