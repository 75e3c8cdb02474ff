// The subject list view model hearing that a subject was switched off on its detail screen, as the
// controller hands it on: what the list's update reads changes at once, with no new load. No view is
// built; the list hears the subject's id alone, so no detail view model is needed either.
@testable import MVVMObservation
import SharedModel
import Testing

@Suite("Subject list view model after a switch-off on the subject detail screen")
@MainActor
struct SubjectDetailSwitchOffListTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let viewModel: SubjectListViewModel

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        viewModel = SubjectListViewModel(environment: environment)
    }

    private var titles: [String] { viewModel.cells.map(\.title) }

    private func loaded() {
        viewModel.viewWillAppear()
        scheduler.runUntilIdle()
    }

    @Test("A subject switched off leaves the list at once, with no new load; the others keep their order")
    func theSubjectLeavesTheList() {
        loaded()
        let read = TrackedRead { [viewModel] in _ = (viewModel.cells, viewModel.isEmptyVisible) }

        viewModel.subjectSwitchedOff(4)

        #expect(read.invalidated, "the list's update would not run again")
        #expect(titles == ["Math", "Chinese", "English", "History", "More"])
        #expect(viewModel.isListVisible && !viewModel.isEmptyVisible && !viewModel.isLoading)
        #expect(environment.backend.requests.count == 2, "the list loaded again")
    }

    @Test("Switching off the last open subject leaves More alone and the empty message")
    func theLastSubjectLeavesTheEmptyState() {
        environment.backend.settings = UserSubjectSettings(currentPhase: .junior, entries: [
            UserSubject(subjectID: 1, status: .on, updatedTime: 1),
        ])
        loaded()
        #expect(titles == ["Math", "More"])
        #expect(viewModel.isEmptyVisible == false)

        viewModel.subjectSwitchedOff(1)

        #expect(titles == ["More"])
        #expect(viewModel.isListVisible && viewModel.isEmptyVisible)
    }
}
