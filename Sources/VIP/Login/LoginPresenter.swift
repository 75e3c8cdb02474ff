// Role: logic
// The login scene's presenter: it turns the interactor's facts into what the screen shows, choosing
// the words (the progress, the answer's message, the first problem) and the flags, and hands the
// ViewModel to the view controller's display logic.
import SharedModel

@MainActor
final class LoginPresenter {
    // Role: glue
    /// Weak: the view controller owns the interactor, which owns this presenter.
    weak var viewController: (any LoginDisplayLogic)?
}

// Role: logic
extension LoginPresenter: LoginPresentationLogic {
    func presentForm(_ response: Login.UpdateForm.Response) {
        let signingIn = response.status == .signingIn
        let instruction = switch response.status {
        case .signingIn: LoginMessages.signingIn
        case .failed(let error): LoginMessages.message(for: error)
        case .editing: (response.usernameProblem ?? response.passwordProblem)?.message ?? ""
        }
        viewController?.displayForm(Login.UpdateForm.ViewModel(
            password: response.password,
            instruction: instruction,
            isUsernameInvalid: response.usernameProblem != nil,
            isPasswordInvalid: response.passwordProblem != nil,
            isSubmitEnabled: response.canSubmit,
            isBusy: signingIn))
    }

    func presentSignIn(_ response: Login.SignIn.Response) {
        viewController?.displaySignIn(Login.SignIn.ViewModel())
    }
}
