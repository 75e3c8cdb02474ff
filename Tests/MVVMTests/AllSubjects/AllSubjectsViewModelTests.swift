import Testing
@testable import MVVM
import SharedModel

/// The All Subjects view model (docs/SPEC.md §7.5, §7.6, §7.8), driven through its inputs and read
/// through its outputs, over the fake backend with answers landing only when the test runs the manual
/// scheduler. It is opened as the sample user's list opens it: in the junior phase, with Math,
/// Chinese, English, Physics and History open; Science is offered in primary only.
@Suite("All Subjects view model")
@MainActor
struct AllSubjectsViewModelTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let viewModel: AllSubjectsViewModel
    let screen: AllSubjectsEvents

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        viewModel = AllSubjectsViewModel(environment: environment, currentPhase: .junior, openSubjectIDs: [1, 2, 3, 4, 7])
        screen = AllSubjectsEvents(driving: viewModel)
    }

    private var outputs: any AllSubjectsViewModelOutputs { viewModel.outputs }
    private var backend: FakeBackend { environment.backend }

    /// The catalogue's subjects offered in the junior phase, in catalogue order.
    private let juniorNames = ["Math", "Chinese", "English", "Physics", "Chemistry", "Biology", "History"]

    // MARK: Loading

    @Test func theFirstAppearanceLoadsTheCatalogueOnceAndKeepsThePhasesSubjects() {
        let loading = BindingRecorder<Bool>()
        let names = BindingRecorder<[String]>()
        loading.makeObserver().subscribe(to: outputs.isLoading)
        names.makeObserver().subscribe(to: outputs.subjects.map { $0.map(\.name) })
        #expect(outputs.title == "All Subjects")
        #expect(backend.requests.isEmpty)

        screen.appear()
        screen.appear()
        #expect(backend.requests(to: .subjects).map(\.state) == [.inFlight])
        scheduler.runUntilIdle()

        #expect(loading.values == [false, true, false])
        #expect(names.values == [[], juniorNames])
        #expect(outputs.openSubjectIDs == [1, 2, 3, 4, 7])
        #expect(outputs.isErrorVisible.value == false)
    }

    @Test func anotherPhaseKeepsItsOwnSubjects() {
        let primary = AllSubjectsViewModel(environment: environment, currentPhase: .primary, openSubjectIDs: [])
        AllSubjectsEvents(driving: primary).appear()
        scheduler.runUntilIdle()

        #expect(primary.outputs.subjects.value.map(\.name) == ["Math", "Chinese", "English", "Science"])
    }

    // MARK: Failure and Retry

    @Test(arguments: [Fault.noConnection, .timeout, .status(500), .malformedJSON])
    func aFailedLoadShowsRetryWhichLoadsAgain(fault: Fault) {
        let loading = BindingRecorder<Bool>()
        let errorVisible = BindingRecorder<Bool>()
        loading.makeObserver().subscribe(to: outputs.isLoading)
        errorVisible.makeObserver().subscribe(to: outputs.isErrorVisible)
        backend.inject(fault, on: .subjects, once: true)

        screen.retry()
        screen.appear()
        scheduler.runUntilIdle()
        #expect(outputs.subjects.value.isEmpty)

        screen.retry()
        #expect(backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])
        scheduler.runUntilIdle()
        screen.retry()

        #expect(loading.values == [false, true, false, true, false])
        #expect(errorVisible.values == [false, true, false])
        #expect(outputs.subjects.value.map(\.name) == juniorNames)
        #expect(backend.requests(to: .subjects).count == 2, "Retry was heard without a failure")
    }

    // MARK: The link's subject

    @Test func itKeepsTheLinksSubjectItWasMadeWithAndHasNoneWithoutALink() {
        let linked = AllSubjectsViewModel(
            environment: environment, currentPhase: .junior, openSubjectIDs: [1, 2, 3, 4, 7], linkedSubjectID: 5)
        AllSubjectsEvents(driving: linked).appear()
        scheduler.runUntilIdle()

        #expect(linked.outputs.linkedSubjectID == 5)
        #expect(linked.outputs.subjects.value.map(\.name) == juniorNames, "the link's subject changed the rows")
        #expect(outputs.linkedSubjectID == nil)
    }

    // MARK: Theme

    @Test func theThemeStartsFromTheStoresAndFollowsIt() {
        environment.themeStore.apply(.night)
        let madeAtNight = AllSubjectsViewModel(environment: environment, currentPhase: .junior, openSubjectIDs: [])
        let theme = BindingRecorder<Theme>()
        theme.makeObserver().subscribe(to: madeAtNight.outputs.theme)

        environment.themeStore.apply(.day)
        environment.themeStore.apply(.night)

        #expect(theme.values == [.night, .day, .night])
        withExtendedLifetime(madeAtNight) {}
    }

    // MARK: Lifetime

    @Test func releasingTheViewModelCancelsItsLoad() {
        weak var weakViewModel: AllSubjectsViewModel?
        weak var weakTheme: Observable<Theme>?
        do {
            let viewModel = AllSubjectsViewModel(environment: environment, currentPhase: .junior, openSubjectIDs: [])
            weakViewModel = viewModel
            weakTheme = viewModel.theme.source
            AllSubjectsEvents(driving: viewModel).appear()
            #expect(backend.requests(to: .subjects).map(\.state) == [.inFlight])
        }

        #expect(weakViewModel == nil)
        #expect(weakTheme == nil, "the theme store still feeds a released view model's theme")
        #expect(backend.requests(to: .subjects).map(\.state) == [.cancelled])
    }
}
