// The subject detail screen at unit level (docs/SPEC.md §7.1, §7.7). In MVC its logic lives in
// SubjectDetailViewController: each test builds the controller with its view on a window, lets it
// appear, and reads what the view shows; a spy delegate stands in for the list that pushed it.
@testable import MVC
import SharedModel
import SharedViews
import Testing
import ViewKit

@Suite("MVC subject detail view controller")
@MainActor
struct SubjectDetailViewControllerTests {
    /// Stands in for the list: records every switch-off and every tap on All Subjects it hears of.
    private final class DelegateSpy: SubjectDetailViewControllerDelegate {
        private(set) var switchedOff: [Int] = []
        private(set) var allSubjectsTaps = 0

        func subjectDetailViewController(_ controller: SubjectDetailViewController, didSwitchOffSubject id: Int) {
            switchedOff.append(id)
        }

        func subjectDetailViewControllerDidTapAllSubjects(_ controller: SubjectDetailViewController) {
            allSubjectsTaps += 1
        }
    }

    private let delegate = DelegateSpy()

    /// Physics' detail screen, appeared, with `prepare` applied to the server before it asks.
    private func physics(prepare: (FakeBackend) -> Void = { _ in }) -> MVCScreen<SubjectDetailViewController> {
        let screen = MVCScreen(signedIn: true, prepare: prepare) {
            SubjectDetailViewController(environment: $0, subjectID: 4, name: "Physics")
        }
        screen.controller.delegate = delegate
        return screen
    }

    private func text(_ screen: MVCScreen<SubjectDetailViewController>, _ identifier: String) throws -> String? {
        let label = try screen.widget(identifier, Label.self)
        return label.isHidden ? nil : label.text
    }

    @Test("The details land in the description and the chapters; Switch Off shows")
    func detailsLand() throws {
        let screen = physics()
        #expect(screen.controller.title == "Physics")
        #expect(try screen.widget(SubjectDetailID.loading, ActivityIndicatorView.self).isAnimating)
        #expect(try text(screen, SubjectDetailID.description) == nil)
        screen.answer()
        #expect(try text(screen, SubjectDetailID.description) == SampleData.details(of: SampleData.catalogue[3]).description)
        #expect(try text(screen, SubjectDetailID.chapters) == "10 chapters")
        #expect(try !screen.widget(SubjectDetailID.switchOff, Button.self).isHidden)
        #expect(try !screen.widget(SubjectDetailID.loading, ActivityIndicatorView.self).isAnimating)
    }

    @Test("A failed load shows the error and Retry; Retry loads again")
    func failureAndRetry() throws {
        let screen = physics { $0.inject(.status(500), on: .subjectDetails, once: true) }
        screen.answer()
        #expect(try text(screen, SubjectDetailID.error) == SubjectDetailCopy.loadFailed)
        try screen.widget(SubjectDetailID.retry, Button.self).simulateTap()
        #expect(try text(screen, SubjectDetailID.error) == nil)
        #expect(try screen.widget(SubjectDetailID.loading, ActivityIndicatorView.self).isAnimating)
        screen.answer()
        #expect(try text(screen, SubjectDetailID.chapters) == "10 chapters")
        #expect(screen.backend.requests(to: .subjectDetails).count == 2)
    }

    @Test("A switch-off that succeeds tells the delegate which subject, once")
    func switchOffTellsDelegate() throws {
        let screen = physics()
        screen.answer()
        try screen.widget(SubjectDetailID.switchOff, Button.self).simulateTap()
        #expect(try !screen.widget(SubjectDetailID.switchOff, Button.self).isEnabled)
        #expect(try screen.widget(SubjectDetailID.switching, ActivityIndicatorView.self).isAnimating)
        #expect(delegate.switchedOff.isEmpty)
        screen.answer()
        #expect(delegate.switchedOff == [4])
    }

    @Test("A failed switch-off says why and tells the delegate nothing")
    func switchOffFails() throws {
        let screen = physics { $0.inject(.noConnection, on: .switchOff, once: true) }
        screen.answer()
        try screen.widget(SubjectDetailID.switchOff, Button.self).simulateTap()
        screen.answer()
        #expect(try text(screen, SubjectDetailID.error) == SubjectDetailCopy.switchOffFailed)
        #expect(try screen.widget(SubjectDetailID.retry, Button.self).isHidden)
        #expect(try screen.widget(SubjectDetailID.switchOff, Button.self).isEnabled)
        #expect(delegate.switchedOff.isEmpty)
    }

    @Test("A tap on All Subjects tells the delegate; while a switch-off is in flight it tells nothing, after it fails again")
    func allSubjectsTellsDelegate() throws {
        let screen = physics { $0.inject(.noConnection, on: .switchOff, once: true) }
        screen.answer()
        let allSubjects = try screen.widget(SubjectDetailID.allSubjects, Button.self)
        allSubjects.simulateTap()
        #expect(delegate.allSubjectsTaps == 1)
        try screen.widget(SubjectDetailID.switchOff, Button.self).simulateTap()
        #expect(!allSubjects.isEnabled)
        allSubjects.simulateTap()
        #expect(delegate.allSubjectsTaps == 1)
        screen.answer()
        allSubjects.simulateTap()
        #expect(delegate.allSubjectsTaps == 2)
    }

    @Test("The screen follows the theme")
    func theme() throws {
        let screen = physics()
        screen.environment.themeStore.apply(.night)
        #expect(try screen.widget(SubjectDetailID.screen, View.self).backgroundColor == Theme.night.subjectDetailBackgroundColor)
        #expect(try screen.widget(SubjectDetailID.description, Label.self).textColor == Theme.night.subjectDetailTextColor)
    }
}
