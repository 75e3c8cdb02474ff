// The All Subjects presenter on its own: loading the catalogue of one phase, failure and retry, the
// theme, and the link's subject it marks, observed through a spy view.
@testable import MVP
import SharedModel
import Testing

@Suite("All Subjects presenter")
@MainActor
struct AllSubjectsPresenterTests {
    /// The sample catalogue's subjects offered in the junior phase: all but Science.
    private let juniorNames = ["Math", "Chinese", "English", "Physics", "Chemistry", "Biology", "History"]

    @Test func asksForTheCatalogueOnTheFirstAppearanceOnlyAndShowsThePhasesSubjects() {
        let fixture = AllSubjectsFixture()
        #expect(fixture.backend.requests.isEmpty)
        fixture.presenter.viewWillAppear()
        #expect(fixture.view.loading == true)
        #expect(fixture.view.subjects == nil)
        #expect(fixture.backend.requests(to: .subjects).map(\.state) == [.inFlight])

        fixture.answer()
        fixture.presenter.viewWillAppear()
        #expect(fixture.view.loadingCalls == [true, false])
        #expect(fixture.view.subjects?.map(\.name) == juniorNames)
        #expect(fixture.view.openSubjectIDs == [1, physics.id])
        #expect(fixture.view.linkedSubjectIDs == [nil])
        #expect(fixture.view.failureVisible == false)
        #expect(fixture.backend.requests(to: .subjects).count == 1)
    }

    @Test(arguments: [Fault.noConnection, .timeout, .status(500), .malformedJSON])
    func aFailureShowsRetryWhichLoadsAgain(fault: Fault) {
        let fixture = AllSubjectsFixture()
        fixture.backend.inject(fault, on: .subjects, once: true)
        fixture.loadOnce()
        #expect(fixture.view.loading == false)
        #expect(fixture.view.failureVisible == true)
        #expect(fixture.view.subjects == nil)

        fixture.presenter.retryTapped()
        #expect(fixture.view.failureVisible == false)
        #expect(fixture.view.loadingCalls == [true, false, true])
        #expect(fixture.backend.requests(to: .subjects).map(\.state) == [.answered, .inFlight])
        fixture.answer()
        #expect(fixture.view.loading == false)
        #expect(fixture.view.failureVisible == false)
        #expect(fixture.view.subjects?.map(\.name) == juniorNames)
    }

    @Test func marksTheLinksSubjectItWasMadeWithWhenTheCatalogueLandsAfterARetryToo() {
        // Chemistry: offered in the phase, not open.
        let fixture = AllSubjectsFixture(linkedSubjectID: 5)
        fixture.backend.inject(.noConnection, on: .subjects, once: true)
        fixture.loadOnce()
        #expect(fixture.view.failureVisible == true)
        #expect(fixture.view.linkedSubjectIDs.isEmpty)

        fixture.presenter.retryTapped()
        fixture.answer()
        #expect(fixture.view.subjects?.map(\.name) == juniorNames)
        #expect(fixture.view.openSubjectIDs == [1, physics.id])
        #expect(fixture.view.linkedSubjectIDs == [5])
        #expect(fixture.backend.requests(to: .subjects).count == 2)
    }

    @Test func showsTheCurrentThemeFirstThenEveryChange() {
        let fixture = AllSubjectsFixture(theme: .night)
        #expect(fixture.view.themes == [.night])
        fixture.loadOnce()
        fixture.environment.themeStore.apply(.day)
        #expect(fixture.view.themes == [.night, .day])
    }
}
