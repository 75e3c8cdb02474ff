// Role: glue
// The login view controller, which in MVVM-DC is only glue: it asks its data controller, builds a view
// model with the factory, hands it to the view, and forwards the view's events. It makes no decision
// of its own beyond where to go after a successful login, and with which link.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class LoginViewController: ViewController {
    private let dataController: LoginDataController
    private let environment: AppEnvironment
    private let loginView = LoginView()
    /// The subject the app's link names, until a successful login hands it on.
    private var linkedSubjectID: Int?
    /// The subject the app's link names, for the whole run: every subject list a login pushes gives it
    /// to All Subjects to mark, whatever became of the link it handed on.
    private let markedSubjectID: Int?

    /// `linkedSubjectID` is the subject the app's link names, for the subject list the first
    /// successful login pushes to open, and for All Subjects to mark from every subject list it pushes.
    init(dataController: LoginDataController, environment: AppEnvironment, linkedSubjectID: Int? = nil) {
        self.dataController = dataController
        self.environment = environment
        self.linkedSubjectID = linkedSubjectID
        markedSubjectID = linkedSubjectID
        super.init()
        title = LoginCopy.title
    }

    override func loadView() {
        view = loginView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loginView.delegate = self
        render()
    }

    private func render() {
        loginView.bind(LoginViewModel.make(with: dataController.form))
    }

    // Role: navigation
    /// The first successful login hands the link on and forgets it; a failed one keeps it.
    private func showSubjectList() {
        let subjectList = MVVMDCArchitecture.makeSubjectListScreen(environment: environment,
                                                                   linkedSubjectID: linkedSubjectID,
                                                                   markedSubjectID: markedSubjectID)
        linkedSubjectID = nil
        navigationController?.pushViewController(subjectList)
    }
}

// Role: glue
extension LoginViewController: LoginViewDelegate {
    func loginView(_ loginView: LoginView, didEdit field: CredentialField, text: String) {
        dataController.update(text, in: field)
        render()
    }

    func loginViewDidTapSubmit(_ loginView: LoginView) {
        dataController.logIn { [weak self] result in
            self?.render()
            if case .success = result { self?.showSubjectList() }
        }
        render()
    }
}
