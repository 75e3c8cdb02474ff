// Role: glue
// MVVM's login controller: a thin binder. It owns the view and the view model, connects the view
// model's outputs to the widgets and the view's events to the view model's inputs, and shows the
// next screen when the view model says so. It makes no decision of its own.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class LoginViewController: ViewController {
    private let viewModel: any LoginViewModelType
    private let screenView = LoginScreenView()
    /// Builds the screen a successful login leads to.
    private let makeSubjectList: @MainActor (_ linkedSubjectID: Int?) -> ViewController

    /// - Parameters:
    ///   - viewModel: The screen's logic and state.
    ///   - makeSubjectList: Builds the subject list, pushed after a successful login, which opens
    ///     the linked subject the view model hands on.
    init(
        viewModel: any LoginViewModelType,
        makeSubjectList: @escaping @MainActor (_ linkedSubjectID: Int?) -> ViewController
    ) {
        self.viewModel = viewModel
        self.makeSubjectList = makeSubjectList
        super.init()
        title = LoginCopy.title
    }

    override func loadView() {
        view = screenView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bindOutputs()
        bindInputs()
    }

    /// View model → view. Each binding first shows the current value, then every change.
    private func bindOutputs() {
        let outputs = viewModel.outputs
        let form = screenView.form
        outputs.username.observe { [weak form] in form?.usernameField.text = $0 }
        outputs.password.observe { [weak form] in form?.passwordField.text = $0 }
        outputs.instruction.observe { [weak form] in form?.instructionLabel.text = $0 }
        outputs.isUsernameInvalid.observe { [weak form] in form?.setInvalid($0, field: .username) }
        outputs.isPasswordInvalid.observe { [weak form] in form?.setInvalid($0, field: .password) }
        outputs.isSubmitEnabled.observe { [weak form] in form?.setSubmitEnabled($0) }
        outputs.areFieldsEnabled.observe { [weak form] in form?.setFieldsEnabled($0) }
        outputs.isBusy.observe { [weak form] in form?.setBusy($0) }
        outputs.goToSubjectList.observe { [weak self] in self?.showSubjectList(linkedSubjectID: $0) }
    }

    /// View → view model: the view model's observers subscribe to the view's signals.
    private func bindInputs() {
        let inputs = viewModel.inputs
        inputs.usernameDidChange.subscribe(to: screenView.usernameDidChange)
        inputs.passwordDidChange.subscribe(to: screenView.passwordDidChange)
        inputs.submitTapped.subscribe(to: screenView.submitTapped)
        inputs.passwordReturned.subscribe(to: screenView.passwordReturned)
    }

    // Role: navigation
    private func showSubjectList(linkedSubjectID: Int?) {
        navigationController?.pushViewController(makeSubjectList(linkedSubjectID))
    }
}
