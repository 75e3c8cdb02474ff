// The All Subjects screen with its view model, as the assembly puts it together over the subject list
// whose More opens it: what the update puts on the widgets, and ownership: a popped All Subjects
// screen frees its controller, its view model and its views, and cancels its request.
@testable import MVVMObservation
import SharedModel
import SharedViews
import Testing
import ViewKit

@Suite("MVVM on Observation All Subjects screen")
@MainActor
struct AllSubjectsScreenTests {
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

    /// The subject list as the assembly makes it, loaded, with All Subjects opened over it by More,
    /// its catalogue failing with `fault` if one is given; the answer has not landed yet.
    private func allSubjectsOpened(failing fault: Fault? = nil) throws -> ViewController {
        let list = MVVMObservationArchitecture.makeSubjectListScreen(environment: environment)
        navigation.pushViewController(list)
        scheduler.runUntilIdle()
        if let fault { environment.backend.inject(fault, on: .subjects, once: true) }
        try #require(list.view.find(SubjectListID.list, as: CollectionView.self)).simulateSelectItem(at: 5)
        return try #require(navigation.topViewController)
    }

    /// The rows on screen, in catalogue order. The update makes them, so the screen is brought up to
    /// date first, as reading any widget does.
    private func rows(of screen: View) -> [Label] {
        UpdateCycle.flush()
        return SampleData.catalogue.compactMap { screen.find(AllSubjectsID.row(subjectID: $0.id), as: Label.self) }
    }

    @Test("The update puts a failed load and Retry on the widgets, then the rows with the open ones marked, in the theme")
    func theUpdatePutsTheViewModelsStateOnTheWidgets() throws {
        let screen = try allSubjectsOpened(failing: .status(500)).view
        let loading = try #require(screen.find(AllSubjectsID.loading, as: ActivityIndicatorView.self))
        let error = try #require(screen.find(AllSubjectsID.error, as: Label.self))
        let retry = try #require(screen.find(AllSubjectsID.retry, as: Button.self))
        #expect(navigation.titles == ["Home", "Practice", "All Subjects"])
        #expect(loading.isAnimating && !error.isVisibleInTree && !retry.isVisibleInTree)
        #expect(screen.backgroundColor == Theme.day.allSubjectsBackgroundColor)

        scheduler.runUntilIdle()
        #expect(error.isVisibleInTree && retry.isVisibleInTree && !loading.isAnimating)
        #expect(rows(of: screen).isEmpty)

        retry.simulateTap()
        #expect(!error.isVisibleInTree && !retry.isVisibleInTree && loading.isAnimating)
        scheduler.runUntilIdle()
        environment.themeStore.apply(.night)

        let shown = rows(of: screen)
        #expect(shown.map(\.text) == ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓", "Chemistry", "Biology", "History ✓"])
        #expect(shown.allSatisfy { $0.textColor == Theme.night.allSubjectsTextColor })
        #expect(screen.backgroundColor == Theme.night.allSubjectsBackgroundColor)
        #expect(!loading.isAnimating && !error.isVisibleInTree && !retry.isVisibleInTree)
    }

    @Test("A popped All Subjects screen frees its controller, view model and views, and cancels its request",
          arguments: [false, true])
    func aPoppedAllSubjectsScreenIsReleased(retrying: Bool) throws {
        weak var screen: ViewController?
        var views: [() -> AnyObject?] = []
        do {
            let controller = try allSubjectsOpened(failing: retrying ? Fault.noConnection : nil)
            screen = controller
            if retrying {
                scheduler.runUntilIdle()
                try #require(controller.view.find(AllSubjectsID.retry, as: Button.self)).simulateTap()
            }
            environment.themeStore.apply(.night)
            views = controller.view.allViews.map { view in { [weak view] in view } }
        }
        // The list's own load first, then a failed load before a Retry.
        let answered: [RecordedRequest.State] = retrying ? [.answered, .answered] : [.answered]
        #expect(environment.backend.requests(to: .subjects).map(\.state) == answered + [.inFlight])

        navigation.simulateBack()

        #expect(screen == nil)
        #expect(views.allSatisfy { $0() == nil }, "a view of the All Subjects screen is still alive")
        #expect(environment.backend.requests(to: .subjects).map(\.state) == answered + [.cancelled],
                "the view model, which owns the request, is still alive")
        environment.themeStore.apply(.day)
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Home", "Practice"])
    }
}
