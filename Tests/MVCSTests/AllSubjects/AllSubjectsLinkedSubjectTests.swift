// The link's subject in All Subjects (docs/SPEC.md §7.8), through the app as MVCS assembles it: as it
// starts, the app registers the link's subject with the All Subjects target of its one mediator, so
// every All Subjects that mediator builds marks it, asked for by a subject's screen or by More, whatever
// the subject list did with the link. A mediator built without a link, as for the screens built alone,
// marks nothing. (The conformance suite checks every rule; these follow one path each.)
@testable import MVCS
import SharedModel
import SharedTestSupport
import SharedViews
import Testing
import ViewKit

@Suite("MVCS All Subjects marks the linked subject")
@MainActor
struct AllSubjectsLinkedSubjectTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment

    init() {
        environment = AppEnvironment(scheduler: scheduler)
    }

    /// The sample rows of a junior user, the open subjects marked, and the subject named `marked` marked
    /// as the link's.
    private static func juniorRows(marking marked: String? = nil) -> [String] {
        [("Math", true), ("Chinese", true), ("English", true), ("Physics", true), ("Chemistry", false), ("Biology", false),
         ("History", true)].map { name, open in name + (open ? " ✓" : "") + (name == marked ? " · from your link" : "") }
    }

    /// The app started from `link`, on screen.
    private func launch(link: String?) -> NavigationController {
        let navigation = MVCSArchitecture.makeApp(environment: environment, link: link)
        Window(rootViewController: navigation).makeKeyAndVisible()
        return navigation
    }

    /// Selects More on the subject list on top, lets the catalogue land and reads All Subjects' rows.
    private func rowsFromMore(on navigation: NavigationController) throws -> [String] {
        let list = try #require(navigation.topViewController?.view.find(SubjectListID.list, as: CollectionView.self))
        list.simulateSelectItem(at: list.visibleCells.count - 1)
        scheduler.runUntilIdle()
        return try rows(on: navigation)
    }

    /// Taps All Subjects on the subject's screen on top, lets the catalogue land and reads its rows.
    private func rowsFromSubject(on navigation: NavigationController) throws -> [String] {
        try #require(navigation.topViewController?.view.find(SubjectDetailID.allSubjects, as: Button.self)).simulateTap()
        scheduler.runUntilIdle()
        return try rows(on: navigation)
    }

    /// The rows of All Subjects on top, in catalogue order.
    private func rows(on navigation: NavigationController) throws -> [String] {
        let allSubjects = try #require(navigation.topViewController as? MVCS.AllSubjectsViewController)
        return SampleData.catalogue.compactMap { allSubjects.view.find(AllSubjectsID.row(subjectID: $0.id), as: Label.self)?.text }
    }

    @Test("The app opened from a link marks its subject in All Subjects from the subject it opened and from More")
    func bothWaysIn() throws {
        environment.signIn()
        let navigation = launch(link: "practice://subject/4")
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Practice", "Physics"])
        #expect(try rowsFromSubject(on: navigation) == Self.juniorRows(marking: "Physics"))
        navigation.simulateBack()
        navigation.simulateBack()
        #expect(try rowsFromMore(on: navigation) == Self.juniorRows(marking: "Physics"))
    }

    @Test("A link the list dropped, to a subject not open, is still marked by More")
    func droppedLink() throws {
        environment.signIn()
        let navigation = launch(link: "practice://subject/5")
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Practice"])
        #expect(try rowsFromMore(on: navigation) == Self.juniorRows(marking: "Chemistry"))
    }

    @Test("A link that went with a subject list popped before it landed is still marked after the next login")
    func poppedWithTheList() throws {
        let navigation = launch(link: "practice://subject/4")
        try LoginFormUser.logIn(on: try #require(navigation.topViewController).view)
        scheduler.advance(by: .milliseconds(300))
        #expect(navigation.titles == ["Log In", "Practice"])
        navigation.simulateBack()
        try LoginFormUser.logIn(on: try #require(navigation.topViewController).view)
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Log In", "Practice"])
        #expect(try rowsFromMore(on: navigation) == Self.juniorRows(marking: "Physics"))
    }

    @Test("An app with no link or a malformed one marks nothing", arguments: [nil, "practice://subject/4/"] as [String?])
    func noLink(link: String?) throws {
        environment.signIn()
        let navigation = launch(link: link)
        scheduler.runUntilIdle()
        #expect(try rowsFromMore(on: navigation) == Self.juniorRows())
    }

    @Test("The subject list built alone has no link and marks nothing")
    func subjectListBuiltAlone() throws {
        environment.signIn()
        let navigation = NavigationController(rootViewController: MVCSArchitecture.makeSubjectListScreen(environment: environment))
        Window(rootViewController: navigation).makeKeyAndVisible()
        scheduler.runUntilIdle()
        #expect(try rowsFromMore(on: navigation) == Self.juniorRows())
    }
}
