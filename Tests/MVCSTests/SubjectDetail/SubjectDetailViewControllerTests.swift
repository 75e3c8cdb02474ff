// The subject detail screen at unit level (docs/SPEC.md §7.1). The store fetches and switches off; what
// the screen shows after each answer, and the theme, are SubjectDetailViewController's, so each test
// builds the controller with its store and view on a window, lets it appear, and reads what the view
// shows. A recorder stands in for the callback the subject list hands the screen through the mediator, and
// a stand-in for what the list shows answers what All Subjects needs, which the real mediator then opens.
@testable import MVCS
import SharedModel
import SharedViews
import Testing
import ViewKit

@Suite("MVCS subject detail view controller")
@MainActor
struct SubjectDetailViewControllerTests {
    /// Stands in for the subject list: records every id the screen's callback is called with.
    @MainActor
    private final class SwitchedOffRecorder {
        private(set) var ids: [Int] = []

        func record(_ id: Int) { ids.append(id) }
    }

    /// Stands in for the list beneath: answers what All Subjects needs with what it shows now, and counts
    /// the questions.
    @MainActor
    private final class ShownByTheList {
        var shown: (currentPhase: Phase, openSubjectIDs: Set<Int>)? = (currentPhase: .junior, openSubjectIDs: [1, 4])
        private(set) var questions = 0

        func answer() -> (currentPhase: Phase, openSubjectIDs: Set<Int>)? {
            questions += 1
            return shown
        }
    }

    private let subjectList = SwitchedOffRecorder()
    private let shownByTheList = ShownByTheList()

    /// Physics' screen, appeared, with `prepare` applied to the server before it asks.
    private func physics(prepare: (FakeBackend) -> Void = { _ in }) -> MVCSScreen<SubjectDetailViewController> {
        let subjectList = self.subjectList
        let shownByTheList = self.shownByTheList
        return MVCSScreen(signedIn: true, prepare: prepare) { environment, mediator in
            SubjectDetailViewController(store: SubjectDetailStore(subjectID: 4, environment: environment),
                                        themeStore: environment.themeStore, mediator: mediator, name: "Physics",
                                        switchedOff: { subjectList.record($0) },
                                        allSubjectsNeeds: { shownByTheList.answer() })
        }
    }

    /// The rows All Subjects shows, in catalogue order.
    private func rows(of allSubjects: ViewController) -> [String] {
        SampleData.catalogue.compactMap { allSubjects.view.find(AllSubjectsID.row(subjectID: $0.id), as: Label.self)?.text }
    }

    /// A label's text while it shows, or nil.
    private func text(_ screen: MVCSScreen<SubjectDetailViewController>, _ identifier: String) throws -> String? {
        let label = try screen.widget(identifier, Label.self)
        return label.isHidden ? nil : label.text
    }

    @Test("The details land in the description and the chapters; Switch Off shows, enabled")
    func detailsLand() throws {
        let screen = physics()
        #expect(screen.controller.title == "Physics")
        #expect(try screen.widget(SubjectDetailID.loading, ActivityIndicatorView.self).isAnimating)
        #expect(try text(screen, SubjectDetailID.description) == nil)
        #expect(try screen.widget(SubjectDetailID.switchOff, Button.self).isHidden)
        screen.answer()
        #expect(try !screen.widget(SubjectDetailID.loading, ActivityIndicatorView.self).isAnimating)
        #expect(try text(screen, SubjectDetailID.description) == SampleData.details(of: SampleData.catalogue[3]).description)
        #expect(try text(screen, SubjectDetailID.chapters) == "10 chapters")
        let switchOff = try screen.widget(SubjectDetailID.switchOff, Button.self)
        #expect(!switchOff.isHidden && switchOff.isEnabled)
        #expect(screen.backend.requests(to: .subjectDetails).count == 1)
    }

    @Test("A failed load shows the error and Retry; Retry hides both, animates loading and loads again")
    func failureAndRetry() throws {
        let screen = physics { $0.inject(.status(500), on: .subjectDetails, once: true) }
        screen.answer()
        #expect(try text(screen, SubjectDetailID.error) == SubjectDetailCopy.loadFailed)
        #expect(try !screen.widget(SubjectDetailID.retry, Button.self).isHidden)
        #expect(try screen.widget(SubjectDetailID.switchOff, Button.self).isHidden)
        try screen.widget(SubjectDetailID.retry, Button.self).simulateTap()
        #expect(try text(screen, SubjectDetailID.error) == nil)
        #expect(try screen.widget(SubjectDetailID.retry, Button.self).isHidden)
        #expect(try screen.widget(SubjectDetailID.loading, ActivityIndicatorView.self).isAnimating)
        #expect(screen.backend.requests(to: .subjectDetails).map(\.state) == [.answered, .inFlight])
        screen.answer()
        #expect(try text(screen, SubjectDetailID.chapters) == "10 chapters")
        #expect(try text(screen, SubjectDetailID.error) == nil)
    }

