// The All Subjects view model on its own: its methods called as the controller calls them, its
// properties read as the controller's update reads them, over the fake backend with answers landing
// only when the test runs the manual scheduler. No view is built.
@testable import MVVMObservation
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
        viewModel = AllSubjectsViewModel(environment: environment, currentPhase: .junior, openSubjectIDs: [1, 2, 3, 4, 7])
    }

    private var backend: FakeBackend { environment.backend }
    /// The sample catalogue's junior subjects, in catalogue order: Science is offered in primary only.
    private let junior = ["Math", "Chinese", "English", "Physics", "Chemistry", "Biology", "History"]

    /// What the screen shows, in one value, so a test states a whole state at once.
    private struct Shown: Equatable {
        var loading = false
        var names: [String] = []
        var errorVisible = false
    }

    private var shown: Shown {
        Shown(loading: viewModel.isLoading, names: viewModel.subjects.map(\.name), errorVisible: viewModel.isErrorVisible)
    }

    @Test("The first appearance asks for the catalogue once; when it lands the screen lists the phase's subjects")
    func theCatalogueLands() {
        #expect(backend.requests.isEmpty && shown == Shown())
        viewModel.viewWillAppear()
        #expect(shown == Shown(loading: true))
        #expect(backend.requests(to: .subjects).map(\.state) == [.inFlight])
        let read = TrackedRead { [viewModel] in _ = (viewModel.isLoading, viewModel.subjects) }

        scheduler.runUntilIdle()
        viewModel.viewWillAppear()

        #expect(read.invalidated, "the answer changed nothing the screen reads")
        #expect(shown == Shown(names: junior))
        #expect(viewModel.openSubjectIDs == [1, 2, 3, 4, 7])
        #expect(backend.requests.count == 1, "appearing again loaded again")
    }

    @Test("A failed load shows the error and Retry alone; Retry hides them and loads again",
          arguments: [Fault.noConnection, .status(500), .malformedJSON])
    func aFailedLoadThenRetry(fault: Fault) {
        backend.inject(fault, on: .subjects, once: true)
        viewModel.viewWillAppear()
        scheduler.runUntilIdle()
        #expect(shown == Shown(errorVisible: true))

        viewModel.retry()
        #expect(shown == Shown(loading: true))
        #expect(backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])

        scheduler.runUntilIdle()
        #expect(shown == Shown(names: junior))
    }

    @Test("The screen follows the theme the model layer publishes")
    func theThemeFollowsTheThemeStore() {
        #expect(viewModel.theme == .day)
        let read = TrackedRead { [viewModel] in _ = viewModel.theme }

        environment.themeStore.apply(.night)

        #expect(read.invalidated)
        #expect(viewModel.theme == .night)
    }

    @Test("Releasing the view model cancels its request in flight")
    func releasingTheViewModelCancelsItsRequest() {
        weak var weakViewModel: AllSubjectsViewModel?
        do {
            let viewModel = AllSubjectsViewModel(environment: environment, currentPhase: .junior, openSubjectIDs: [])
            weakViewModel = viewModel
            viewModel.viewWillAppear()
        }

        #expect(weakViewModel == nil)
        #expect(backend.requests.map(\.state) == [.cancelled])
    }
}
