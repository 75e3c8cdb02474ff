// The app as VIPArchitecture starts it, on a visible window: the link's subject goes into the first
// scene's data store and from data store to data store to every All Subjects scene of the run, which
// marks its row, opened by More or from the subject screen, whatever the subject list did with the link;
// the subject list scene built alone, and an app with no link that reads, mark nothing.
import SharedModel
import SharedTestSupport
import SharedViews
import Testing
@testable import VIP
import ViewKit

@Suite("VIP All Subjects and the link the app was opened with")
@MainActor
struct AllSubjectsAppLinkTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment

    init() {
        environment = AppEnvironment(scheduler: scheduler)
    }

    /// The catalogue's junior rows (Science is offered in primary only), the subject named `marked`
    /// marked as the link's.
    private static func juniorRows(marking marked: String? = nil) -> [String] {
        [("Math", true), ("Chinese", true), ("English", true), ("Physics", true), ("Chemistry", false),
         ("Biology", false), ("History", true)]
            .map { name, open in name + (open ? " ✓" : "") + (name == marked ? " · from your link" : "") }
    }

    /// `navigation` on a visible window, once every answer has landed.
    private func shown(_ navigation: NavigationController) -> NavigationController {
        Window(rootViewController: navigation).makeKeyAndVisible()
        scheduler.runUntilIdle()
        return navigation
    }

    /// The rows of the All Subjects scene on top, in catalogue order.
    private func allSubjectsRows(in navigation: NavigationController) throws -> [String] {
        let screen = try #require(navigation.topViewController as? VIP.AllSubjectsViewController)
        return (1...8).compactMap { screen.view.find(AllSubjectsID.row(subjectID: $0), as: Label.self)?.text }
    }

    /// Back to the subject list scene, then More, the sixth item: the rows of the All Subjects scene it
    /// pushes, once the catalogue has landed.
    private func rowsViaMore(in navigation: NavigationController) throws -> [String] {
        while navigation.viewControllers.count > 1, !(navigation.topViewController is SubjectListViewController) {
            navigation.simulateBack()
        }
        let list = try #require(navigation.topViewController?.view.find(SubjectListID.list, as: CollectionView.self))
        list.simulateSelectItem(at: 5)
        scheduler.runUntilIdle()
        return try allSubjectsRows(in: navigation)
    }

    @Test func theLinksSubjectIsMarkedFromTheSubjectTheLinkOpenedAndFromMore() throws {
        environment.signIn()
        let navigation = shown(VIPArchitecture.makeApp(environment: environment, link: "practice://subject/4"))
        #expect(navigation.titles == ["Practice", "Physics"])
        let subject = try #require(navigation.topViewController as? SubjectDetailViewController)
        let allSubjects = try #require(subject.view.find(SubjectDetailID.allSubjects, as: Button.self))

        allSubjects.simulateTap()
        scheduler.runUntilIdle()

        #expect(navigation.titles == ["Practice", "Physics", "All Subjects"])
        #expect(try allSubjectsRows(in: navigation) == Self.juniorRows(marking: "Physics"))
        #expect(try rowsViaMore(in: navigation) == Self.juniorRows(marking: "Physics"))
    }

    @Test func aLinkTheListDoesNotShowIsStillMarkedFromMore() throws {
        environment.signIn()
        let navigation = shown(VIPArchitecture.makeApp(environment: environment, link: "practice://subject/5"))
        #expect(navigation.titles == ["Practice"], "the list followed a link it does not show")

        #expect(try rowsViaMore(in: navigation) == Self.juniorRows(marking: "Chemistry"))
    }

    @Test func aLinkThatWentWithASubjectListPoppedAfterALoginIsStillMarkedByTheNextOne() throws {
        let navigation = shown(VIPArchitecture.makeApp(environment: environment, link: "practice://subject/4"))
        let login = try #require(navigation.topViewController)
        try LoginFormUser.logIn(on: login.view)
        scheduler.advance(by: .milliseconds(300))
        #expect(navigation.titles == ["Log In", "Practice"], "the login has landed, the list's load has not")
        navigation.simulateBack()

        try LoginFormUser.logIn(on: login.view)
        scheduler.runUntilIdle()

        #expect(navigation.titles == ["Log In", "Practice"], "the next subject list followed the link again")
        #expect(try rowsViaMore(in: navigation) == Self.juniorRows(marking: "Physics"))
    }

    @Test("An app with no link, a malformed one or one to a subject not in the catalogue marks nothing",
          arguments: [nil, "practice://subject/4/", "practice://subject/99"] as [String?])
    func anAppWithNoLinkThatReadsMarksNothing(link: String?) throws {
        environment.signIn()
        let navigation = shown(VIPArchitecture.makeApp(environment: environment, link: link))

        #expect(try rowsViaMore(in: navigation) == Self.juniorRows())
    }

    @Test func theSubjectListSceneBuiltAloneMarksNothing() throws {
        environment.signIn()
        let navigation = shown(NavigationController(
            rootViewController: VIPArchitecture.makeSubjectListScreen(environment: environment)))

        #expect(try rowsViaMore(in: navigation) == Self.juniorRows())
    }
}
