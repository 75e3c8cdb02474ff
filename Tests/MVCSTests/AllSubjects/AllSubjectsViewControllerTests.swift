// All Subjects at unit level (docs/SPEC.md §7.5, §7.6, §7.8). The store fetches the catalogue and keeps
// the phase's subjects; what the screen shows after each answer, the open marks, the link's mark and
// the theme are AllSubjectsViewController's, so each test builds the controller with its store and
// view on a window, lets it appear, and reads what the view shows. `MVCS.` tells this screen's
// controller from the shared one of the same name, which SharedViews still declares.
@testable import MVCS
import SharedModel
import SharedViews
import Testing
import ViewKit

@Suite("MVCS All Subjects view controller")
@MainActor
struct AllSubjectsViewControllerTests {
    /// All Subjects of a junior user with Math and Physics open, appeared, marking `linkedSubjectID` as
    /// the link's, with `prepare` applied to the server before it asks.
    private func junior(linkedSubjectID: Int? = nil,
                        prepare: (FakeBackend) -> Void = { _ in }) -> MVCSScreen<MVCS.AllSubjectsViewController> {
        MVCSScreen(prepare: prepare) { environment, _ in
            MVCS.AllSubjectsViewController(store: AllSubjectsStore(currentPhase: .junior, environment: environment),
                                           themeStore: environment.themeStore, openSubjectIDs: [1, 4],
                                           linkedSubjectID: linkedSubjectID)
        }
    }

    /// The rows shown, in catalogue order.
    private func rows(_ screen: MVCSScreen<MVCS.AllSubjectsViewController>) -> [String] {
        SampleData.catalogue.compactMap { screen.controller.view.find(AllSubjectsID.row(subjectID: $0.id), as: Label.self)?.text }
    }

    @Test("Loading animates until the catalogue lands: a row per junior subject, the open ones marked")
    func catalogueLands() throws {
        let screen = junior()
        #expect(screen.controller.title == SubjectListCopy.allSubjectsTitle)
        #expect(try screen.widget(AllSubjectsID.loading, ActivityIndicatorView.self).isAnimating)
        #expect(rows(screen).isEmpty)
        screen.answer()
        #expect(try !screen.widget(AllSubjectsID.loading, ActivityIndicatorView.self).isAnimating)
        #expect(rows(screen) == ["Math ✓", "Chinese", "English", "Physics ✓", "Chemistry", "Biology", "History"])
        #expect(try screen.widget(AllSubjectsID.error, Label.self).isHidden)
        #expect(screen.backend.requests(to: .subjects).count == 1)
    }

    @Test("A failed load shows the error and Retry and no row; Retry hides both, animates loading and loads again")
    func failureAndRetry() throws {
        let screen = junior { $0.inject(.status(500), on: .subjects, once: true) }
        screen.answer()
        #expect(try !screen.widget(AllSubjectsID.loading, ActivityIndicatorView.self).isAnimating)
        #expect(try !screen.widget(AllSubjectsID.error, Label.self).isHidden)
        #expect(try !screen.widget(AllSubjectsID.retry, Button.self).isHidden)
        #expect(rows(screen).isEmpty)
        try screen.widget(AllSubjectsID.retry, Button.self).simulateTap()
        #expect(try screen.widget(AllSubjectsID.error, Label.self).isHidden)
        #expect(try screen.widget(AllSubjectsID.retry, Button.self).isHidden)
        #expect(try screen.widget(AllSubjectsID.loading, ActivityIndicatorView.self).isAnimating)
        #expect(screen.backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])
        screen.answer()
        #expect(rows(screen) == ["Math ✓", "Chinese", "English", "Physics ✓", "Chemistry", "Biology", "History"])
        #expect(try screen.widget(AllSubjectsID.error, Label.self).isHidden)
    }

    @Test("The screen wears the theme from the start and follows it, rows that land later included")
    func theme() throws {
        let screen = junior()
        #expect(try screen.widget(AllSubjectsID.screen, View.self).backgroundColor == Theme.day.allSubjectsBackgroundColor)
        screen.environment.themeStore.apply(.night)
        #expect(try screen.widget(AllSubjectsID.screen, View.self).backgroundColor == Theme.night.allSubjectsBackgroundColor)
        screen.answer()
        #expect(try screen.widget(AllSubjectsID.row(subjectID: 1), Label.self).textColor == Theme.night.allSubjectsTextColor)
    }

    @Test("The link's subject is marked after its open mark once the catalogue lands, after a Retry too")
    func linkedSubject() throws {
        let screen = junior(linkedSubjectID: 4) { $0.inject(.status(500), on: .subjects, once: true) }
        screen.answer()
        #expect(rows(screen).isEmpty)
        try screen.widget(AllSubjectsID.retry, Button.self).simulateTap()
        screen.answer()
        #expect(rows(screen) == ["Math ✓", "Chinese", "English", "Physics ✓ · from your link", "Chemistry", "Biology", "History"])
    }

    @Test("A linked subject the user does not have open is marked too; one the phase does not offer marks no row")
    func linkedSubjectNotOpenOrNotOffered() {
        let chemistry = junior(linkedSubjectID: 5)
        chemistry.answer()
        #expect(rows(chemistry) == ["Math ✓", "Chinese", "English", "Physics ✓", "Chemistry · from your link", "Biology", "History"])
        let science = junior(linkedSubjectID: 8)
        science.answer()
        #expect(rows(science) == ["Math ✓", "Chinese", "English", "Physics ✓", "Chemistry", "Biology", "History"])
    }
}
