// Test support for the subject detail scene: a spy that stands in for its view controller's display
// logic, and the interactor with the real presenter ending at that spy, given the subject as the
// subject list scene's router passes it in.
import SharedModel
@testable import VIP

/// The subject detail view controller's display logic, recorded.
@MainActor
final class SubjectDetailDisplaySpy: SubjectDetailDisplayLogic {
    private(set) var subjects: [SubjectDetail.GetSubject.ViewModel] = []
    private(set) var screens: [SubjectDetail.UpdateDetails.ViewModel] = []
    private(set) var themes: [SubjectDetail.ApplyTheme.ViewModel] = []
    private(set) var switchOffs = 0

    var shown: SubjectDetail.UpdateDetails.ViewModel? { screens.last }

    func displaySubject(_ viewModel: SubjectDetail.GetSubject.ViewModel) { subjects.append(viewModel) }
    func displayDetails(_ viewModel: SubjectDetail.UpdateDetails.ViewModel) { screens.append(viewModel) }
    func displayTheme(_ viewModel: SubjectDetail.ApplyTheme.ViewModel) { themes.append(viewModel) }
    func displaySwitchOff(_ viewModel: SubjectDetail.SwitchOff.ViewModel) { switchOffs += 1 }
}

/// The subject detail interactor with the real presenter, ending at a display spy, for Physics as the
/// subject list scene's router passes it into the interactor's data store.
@MainActor
struct SubjectDetailCycle {
    let interactor: SubjectDetailInteractor
    let presenter = SubjectDetailPresenter()
    let display = SubjectDetailDisplaySpy()

    init(environment: AppEnvironment) {
        interactor = SubjectDetailInteractor(worker: SubjectDetailWorker(environment: environment),
                                             themeStore: environment.themeStore)
        interactor.subjectID = 4
        interactor.subjectName = "Physics"
        interactor.presenter = presenter
        presenter.viewController = display
    }

    func fetch(_ trigger: SubjectDetail.FetchDetails.Request.Trigger) {
        interactor.fetchDetails(SubjectDetail.FetchDetails.Request(trigger: trigger))
    }

    func switchOff() {
        interactor.switchOff(SubjectDetail.SwitchOff.Request())
    }
}
