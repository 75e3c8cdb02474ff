import Testing
@testable import MVVM
import SharedModel
import SharedViews
import ViewKit

/// MVVM's All Subjects screen bound for real and pushed by MVVM's assembled subject list, on a
/// window: More, and All Subjects on a subject's screen over the list, push it with the list's phase
/// and open subjects; Retry and the theme reach it through its widgets; popping it cancels what it
/// waits for and frees every object it made.
@Suite("MVVM All Subjects screen")
@MainActor
struct AllSubjectsScreenTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let navigation: NavigationController
    let window: Window

    /// MVVM's subject list, loaded with the sample user's subjects, at the root of a visible window.
    init() {
        environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        navigation = NavigationController(rootViewController: MVVMArchitecture.makeSubjectListScreen(environment: environment))
        window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
        scheduler.runUntilIdle()
    }

    /// Weak references to objects that must all be released.
    private struct Released {
        private var references: [() -> AnyObject?] = []

        mutating func watch(_ objects: [AnyObject]) {
            for object in objects {
                references.append { [weak object] in object }
            }
        }

        var all: Bool { references.allSatisfy { $0() == nil } }
    }

    /// Selects More, the list's last cell: MVVM's own All Subjects is then on top.
    private func openAllSubjects() throws -> MVVM.AllSubjectsViewController {
        let list = try #require(navigation.viewControllers[0].view.find(SubjectListID.list, as: CollectionView.self))
        list.simulateSelectItem(at: 5)
        return try #require(navigation.topViewController as? MVVM.AllSubjectsViewController)
    }

    /// Selects Physics, the list's fourth cell, and lets what is in flight land: its screen is then on top.
    private func openPhysics() throws -> SubjectDetailViewController {
        let list = try #require(navigation.viewControllers[0].view.find(SubjectListID.list, as: CollectionView.self))
        list.simulateSelectItem(at: 3)
        let physics = try #require(navigation.topViewController as? SubjectDetailViewController)
        scheduler.runUntilIdle()
        return physics
    }

    /// Taps All Subjects on a subject's screen: MVVM's own All Subjects is then on top.
    private func openAllSubjects(from subject: SubjectDetailViewController) throws -> MVVM.AllSubjectsViewController {
        try widget(SubjectDetailID.allSubjects, Button.self, on: subject).simulateTap()
        return try #require(navigation.topViewController as? MVVM.AllSubjectsViewController)
    }

    private func widget<V: View>(_ identifier: String, _ type: V.Type, on screen: ViewController) throws -> V {
        try #require(screen.view.find(identifier, as: type))
    }

    /// The rows shown, in catalogue order.
    private func rows(on screen: ViewController) -> [Label] {
        SampleData.catalogue.compactMap { screen.view.find(AllSubjectsID.row(subjectID: $0.id), as: Label.self) }
    }

    @Test func morePushesTheScreenWhichShowsThePhasesSubjectsWithTheOpenOnesMarked() throws {
        let allSubjects = try openAllSubjects()
        #expect(navigation.titles == ["Practice", "All Subjects"])
        #expect(try widget(AllSubjectsID.loading, ActivityIndicatorView.self, on: allSubjects).isAnimating)

        scheduler.runUntilIdle()

        #expect(rows(on: allSubjects).map(\.text)
            == ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓", "Chemistry", "Biology", "History ✓"])
        #expect(try widget(AllSubjectsID.loading, ActivityIndicatorView.self, on: allSubjects).isAnimating == false)
    }

    @Test func retryLoadsAFailedCatalogueAgain() throws {
        environment.backend.inject(.noConnection, on: .subjects, once: true)
        let allSubjects = try openAllSubjects()
        scheduler.runUntilIdle()
        let retry = try widget(AllSubjectsID.retry, Button.self, on: allSubjects)
        #expect(retry.isVisibleInTree)
        #expect(rows(on: allSubjects).isEmpty)

        retry.simulateTap()
        #expect(retry.isVisibleInTree == false)
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .answered, .inFlight])
        scheduler.runUntilIdle()

        #expect(rows(on: allSubjects).count == 7)
    }

    @Test func theScreenWearsTheThemeAtOnceAndItsRowsLandingLater() throws {
        let allSubjects = try openAllSubjects()
        let root = try widget(AllSubjectsID.screen, View.self, on: allSubjects)
        #expect(root.backgroundColor == .white)

        environment.themeStore.apply(.night)
        #expect(root.backgroundColor == .charcoal)
        scheduler.runUntilIdle()

        #expect(rows(on: allSubjects).map(\.textColor) == [Color](repeating: .white, count: 7))
    }

    @Test func poppingTheScreenWhileItLoadsCancelsTheRequestAndFreesIt() throws {
        var released = Released()
        do {
            let allSubjects = try openAllSubjects()
            #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])
            released.watch([allSubjects])
            released.watch(allSubjects.view.allViews)
        }

        navigation.simulateBack()

        #expect(released.all, "an object of the All Subjects screen is still alive")
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .cancelled])
        #expect(navigation.titles == ["Practice"])
    }

    // MARK: From a subject's screen

    @Test("All Subjects on a subject's screen pushes it over the subject with what the list shows; back shows the subject as it was")
    func allSubjectsOnASubjectPushesItOverTheSubject() throws {
        let physics = try openPhysics()
        let allSubjects = try openAllSubjects(from: physics)
        #expect(navigation.titles == ["Practice", "Physics", "All Subjects"])
        scheduler.runUntilIdle()
        #expect(rows(on: allSubjects).map(\.text)
            == ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓", "Chemistry", "Biology", "History ✓"])

        navigation.simulateBack()
        scheduler.runUntilIdle()

        #expect(navigation.titles == ["Practice", "Physics"])
        #expect(try widget(SubjectDetailID.chapters, Label.self, on: physics).text == "10 chapters")
        #expect(try widget(SubjectDetailID.allSubjects, Button.self, on: physics).isVisibleInTree)
        #expect(environment.backend.requests(to: .subjectDetails).count == 1, "coming back to the subject loaded it again")
    }

    @Test func aRefreshThatLandedBeneathTheSubjectChangesWhatItsAllSubjectsShows() throws {
        environment.backend.settings = UserSubjectSettings(currentPhase: .primary, entries: [
            UserSubject(subjectID: 1, status: .on, updatedTime: 1),
            UserSubject(subjectID: 8, status: .on, updatedTime: 1),
        ])
        let list = try #require(navigation.viewControllers[0].view.find(SubjectListID.list, as: CollectionView.self))
        list.simulatePullToRefresh()
        let physics = try openPhysics()
        #expect(list.numberOfItems == 3, "the refresh did not land beneath the subject")

        let allSubjects = try openAllSubjects(from: physics)
        scheduler.runUntilIdle()

        #expect(rows(on: allSubjects).map(\.text) == ["Math ✓", "Chinese", "English", "Science ✓"])
    }

    @Test func poppingAllSubjectsOverASubjectWhileItLoadsFreesItAndKeepsTheSubject() throws {
        let physics = try openPhysics()
        var released = Released()
        do {
            let allSubjects = try openAllSubjects(from: physics)
            #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])
            released.watch([allSubjects])
            released.watch(allSubjects.view.allViews)
        }

        navigation.simulateBack()

        #expect(released.all, "an object of the All Subjects screen is still alive")
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .cancelled])
        #expect(navigation.titles == ["Practice", "Physics"])
        #expect(try widget(SubjectDetailID.allSubjects, Button.self, on: physics).isEnabled)
    }
}
