// The subject detail view controller as MVP's passive view: each display call shows exactly one thing
// on the shared detail view, and the user's taps reach the presenter. The screen is built by the
// assembly, with a spy in place of the list's presenter.
@testable import MVP
import SharedModel
import SharedViews
import Testing
import ViewKit

@Suite("Subject detail view controller")
@MainActor
struct SubjectDetailViewControllerTests {
    private let scheduler = ManualScheduler()
    private let environment: AppEnvironment
    private let delegate = SpySubjectDetailDelegate()
    private let screen: SubjectDetailViewController

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        screen = MVPArchitecture.assembleSubjectDetail(environment: environment, subjectID: physics.id,
                                                       name: physics.name, delegate: delegate).view
        screen.loadViewIfNeeded()
    }

    private func widget<V: View>(_ identifier: String, _ type: V.Type) throws -> V {
        try #require(screen.view.find(identifier, as: type))
    }

    /// Shows the screen at the root of a navigation stack on a window, so that it appears.
    private func show() -> NavigationController {
        let navigation = NavigationController(rootViewController: screen)
        Window(rootViewController: navigation).makeKeyAndVisible()
        return navigation
    }

    @Test func isTitledWithTheSubjectsNameAndAsksForItsDetailsWhenItAppears() throws {
        #expect(environment.backend.requests.isEmpty)
        let navigation = show()
        #expect(navigation.titles == ["Physics"])
        #expect(try widget(SubjectDetailID.loading, ActivityIndicatorView.self).isAnimating)
        #expect(environment.backend.requests(to: .subjectDetails).map(\.request.path) == ["/subjects/4"])
    }

    @Test func showsWhatThePresenterAsks() throws {
        screen.showDetails(description: "About Physics", chapterCount: 1)
        screen.showLoading(false)
        #expect(try widget(SubjectDetailID.description, Label.self).text == "About Physics")
        #expect(try widget(SubjectDetailID.chapters, Label.self).text == "1 chapter")
        #expect(try widget(SubjectDetailID.switchOff, Button.self).isHidden == false)
        #expect(try widget(SubjectDetailID.loading, ActivityIndicatorView.self).isAnimating == false)

        screen.showLoadFailure()
        #expect(try widget(SubjectDetailID.error, Label.self).text == SubjectDetailCopy.loadFailed)
        #expect(try widget(SubjectDetailID.retry, Button.self).isHidden == false)
        screen.showSwitchOffFailure()
        #expect(try widget(SubjectDetailID.error, Label.self).text == SubjectDetailCopy.switchOffFailed)
        #expect(try widget(SubjectDetailID.retry, Button.self).isHidden)
        screen.hideFailure()
        #expect(try widget(SubjectDetailID.error, Label.self).isHidden)

        screen.showSwitching(true)
        #expect(try widget(SubjectDetailID.switchOff, Button.self).isEnabled == false)
        #expect(try widget(SubjectDetailID.switchOff, Button.self).backgroundColor == .lightGray)
        #expect(try widget(SubjectDetailID.switching, ActivityIndicatorView.self).isAnimating)
        screen.showSwitching(false)
        #expect(try widget(SubjectDetailID.switchOff, Button.self).isEnabled)
        #expect(try widget(SubjectDetailID.switching, ActivityIndicatorView.self).isAnimating == false)
    }

    @Test func wearsTheThemeTheModelLayerPublishes() throws {
        #expect(try widget(SubjectDetailID.screen, View.self).backgroundColor == Theme.day.subjectDetailBackgroundColor)
        environment.themeStore.apply(.night)
        #expect(try widget(SubjectDetailID.screen, View.self).backgroundColor == Theme.night.subjectDetailBackgroundColor)
        #expect(try widget(SubjectDetailID.description, Label.self).textColor == Theme.night.subjectDetailTextColor)
        #expect(try widget(SubjectDetailID.chapters, Label.self).textColor == Theme.night.subjectDetailTextColor)
    }

    @Test func forwardsRetryAndSwitchOff() throws {
        environment.backend.inject(.noConnection, on: .subjectDetails, once: true)
        let navigation = show()
        scheduler.runUntilIdle()
        try widget(SubjectDetailID.retry, Button.self).simulateTap()
        #expect(environment.backend.requests(to: .subjectDetails).count == 2)
        scheduler.runUntilIdle()
        #expect(try widget(SubjectDetailID.chapters, Label.self).text == "10 chapters")

        try widget(SubjectDetailID.switchOff, Button.self).simulateTap()
        #expect(environment.backend.requests(to: .switchOff).map(\.state) == [.inFlight])
        scheduler.runUntilIdle()
        #expect(delegate.switchedOff == [physics.id])
        // Where the screen goes next is for the list's presenter to say: on its own it stays.
        #expect(navigation.titles == ["Physics"])
    }

    @Test func forwardsAllSubjectsWhichIsDisabledWhileASwitchOffIsInFlight() throws {
        let navigation = show()
        scheduler.runUntilIdle()
        let allSubjects = try widget(SubjectDetailID.allSubjects, Button.self)
        #expect(allSubjects.isHidden == false)
        allSubjects.simulateTap()
        #expect(delegate.allSubjectsAsked == 1)
        // What opens over the screen is for the list's presenter to say.
        #expect(navigation.titles == ["Physics"])

        try widget(SubjectDetailID.switchOff, Button.self).simulateTap()
        #expect(allSubjects.isEnabled == false)
        allSubjects.simulateTap()
        #expect(delegate.allSubjectsAsked == 1)
    }
}
