import Testing
import SharedModel
import SharedTestSupport
import SharedViews
import ViewKit
@testable import MVVMDC

/// All Subjects marks the subject of the link the app was opened with, as MVVM-DC's assembly hands it
/// on: `makeApp` gives it to the first screen, the login view controller keeps it for every subject list
/// it pushes, and the subject list's view controller keeps it after following or dropping the link and
/// gives it to every All Subjects it builds, by More and from the subject screen. (The conformance
/// suite checks every rule of the spec; these follow one path each.)
@MainActor
@Suite struct AllSubjectsLinkTests {
    let environment: AppEnvironment
    let scheduler: ManualScheduler
    /// The sample catalogue's rows in the junior phase, Physics marked as the link's.
    let physicsMarked = ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓ · from your link", "Chemistry", "Biology",
                         "History ✓"]

    init() {
        (environment, scheduler) = makeEnvironment(signedIn: false)
    }

    /// The app started from `link`, on screen.
    private func launch(link: String? = "practice://subject/4") -> NavigationController {
        let navigation = MVVMDCArchitecture.makeApp(environment: environment, link: link)
        Window(rootViewController: navigation).makeKeyAndVisible()
        return navigation
    }

    /// Goes back to the subject list and selects More, its last cell, and lets the catalogue land.
    private func openAllSubjectsByMore(in navigation: NavigationController) throws {
        while navigation.viewControllers.count > 1, !(navigation.topViewController is SubjectListViewController) {
            navigation.simulateBack()
        }
        let list = try #require(navigation.topViewController?.view.find(SubjectListID.list, as: CollectionView.self))
        list.simulateSelectItem(at: list.numberOfItems - 1)
        scheduler.runUntilIdle()
    }

    /// The rows All Subjects on top shows, top first.
    private func rows(in navigation: NavigationController) throws -> [String] {
        try #require(navigation.topViewController as? MVVMDC.AllSubjectsViewController).view.allViews
            .filter { $0.accessibilityIdentifier?.hasPrefix("allSubjects.subject-") == true }
            .compactMap { ($0 as? Label)?.text }
    }

    @Test func theLinkedSubjectIsMarkedFromTheSubjectTheLinkOpenedAndByMoreAfterTheListFollowedIt() throws {
        environment.signIn()
        let navigation = launch()
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Practice", "Physics"])

        let allSubjects = try #require(navigation.topViewController?.view.find(SubjectDetailID.allSubjects, as: Button.self))
        allSubjects.simulateTap()
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Practice", "Physics", "All Subjects"])
        #expect(try rows(in: navigation) == physicsMarked)

        try openAllSubjectsByMore(in: navigation)
        #expect(navigation.titles == ["Practice", "All Subjects"])
        #expect(try rows(in: navigation) == physicsMarked)
    }

    @Test func aLinkTheListDroppedIsStillMarked() throws {
        environment.signIn()
        let navigation = launch(link: "practice://subject/5")
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Practice"])

        try openAllSubjectsByMore(in: navigation)
        #expect(try rows(in: navigation) == ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓", "Chemistry · from your link",
                                             "Biology", "History ✓"])
    }

    /// The login view controller hands the link to follow on once, but every subject list it pushes
    /// gets the link's subject to mark: here the first one is popped before its list lands.
    @Test func aSubjectListPushedAfterTheLinkWasHandedOnStillMarksTheLinkedSubject() throws {
        let navigation = launch()
        try LoginFormUser.logIn(on: try #require(navigation.topViewController).view)
        scheduler.advance(by: .milliseconds(300))
        #expect(navigation.titles == ["Log In", "Practice"])
        navigation.simulateBack()

        try LoginFormUser.logIn(on: try #require(navigation.topViewController).view)
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Log In", "Practice"], "the link went with the popped list")

        try openAllSubjectsByMore(in: navigation)
        #expect(try rows(in: navigation) == physicsMarked)
    }

    @Test(arguments: [nil, "practice://subject/4/", "practice://subject/99"] as [String?])
    func noLinkAMalformedOneOrOneToASubjectNotInTheCatalogueMarksNothing(link: String?) throws {
        environment.signIn()
        let navigation = launch(link: link)
        scheduler.runUntilIdle()

        try openAllSubjectsByMore(in: navigation)
        #expect(try rows(in: navigation)
            == ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓", "Chemistry", "Biology", "History ✓"])
    }
}
