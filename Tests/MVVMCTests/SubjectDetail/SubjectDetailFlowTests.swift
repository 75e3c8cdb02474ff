// The subject detail screen in the subject list flow, with real screens on a navigation stack: the subject list
// coordinator builds the screen of the subject selected, and when that screen's view model reports a
// switch-off, pops it and tells the subject list view model, whose list drops the subject at once; when
// it asks for All Subjects, pushes it over the subject with what the list beneath shows then, and the
// subject of the app's link the flow holds. And ownership: a popped subject detail screen frees its
// controller, view model and views and cancels its request, while the flow's coordinator lives on with
// the list; All Subjects popped from over the subject is freed too, and the subject stays.
@testable import MVVMC
import SharedModel
import SharedTestSupport
import SharedViews
import Testing
import ViewKit

@Suite("Subject detail flow")
@MainActor
struct SubjectDetailFlowTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let navigation: NavigationController
    let window: Window

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        let home = ViewController()
        home.title = "Home"
        navigation = NavigationController(rootViewController: home)
        window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
    }

    /// Starts the subject list flow on the stack, lets its list load and selects the item at `index`.
    private func open(itemAt index: Int, in flow: SubjectListCoordinator) throws {
        navigation.pushViewController(flow.start())
        scheduler.runUntilIdle()
        try #require(navigation.topViewController?.view.find(SubjectListID.list, as: CollectionView.self))
            .simulateSelectItem(at: index)
    }

    /// The subject list, beneath whatever was pushed over it.
    private func subjectList() throws -> View {
        try #require(navigation.viewControllers.dropFirst().first).view
    }

    /// The titles of the cells the subject list shows.
    private func listTitles() throws -> [String] {
        let list = try #require(try subjectList().find(SubjectListID.list, as: CollectionView.self))
        return list.visibleCells.compactMap { ($0.cell as? SubjectCell)?.titleLabel.text }
    }

    private func tapSwitchOff() throws {
        try #require(navigation.topViewController?.view.find(SubjectDetailID.switchOff, as: Button.self)).simulateTap()
    }

    private func tapAllSubjects() throws {
        try #require(navigation.topViewController?.view.find(SubjectDetailID.allSubjects, as: Button.self)).simulateTap()
    }

    /// The rows All Subjects shows, top first.
    private func catalogueRows() throws -> [String] {
        try #require(navigation.topViewController).view.allViews.compactMap { $0 as? Label }
            .filter { $0.accessibilityIdentifier?.hasPrefix("allSubjects.subject-") == true }.map(\.text)
    }

    @Test("Selecting a subject pushes its detail screen, which loads that subject")
    func selectingASubjectShowsItsDetailScreen() throws {
        try open(itemAt: 3, in: SubjectListCoordinator(environment: environment))

        #expect(navigation.topViewController is SubjectDetailViewController)
        #expect(navigation.titles == ["Home", "Practice", "Physics"])
        #expect(environment.backend.requests(to: .subjectDetails).map(\.request.path) == ["/subjects/4"])
    }

    @Test("A switch-off pops back to the list, which drops the subject at once with no new load")
    func aSwitchOffPopsBackToTheListWithoutTheSubject() throws {
        try open(itemAt: 3, in: SubjectListCoordinator(environment: environment))
        scheduler.runUntilIdle()

        try tapSwitchOff()
        #expect(navigation.titles == ["Home", "Practice", "Physics"])
        scheduler.runUntilIdle()

        #expect(navigation.titles == ["Home", "Practice"])
        #expect(try listTitles() == ["Math", "Chinese", "English", "History", "More"])
        #expect(environment.backend.requests(to: .subjects).count == 1)
        #expect(environment.backend.requests(to: .userSubjects).count == 1)
    }

    @Test("Switching off the last open subject leaves the empty state")
    func switchingOffTheLastSubjectLeavesTheEmptyState() throws {
        environment.backend.settings = SampleData.settings(allOnUpTo: 1)
        try open(itemAt: 0, in: SubjectListCoordinator(environment: environment))
        scheduler.runUntilIdle()

        try tapSwitchOff()
        scheduler.runUntilIdle()

        #expect(try listTitles() == ["More"])
        let empty = try #require(try subjectList().find(SubjectListID.empty, as: Label.self))
        #expect(!empty.isHidden && empty.text == "No subjects yet. Tap More to add some.")
    }

    @Test("A failed switch-off keeps the detail screen and leaves the list as it was")
    func aFailedSwitchOffChangesNothingOnTheList() throws {
        environment.backend.inject(.status(500), on: .switchOff, once: true)
        try open(itemAt: 3, in: SubjectListCoordinator(environment: environment))
        scheduler.runUntilIdle()

        try tapSwitchOff()
        scheduler.runUntilIdle()

        #expect(navigation.titles == ["Home", "Practice", "Physics"])
        let error = try #require(navigation.topViewController?.view.find(SubjectDetailID.error, as: Label.self))
        #expect(!error.isHidden && error.text == "Couldn't switch this subject off.")
        navigation.simulateBack()
        #expect(try listTitles() == Expected.sampleTitles)
    }

    @Test("All Subjects on the subject pushes the list's catalogue over it; back shows the subject with no new load")
    func allSubjectsOpensOverTheSubject() throws {
        try open(itemAt: 3, in: SubjectListCoordinator(environment: environment))
        scheduler.runUntilIdle()

        try tapAllSubjects()
        #expect(navigation.topViewController is MVVMC.AllSubjectsViewController)
        #expect(navigation.titles == ["Home", "Practice", "Physics", "All Subjects"])
        scheduler.runUntilIdle()
        #expect(try catalogueRows() == ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓", "Chemistry", "Biology",
                                        "History ✓"])

        navigation.simulateBack()
        scheduler.runUntilIdle()

        #expect(navigation.titles == ["Home", "Practice", "Physics"])
        let description = try #require(navigation.topViewController?.view.find(SubjectDetailID.description, as: Label.self))
        #expect(!description.isHidden, "the subject's details went with All Subjects")
        #expect(environment.backend.requests(to: .subjectDetails).count == 1, "coming back to the subject loaded it again")
    }

    @Test("All Subjects on the subject the link opened marks the link's subject, as More's does")
    func allSubjectsOnTheLinkedSubjectMarksIt() throws {
        let flow = SubjectListCoordinator(environment: environment, linkedSubjectID: 4, markedSubjectID: 4)
        navigation.pushViewController(flow.start())
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Home", "Practice", "Physics"])

        try tapAllSubjects()
        scheduler.runUntilIdle()

        #expect(try catalogueRows() == ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓ · from your link", "Chemistry",
                                        "Biology", "History ✓"])
    }

    @Test("All Subjects on the subject shows what the list beneath shows, a refresh that landed under the subject included")
    func allSubjectsFollowsARefreshThatLandedBeneathTheSubject() throws {
        navigation.pushViewController(SubjectListCoordinator(environment: environment).start())
        scheduler.runUntilIdle()
        let list = try #require(navigation.topViewController?.view.find(SubjectListID.list, as: CollectionView.self))
        environment.backend.settings = UserSubjectSettings(currentPhase: .primary, entries: [
            UserSubject(subjectID: 1, status: .on, updatedTime: 1),
            UserSubject(subjectID: 8, status: .on, updatedTime: 1),
        ])
        environment.backend.routeLatency = [.subjects: .seconds(5), .userSubjects: .seconds(5)]
        list.simulatePullToRefresh()
        list.simulateSelectItem(at: 3)
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Home", "Practice", "Physics"])
        #expect(environment.backend.requests(to: .userSubjects).map(\.state) == [.answered, .answered])
        environment.backend.routeLatency = [:]

        try tapAllSubjects()
        scheduler.runUntilIdle()

        #expect(try catalogueRows() == ["Math ✓", "Chinese", "English", "Science ✓"])
    }

    @Test("All Subjects popped from over the subject is freed with its request cancelled; the subject and the flow stay")
    func allSubjectsPoppedFromOverTheSubjectIsReleased() throws {
        weak var coordinator: SubjectListCoordinator?
        weak var screen: ViewController?
        do {
            let flow = SubjectListCoordinator(environment: environment)
            coordinator = flow
            try open(itemAt: 3, in: flow)
            scheduler.runUntilIdle()
            try tapAllSubjects()
            screen = try #require(navigation.topViewController as? MVVMC.AllSubjectsViewController)
        }
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])

        navigation.simulateBack()

        #expect(screen == nil, "All Subjects outlived its pop")
        // Its view model alone keeps the API manager, which cancels its request when released.
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .cancelled])
        #expect(navigation.titles == ["Home", "Practice", "Physics"])
        #expect(coordinator != nil, "the subject list flow ended with All Subjects")

        navigation.simulateBack()
        navigation.simulateBack()
        #expect(coordinator == nil, "the subject list flow outlived its screens")
    }

    @Test("A popped subject detail screen frees its controller, view model and views and cancels its request",
          arguments: [false, true])
    func aPoppedSubjectDetailScreenIsReleased(switching: Bool) throws {
        weak var coordinator: SubjectListCoordinator?
        weak var screen: ViewController?
        var views: [() -> AnyObject?] = []
        do {
            let flow = SubjectListCoordinator(environment: environment)
            coordinator = flow
            try open(itemAt: 3, in: flow)
            if switching {
                scheduler.runUntilIdle()
                try tapSwitchOff()
            }
            let detail = try #require(navigation.topViewController as? SubjectDetailViewController)
            screen = detail
            views = detail.view.allViews.map { view in { [weak view] in view } }
        }
        let route: Route = switching ? .switchOff : .subjectDetails
        #expect(environment.backend.requests(to: route).map(\.state) == [.inFlight])

        navigation.simulateBack()

        #expect(screen == nil, "the subject detail screen outlived its pop")
        #expect(views.allSatisfy { $0() == nil }, "a view of the subject detail screen is still alive")
        // Its view model alone keeps the API manager, which cancels its request when released.
        #expect(environment.backend.requests(to: route).map(\.state) == [.cancelled])
        #expect(coordinator != nil, "the subject list flow ended with the subject detail screen")
        scheduler.runUntilIdle()
        #expect(try listTitles() == Expected.sampleTitles)

        navigation.simulateBack()
        #expect(coordinator == nil, "the subject list flow outlived its screens")
    }
}
