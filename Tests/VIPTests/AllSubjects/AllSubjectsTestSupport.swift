// Test support for the All Subjects scene: a spy that stands in for its view controller's display logic,
// and the interactor with the real presenter ending at that spy, given the junior phase and the sample
// user's open subjects as the subject list scene's router passes them in.
import SharedModel
@testable import VIP

/// The All Subjects view controller's display logic, recorded.
@MainActor
final class AllSubjectsDisplaySpy: AllSubjectsDisplayLogic {
    private(set) var catalogues: [AllSubjects.FetchCatalogue.ViewModel] = []
    private(set) var themes: [AllSubjects.ApplyTheme.ViewModel] = []

    var shown: AllSubjects.FetchCatalogue.ViewModel? { catalogues.last }

    func displayCatalogue(_ viewModel: AllSubjects.FetchCatalogue.ViewModel) { catalogues.append(viewModel) }
    func displayTheme(_ viewModel: AllSubjects.ApplyTheme.ViewModel) { themes.append(viewModel) }
}

/// The All Subjects interactor with the real presenter, ending at a display spy, for a junior-phase user
/// with Math, Chinese, English, Physics and History open.
@MainActor
struct AllSubjectsCycle {
    let interactor: AllSubjectsInteractor
    let presenter = AllSubjectsPresenter()
    let display = AllSubjectsDisplaySpy()

    init(environment: AppEnvironment) {
        interactor = AllSubjectsInteractor(worker: AllSubjectsWorker(environment: environment),
                                           themeStore: environment.themeStore)
        interactor.currentPhase = .junior
        interactor.openSubjectIDs = [1, 2, 3, 4, 7]
        interactor.presenter = presenter
        presenter.viewController = display
    }

    func fetch(_ trigger: AllSubjects.FetchCatalogue.Request.Trigger) {
        interactor.fetchCatalogue(AllSubjects.FetchCatalogue.Request(trigger: trigger))
    }
}
