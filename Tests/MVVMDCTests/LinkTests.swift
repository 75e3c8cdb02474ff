import Testing
import SharedModel
import SharedTestSupport
import SharedViews
import ViewKit
@testable import MVVMDC

/// The app opened by a link, as MVVM-DC's assembly starts it: the subject list view controller follows the
/// link when its list first shows, and the login view controller hands it on to the subject list it
/// pushes. (The conformance suite checks every rule of the spec; these follow one path each.)
@MainActor
@Suite struct LinkTests {
    let environment: AppEnvironment
    let scheduler: ManualScheduler

    init() {
        (environment, scheduler) = makeEnvironment(signedIn: false)
    }

    /// The app started from `link`, on screen.
    private func launch(link: String = "practice://subject/4") -> NavigationController {
        let navigation = MVVMDCArchitecture.makeApp(environment: environment, link: link)
        Window(rootViewController: navigation).makeKeyAndVisible()
        return navigation
    }

    @Test func withASessionTheSubjectListOpensTheLinkedSubjectWhenItsListFirstShowsOnly() throws {
        environment.signIn()
        let navigation = launch()
        #expect(navigation.titles == ["Practice"])

        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Practice", "Physics"])
        #expect(navigation.topViewController is SubjectDetailViewController)

        navigation.simulateBack()
        try #require(navigation.topViewController?.view.find(SubjectListID.list, as: CollectionView.self)).simulatePullToRefresh()
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Practice"])
        #expect(environment.backend.requests(to: .subjectDetails).count == 1)
    }

    @Test func theLinkWaitsThroughAFailedLoadUntilARetrySucceeds() throws {
        environment.signIn()
        environment.backend.inject(.noConnection, on: .subjects, once: true)
        let navigation = launch()
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Practice"])

        try #require(navigation.topViewController?.view.find(SubjectListID.retry, as: Button.self)).simulateTap()
        scheduler.runUntilIdle()

        #expect(navigation.titles == ["Practice", "Physics"])
    }

    @Test(arguments: ["practice://subject/5", "practice://subject/8", "practice://subject/99"])
    func aLinkedSubjectTheListDoesNotShowLeavesTheUserOnTheList(link: String) {
        environment.signIn()
        let navigation = launch(link: link)

        scheduler.runUntilIdle()

        #expect(navigation.titles == ["Practice"])
        #expect(environment.backend.requests(to: .subjectDetails).isEmpty)
    }

    @Test func theFirstSuccessfulLoginHandsTheLinkOnToTheSubjectListItPushesAndForgetsIt() throws {
        let navigation = launch()
        #expect(navigation.titles == ["Log In"])
        try LoginFormUser.logIn(on: try #require(navigation.topViewController).view, password: "wrong-password")
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Log In"])

        try LoginFormUser.logIn(on: try #require(navigation.topViewController).view)
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Log In", "Practice", "Physics"])

        navigation.simulateBack()
        navigation.simulateBack()
        try LoginFormUser.logIn(on: try #require(navigation.topViewController).view)
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Log In", "Practice"])
    }
}
