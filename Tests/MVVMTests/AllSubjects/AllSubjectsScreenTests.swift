import Testing
@testable import MVVM
import SharedModel
import SharedViews
import ViewKit

/// MVVM's All Subjects screen bound for real and pushed by MVVM's assembled subject list, on a
/// window: More pushes it with the list's phase and open subjects; Retry and the theme reach it
/// through its widgets; popping it cancels what it waits for and frees every object it made.
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
}
