// The subject detail view model on its own, signed in, with a spy for its coordinator: its methods
// called as the controller calls them, its properties read as the controller's render reads them, over
// the fake backend with answers landing only when the test runs the manual scheduler. No view is built.
@testable import MVVMC
import SharedModel
import Testing

@Suite("Subject detail view model")
@MainActor
struct SubjectDetailViewModelTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let coordinator = CoordinatorSpy()
    let viewModel: SubjectDetailViewModel

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        viewModel = SubjectDetailViewModel(environment: environment, subjectID: 4, name: "Physics", coordinator: coordinator)
    }

    private var backend: FakeBackend { environment.backend }

    /// Physics as the server describes it.
    private static let physics = SubjectDetails(id: 4, name: "Physics",
                                                description: "Everything Physics covers, one chapter at a time.",
                                                chapterCount: 10)

    /// What the screen shows, in one value, so a test states a whole state at once.
    private struct Shown: Equatable {
        var loading = false
        var details: SubjectDetails?
        var failure: SubjectDetailViewModel.Failure?
        var switching = false
    }

    private var shown: Shown {
        Shown(loading: viewModel.isLoading, details: viewModel.details, failure: viewModel.failure,
              switching: viewModel.isSwitching)
    }

    private func loaded() {
        viewModel.viewWillAppear()
        scheduler.runUntilIdle()
    }

    @Test func theFirstAppearanceLoadsTheSubjectsDetailsOnceAndOnlyOnce() {
        #expect(viewModel.name == "Physics")
        #expect(shown == Shown())
        #expect(backend.requests.isEmpty)

        viewModel.viewWillAppear()
        #expect(shown == Shown(loading: true))
        #expect(backend.requests(to: .subjectDetails).map(\.request.path) == ["/subjects/4"])

        scheduler.runUntilIdle()
        viewModel.viewWillAppear()
        #expect(backend.requests.count == 1)
    }

    @Test func theDetailsLand() {
        loaded()

        #expect(shown == Shown(details: Self.physics))
    }

    @Test("A failed load shows its failure; Retry loads again and its answer lands like the first",
          arguments: [Fault.noConnection, .status(404), .malformedJSON])
    func aFailedLoadCanBeRetried(fault: Fault) {
        backend.inject(fault, on: .subjectDetails, once: true)
        loaded()
        #expect(shown == Shown(failure: .load))

        viewModel.retry()
        #expect(shown == Shown(loading: true))
        #expect(backend.requests(to: .subjectDetails).map(\.state) == [.answered, .inFlight])

        scheduler.runUntilIdle()
        #expect(shown == Shown(details: Self.physics))
    }

    @Test func switchingOffStartsAtOnceAndASecondCallSendsNothing() {
        loaded()

        viewModel.switchOff()
        #expect(shown == Shown(details: Self.physics, switching: true))
        viewModel.switchOff()

        let sent = backend.requests(to: .switchOff)
        #expect(sent.map(\.state) == [.inFlight])
        #expect(sent.first?.bodyFields == ["status": "off"])
        #expect(coordinator.switchedOff.isEmpty)
    }

    @Test func aSwitchOffThatSucceedsTellsTheCoordinatorWhichSubjectOnce() {
        loaded()
        viewModel.switchOff()

        scheduler.runUntilIdle()

        #expect(coordinator.switchedOff == [4])
        #expect(shown == Shown(details: Self.physics))
    }

    @Test("A failed switch-off shows its failure, tells the coordinator nothing, and can be tried again",
          arguments: [Fault.noConnection, .timeout, .status(500), .status(401)])
    func aFailedSwitchOffCanBeTriedAgain(fault: Fault) {
        backend.inject(fault, on: .switchOff, once: true)
        loaded()
        viewModel.switchOff()

        scheduler.runUntilIdle()
        #expect(shown == Shown(details: Self.physics, failure: .switchOff))
        #expect(coordinator.switchedOff.isEmpty)

        viewModel.switchOff()
        #expect(shown == Shown(details: Self.physics, switching: true), "the failure stays while switching again")
        scheduler.runUntilIdle()
        #expect(coordinator.switchedOff == [4])
    }

    @Test func withoutASessionTheSwitchOffFailsBeforeSending() {
        loaded()
        environment.sessionStore.clear()

        viewModel.switchOff()

        #expect(shown == Shown(details: Self.physics, failure: .switchOff))
        #expect(backend.requests(to: .switchOff).isEmpty)
    }

    @Test("All Subjects asks the coordinator, not while a switch-off is in flight, and again once it failed")
    func allSubjectsAsksTheCoordinatorUnlessSwitching() {
        backend.inject(.status(500), on: .switchOff, once: true)
        loaded()

        viewModel.openAllSubjects()
        #expect(coordinator.allSubjectsAsked == 1)

        viewModel.switchOff()
        viewModel.openAllSubjects()
        #expect(coordinator.allSubjectsAsked == 1, "a switch-off in flight would pop the subject from under it")

        scheduler.runUntilIdle()
        viewModel.openAllSubjects()
        #expect(coordinator.allSubjectsAsked == 2)
        #expect(shown == Shown(details: Self.physics, failure: .switchOff), "asking changed what the screen shows")
        #expect(backend.requests(to: .subjectDetails).count == 1)
    }

    @Test func everyChangeIsAnnouncedOnce() {
        var announced = 0
        viewModel.onChange = { announced += 1 }

        loaded()
        viewModel.switchOff()
        scheduler.runUntilIdle()

        // The load, its answer, the switch-off, its answer.
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

    @Test("Releasing the view model cancels its request, loading or switching off", arguments: [false, true])
    func releasingTheViewModelCancelsItsRequest(switching: Bool) {
        weak var weakViewModel: SubjectDetailViewModel?
        do {
            let viewModel = SubjectDetailViewModel(environment: environment, subjectID: 4, name: "Physics",
                                                   coordinator: coordinator)
            weakViewModel = viewModel
            viewModel.viewWillAppear()
            if switching {
                scheduler.runUntilIdle()
                viewModel.switchOff()
            }
        }

        #expect(weakViewModel == nil)
        #expect(backend.requests(to: switching ? .switchOff : .subjectDetails).map(\.state) == [.cancelled])
        environment.themeStore.apply(.night)
        scheduler.runUntilIdle()
        #expect(coordinator.switchedOff.isEmpty)
    }
}
