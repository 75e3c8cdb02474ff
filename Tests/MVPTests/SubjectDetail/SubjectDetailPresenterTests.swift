// The subject detail presenter on its own: loading the details, failure and retry, the theme and the
// switch-off, observed through a spy view and a spy delegate.
import Foundation
@testable import MVP
import SharedModel
import Testing

@Suite("Subject detail presenter")
@MainActor
struct SubjectDetailPresenterTests {
    private let physicsDetails = SampleData.details(of: physics)

    // MARK: Loading

    @Test func showsTheThemeAndSendsNothingWhenTheViewLoads() {
        let fixture = SubjectDetailFixture()
        #expect(fixture.view.themes == [.day])
        #expect(fixture.view.loadingCalls.isEmpty)
        #expect(fixture.backend.requests.isEmpty)
    }

    @Test func asksForTheDetailsOnTheFirstAppearanceOnly() {
        let fixture = SubjectDetailFixture()
        fixture.presenter.viewWillAppear()
        #expect(fixture.view.loading == true)
        #expect(fixture.view.failure == nil)
        #expect(fixture.backend.requests(to: .subjectDetails).map(\.request.path) == ["/subjects/4"])
        #expect(fixture.view.descriptionText == nil)

        fixture.presenter.viewWillAppear()
        fixture.answer()
        fixture.presenter.viewWillAppear()
        #expect(fixture.backend.requests(to: .subjectDetails).count == 1)
    }

    @Test func showsTheDetailsWhenTheyLand() {
        let fixture = SubjectDetailFixture()
        fixture.loadOnce()
        #expect(fixture.view.loadingCalls == [true, false])
        #expect(fixture.view.descriptionText == physicsDetails.description)
        #expect(fixture.view.chapterCount == 10)
        #expect(fixture.view.failure == nil)
        #expect(fixture.backend.requests(to: .switchOff).isEmpty)
    }

    @Test func showsTheDetailsInsideTheCallWhenTheAnswerLandsAtOnce() {
        let environment = AppEnvironment(scheduler: ImmediateScheduler())
        let presenter = SubjectDetailPresenter(environment: environment, subjectID: physics.id)
        let view = SpySubjectDetailView()
        presenter.view = view
        presenter.viewDidLoad()
        presenter.viewWillAppear()
        #expect(view.loadingCalls == [true, false])
        #expect(view.chapterCount == 10)
    }

    // MARK: Failure and retry

