// Role: view
// The login view controller of the Redux-style store: it sends every user action to the store and
// shows every state the store publishes, the subject list included: when the state says it is on
// top, the controller pushes it, given the link the state holds. It decides nothing.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class LoginViewController: ViewController {
    private let store: Store<LoginReducer>
    private let form = LoginFormView()
    /// Builds the screen a successful login leads to, given the linked subject it is to follow.
    private let makeSubjectList: @MainActor (Int?) -> ViewController
    private var subscription: StoreSubscription<LoginState>?
    // Role: state
    /// The state last shown: navigation happens on a change, not on every state.
    private var shown: LoginState?

    // Role: view
    /// - Parameters:
    ///   - store: The login feature's store.
    ///   - makeSubjectList: Builds the subject list, given the linked subject, pushed when the state
    ///     says it is on top.
    init(store: Store<LoginReducer>, makeSubjectList: @escaping @MainActor (Int?) -> ViewController) {
        self.store = store
        self.makeSubjectList = makeSubjectList
        super.init()
        title = LoginCopy.title
    }

    override func loadView() {
        view = form
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Role: glue
        form.usernameField.addTarget(self, action: LoginViewController.usernameEdited, for: .editingChanged)
        form.passwordField.addTarget(self, action: LoginViewController.passwordEdited, for: .editingChanged)
        form.submitButton.addTarget(self, action: LoginViewController.submitPressed, for: .touchUpInside)
        form.passwordField.addTarget(self, action: LoginViewController.passwordReturned, for: .primaryActionTriggered)
        subscription = store.subscribe { [weak self] state in self?.render(state) }
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        store.send(.viewWillAppear)
    }

    private func usernameEdited() { store.send(.usernameChanged(form.usernameField.text)) }
    private func passwordEdited() { store.send(.passwordChanged(form.passwordField.text)) }
    private func submitPressed() { store.send(.submitTapped) }
    private func passwordReturned() { store.send(.passwordReturned) }

    /// State → widgets, as the store publishes it: every widget, and the subject list when it has
    /// just come on top.
    private func render(_ state: LoginState) {
        let busy = state.status == .signingIn
        form.usernameField.text = state.username
        form.passwordField.text = state.password
        form.instructionLabel.text = state.instruction
        form.setInvalid(state.shownProblem(in: .username) != nil, field: .username)
        form.setInvalid(state.shownProblem(in: .password) != nil, field: .password)
        form.setSubmitEnabled(state.canSubmit)
        form.setFieldsEnabled(!busy)
        form.setBusy(busy)
        let pushes = state.isShowingSubjectList && shown?.isShowingSubjectList != true
        shown = state
        // Role: navigation
        if pushes { navigationController?.pushViewController(makeSubjectList(state.linkedSubjectID)) }
    }
}
