// The subject detail view model on its own, signed in: its methods called as the controller calls them,
// its properties read as the controller's update reads them, over the fake backend with answers
// landing only when the test runs the manual scheduler. Two spies stand in for the list beneath, which
// hears of a switch-off and of a tap on All Subjects through the closures it handed the view model. No
// view is built.
@testable import MVVMObservation
import SharedModel
import Testing

@Suite("Subject detail view model")
@MainActor
struct SubjectDetailViewModelTests {
    /// Stands in for the list beneath: counts the switch-offs it hears of.
    @MainActor
    final class SwitchOffSpy {
        private(set) var count = 0

        func switchedOff() { count += 1 }
    }

    /// Stands in for the list beneath: counts the taps on All Subjects handed to it.
    @MainActor
    final class AllSubjectsSpy {
        private(set) var count = 0

        func allSubjectsRequested() { count += 1 }
    }

    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let spy: SwitchOffSpy
    let allSubjectsSpy: AllSubjectsSpy
    let viewModel: SubjectDetailViewModel

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        let spy = SwitchOffSpy()
        self.spy = spy
        let allSubjectsSpy = AllSubjectsSpy()
        self.allSubjectsSpy = allSubjectsSpy
        viewModel = SubjectDetailViewModel(environment: environment, subjectID: 4, name: "Physics") {
            spy.switchedOff()
        } onAllSubjectsRequested: {
            allSubjectsSpy.allSubjectsRequested()
        }
    }

    private var backend: FakeBackend { environment.backend }
    /// What the server says of Physics: 10 chapters.
    private let physics = SampleData.details(of: SampleData.catalogue[3])

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

    // MARK: The details

    @Test func nothingIsSentBeforeTheFirstAppearance() {
        #expect(viewModel.name == "Physics")
        #expect(backend.requests.isEmpty)
        #expect(shown == Shown())
    }

    @Test("The first appearance asks for the details once; when they land the screen shows them")
    func theDetailsLand() {
        viewModel.viewWillAppear()
        #expect(shown == Shown(loading: true))
        #expect(backend.requests(to: .subjectDetails).map(\.request.path) == ["/subjects/4"])
        let read = TrackedRead { [viewModel] in _ = (viewModel.isLoading, viewModel.details) }

        scheduler.runUntilIdle()
        viewModel.viewWillAppear()

        #expect(read.invalidated, "the answer changed nothing the screen reads")
        #expect(shown == Shown(details: physics))
        #expect(viewModel.details?.chapterCount == 10)
        #expect(backend.requests.count == 1, "appearing again loaded again")
    }

    @Test("A failed load shows the load failure alone; Retry hides it and loads again",
          arguments: [Fault.noConnection, .status(404), .malformedJSON])
    func aFailedLoadThenRetry(fault: Fault) {
        backend.inject(fault, on: .subjectDetails, once: true)
        loaded()
        #expect(shown == Shown(failure: .load))

        viewModel.retry()
        #expect(shown == Shown(loading: true))
        #expect(backend.requests(to: .subjectDetails).map(\.state) == [.answered, .inFlight])

        scheduler.runUntilIdle()
        #expect(shown == Shown(details: physics))
    }

    // MARK: Switching off

    @Test("Switch Off sends one request at once; its success is announced once, to the list beneath")
    func aSwitchOffThatSucceeds() {
        loaded()

        viewModel.switchOff()
        viewModel.switchOff()

        #expect(shown == Shown(details: physics, switching: true))
        let sent = backend.requests(to: .switchOff)
        #expect(sent.map(\.state) == [.inFlight])
        #expect(sent.first?.bodyFields == ["status": "off"])
        #expect(spy.count == 0, "announced before the answer landed")

        scheduler.runUntilIdle()
        #expect(spy.count == 1)
        #expect(viewModel.isSwitching == false)
    }

    @Test("A failed switch-off says why and keeps the details; the list hears nothing; tapping again can succeed",
          arguments: [Fault.noConnection, .timeout, .status(500)])
    func aSwitchOffThatFails(fault: Fault) {
        loaded()
        backend.inject(fault, on: .switchOff, once: true)

        viewModel.switchOff()
        scheduler.runUntilIdle()

        #expect(shown == Shown(details: physics, failure: .switchOff))
        #expect(spy.count == 0)

        viewModel.switchOff()
        #expect(shown == Shown(details: physics, switching: true), "the failure stayed while switching again")
        scheduler.runUntilIdle()
        #expect(spy.count == 1)
    }

    // MARK: All Subjects

    @Test("A tap on All Subjects is handed to the list beneath, each time, sending nothing and changing nothing shown")
    func allSubjectsIsHandedToTheListBeneath() {
        loaded()

        viewModel.openAllSubjects()
        #expect(allSubjectsSpy.count == 1)
        #expect(shown == Shown(details: physics))
        // Back from All Subjects: appearing again loads nothing, and All Subjects opens again.
        viewModel.viewWillAppear()
        viewModel.openAllSubjects()

        #expect(allSubjectsSpy.count == 2)
        #expect(shown == Shown(details: physics))
        #expect(backend.requests.count == 1, "All Subjects or coming back loaded the details again")
        #expect(spy.count == 0)
    }

    @Test("All Subjects opens nothing while a switch-off is in flight, and opens once the switch-off has failed")
    func allSubjectsWaitsForTheSwitchOff() {
        loaded()
        backend.inject(.status(500), on: .switchOff, once: true)
        viewModel.switchOff()

        viewModel.openAllSubjects()
        #expect(allSubjectsSpy.count == 0, "opened under a switch-off that would pop this screen")

        scheduler.runUntilIdle()
        #expect(shown == Shown(details: physics, failure: .switchOff))
        viewModel.openAllSubjects()
        #expect(allSubjectsSpy.count == 1)
    }

    // MARK: Theme and lifetime

    @Test("The screen follows the theme the model layer publishes")
    func theThemeFollowsTheThemeStore() {
        #expect(viewModel.theme == .day)
        let read = TrackedRead { [viewModel] in _ = viewModel.theme }

        environment.themeStore.apply(.night)

        #expect(read.invalidated)
        #expect(viewModel.theme == .night)
    }

    @Test("Releasing the view model cancels its request in flight, a load or a switch-off, and changes nothing",
          arguments: [false, true])
    func releasingTheViewModelCancelsItsRequest(switching: Bool) {
        weak var weakViewModel: SubjectDetailViewModel?
        do {
            let viewModel = SubjectDetailViewModel(environment: environment, subjectID: 4, name: "Physics") { [spy] in
                spy.switchedOff()
            } onAllSubjectsRequested: {}
            weakViewModel = viewModel
            viewModel.viewWillAppear()
            if switching {
                scheduler.runUntilIdle()
                viewModel.switchOff()
            }
        }

        let cancelled: [RecordedRequest.State] = switching ? [.answered, .cancelled] : [.cancelled]
        #expect(weakViewModel == nil)
        #expect(backend.requests.map(\.state) == cancelled)
        environment.themeStore.apply(.night)
        scheduler.runUntilIdle()
        #expect(spy.count == 0)
        #expect(backend.settings == SampleData.settings, "a cancelled switch-off reached the server")
    }
}
