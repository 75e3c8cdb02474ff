import Testing
@testable import MVVM
import SharedModel

/// All Subjects asked for on a subject's screen (docs/SPEC.md §7.7): the list's view model hears it on
/// its `allSubjectsRequested` input, which the list's controller binds to the subject detail view
/// model's `goToAllSubjects` output, and answers on `goToAllSubjects` with where More leads at that
/// moment: the phase and the open subjects the list shows then.
@Suite("All Subjects asked for over the subject list view model")
@MainActor
struct SubjectListAllSubjectsTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let viewModel: SubjectListViewModel
    let screen: SubjectListEvents
    /// What the subject detail screen says, as its view model's `goToAllSubjects` says it.
    let allSubjectsTapped = Signal<Void>()
    /// Every destination the list's view model sent on `goToAllSubjects`.
    let opened = BindingRecorder<SubjectCellViewModel.Destination>()

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        viewModel = SubjectListViewModel(environment: environment)
        screen = SubjectListEvents(driving: viewModel)
        viewModel.inputs.allSubjectsRequested.subscribe(to: allSubjectsTapped)
        opened.makeObserver().subscribe(to: viewModel.outputs.goToAllSubjects)
    }

    private var backend: FakeBackend { environment.backend }
    /// Where More leads now.
    private var more: SubjectCellViewModel.Destination? { viewModel.outputs.cells.value.last?.destination }

    private func loaded() {
        screen.appear()
        scheduler.runUntilIdle()
    }

    /// The sample user in the primary phase, with Math and Science open.
    private func primarySettings() -> UserSubjectSettings {
        UserSubjectSettings(currentPhase: .primary, entries: [
            UserSubject(subjectID: 1, status: .on, updatedTime: 1),
            UserSubject(subjectID: 8, status: .on, updatedTime: 1),
        ])
    }

    @Test func allSubjectsGetsWhatMoreGivesNowASubjectSwitchedOffSinceIncluded() {
        loaded()
        allSubjectsTapped.send()

        let switchedOff = Signal<Int>()
        viewModel.inputs.subjectSwitchedOff.subscribe(to: switchedOff)
        switchedOff.send(4)
        allSubjectsTapped.send()

        #expect(opened.values == [
            .allSubjects(currentPhase: .junior, openSubjectIDs: [1, 2, 3, 4, 7]),
            .allSubjects(currentPhase: .junior, openSubjectIDs: [1, 2, 3, 7]),
        ])
        #expect(opened.values.last == more)
        #expect(backend.requests.count == 2, "the list loaded again")
    }

    @Test("A refresh changes what All Subjects gets once it lands, not before")
    func aRefreshChangesWhatAllSubjectsGetsOnceItLands() {
        loaded()
        backend.settings = primarySettings()

        screen.refresh()
        allSubjectsTapped.send()
        scheduler.runUntilIdle()
        allSubjectsTapped.send()

        #expect(opened.values == [
            .allSubjects(currentPhase: .junior, openSubjectIDs: [1, 2, 3, 4, 7]),
            .allSubjects(currentPhase: .primary, openSubjectIDs: [1, 8]),
        ])
    }

    @Test func aRefreshWhoseCatalogueFailsKeepsThePhaseTheListShows() {
        loaded()
        backend.settings = primarySettings()
        backend.inject(.status(500), on: .subjects, once: true)

        screen.refresh()
        scheduler.runUntilIdle()
        allSubjectsTapped.send()

        #expect(viewModel.outputs.isErrorVisible.value)
        #expect(opened.values == [.allSubjects(currentPhase: .junior, openSubjectIDs: [1, 2, 3, 4, 7])])
    }

    @Test func nothingGoesOutBeforeALoadHasSucceeded() {
        backend.inject(.noConnection, on: .subjects, once: true)
        allSubjectsTapped.send()
        loaded()
        allSubjectsTapped.send()
        #expect(opened.values.isEmpty)

        screen.retry()
        scheduler.runUntilIdle()
        allSubjectsTapped.send()

        #expect(opened.values == [.allSubjects(currentPhase: .junior, openSubjectIDs: [1, 2, 3, 4, 7])])
    }

    @Test("A subject detail view model's All Subjects reaches the list only while its details show and no switch-off runs")
    func aSubjectDetailViewModelsAllSubjectsReachesTheList() {
        loaded()
        let detail = SubjectDetailViewModel(subjectID: 4, name: "Physics", environment: environment)
        // As the list's controller binds them when it pushes the subject's screen.
        viewModel.inputs.allSubjectsRequested.subscribe(to: detail.outputs.goToAllSubjects)
        let detailScreen = SubjectDetailEvents(driving: detail)
        detailScreen.appear()
        detailScreen.tapAllSubjects()
        #expect(opened.values.isEmpty, "asked for before the details landed")
        scheduler.runUntilIdle()

        detailScreen.tapAllSubjects()
        detailScreen.switchOff()
        detailScreen.tapAllSubjects()

        #expect(opened.values == [.allSubjects(currentPhase: .junior, openSubjectIDs: [1, 2, 3, 4, 7])])
        withExtendedLifetime(detail) {}
    }
}