    @Test(arguments: [Fault.noConnection, .timeout, .status(404), .status(500), .malformedJSON, .unexpectedJSON,
                      .body(Data(#"{"id":4,"name":"Physics","description":"x","chapters":-1}"#.utf8))])
    func showsTheLoadFailureWithRetry(fault: Fault) {
        let fixture = SubjectDetailFixture()
        fixture.backend.inject(fault, on: .subjectDetails)
        fixture.loadOnce()
        #expect(fixture.view.loading == false)
        #expect(fixture.view.failure == .load)
        #expect(fixture.view.descriptionText == nil)
    }

    @Test func retryHidesTheFailureAndLoadsAgain() {
        let fixture = SubjectDetailFixture()
        fixture.backend.inject(.status(500), on: .subjectDetails, once: true)
        fixture.loadOnce()
        #expect(fixture.view.failure == .load)

        fixture.presenter.retryTapped()
        #expect(fixture.view.failure == nil)
        #expect(fixture.view.loadingCalls == [true, false, true])
        #expect(fixture.backend.requests(to: .subjectDetails).map(\.state) == [.answered, .inFlight])
        fixture.answer()
        #expect(fixture.view.loading == false)
        #expect(fixture.view.failure == nil)
        #expect(fixture.view.descriptionText == physicsDetails.description)
        #expect(fixture.view.chapterCount == 10)
    }

    // MARK: Switching off

    @Test func switchOffShowsProgressAtOnceAndSendsOneRequest() {
        let fixture = SubjectDetailFixture()
        fixture.loadOnce()
        fixture.presenter.switchOffTapped()
        #expect(fixture.view.switching == true)
        fixture.presenter.switchOffTapped()
        let sent = fixture.backend.requests(to: .switchOff)
        #expect(sent.map(\.state) == [.inFlight])
        let token = fixture.environment.sessionStore.session?.token
        #expect(sent.first?.request.headers["Authorization"] == token.map { "Bearer \($0)" })
        #expect(fixture.view.switchingCalls == [true])
        #expect(fixture.delegate.switchedOff.isEmpty)
    }

    @Test func aSwitchOffThatSucceedsTellsTheDelegateWhichSubjectOnce() {
        let fixture = SubjectDetailFixture()
        fixture.loadOnce()
        fixture.presenter.switchOffTapped()
        fixture.answer()
        #expect(fixture.delegate.switchedOff == [physics.id])
        #expect(fixture.view.switching == false)
        #expect(fixture.view.failure == nil)
        // The server has it: the user's settings now end with Physics off.
        #expect(fixture.backend.settings.entries.last == UserSubject(subjectID: physics.id, status: .off, updatedTime: 301))
    }

    @Test(arguments: [Fault.noConnection, .timeout, .status(401), .status(500)])
    func aFailedSwitchOffSaysWhyKeepsTheDetailsAndTellsTheDelegateNothing(fault: Fault) {
        let fixture = SubjectDetailFixture()
        fixture.loadOnce()
        fixture.backend.inject(fault, on: .switchOff, once: true)
        fixture.presenter.switchOffTapped()
        fixture.answer()
        #expect(fixture.view.switchingCalls == [true, false])
        #expect(fixture.view.failure == .switchOff)
        #expect(fixture.view.descriptionText == physicsDetails.description)
        #expect(fixture.delegate.switchedOff.isEmpty)

        // Tapping again hides the failure at once and can succeed.
        fixture.presenter.switchOffTapped()
        #expect(fixture.view.failure == nil)
        #expect(fixture.view.switching == true)
        fixture.answer()
        #expect(fixture.delegate.switchedOff == [physics.id])
    }

    @Test func aSwitchOffWithoutASessionFailsBeforeSending() {
        let fixture = SubjectDetailFixture(signedIn: false)
        fixture.loadOnce()
        fixture.presenter.switchOffTapped()
        #expect(fixture.backend.requests(to: .switchOff).isEmpty)
        #expect(fixture.view.switching == false)
        #expect(fixture.view.failure == .switchOff)
        #expect(fixture.delegate.switchedOff.isEmpty)
    }

    // MARK: All Subjects

    @Test func allSubjectsAsksTheDelegateOnEachTapAndSendsNothing() {
        let fixture = SubjectDetailFixture()
        fixture.loadOnce()
        fixture.presenter.allSubjectsTapped()
        #expect(fixture.delegate.allSubjectsAsked == 1)
        fixture.presenter.allSubjectsTapped()
        #expect(fixture.delegate.allSubjectsAsked == 2)
        #expect(fixture.backend.requests.map(\.request.path) == ["/subjects/4"])
        #expect(fixture.view.loadingCalls == [true, false])
    }

    @Test func allSubjectsAsksNothingWhileASwitchOffIsInFlightButDoesOnceItFails() {
        let fixture = SubjectDetailFixture()
        fixture.loadOnce()
        fixture.backend.inject(.status(500), on: .switchOff, once: true)
        fixture.presenter.switchOffTapped()
        fixture.presenter.allSubjectsTapped()
        #expect(fixture.delegate.allSubjectsAsked == 0)
        fixture.answer()
        #expect(fixture.view.failure == .switchOff)
        fixture.presenter.allSubjectsTapped()
        #expect(fixture.delegate.allSubjectsAsked == 1)
        #expect(fixture.delegate.switchedOff.isEmpty)
    }

    // MARK: Theme

    @Test func passesEveryThemeChangeOnToTheView() {
        let fixture = SubjectDetailFixture()
        fixture.environment.themeStore.apply(.night)
        fixture.loadOnce()
        fixture.environment.themeStore.apply(.night)
        fixture.environment.themeStore.apply(.day)
        #expect(fixture.view.themes == [.day, .night, .day])
    }

    @Test func showsTheCurrentThemeFirst() {
        let fixture = SubjectDetailFixture(theme: .night)
        #expect(fixture.view.themes == [.night])
    }
}
