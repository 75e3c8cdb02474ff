// Test support: spies that stand in for a scene's view controller (its display logic), and each
// scene's interactor wired to the real presenter and a spy: the VIP cycle without a view.
import SharedModel
@testable import VIP

/// The login view controller's display logic, recorded.
@MainActor
final class LoginDisplaySpy: LoginDisplayLogic {
    private(set) var forms: [Login.UpdateForm.ViewModel] = []
    private(set) var signIns = 0

    var form: Login.UpdateForm.ViewModel? { forms.last }

    func displayForm(_ viewModel: Login.UpdateForm.ViewModel) { forms.append(viewModel) }
    func displaySignIn(_ viewModel: Login.SignIn.ViewModel) { signIns += 1 }
}

/// The subject list view controller's display logic, recorded.
@MainActor
final class SubjectListDisplaySpy: SubjectListDisplayLogic {
    private(set) var subjects: [SubjectList.FetchSubjects.ViewModel] = []
    private(set) var themes: [SubjectList.ApplyTheme.ViewModel] = []
    private(set) var selections = 0

    var shown: SubjectList.FetchSubjects.ViewModel? { subjects.last }
    /// The items of the last view model that brought new ones.
    var titles: [String] { subjects.last { $0.newCells != nil }?.newCells?.map(\.title) ?? [] }

    func displaySubjects(_ viewModel: SubjectList.FetchSubjects.ViewModel) { subjects.append(viewModel) }
    func displayTheme(_ viewModel: SubjectList.ApplyTheme.ViewModel) { themes.append(viewModel) }
    func displaySelection(_ viewModel: SubjectList.SelectItem.ViewModel) { selections += 1 }
}

/// The login interactor with the real presenter, ending at a display spy: the cycle without a view.
@MainActor
struct LoginCycle {
    let interactor: LoginInteractor
    let presenter = LoginPresenter()
    let display = LoginDisplaySpy()

    init(environment: AppEnvironment) {
        interactor = LoginInteractor(worker: LoginWorker(environment: environment), sessionStore: environment.sessionStore)
        interactor.presenter = presenter
        presenter.viewController = display
    }

    func type(_ text: String, in field: CredentialField) {
        interactor.editField(Login.EditField.Request(field: field, text: text))
    }

    func submit(username: String, password: String) {
        type(username, in: .username)
        type(password, in: .password)
        interactor.submit(Login.Submit.Request())
    }

    var instruction: String? { display.form?.instruction }
}

/// The subject list interactor with the real presenter, ending at a display spy.
@MainActor
struct SubjectListCycle {
    let interactor: SubjectListInteractor
    let presenter = SubjectListPresenter()
    let display = SubjectListDisplaySpy()

    init(environment: AppEnvironment) {
        interactor = SubjectListInteractor(worker: SubjectListWorker(environment: environment),
                                           themeStore: environment.themeStore)
        interactor.presenter = presenter
        presenter.viewController = display
    }

    func fetch(_ trigger: SubjectList.FetchSubjects.Request.Trigger) {
        interactor.fetchSubjects(SubjectList.FetchSubjects.Request(trigger: trigger))
    }
}
