import SharedTestSupport
import Testing
@testable import MVVM
import SharedModel
import SharedViews
import ViewKit

/// The subject of the app's link marked in All Subjects (docs/SPEC.md §7.8), in MVVM's app as
/// `MVVMArchitecture.makeApp(environment:link:)` assembles it, on a window. The assembly keeps the link's
/// subject and makes every All Subjects of the run with it, by More or from a subject's screen, whatever
/// the subject list did with the link. The list built alone, as `AllSubjectsScreenTests` builds it, marks
/// nothing.
@Suite("MVVM All Subjects marks the linked subject")
@MainActor
struct AllSubjectsLinkedSubjectTests {
    /// MVVM's app, started as a user starts it, on a visible window.
    @MainActor
    private struct StartedApp {
        let navigation: NavigationController
        private let window: Window

        init(environment: AppEnvironment, link: String?) {
            navigation = MVVMArchitecture.makeApp(environment: environment, link: link)
            window = Window(rootViewController: navigation)
            window.makeKeyAndVisible()
        }
    }

    let scheduler = ManualScheduler()
    let environment: AppEnvironment

    init() {
        environment = AppEnvironment(scheduler: scheduler)
    }

    /// The junior sample user's rows, in catalogue order, the subject named `marked` marked as the link's.
    private static func juniorRows(marking marked: String? = nil) -> [String] {
        [("Math", true), ("Chinese", true), ("English", true), ("Physics", true), ("Chemistry", false), ("Biology", false),
         ("History", true)].map { name, open in name + (open ? " ✓" : "") + (name == marked ? " · from your link" : "") }
    }

    /// The rows shown, in catalogue order.
    private func rows(on screen: ViewController) -> [String] {
        SampleData.catalogue.compactMap { screen.view.find(AllSubjectsID.row(subjectID: $0.id), as: Label.self)?.text }
    }

    /// Goes back to the subject list and selects More, its last cell: MVVM's own All Subjects is then on top.
    private func openAllSubjectsByMore(in app: StartedApp) throws -> MVVM.AllSubjectsViewController {
        while app.navigation.viewControllers.count > 1, !(app.navigation.topViewController is SubjectListViewController) {
            app.navigation.simulateBack()
        }
        let list = try #require(app.navigation.topViewController?.view.find(SubjectListID.list, as: CollectionView.self))
        list.simulateSelectItem(at: list.numberOfItems - 1)
        return try #require(app.navigation.topViewController as? MVVM.AllSubjectsViewController)
    }

    /// Taps All Subjects on the subject's screen on top: MVVM's own All Subjects is then on top.
    private func openAllSubjectsFromTheSubject(in app: StartedApp) throws -> MVVM.AllSubjectsViewController {
        let subject = try #require(app.navigation.topViewController as? SubjectDetailViewController)
        try #require(subject.view.find(SubjectDetailID.allSubjects, as: Button.self)).simulateTap()
        return try #require(app.navigation.topViewController as? MVVM.AllSubjectsViewController)
    }

    @Test("All Subjects marks the subject the link opened, from its screen and then by More")
    func bothWaysInMarkTheSubjectTheLinkOpened() throws {
        environment.signIn()
        let app = StartedApp(environment: environment, link: "practice://subject/4")
        scheduler.runUntilIdle()
        #expect(app.navigation.titles == ["Practice", "Physics"])

        let fromSubject = try openAllSubjectsFromTheSubject(in: app)
        scheduler.runUntilIdle()
        #expect(rows(on: fromSubject) == Self.juniorRows(marking: "Physics"))

        let byMore = try openAllSubjectsByMore(in: app)
        scheduler.runUntilIdle()
        #expect(rows(on: byMore) == Self.juniorRows(marking: "Physics"), "the list followed the link and dropped it")
    }

    @Test("A link the list does not show, and so drops, is still marked, when a Retry brings the catalogue")
    func aLinkTheListDropsIsStillMarkedAfterARetry() throws {
        environment.signIn()
        let app = StartedApp(environment: environment, link: "practice://subject/5")
        scheduler.runUntilIdle()
        #expect(app.navigation.titles == ["Practice"])
        environment.backend.inject(.noConnection, on: .subjects, once: true)

        let allSubjects = try openAllSubjectsByMore(in: app)
        scheduler.runUntilIdle()
        #expect(rows(on: allSubjects).isEmpty)
        try #require(allSubjects.view.find(AllSubjectsID.retry, as: Button.self)).simulateTap()
        scheduler.runUntilIdle()

        #expect(rows(on: allSubjects) == Self.juniorRows(marking: "Chemistry"))
    }

    @Test("After a login the link's subject is marked in the All Subjects of the subject the link opened")
    func aLinkFollowedAfterALoginIsMarked() throws {
        let app = StartedApp(environment: environment, link: "practice://subject/4")
        let login = try #require(app.navigation.topViewController)
        try LoginFormUser.logIn(on: login.view)
        scheduler.runUntilIdle()
        #expect(app.navigation.titles == ["Log In", "Practice", "Physics"])

        let fromSubject = try openAllSubjectsFromTheSubject(in: app)
        scheduler.runUntilIdle()

        #expect(rows(on: fromSubject) == Self.juniorRows(marking: "Physics"))
    }

    @Test("A link that went with a subject list popped before it landed is still marked after the next login")
    func aLinkPoppedWithItsListIsStillMarkedAfterTheNextLogin() throws {
        let app = StartedApp(environment: environment, link: "practice://subject/4")
        let login = try #require(app.navigation.topViewController)
        try LoginFormUser.logIn(on: login.view)
        scheduler.advance(by: .milliseconds(300))
        #expect(app.navigation.titles == ["Log In", "Practice"], "the login did not land before the list's load")
        app.navigation.simulateBack()
        try LoginFormUser.logIn(on: login.view)
        scheduler.runUntilIdle()
        #expect(app.navigation.titles == ["Log In", "Practice"], "the second list followed the link")

        let allSubjects = try openAllSubjectsByMore(in: app)
        scheduler.runUntilIdle()

        #expect(rows(on: allSubjects) == Self.juniorRows(marking: "Physics"))
    }

    @Test("No link, a malformed one or one to a subject not in the catalogue marks nothing",
          arguments: [nil, "practice://subject/4/", "practice://subject/99"] as [String?])
    func noReadableLinkMarksNothing(link: String?) throws {
        environment.signIn()
        let app = StartedApp(environment: environment, link: link)
        scheduler.runUntilIdle()

        let allSubjects = try openAllSubjectsByMore(in: app)
        scheduler.runUntilIdle()

        #expect(rows(on: allSubjects) == Self.juniorRows())
    }
}
