// All Subjects in the app as it starts from a link: the assembly gives every All Subjects store of the
// run the link's subject, which its row shows marked, whichever way the screen is opened and whatever
// the subject list or the login did with the link; an app without a link marks nothing.
import SharedModel
import SharedTestSupport
import SharedViews
@testable import Redux
import Testing
import ViewKit

@Suite("Redux All Subjects marks the linked subject")
@MainActor
struct AllSubjectsLinkTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment

    init() {
        environment = AppEnvironment(scheduler: scheduler)
    }

    /// The sample catalogue's rows in the junior phase, the subject named `marked` marked as the link's.
    private func juniorRows(marking marked: String? = nil) -> [String] {
        [("Math", true), ("Chinese", true), ("English", true), ("Physics", true), ("Chemistry", false), ("Biology", false),
         ("History", true)].map { name, open in name + (open ? " ✓" : "") + (name == marked ? " · from your link" : "") }
    }

    /// The app as it starts from `link`, shown in a window.
    private func launch(link: String?) -> NavigationController {
        let app = ReduxArchitecture.makeApp(environment: environment, link: link)
        Window(rootViewController: app).makeKeyAndVisible()
        return app
    }

    /// Selects More on the subject list on top, lets the catalogue land and returns the screen pushed for it.
    private func openAllSubjectsByMore(in app: NavigationController) throws -> Redux.AllSubjectsViewController {
        let list = try #require(app.topViewController as? SubjectListViewController)
        try #require(list.view.find(SubjectListID.list, as: CollectionView.self)).simulateSelectItem(at: 5)
        scheduler.runUntilIdle()
        return try #require(app.topViewController as? Redux.AllSubjectsViewController)
    }

    /// The All Subjects rows on `screen`, in catalogue order, as they read.
    private func rows(on screen: ViewController) -> [String] {
        SampleData.catalogue.compactMap { screen.view.find(AllSubjectsID.row(subjectID: $0.id), as: Label.self)?.text }
    }

    @Test("The link's subject is marked in All Subjects opened from the subject the link opened, and by More")
    func bothWaysInMarkTheLinksSubject() throws {
        environment.signIn()
        let app = launch(link: "practice://subject/4")
        scheduler.runUntilIdle()
        #expect(app.titles == ["Practice", "Physics"])

        let subject = try #require(app.topViewController as? SubjectDetailViewController)
        try #require(subject.view.find(SubjectDetailID.allSubjects, as: Button.self)).simulateTap()
        scheduler.runUntilIdle()
        let fromSubject = try #require(app.topViewController as? Redux.AllSubjectsViewController)
        #expect(app.titles == ["Practice", "Physics", "All Subjects"])
        #expect(rows(on: fromSubject) == juniorRows(marking: "Physics"))

        app.simulateBack()
        app.simulateBack()
        let byMore = try openAllSubjectsByMore(in: app)
        #expect(rows(on: byMore) == juniorRows(marking: "Physics"))
    }

    @Test("A link the list does not show, and so drops, is still marked where All Subjects lists its subject")
    func aDroppedLinkIsStillMarked() throws {
        environment.signIn()
        let app = launch(link: "practice://subject/5")
        scheduler.runUntilIdle()
        #expect(app.titles == ["Practice"])

        let catalogue = try openAllSubjectsByMore(in: app)
        #expect(rows(on: catalogue) == juniorRows(marking: "Chemistry"))
    }

    @Test("After the login's subject list is popped with the link, the next one's All Subjects still marks it")
    func aLinkTheLoginDroppedIsStillMarked() throws {
        let app = launch(link: "practice://subject/4")
        let login = try #require(app.topViewController)
        try LoginFormUser.logIn(on: login.view)
        scheduler.runUntilIdle()
        #expect(app.titles == ["Log In", "Practice", "Physics"])

        app.simulateBack()
        app.simulateBack()
        try LoginFormUser.logIn(on: login.view)
        scheduler.runUntilIdle()
        #expect(app.titles == ["Log In", "Practice"], "the link went with the popped list")

        let catalogue = try openAllSubjectsByMore(in: app)
        #expect(rows(on: catalogue) == juniorRows(marking: "Physics"))
    }

    @Test("An app opened without a link, or from one that does not read, marks nothing",
          arguments: [nil, "practice://subject/4/"] as [String?])
    func noLinkMarksNothing(link: String?) throws {
        environment.signIn()
        let app = launch(link: link)
        scheduler.runUntilIdle()
        #expect(app.titles == ["Practice"])

        let catalogue = try openAllSubjectsByMore(in: app)
        #expect(rows(on: catalogue) == juniorRows())
    }
}
