// The subject detail screen as the assembly puts it together: pushed by this architecture's subject list
// screen over the one store both read, showing its part of each state in the theme, popped by a
// switch-off that lands, and opening All Subjects over itself with what the list beneath shows; and
// ownership: a popped subject detail screen, or All Subjects popped from over it, frees its controller
// and views at once and cancels its request.
import SharedModel
import SharedTestSupport
import SharedViews
@testable import Redux
import Testing
import ViewKit

@Suite("Redux subject detail screen")
@MainActor
struct SubjectDetailScreenTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let navigation: NavigationController
    let window: Window
    /// The subject list, loaded from the sample server.
    let subjectList: ViewController

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        let home = ViewController()
        home.title = "Home"
        navigation = NavigationController(rootViewController: home)
        window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
        subjectList = ReduxArchitecture.makeSubjectListScreen(environment: environment)
        navigation.pushViewController(subjectList)
        scheduler.runUntilIdle()
    }

    /// Selects Physics on the subject list and returns the screen pushed for it.
    private func openPhysics() throws -> SubjectDetailViewController {
        try #require(subjectList.view.find(SubjectListID.list, as: CollectionView.self)).simulateSelectItem(at: 3)
        return try #require(navigation.topViewController as? SubjectDetailViewController)
    }

    private func widget<V: View>(_ identifier: String, _ type: V.Type, on screen: ViewController) throws -> V {
        try #require(screen.view.find(identifier, as: type))
    }

    /// Taps All Subjects on `screen` and returns the screen pushed for it.
    private func openAllSubjects(on screen: SubjectDetailViewController) throws -> Redux.AllSubjectsViewController {
        try widget(SubjectDetailID.allSubjects, Button.self, on: screen).simulateTap()
        return try #require(navigation.topViewController as? Redux.AllSubjectsViewController)
    }

    /// The All Subjects rows on `screen`, in catalogue order, as they read.
    private func rows(on screen: ViewController) -> [String] {
        SampleData.catalogue.compactMap { screen.view.find(AllSubjectsID.row(subjectID: $0.id), as: Label.self)?.text }
    }

    /// The titles of the subject list cells on screen.
    private func listedTitles() throws -> [String] {
        try widget(SubjectListID.list, CollectionView.self, on: subjectList).visibleCells.compactMap {
            $0.cell.find(SubjectListID.cellTitle, as: Label.self)?.text
        }
    }

    @Test("The pushed screen shows its details when they land, in the theme, which it follows at once")
    func theScreenShowsItsState() throws {
        let screen = try openPhysics()
        #expect(navigation.titles == ["Home", "Practice", "Physics"])
        #expect(try widget(SubjectDetailID.loading, ActivityIndicatorView.self, on: screen).isAnimating)
        #expect(try widget(SubjectDetailID.switchOff, Button.self, on: screen).isHidden)

        scheduler.runUntilIdle()

        let description = try widget(SubjectDetailID.description, Label.self, on: screen)
        #expect(!description.isHidden && description.text == SampleData.details(of: SampleData.catalogue[3]).description)
        #expect(try widget(SubjectDetailID.chapters, Label.self, on: screen).text == "10 chapters")
        #expect(try !widget(SubjectDetailID.loading, ActivityIndicatorView.self, on: screen).isAnimating)
        #expect(try widget(SubjectDetailID.switchOff, Button.self, on: screen).isEnabled)
        environment.themeStore.apply(.night)
        #expect(screen.view.backgroundColor == Theme.night.subjectDetailBackgroundColor)
        #expect(description.textColor == Theme.night.subjectDetailTextColor)
    }

    @Test("A failed load shows the error and Retry; Retry loads again")
    func aFailedLoadShowsRetry() throws {
        environment.backend.inject(.timeout, on: .subjectDetails, once: true)
        let screen = try openPhysics()
        scheduler.runUntilIdle()
        let error = try widget(SubjectDetailID.error, Label.self, on: screen)
        #expect(!error.isHidden && error.text == SubjectDetailCopy.loadFailed)

        try widget(SubjectDetailID.retry, Button.self, on: screen).simulateTap()
        #expect(error.isHidden)
        #expect(try widget(SubjectDetailID.loading, ActivityIndicatorView.self, on: screen).isAnimating)
        scheduler.runUntilIdle()

        #expect(try widget(SubjectDetailID.chapters, Label.self, on: screen).text == "10 chapters")
        #expect(try widget(SubjectDetailID.retry, Button.self, on: screen).isHidden)
    }

    @Test("A switch-off that lands pops back to the list, which drops the subject at once with no new load")
    func aSwitchOffPopsBackToAListWithoutTheSubject() throws {
        let screen = try openPhysics()
        scheduler.runUntilIdle()

        try widget(SubjectDetailID.switchOff, Button.self, on: screen).simulateTap()
        #expect(try !widget(SubjectDetailID.switchOff, Button.self, on: screen).isEnabled)
        #expect(try widget(SubjectDetailID.switching, ActivityIndicatorView.self, on: screen).isAnimating)
        scheduler.runUntilIdle()

        #expect(navigation.titles == ["Home", "Practice"])
        #expect(try listedTitles() == ["Math", "Chinese", "English", "History", "More"])
        #expect(environment.backend.requests(to: .subjects).count == 1)
    }

    @Test("A failed switch-off says why on the screen, which stays, over a list that is unchanged")
    func aFailedSwitchOffSaysWhy() throws {
        let screen = try openPhysics()
        scheduler.runUntilIdle()
        environment.backend.inject(.status(500), on: .switchOff, once: true)

        try widget(SubjectDetailID.switchOff, Button.self, on: screen).simulateTap()
        scheduler.runUntilIdle()

        #expect(navigation.titles == ["Home", "Practice", "Physics"])
        #expect(try widget(SubjectDetailID.error, Label.self, on: screen).text == SubjectDetailCopy.switchOffFailed)
        #expect(try widget(SubjectDetailID.retry, Button.self, on: screen).isHidden)
        #expect(try widget(SubjectDetailID.switchOff, Button.self, on: screen).isEnabled)
        navigation.simulateBack()
        #expect(try listedTitles() == Expected.sampleTitles)
    }

    @Test("A popped subject detail screen frees its controller and views at once and cancels its request",
          arguments: [false, true])
    func aPoppedScreenIsReleased(switching: Bool) throws {
        let route: Route = switching ? .switchOff : .subjectDetails
        weak var screen: ViewController?
        var views: [() -> AnyObject?] = []
        do {
            let controller = try openPhysics()
            if switching {
                scheduler.runUntilIdle()
                try widget(SubjectDetailID.switchOff, Button.self, on: controller).simulateTap()
            }
            screen = controller
            views = controller.view.allViews.map { view in { [weak view] in view } }
        }
        #expect(environment.backend.requests(to: route).map(\.state) == [.inFlight])

        navigation.simulateBack()

        #expect(screen == nil)
        #expect(views.allSatisfy { $0() == nil }, "a view of the subject detail screen is still alive")
        #expect(environment.backend.requests(to: route).map(\.state) == [.cancelled])
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Home", "Practice"])
        #expect(try listedTitles() == Expected.sampleTitles)
    }

    @Test("All Subjects pushes the catalogue with the list's phase and open subjects; back shows the subject as it was")
    func allSubjectsOpensOverTheScreen() throws {
        let screen = try openPhysics()
        scheduler.runUntilIdle()

        let catalogue = try openAllSubjects(on: screen)
        #expect(navigation.titles == ["Home", "Practice", "Physics", "All Subjects"])
        scheduler.runUntilIdle()
        #expect(rows(on: catalogue) == ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓", "Chemistry", "Biology", "History ✓"])

        navigation.simulateBack()
        #expect(navigation.titles == ["Home", "Practice", "Physics"])
        #expect(try widget(SubjectDetailID.chapters, Label.self, on: screen).text == "10 chapters")
        #expect(try !widget(SubjectDetailID.loading, ActivityIndicatorView.self, on: screen).isAnimating)
        #expect(try widget(SubjectDetailID.allSubjects, Button.self, on: screen).isEnabled)
        #expect(environment.backend.requests(to: .subjectDetails).count == 1, "coming back loaded the details again")
        _ = try openAllSubjects(on: screen)
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .answered, .inFlight],
                "a second tap opens a new screen, which loads")
    }

    @Test("All Subjects gets what the list beneath shows when tapped, a refresh that landed beneath the screen included")
    func allSubjectsFollowsARefreshBeneath() throws {
        environment.backend.settings = UserSubjectSettings(currentPhase: .primary, entries: [
            UserSubject(subjectID: 1, status: .on, updatedTime: 1),
            UserSubject(subjectID: 8, status: .on, updatedTime: 1),
        ])
        try widget(SubjectListID.list, CollectionView.self, on: subjectList).simulatePullToRefresh()
        let screen = try openPhysics()
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Home", "Practice", "Physics"])

        let catalogue = try openAllSubjects(on: screen)
        scheduler.runUntilIdle()

        #expect(rows(on: catalogue) == ["Math ✓", "Chinese", "English", "Science ✓"])
    }

    @Test("All Subjects is disabled while a switch-off is in flight and opens nothing")
    func allSubjectsWaitsForTheSwitchOff() throws {
        let screen = try openPhysics()
        scheduler.runUntilIdle()
        environment.backend.inject(.status(500), on: .switchOff, once: true)

        try widget(SubjectDetailID.switchOff, Button.self, on: screen).simulateTap()
        let allSubjects = try widget(SubjectDetailID.allSubjects, Button.self, on: screen)
        #expect(!allSubjects.isEnabled)
        allSubjects.simulateTap()
        #expect(navigation.titles == ["Home", "Practice", "Physics"])
        scheduler.runUntilIdle()

        #expect(allSubjects.isEnabled)
        _ = try openAllSubjects(on: screen)
        #expect(navigation.titles == ["Home", "Practice", "Physics", "All Subjects"])
    }

    @Test("All Subjects popped from over the screen frees its controller and views at once and cancels its request; the subject stays")
    func aPoppedAllSubjectsIsReleased() throws {
        let screen = try openPhysics()
        scheduler.runUntilIdle()
        weak var catalogue: ViewController?
        var views: [() -> AnyObject?] = []
        do {
            let controller = try openAllSubjects(on: screen)
            catalogue = controller
            views = controller.view.allViews.map { view in { [weak view] in view } }
        }
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])

        navigation.simulateBack()

        #expect(catalogue == nil)
        #expect(views.allSatisfy { $0() == nil }, "a view of the All Subjects screen is still alive")
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .cancelled])
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Home", "Practice", "Physics"])
        #expect(try widget(SubjectDetailID.chapters, Label.self, on: screen).text == "10 chapters")
        #expect(environment.backend.requests(to: .subjectDetails).count == 1)
    }
}
