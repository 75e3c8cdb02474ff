// The All Subjects screen as the assembly puts it together: pushed by this architecture's subject list's
// More over a store of its own, showing each state of it in the theme, which it follows at once; and
// ownership: a popped All Subjects screen frees its controller and views at once and cancels its
// request.
import SharedModel
import SharedViews
@testable import Redux
import Testing
import ViewKit

@Suite("Redux All Subjects screen")
@MainActor
struct AllSubjectsScreenTests {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let navigation: NavigationController
    let window: Window
    /// The subject list, loaded from the sample server: the junior phase, More sixth.
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

    /// Selects More on the subject list and returns the screen pushed for it.
    private func openAllSubjects() throws -> Redux.AllSubjectsViewController {
        try #require(subjectList.view.find(SubjectListID.list, as: CollectionView.self)).simulateSelectItem(at: 5)
        return try #require(navigation.topViewController as? Redux.AllSubjectsViewController)
    }

    private func widget<V: View>(_ identifier: String, _ type: V.Type, on screen: ViewController) throws -> V {
        try #require(screen.view.find(identifier, as: type))
    }

    /// The rows on screen, in catalogue order.
    private func rows(on screen: ViewController) -> [Label] {
        SampleData.catalogue.compactMap { screen.view.find(AllSubjectsID.row(subjectID: $0.id), as: Label.self) }
    }

    @Test("More pushes the screen, which loads the catalogue once and shows the phase's subjects, the open ones marked")
    func theScreenShowsThePhasesSubjects() throws {
        let screen = try openAllSubjects()
        #expect(navigation.titles == ["Home", "Practice", "All Subjects"])
        #expect(try widget(AllSubjectsID.loading, ActivityIndicatorView.self, on: screen).isAnimating)
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])

        scheduler.runUntilIdle()

        #expect(rows(on: screen).map(\.text) == ["Math ✓", "Chinese ✓", "English ✓", "Physics ✓", "Chemistry", "Biology",
                                                 "History ✓"])
        #expect(try !widget(AllSubjectsID.loading, ActivityIndicatorView.self, on: screen).isAnimating)
        #expect(try widget(AllSubjectsID.error, Label.self, on: screen).isHidden)
        #expect(environment.backend.requests(to: .subjects).count == 2)
    }

    @Test("A failed load shows the error and Retry; Retry loads again")
    func aFailedLoadShowsRetry() throws {
        environment.backend.inject(.malformedJSON, on: .subjects, once: true)
        let screen = try openAllSubjects()
        scheduler.runUntilIdle()
        let error = try widget(AllSubjectsID.error, Label.self, on: screen)
        let retry = try widget(AllSubjectsID.retry, Button.self, on: screen)
        #expect(!error.isHidden && error.text == AllSubjectsCopy.loadFailed && !retry.isHidden)
        #expect(rows(on: screen).isEmpty)

        retry.simulateTap()
        #expect(error.isHidden && retry.isHidden)
        #expect(try widget(AllSubjectsID.loading, ActivityIndicatorView.self, on: screen).isAnimating)
        #expect(environment.backend.requests(to: .subjects).map(\.state) == [.answered, .answered, .inFlight])
        scheduler.runUntilIdle()

        #expect(rows(on: screen).count == 7)
        #expect(error.isHidden && retry.isHidden)
    }

    @Test("The screen wears the theme at once and follows it, rows landing later included")
    func theScreenWearsTheTheme() throws {
        let screen = try openAllSubjects()
        #expect(screen.view.backgroundColor == Theme.day.allSubjectsBackgroundColor)

        environment.themeStore.apply(.night)
        #expect(screen.view.backgroundColor == Theme.night.allSubjectsBackgroundColor)
        scheduler.runUntilIdle()

        let shown = rows(on: screen)
        #expect(shown.count == 7 && shown.allSatisfy { $0.textColor == Theme.night.allSubjectsTextColor })
    }

    @Test("A popped All Subjects screen frees its controller and views at once and cancels its request",
          arguments: [false, true])
    func aPoppedScreenIsReleased(retrying: Bool) throws {
        if retrying { environment.backend.inject(.noConnection, on: .subjects, once: true) }
        weak var screen: ViewController?
        var views: [() -> AnyObject?] = []
        do {
            let controller = try openAllSubjects()
            if retrying {
                scheduler.runUntilIdle()
                try widget(AllSubjectsID.retry, Button.self, on: controller).simulateTap()
            }
            screen = controller
            views = controller.view.allViews.map { view in { [weak view] in view } }
        }
        // The list's load first, then a failed load before a Retry.
        let answered: [RecordedRequest.State] = retrying ? [.answered, .answered] : [.answered]
        #expect(environment.backend.requests(to: .subjects).map(\.state) == answered + [.inFlight])

        navigation.simulateBack()

        #expect(screen == nil)
        #expect(views.allSatisfy { $0() == nil }, "a view of the All Subjects screen is still alive")
        #expect(environment.backend.requests(to: .subjects).map(\.state) == answered + [.cancelled])
        environment.themeStore.apply(.night)
        scheduler.runUntilIdle()
        #expect(navigation.titles == ["Home", "Practice"])
    }
}
