// All Subjects at unit level (docs/SPEC.md §7.5, §7.6, §7.8). In MVC its logic lives in
// AllSubjectsViewController: each test builds the controller with its view on a window, lets it
// appear, and reads what the view shows.
@testable import MVC
import SharedModel
import SharedViews
import Testing
import ViewKit

@Suite("MVC All Subjects view controller")
@MainActor
struct AllSubjectsViewControllerTests {
    /// MVC's own screen, named in full: SharedViews, imported here too, has a controller of that name.
    private typealias Screen = MVCScreen<MVC.AllSubjectsViewController>

    /// All Subjects of a junior user with Math and Physics open, in an app opened from a link to
    /// `linkedSubjectID` if any, appeared, with `prepare` applied to the server before it asks.
    private func junior(linkedSubjectID: Int? = nil, prepare: (FakeBackend) -> Void = { _ in }) -> Screen {
        MVCScreen(prepare: prepare) {
            MVC.AllSubjectsViewController(environment: $0, currentPhase: .junior, openSubjectIDs: [1, 4],
                                          linkedSubjectID: linkedSubjectID)
        }
    }

    /// The subjects' rows, top first.
    private func rows(_ screen: Screen) -> [Label] {
        screen.controller.view.allViews.compactMap { view in
            view.accessibilityIdentifier?.hasPrefix("allSubjects.subject-") == true ? view as? Label : nil
        }
    }

    private func isShown(_ screen: Screen, _ identifier: String) throws -> Bool {
        try !screen.widget(identifier, View.self).isHidden
    }

    @Test("The catalogue lands as the phase's subjects in catalogue order, the open ones marked")
    func catalogueLands() throws {
        let screen = junior()
        #expect(screen.controller.title == SubjectListCopy.allSubjectsTitle)
        #expect(try screen.widget(AllSubjectsID.loading, ActivityIndicatorView.self).isAnimating)
        #expect(rows(screen).isEmpty)
        screen.answer()
        #expect(rows(screen).map(\.text) == ["Math ✓", "Chinese", "English", "Physics ✓", "Chemistry", "Biology", "History"])
        #expect(try !screen.widget(AllSubjectsID.loading, ActivityIndicatorView.self).isAnimating)
        #expect(try !isShown(screen, AllSubjectsID.error))
        #expect(screen.backend.requests(to: .subjects).count == 1)
    }

    @Test("A failed load shows the error and Retry, and no rows; Retry loads again")
    func failureAndRetry() throws {
        let screen = junior { $0.inject(.status(500), on: .subjects, once: true) }
        screen.answer()
        #expect(try isShown(screen, AllSubjectsID.error))
        #expect(try isShown(screen, AllSubjectsID.retry))
        #expect(try !screen.widget(AllSubjectsID.loading, ActivityIndicatorView.self).isAnimating)
        #expect(rows(screen).isEmpty)
        try screen.widget(AllSubjectsID.retry, Button.self).simulateTap()
        #expect(try !isShown(screen, AllSubjectsID.error))
        #expect(try !isShown(screen, AllSubjectsID.retry))
        #expect(try screen.widget(AllSubjectsID.loading, ActivityIndicatorView.self).isAnimating)
        #expect(screen.backend.requests(to: .subjects).count == 2)
        screen.answer()
        #expect(rows(screen).count == 7)
    }

    @Test("The link's subject is marked after its name and any open mark, in a catalogue that lands on Retry",
          arguments: [(4, "Physics ✓ · from your link"), (5, "Chemistry · from your link")])
    func linkedSubjectMarked(id: Int, marked: String) throws {
        let screen = junior(linkedSubjectID: id) { $0.inject(.status(500), on: .subjects, once: true) }
        screen.answer()
        #expect(rows(screen).isEmpty)
        try screen.widget(AllSubjectsID.retry, Button.self).simulateTap()
        screen.answer()
        #expect(rows(screen).filter { $0.text.hasSuffix(AllSubjectsCopy.linkedMark) }.map(\.text) == [marked])
        #expect(try screen.widget(AllSubjectsID.row(subjectID: id), Label.self).text == marked)
    }

    @Test("A link to a subject the phase does not offer marks no row")
    func linkedSubjectNotOffered() {
        let screen = junior(linkedSubjectID: 8)
        screen.answer()
        #expect(rows(screen).map(\.text) == ["Math ✓", "Chinese", "English", "Physics ✓", "Chemistry", "Biology", "History"])
    }

    @Test("The screen wears the theme at once and follows it, rows landing later included")
    func theme() throws {
        let screen = junior()
        let root = try screen.widget(AllSubjectsID.screen, View.self)
        #expect(root.backgroundColor == Theme.day.allSubjectsBackgroundColor)
        screen.environment.themeStore.apply(.night)
        #expect(root.backgroundColor == Theme.night.allSubjectsBackgroundColor)
        screen.answer()
        #expect(Set(rows(screen).map(\.textColor)) == [Theme.night.allSubjectsTextColor])
    }
}
