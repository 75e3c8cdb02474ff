// The All Subjects view model on its own: its methods called as the controller calls them, its
// properties read as the controller's render reads them, over the fake backend with answers landing
// only when the test runs the manual scheduler. No view is built, and no coordinator: the screen leads
// nowhere.
@testable import MVVMC
import SharedModel
import Testing

@Suite("All Subjects view model")
@MainActor
struct AllSubjectsViewModelTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let viewModel: AllSubjectsViewModel

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        viewModel = AllSubjectsViewModel(environment: environment, currentPhase: .junior, openSubjectIDs: [1, 4])
    }

    private var backend: FakeBackend { environment.backend }

    /// The sample catalogue's junior subjects, in catalogue order: Science is offered in primary only.
    private static let junior = ["Math", "Chinese", "English", "Physics", "Chemistry", "Biology", "History"]

    /// What the screen shows, in one value, so a test states a whole state at once.
    private struct Shown: Equatable {
        var loading = false
        var subjects: [String] = []
        var errorVisible = false
    }

    private var shown: Shown {
        Shown(loading: viewModel.isLoading, subjects: viewModel.subjects.map(\.name),
              errorVisible: viewModel.isErrorVisible)
    }

    @Test func theFirstAppearanceLoadsTheCatalogueOnceAndKeepsThePhasesSubjects() {
        #expect(shown == Shown())
        #expect(viewModel.openSubjectIDs == [1, 4])
        #expect(backend.requests.isEmpty)

        viewModel.viewWillAppear()
        #expect(shown == Shown(loading: true))
        #expect(backend.requests(to: .subjects).map(\.state) == [.inFlight])

        scheduler.runUntilIdle()
        viewModel.viewWillAppear()
        #expect(shown == Shown(subjects: Self.junior))
        #expect(backend.requests.count == 1)
    }

    @Test("The subject of the app's link it is given is kept for its row's mark; given none, nothing is marked")
    func theLinksSubjectIsKeptForItsMark() {
        #expect(viewModel.markedSubjectID == nil)

        let linked = AllSubjectsViewModel(environment: environment, currentPhase: .junior, openSubjectIDs: [1, 4],
                                          markedSubjectID: 5)

        #expect(linked.markedSubjectID == 5)
    }

    @Test("A failed load shows the error and Retry; Retry loads again and its answer lands like the first",
          arguments: [Fault.noConnection, .status(500), .malformedJSON])
    func aFailedLoadCanBeRetried(fault: Fault) {
        backend.inject(fault, on: .subjects, once: true)
        viewModel.viewWillAppear()
        scheduler.runUntilIdle()
        #expect(shown == Shown(errorVisible: true))

        viewModel.retry()
        #expect(shown == Shown(loading: true))
        #expect(backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])

        scheduler.runUntilIdle()
        #expect(shown == Shown(subjects: Self.junior))
    }

    @Test func everyChangeIsAnnouncedOnce() {
        var announced = 0
        viewModel.onChange = { announced += 1 }
        backend.inject(.noConnection, on: .subjects, once: true)

        viewModel.viewWillAppear()
        scheduler.runUntilIdle()
        viewModel.retry()
        scheduler.runUntilIdle()

        // The load, its failure, the retry, its answer.
        #expect(announced == 4)
    }

    @Test("The screen follows the theme the model layer publishes")
    func theThemeFollowsTheThemeStore() {
        #expect(viewModel.theme == .day)
        var themes: [Theme] = []
        viewModel.onChange = { [viewModel] in themes.append(viewModel.theme) }

        environment.themeStore.apply(.night)

        #expect(themes == [.night])
    }

    @Test func releasingTheViewModelCancelsItsRequest() {
        weak var weakViewModel: AllSubjectsViewModel?
        do {
            let viewModel = AllSubjectsViewModel(environment: environment, currentPhase: .junior, openSubjectIDs: [])
            weakViewModel = viewModel
            viewModel.viewWillAppear()
        }

        #expect(weakViewModel == nil)
        #expect(backend.requests(to: .subjects).map(\.state) == [.cancelled])
    }
}
