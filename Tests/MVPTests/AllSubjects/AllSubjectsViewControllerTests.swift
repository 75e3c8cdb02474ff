// The All Subjects view controller as MVP's passive view: built by the assembly, it shows the rows
// (the link's subject marked as it is told), the failure and the theme on the shared catalogue view,
// and Retry reaches the presenter.
@testable import MVP
import SharedModel
import SharedViews
import Testing
import ViewKit

@Suite("All Subjects view controller")
@MainActor
struct AllSubjectsViewControllerTests {
    private let scheduler = ManualScheduler()
    private let environment: AppEnvironment
    private let screen: MVP.AllSubjectsViewController

    init() {
        environment = AppEnvironment(scheduler: scheduler)
        screen = MVPArchitecture.assembleAllSubjects(environment: environment, currentPhase: .junior,
                                                     openSubjectIDs: [1, physics.id]).view
    }

    private func widget<V: View>(_ identifier: String, _ type: V.Type) throws -> V {
        try #require(screen.view.find(identifier, as: type))
    }

    /// The rows on screen, in catalogue order.
    private var rows: [Label] {
        SampleData.catalogue.compactMap { screen.view.find(AllSubjectsID.row(subjectID: $0.id), as: Label.self) }
    }

    /// Shows the screen at the root of a navigation stack on a window, so that it appears.
    @discardableResult
    private func show() -> NavigationController {
        let navigation = NavigationController(rootViewController: screen)
        Window(rootViewController: navigation).makeKeyAndVisible()
        return navigation
    }

    @Test func isTitledAllSubjectsAndShowsThePhasesSubjectsWithTheOpenOnesMarked() throws {
        let navigation = show()
        #expect(navigation.titles == ["All Subjects"])
        #expect(try widget(AllSubjectsID.loading, ActivityIndicatorView.self).isAnimating)
        #expect(environment.backend.requests(to: .subjects).count == 1)
        scheduler.runUntilIdle()
        #expect(try widget(AllSubjectsID.loading, ActivityIndicatorView.self).isAnimating == false)
        #expect(rows.map(\.text) == ["Math ✓", "Chinese", "English", "Physics ✓", "Chemistry", "Biology", "History"])
    }

    @Test func marksTheRowOfTheLinksSubjectItIsTold() {
        screen.showSubjects([SampleData.catalogue[0], physics, SampleData.catalogue[4]], open: [1, physics.id],
                            linked: physics.id)
        #expect(rows.map(\.text) == ["Math ✓", "Physics ✓ · from your link", "Chemistry"])
        screen.showSubjects([SampleData.catalogue[0], physics], open: [1], linked: nil)
        #expect(rows.map(\.text) == ["Math ✓", "Physics"])
    }

    @Test func showsTheFailureWithRetryWhichLoadsAgain() throws {
        environment.backend.inject(.noConnection, on: .subjects, once: true)
        show()
        scheduler.runUntilIdle()
        #expect(try widget(AllSubjectsID.error, Label.self).isHidden == false)
        #expect(rows.isEmpty)

        try widget(AllSubjectsID.retry, Button.self).simulateTap()
        #expect(try widget(AllSubjectsID.retry, Button.self).isHidden)
        #expect(environment.backend.requests(to: .subjects).count == 2)
        scheduler.runUntilIdle()
        #expect(rows.count == 7)
    }

    @Test func wearsTheThemeTheModelLayerPublishes() throws {
        show()
        #expect(try widget(AllSubjectsID.screen, View.self).backgroundColor == Theme.day.allSubjectsBackgroundColor)
        scheduler.runUntilIdle()
        environment.themeStore.apply(.night)
        #expect(try widget(AllSubjectsID.screen, View.self).backgroundColor == Theme.night.allSubjectsBackgroundColor)
        #expect(rows.map(\.textColor) == Array(repeating: Theme.night.allSubjectsTextColor, count: 7))
    }
}
