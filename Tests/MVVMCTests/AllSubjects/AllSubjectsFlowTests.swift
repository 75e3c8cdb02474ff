// All Subjects in the subject list flow, with real screens on a navigation stack: More pushes this
// architecture's own All Subjects, which the subject list coordinator builds with the list's phase and
// open subjects, and the subject of the app's link the flow holds; and ownership: a popped All Subjects
// frees its controller and views and cancels its request.
@testable import MVVMC
import SharedModel
import SharedViews
import Testing
import ViewKit

@Suite("All Subjects flow")
@MainActor
struct AllSubjectsFlowTests {
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

    /// Starts the subject list flow on the stack, lets its list load and selects More, after its five subjects.
    /// The flow marks `markedSubjectID`, the subject of the app's link, if any.
    private func openAllSubjects(markedSubjectID: Int? = nil) throws {
        navigation.pushViewController(SubjectListCoordinator(environment: environment, markedSubjectID: markedSubjectID).start())
        scheduler.runUntilIdle()
        try #require(navigation.topViewController?.view.find(SubjectListID.list, as: CollectionView.self))
            .simulateSelectItem(at: 5)
    }

    /// The rows All Subjects shows, top first.
    private func rows() throws -> [String] {
        try #require(navigation.topViewController).view.allViews.compactMap { $0 as? Label }
            .filter { $0.accessibilityIdentifier?.hasPrefix("allSubjects.subject-") == true }.map(\.text)
    }

    @Test("More pushes All Subjects, which loads the list's phase and marks its open subjects")
    func morePushesAllSubjects() throws {
        try openAllSubjects()

        // Qualified: SharedViews still has the shared controller of that name.
        #expect(navigation.topViewController is MVVMC.AllSubjectsViewController)
        #expect(navigation.titles == ["Home", "Practice", "All Subjects"])
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])

        scheduler.runUntilIdle()

        #expect(try rows() == ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓", "Chemistry", "Biology", "History ✓"])
    }

    @Test("More's All Subjects marks the link's subject the flow holds, after the open mark, when a Retry brings the catalogue")
    func moreMarksTheLinksSubject() throws {
        navigation.pushViewController(SubjectListCoordinator(environment: environment, markedSubjectID: 4).start())
        scheduler.runUntilIdle()
        environment.backend.inject(.noConnection, on: .subjects, once: true)
        try #require(navigation.topViewController?.view.find(SubjectListID.list, as: CollectionView.self))
            .simulateSelectItem(at: 5)
        scheduler.runUntilIdle()
        #expect(try rows().isEmpty)

        try #require(navigation.topViewController?.view.find(AllSubjectsID.retry, as: Button.self)).simulateTap()
        scheduler.runUntilIdle()

        #expect(try rows() == ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓ · from your link", "Chemistry", "Biology",
                               "History ✓"])
    }

    @Test("The link's subject is marked when the user does not have it open too")
    func aLinksSubjectNotOpenIsMarked() throws {
        try openAllSubjects(markedSubjectID: 5)
        scheduler.runUntilIdle()

        #expect(try rows() == ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓", "Chemistry · from your link", "Biology",
                               "History ✓"])
    }

    @Test("A popped All Subjects frees its controller and views and cancels its request")
    func aPoppedAllSubjectsIsReleased() throws {
        weak var screen: ViewController?
        var views: [() -> AnyObject?] = []
        do {
            try openAllSubjects()
            let allSubjects = try #require(navigation.topViewController)
            screen = allSubjects
            views = allSubjects.view.allViews.map { view in { [weak view] in view } }
        }

        navigation.simulateBack()

        #expect(screen == nil, "All Subjects outlived its pop")
        #expect(views.allSatisfy { $0() == nil }, "a view of All Subjects is still alive")
        // Its view model alone keeps the API manager, which cancels its request when released.
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .cancelled])
    }
}
