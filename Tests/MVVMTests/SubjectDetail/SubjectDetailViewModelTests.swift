import Foundation
import Testing
@testable import MVVM
import SharedModel
import SharedViews

/// The subject detail view model (docs/SPEC.md §7.1), driven through its inputs and read through its
/// outputs, signed in, over the fake backend with answers landing only when the test runs the manual
/// scheduler. On that server Physics is subject 4, with 10 chapters.
@Suite("Subject detail view model")
@MainActor
struct SubjectDetailViewModelTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let viewModel: SubjectDetailViewModel
    let screen: SubjectDetailEvents

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        viewModel = SubjectDetailViewModel(subjectID: 4, name: "Physics", environment: environment)
        screen = SubjectDetailEvents(driving: viewModel)
    }

    private var outputs: any SubjectDetailViewModelOutputs { viewModel.outputs }
    private var backend: FakeBackend { environment.backend }

    /// Physics as the screen shows it, spelled out so a test fails if the screen's words change.
    private let physics = SubjectDetailDisplay(
        description: "Everything Physics covers, one chapter at a time.", chapters: "10 chapters")

    /// What the screen shows, in one value, so a test states a whole state at once.
    private struct Shown: Equatable {
        var loading = false
        var details: SubjectDetailDisplay?
        var failure: SubjectDetailFailure?
        var switching = false
    }

    private var shown: Shown {
        Shown(loading: outputs.isLoading.value, details: outputs.details.value,
              failure: outputs.failure.value, switching: outputs.isSwitching.value)
    }

    private func loaded() {
        screen.appear()
        scheduler.runUntilIdle()
    }

    // MARK: Loading

    @Test func nothingHappensBeforeTheFirstAppearance() {
        #expect(outputs.title == "Physics")
        #expect(backend.requests.isEmpty)
        #expect(shown == Shown())
    }

    @Test func theFirstAppearanceAsksForTheSubjectsDetailsOnce() {
        screen.appear()
        #expect(shown == Shown(loading: true))
        screen.appear()

        let requests = backend.requests(to: .subjectDetails)
        #expect(requests.map(\.request.path) == ["/subjects/4"])
        #expect(requests.map(\.state) == [.inFlight])
    }

    @Test func theDetailsLandInTheScreensWords() {
        let loading = BindingRecorder<Bool>()
        let details = BindingRecorder<SubjectDetailDisplay?>()
        loading.makeObserver().subscribe(to: outputs.isLoading)
        details.makeObserver().subscribe(to: outputs.details)

        loaded()

        #expect(loading.values == [false, true, false])
        #expect(details.values == [nil, physics])
        #expect(shown == Shown(details: physics))
    }

    @Test func aSubjectOfOneChapterSaysSo() {
        backend.inject(.body(Data(#"{"id":4,"name":"Physics","description":"One.","chapters":1}"#.utf8)),
                       on: .subjectDetails, once: true)

        loaded()

        #expect(outputs.details.value == SubjectDetailDisplay(description: "One.", chapters: "1 chapter"))
    }

    // MARK: Failure and Retry

    @Test(arguments: [Fault.noConnection, .timeout, .status(404), .status(500), .malformedJSON, .unexpectedJSON,
                      .body(Data(#"{"id":4,"name":"Physics","description":"x","chapters":-1}"#.utf8))])
    func aFailedLoadShowsItsFailureAndRetryLoadsAgain(fault: Fault) {
        let failure = BindingRecorder<SubjectDetailFailure?>()
        failure.makeObserver().subscribe(to: outputs.failure)
        backend.inject(fault, on: .subjectDetails, once: true)

        loaded()
        #expect(shown == Shown(failure: .load))

        screen.retry()
        #expect(shown == Shown(loading: true))
        #expect(backend.requests(to: .subjectDetails).map(\.state) == [.answered, .inFlight])

        scheduler.runUntilIdle()
        #expect(shown == Shown(details: physics))
        #expect(failure.values == [nil, .load, nil])
    }

    @Test func retryIsHeardOnlyAfterAFailedLoad() {
        screen.retry()
        screen.appear()
        screen.retry()
        scheduler.runUntilIdle()
        screen.retry()

        #expect(backend.requests(to: .subjectDetails).count == 1)
        #expect(shown == Shown(details: physics))
    }

    // MARK: Switching off

    @Test func switchOffIsHeardOnlyOnceTheDetailsHaveLanded() {
        screen.switchOff()
        screen.appear()
        screen.switchOff()
        scheduler.runUntilIdle()

        #expect(backend.requests(to: .switchOff).isEmpty)
        #expect(shown == Shown(details: physics))
    }

    @Test func switchOffIsNotHeardAfterAFailedLoad() {
        backend.inject(.noConnection, on: .subjectDetails, once: true)
        loaded()

        screen.switchOff()

        #expect(backend.requests(to: .switchOff).isEmpty)
        #expect(shown == Shown(failure: .load))
    }

    @Test func aSwitchOffThatSucceedsSaysWhichSubjectOnceItLands() {
        loaded()
        let switching = BindingRecorder<Bool>()
        let switchedOff = BindingRecorder<Int>()
        switching.makeObserver().subscribe(to: outputs.isSwitching)
        switchedOff.makeObserver().subscribe(to: outputs.switchedOff)

        screen.switchOff()
        screen.switchOff()
        #expect(shown == Shown(details: physics, switching: true))
        #expect(backend.requests(to: .switchOff).map(\.state) == [.inFlight])
        #expect(switchedOff.values.isEmpty)

        scheduler.runUntilIdle()
        #expect(switching.values == [false, true, false])
        #expect(switchedOff.values == [4])
        #expect(shown == Shown(details: physics))
    }

    @Test(arguments: [Fault.noConnection, .timeout, .status(401), .status(500)])
    func aFailedSwitchOffSaysWhyUntilTheNextTap(fault: Fault) {
        loaded()
        let failure = BindingRecorder<SubjectDetailFailure?>()
        let switchedOff = BindingRecorder<Int>()
        failure.makeObserver().subscribe(to: outputs.failure)
        switchedOff.makeObserver().subscribe(to: outputs.switchedOff)
        backend.inject(fault, on: .switchOff, once: true)

        screen.switchOff()
        scheduler.runUntilIdle()
        #expect(shown == Shown(details: physics, failure: .switchOff))
        #expect(switchedOff.values.isEmpty)

        screen.switchOff()
        #expect(shown == Shown(details: physics, switching: true))
        scheduler.runUntilIdle()

        #expect(failure.values == [nil, .switchOff, nil])
        #expect(switchedOff.values == [4])
    }

    @Test func withoutASessionASwitchOffFailsAtOnceAndSendsNothing() {
        loaded()
        environment.sessionStore.clear()

        screen.switchOff()

        #expect(shown == Shown(details: physics, failure: .switchOff))
        #expect(backend.requests(to: .switchOff).isEmpty)
    }

    // MARK: All Subjects

    @Test("All Subjects is asked for only while the details show, and never while a switch-off is in flight")
    func allSubjectsIsAskedForOnlyWithTheDetailsAndNotWhileSwitchingOff() {
        let asked = BindingRecorder<Void>()
        asked.makeObserver().subscribe(to: outputs.goToAllSubjects)
        backend.inject(.status(500), on: .switchOff, once: true)

        screen.tapAllSubjects()
        screen.appear()
        screen.tapAllSubjects()
        #expect(asked.count == 0, "asked for before the details landed")
        scheduler.runUntilIdle()
        screen.tapAllSubjects()
        #expect(asked.count == 1)

        screen.switchOff()
        screen.tapAllSubjects()
        #expect(asked.count == 1, "asked for while a switch-off is in flight")
        scheduler.runUntilIdle()
        screen.tapAllSubjects()

        #expect(asked.count == 2, "a failed switch-off keeps All Subjects")
        #expect(shown == Shown(details: physics, failure: .switchOff))
    }

    @Test func allSubjectsIsNotAskedForAfterAFailedLoadUntilRetryBringsTheDetails() {
        let asked = BindingRecorder<Void>()
        asked.makeObserver().subscribe(to: outputs.goToAllSubjects)
        backend.inject(.noConnection, on: .subjectDetails, once: true)
        loaded()

        screen.tapAllSubjects()
        screen.retry()
        screen.tapAllSubjects()
        #expect(asked.count == 0)
        scheduler.runUntilIdle()
        screen.tapAllSubjects()

        #expect(asked.count == 1)
    }

    @Test func comingBackFromAllSubjectsShowsTheScreenAsItWasAndLoadsNothing() {
        loaded()
        screen.tapAllSubjects()

        // All Subjects is popped: the screen appears again.
        screen.appear()

        #expect(shown == Shown(details: physics))
        #expect(backend.requests(to: .subjectDetails).count == 1)
    }

    // MARK: Theme

    @Test func theThemeStartsFromTheStoresAndFollowsIt() {
        environment.themeStore.apply(.night)
        let madeAtNight = SubjectDetailViewModel(subjectID: 4, name: "Physics", environment: environment)
        let theme = BindingRecorder<Theme>()
        theme.makeObserver().subscribe(to: madeAtNight.outputs.theme)

        environment.themeStore.apply(.night)
        environment.themeStore.apply(.day)
        environment.themeStore.apply(.night)

        #expect(theme.values == [.night, .day, .night])
        withExtendedLifetime(madeAtNight) {}
    }

    // MARK: Lifetime

    @Test(arguments: [false, true])
    func releasingTheViewModelCancelsWhatItWaitsFor(switching: Bool) {
        let route: Route = switching ? .switchOff : .subjectDetails
        weak var weakViewModel: SubjectDetailViewModel?
        weak var weakTheme: Observable<Theme>?
        do {
            let viewModel = SubjectDetailViewModel(subjectID: 4, name: "Physics", environment: environment)
            weakViewModel = viewModel
            weakTheme = viewModel.theme.source
            let screen = SubjectDetailEvents(driving: viewModel)
            screen.appear()
            if switching {
                scheduler.runUntilIdle()
                screen.switchOff()
            }
            #expect(viewModel.outputs.isLoading.value == !switching)
            #expect(viewModel.outputs.isSwitching.value == switching)
            #expect(backend.requests(to: route).map(\.state) == [.inFlight])
        }

        #expect(weakViewModel == nil)
        #expect(weakTheme == nil, "the theme store still feeds a released view model's theme")
        #expect(backend.requests(to: route).map(\.state) == [.cancelled])
        environment.themeStore.apply(.night)
        scheduler.runUntilIdle()
        #expect(backend.settings == SampleData.settings, "a cancelled switch-off changed the server")
    }
}
