// All Subjects in the app as the assembly starts it from a link: the row of the link's subject is marked
// in every All Subjects of the run, opened by More or from the subject screen, whatever the subject list
// did with the link (followed it, dropped it, or went with it before its load landed), after a Retry too;
// without a link that reads, nothing is marked.
@testable import MVVMObservation
import SharedModel
import SharedTestSupport
import SharedViews
import Testing
import ViewKit

@Suite("MVVM on Observation All Subjects marks the linked subject")
@MainActor
struct AllSubjectsLinkedSubjectTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment

    init() {
        environment = AppEnvironment(scheduler: scheduler)
    }

    /// The sample user's junior catalogue (Science is offered in primary only), the open subjects ticked.
    private let unmarked = ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓", "Chemistry", "Biology", "History ✓"]
    /// The same, Physics marked as the link's.
    private let physicsMarked = ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓ · from your link", "Chemistry",
                                 "Biology", "History ✓"]

    /// The app as the assembly starts it from `link`, shown in a window: its first screen has appeared.
    private func launched(link: String?) -> NavigationController {
        let navigation = MVVMObservationArchitecture.makeApp(environment: environment, link: link)
        Window(rootViewController: navigation).makeKeyAndVisible()
        return navigation
    }

    /// Selects More on the subject list on top (after the sample user's five open subjects) and lets the
    /// catalogue land.
    private func openAllSubjectsByMore(on navigation: NavigationController) throws {
        let list = try #require(navigation.topViewController?.view.find(SubjectListID.list, as: CollectionView.self))
        list.simulateSelectItem(at: 5)
        #expect(navigation.topViewController is AllSubjectsViewController)
        scheduler.runUntilIdle()
    }

    /// The rows of the screen on top, in catalogue order. The update makes them, so the screen is
    /// brought up to date first, as reading any widget does.
    private func rows(of navigation: NavigationController) -> [String] {
        UpdateCycle.flush()
        guard let screen = navigation.topViewController?.view else { return [] }
        return SampleData.catalogue.compactMap { screen.find(AllSubjectsID.row(subjectID: $0.id), as: Label.self)?.text }
    }

    @Test("The link's subject is marked in All Subjects opened from the subject the link opened, and by More each time anew")
    func bothWaysInMarkTheLinksSubject() throws {
        environment.signIn()
        let navigation = launched(link: "practice://subject/4")
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Practice", "Physics"])

        try #require(navigation.topViewController?.view.find(SubjectDetailID.allSubjects, as: Button.self)).simulateTap()
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Practice", "Physics", "All Subjects"])
        #expect(rows(of: navigation) == physicsMarked)

        navigation.simulateBack()
        navigation.simulateBack()
        for _ in 0..<2 {
            try openAllSubjectsByMore(on: navigation)
            #expect(rows(of: navigation) == physicsMarked)
            navigation.simulateBack()
        }
        #expect(environment.backend.requests(to: .subjects).count == 4)
    }

    @Test("A link the list drops, as it does not show its subject, is still marked in All Subjects, after a Retry too")
    func aDroppedLinkIsStillMarked() throws {
        environment.signIn()
        let navigation = launched(link: "practice://subject/5")
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Practice"], "the list followed a link to a subject it does not show")
        environment.backend.inject(.noConnection, on: .subjects, once: true)

        try openAllSubjectsByMore(on: navigation)
        #expect(rows(of: navigation).isEmpty)
        try #require(navigation.topViewController?.view.find(AllSubjectsID.retry, as: Button.self)).simulateTap()
        scheduler.runUntilIdle()

        #expect(rows(of: navigation) == ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓", "Chemistry · from your link",
                                         "Biology", "History ✓"])
    }

    @Test("After a login the link's subject is marked, whether its list followed the link or went with it before its load landed",
          arguments: [false, true])
    func aLoginsListMarksTheLinksSubject(poppingTheFirstList: Bool) throws {
        let navigation = launched(link: "practice://subject/4")
        let form = try #require(navigation.topViewController).view
        try LoginFormUser.logIn(on: form)
        if poppingTheFirstList {
            // The login lands (the fake server answers after 300 ms) and pushes the list that takes the
            // link; it goes before its own load lands, and a second login pushes a list without the link.
            scheduler.advance(by: .milliseconds(300))
            #expect(navigation.titles == ["Log In", "Practice"])
            navigation.simulateBack()
            try LoginFormUser.logIn(on: form)
        }
        scheduler.runUntilIdle()
        #expect(navigation.titles == (poppingTheFirstList ? ["Log In", "Practice"] : ["Log In", "Practice", "Physics"]))
        if !poppingTheFirstList { navigation.simulateBack() }

        try openAllSubjectsByMore(on: navigation)

        #expect(rows(of: navigation) == physicsMarked)
    }

    @Test("No link, a malformed one or one to a subject not in the catalogue marks nothing",
          arguments: [nil, "practice://subject/4/", "practice://subject/99"] as [String?])
    func withoutALinkThatReadsNothingIsMarked(link: String?) throws {
        environment.signIn()
        let navigation = launched(link: link)
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Practice"])

        try openAllSubjectsByMore(on: navigation)

        #expect(rows(of: navigation) == unmarked)
    }
}
