import SharedTestSupport
import Testing
@testable import MVVM
import SharedModel

/// A switch-off reaching the subject list (docs/SPEC.md §7.1): the list's view model hears it on its
/// `subjectSwitchedOff` input, which the list's controller binds to the subject detail view model's
/// `switchedOff` output, and drops the subject at once, with no new load.
@Suite("A switch-off reaching the subject list view model")
@MainActor
struct SubjectListSwitchOffTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let viewModel: SubjectListViewModel
    let screen: SubjectListEvents
    /// What the subject detail screen says, as its view model's `switchedOff` says it.
    let switchedOff = Signal<Int>()

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        viewModel = SubjectListViewModel(environment: environment)
        screen = SubjectListEvents(driving: viewModel)
        viewModel.inputs.subjectSwitchedOff.subscribe(to: switchedOff)
    }

    private var outputs: any SubjectListViewModelOutputs { viewModel.outputs }
    private var titles: [String] { outputs.cells.value.map(\.title) }

    private func loaded() {
        screen.appear()
        scheduler.runUntilIdle()
    }

    @Test func aSubjectSwitchedOffLeavesTheListAtOnceWithNoNewLoad() {
        loaded()
        let shownTitles = BindingRecorder<[String]>()
        shownTitles.makeObserver().subscribe(to: outputs.cells.map { $0.map(\.title) })

        switchedOff.send(4)

        #expect(shownTitles.values == [Expected.sampleTitles, ["Math", "Chinese", "English", "History", "More"]])
        #expect(outputs.isListVisible.value)
        #expect(outputs.isEmptyVisible.value == false)
        #expect(environment.backend.requests.count == 2, "the list loaded again")
    }

    @Test func switchingOffTheLastOpenSubjectLeavesTheEmptyState() {
        environment.backend.settings = UserSubjectSettings(currentPhase: .junior, entries: [
            UserSubject(subjectID: 3, status: .on, updatedTime: 1),
        ])
        loaded()
        let emptyShown = BindingRecorder<Bool>()
        emptyShown.makeObserver().subscribe(to: outputs.isEmptyVisible)

        switchedOff.send(3)

        #expect(titles == ["More"])
        #expect(emptyShown.values == [false, true])
        #expect(outputs.isListVisible.value)
    }

    @Test func aSubjectNotOnTheListChangesNothing() {
        loaded()
        let cells = BindingRecorder<[SubjectCellViewModel]>()
        cells.makeObserver().subscribe(to: outputs.cells)

        switchedOff.send(8)

        #expect(cells.count == 1, "the list was shown again for nothing")
        #expect(titles == Expected.sampleTitles)
    }

    @Test func aSubjectDetailViewModelsSwitchOffReachesTheListOnlyWhenTheServerSaysSo() {
        loaded()
        let detail = SubjectDetailViewModel(subjectID: 4, name: "Physics", environment: environment)
        // As the list's controller binds them when it pushes the subject's screen.
        viewModel.inputs.subjectSwitchedOff.subscribe(to: detail.outputs.switchedOff)
        let detailScreen = SubjectDetailEvents(driving: detail)
        detailScreen.appear()
        scheduler.runUntilIdle()
        environment.backend.inject(.status(500), on: .switchOff, once: true)

        detailScreen.switchOff()
        scheduler.runUntilIdle()
        #expect(titles == Expected.sampleTitles, "a failed switch-off changed the list")

        detailScreen.switchOff()
        #expect(titles == Expected.sampleTitles, "the list changed before the server answered")
        scheduler.runUntilIdle()

        #expect(titles == ["Math", "Chinese", "English", "History", "More"])
        #expect(environment.backend.requests(to: .subjects).count == 1, "the list loaded again")
        withExtendedLifetime(detail) {}
    }
}
