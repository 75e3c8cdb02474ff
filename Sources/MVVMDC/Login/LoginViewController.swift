// Role: glue
// The login view controller, which in MVVM-DC is only glue: it asks its data controller, builds a view
// model with the factory, hands it to the view, and forwards the view's events. It makes no decision
// of its own beyond where to go after a successful login.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class LoginViewController: ViewController {
    private let dataController: LoginDataController
    private let environment: AppEnvironment
    private let loginView = LoginView()

    init(dataController: LoginDataController, environment: AppEnvironment) {
        self.dataController = dataController
        self.environment = environment
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
    private func showSubjectList() {
        navigationController?.pushViewController(MVVMDCArchitecture.makeSubjectListScreen(environment: environment))
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
