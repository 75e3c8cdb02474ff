// The link's subject on All Subjects, through MVP's assembly: the app started from a link keeps its
// subject in the builders the assembly hands the screens, so every All Subjects of the run marks it,
// opened by More or from the subject screen, whatever the subject list did with its own copy; a
// subject list built alone marks nothing.
@testable import MVP
import SharedModel
import SharedTestSupport
import SharedViews
import Testing
import ViewKit

@Suite("All Subjects marks the link's subject")
@MainActor
struct AllSubjectsLinkTests {
    private let scheduler = ManualScheduler()
    private let environment: AppEnvironment

    init() {
        environment = AppEnvironment(scheduler: scheduler)
    }

    /// The sample catalogue's rows in the junior phase, the subject named `marked` marked as the link's.
    private static func juniorRows(marking marked: String? = nil) -> [String] {
        [("Math", true), ("Chinese", true), ("English", true), ("Physics", true), ("Chemistry", false), ("Biology", false),
         ("History", true)].map { name, open in name + (open ? " ✓" : "") + (name == marked ? " · from your link" : "") }
    }

    /// The app started from `link`, on screen.
    private func launch(link: String?) -> NavigationController {
        let navigation = MVPArchitecture.makeApp(environment: environment, link: link)
        Window(rootViewController: navigation).makeKeyAndVisible()
        return navigation
    }

    /// The rows of MVP's All Subjects on top of `navigation`, in catalogue order, once its catalogue has landed.
    private func catalogueRows(_ navigation: NavigationController) throws -> [String] {
        let screen = try #require(navigation.topViewController as? MVP.AllSubjectsViewController)
        scheduler.runUntilIdle()
        return SampleData.catalogue.compactMap { screen.view.find(AllSubjectsID.row(subjectID: $0.id), as: Label.self)?.text }
    }

    /// Back to the list, then More: the rows of the All Subjects it pushes.
    private func rowsViaMore(_ navigation: NavigationController) throws -> [String] {
        while navigation.titles.last != "Practice" { navigation.simulateBack() }
        let list = try #require(navigation.topViewController?.view.find(SubjectListID.list, as: CollectionView.self))
        list.simulateSelectItem(at: list.numberOfItems - 1)
        return try catalogueRows(navigation)
    }

    @Test func theLinksSubjectIsMarkedFromTheSubjectTheLinkOpenedAndFromMore() throws {
        environment.signIn()
        let navigation = launch(link: "practice://subject/4")
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Practice", "Physics"])

        let subject = try #require(navigation.topViewController as? SubjectDetailViewController)
        try #require(subject.view.find(SubjectDetailID.allSubjects, as: Button.self)).simulateTap()
        #expect(navigation.titles == ["Practice", "Physics", "All Subjects"])
        #expect(try catalogueRows(navigation) == Self.juniorRows(marking: "Physics"))
        #expect(try rowsViaMore(navigation) == Self.juniorRows(marking: "Physics"))
        #expect(try rowsViaMore(navigation) == Self.juniorRows(marking: "Physics"))
    }

    @Test func aLinkTheListDropsIsStillMarked() throws {
        environment.signIn()
        let navigation = launch(link: "practice://subject/5")
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Practice"])
        #expect(try rowsViaMore(navigation) == Self.juniorRows(marking: "Chemistry"))
    }

    @Test func afterALoginTheLinksSubjectIsMarkedEvenWhenTheListThatTookTheLinkWasPopped() throws {
        let navigation = launch(link: "practice://subject/4")
        try LoginFormUser.logIn(on: try #require(navigation.topViewController).view)
        // The login lands and pushes the list, whose own answers are still on their way.
        scheduler.advance(by: .milliseconds(300))
        #expect(navigation.titles == ["Log In", "Practice"])
        navigation.simulateBack()

        try LoginFormUser.logIn(on: try #require(navigation.topViewController).view)
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Log In", "Practice"])
        #expect(try rowsViaMore(navigation) == Self.juniorRows(marking: "Physics"))
    }

    @Test(arguments: [nil, "practice://subject/4/", "practice://subject/99"] as [String?])
    func noLinkAMalformedOneOrOneToASubjectOutsideTheCatalogueMarksNothing(link: String?) throws {
        environment.signIn()
        let navigation = launch(link: link)
        scheduler.runUntilIdle()
        #expect(try rowsViaMore(navigation) == Self.juniorRows())
    }

    @Test func aSubjectListBuiltAloneMarksNothing() throws {
        environment.signIn()
        let navigation = NavigationController(rootViewController: MVPArchitecture.makeSubjectListScreen(environment: environment))
        Window(rootViewController: navigation).makeKeyAndVisible()
        scheduler.runUntilIdle()
        #expect(try rowsViaMore(navigation) == Self.juniorRows())
    }
}
