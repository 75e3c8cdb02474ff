// All Subjects from the subject screen: the subject's presenter asks its delegate, the list's
// presenter, which opens All Subjects as More does, with the phase and the open subjects the list
// shows at the moment of the tap. Both presenters are real, over one environment; spies stand in for
// both views.
@testable import MVP
import SharedModel
import Testing

@Suite("Subject list presenter opening All Subjects for a subject")
@MainActor
struct SubjectDetailAllSubjectsTests {
    @Test func theTapOpensAllSubjectsWithThePhaseAndTheOpenSubjectsTheListShows() {
        let list = SubjectListFixture()
        list.loadOnce()
        let subject = list.openSubject(physics.id)
        subject.presenter.allSubjectsTapped()
        #expect(list.view.destinations == [.allSubjects])
        #expect(list.view.currentPhases == [.junior])
        #expect(list.view.openSubjectIDs == [[1, 2, 3, 4, 7]])
        #expect(list.view.closeSubjectCount == 0)
        #expect(list.requestCounts == (1, 1))
    }

    @Test func aRefreshThatLandsBeneathTheSubjectChangesWhatAllSubjectsGets() {
        let list = SubjectListFixture()
        list.loadOnce()
        list.backend.settings = UserSubjectSettings(currentPhase: .primary, entries: [
            UserSubject(subjectID: 1, status: .on, updatedTime: 1),
            UserSubject(subjectID: 8, status: .on, updatedTime: 1),
        ])
        list.presenter.pulledToRefresh()
        // The refresh lands while the subject's details do, beneath its screen.
        let subject = list.openSubject(physics.id)
        #expect(list.view.titles == ["Math", "Science", "More"])
        subject.presenter.allSubjectsTapped()
        #expect(list.view.currentPhases == [.primary])
        #expect(list.view.openSubjectIDs == [[1, 8]])
    }

    @Test func nothingOpensWhileASwitchOffIsInFlightAndAFailedOneChangesNothing() {
        let list = SubjectListFixture()
        list.loadOnce()
        list.backend.inject(.status(500), on: .switchOff, once: true)
        let subject = list.openSubject(physics.id)
        subject.presenter.switchOffTapped()
        subject.presenter.allSubjectsTapped()
        #expect(list.view.destinations.isEmpty)
        list.answer()
        #expect(subject.view.failure == .switchOff)
        subject.presenter.allSubjectsTapped()
        #expect(list.view.destinations == [.allSubjects])
        #expect(list.view.openSubjectIDs == [[1, 2, 3, 4, 7]])
    }
}