    @Test("Switch Off at once disables itself and spins; its success is handed to the callback, once")
    func switchOffCallsBack() throws {
        let screen = physics()
        screen.answer()
        try screen.widget(SubjectDetailID.switchOff, Button.self).simulateTap()
        #expect(try !screen.widget(SubjectDetailID.switchOff, Button.self).isEnabled)
        #expect(try screen.widget(SubjectDetailID.switching, ActivityIndicatorView.self).isAnimating)
        #expect(screen.backend.requests(to: .switchOff).map(\.state) == [.inFlight])
        #expect(subjectList.ids.isEmpty)
        screen.answer()
        #expect(subjectList.ids == [4])
    }

    @Test("A failed switch-off says why, without Retry, keeps the details and calls nothing back")
    func switchOffFails() throws {
        let screen = physics { $0.inject(.noConnection, on: .switchOff, once: true) }
        screen.answer()
        try screen.widget(SubjectDetailID.switchOff, Button.self).simulateTap()
        screen.answer()
        #expect(try text(screen, SubjectDetailID.error) == SubjectDetailCopy.switchOffFailed)
        #expect(try screen.widget(SubjectDetailID.retry, Button.self).isHidden)
        #expect(try screen.widget(SubjectDetailID.switchOff, Button.self).isEnabled)
        #expect(try !screen.widget(SubjectDetailID.switching, ActivityIndicatorView.self).isAnimating)
        #expect(try text(screen, SubjectDetailID.chapters) == "10 chapters")
        #expect(subjectList.ids.isEmpty)
    }

    @Test("The screen wears the theme from the start and follows it")
    func theme() throws {
        let screen = physics()
        #expect(try screen.widget(SubjectDetailID.screen, View.self).backgroundColor == Theme.day.subjectDetailBackgroundColor)
        screen.environment.themeStore.apply(.night)
        #expect(try screen.widget(SubjectDetailID.screen, View.self).backgroundColor == Theme.night.subjectDetailBackgroundColor)
        screen.answer()
        #expect(try screen.widget(SubjectDetailID.description, Label.self).textColor == Theme.night.subjectDetailTextColor)
        #expect(try screen.widget(SubjectDetailID.chapters, Label.self).textColor == Theme.night.subjectDetailTextColor)
    }

    @Test("All Subjects shows with the details; a tap asks what the list shows then and pushes that catalogue; back loads nothing")
    func allSubjectsOpensWhatTheListShowsAtTheTap() throws {
        let screen = physics()
        let allSubjects = try screen.widget(SubjectDetailID.allSubjects, Button.self)
        #expect(allSubjects.isHidden)
        screen.answer()
        #expect(!allSubjects.isHidden && allSubjects.isEnabled)
        shownByTheList.shown = (currentPhase: .primary, openSubjectIDs: [1, 8])
        #expect(shownByTheList.questions == 0)

        allSubjects.simulateTap()
        #expect(shownByTheList.questions == 1)
        #expect(screen.navigation.titles == ["Physics", SubjectListCopy.allSubjectsTitle])
        let catalogue = try #require(screen.navigation.topViewController as? MVCS.AllSubjectsViewController)
        screen.answer()
        #expect(rows(of: catalogue) == ["Math ✓", "Chinese", "English", "Science ✓"])

        screen.navigation.simulateBack()
        #expect(screen.navigation.titles == ["Physics"])
        #expect(try text(screen, SubjectDetailID.chapters) == "10 chapters")
        #expect(try !screen.widget(SubjectDetailID.loading, ActivityIndicatorView.self).isAnimating)
        #expect(!allSubjects.isHidden && allSubjects.isEnabled)
        #expect(screen.backend.requests(to: .subjectDetails).count == 1)
    }

    @Test("While a switch-off is in flight All Subjects is disabled and opens nothing; a failed switch-off enables it again")
    func allSubjectsWhileSwitchingOff() throws {
        let screen = physics { $0.inject(.status(500), on: .switchOff, once: true) }
        screen.answer()
        let allSubjects = try screen.widget(SubjectDetailID.allSubjects, Button.self)
        try screen.widget(SubjectDetailID.switchOff, Button.self).simulateTap()
        #expect(!allSubjects.isEnabled)
        allSubjects.simulateTap()
        #expect(screen.navigation.titles == ["Physics"])
        #expect(shownByTheList.questions == 0)

        screen.answer()
        #expect(allSubjects.isEnabled)
        allSubjects.simulateTap()
        #expect(screen.navigation.titles == ["Physics", SubjectListCopy.allSubjectsTitle])
    }

    @Test("With nothing from the list, All Subjects opens nothing and asks nothing of the server")
    func allSubjectsWithNothingFromTheList() throws {
        shownByTheList.shown = nil
        let screen = physics()
        screen.answer()
        try screen.widget(SubjectDetailID.allSubjects, Button.self).simulateTap()
        #expect(shownByTheList.questions == 1)
        #expect(screen.navigation.titles == ["Physics"])
        #expect(screen.backend.requests(to: .subjects).isEmpty)
    }
}
