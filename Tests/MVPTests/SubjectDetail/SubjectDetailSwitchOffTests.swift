// A switch-off reaching the list: the subject's presenter tells its delegate, the list's presenter,
// which drops the subject from its own cells, shows the rest and closes the subject's screen. Both
// presenters are real, over one environment; spies stand in for both views.
@testable import MVP
import SharedModel
import Testing

@Suite("Subject list presenter hearing of a switch-off")
@MainActor
struct SubjectDetailSwitchOffTests {
    @Test func aSubjectSwitchedOffLeavesTheListAtOnceWithNoNewLoad() {
        let list = SubjectListFixture()
        list.loadOnce()
        let subject = list.openSubject(physics.id)
        subject.presenter.switchOffTapped()
        #expect(list.view.shownCells.count == 1)
        #expect(list.view.closeSubjectCount == 0)

        list.answer()
        #expect(list.view.titles == ["Math", "Chinese", "English", "History", "More"])
        #expect(list.view.emptyVisible == false)
        #expect(list.view.closeSubjectCount == 1)
        #expect(list.requestCounts == (1, 1))
        // The presenter's own cells lost it too: the fourth cell now leads to History.
        list.presenter.didSelectCell(at: 3)
        #expect(list.view.destinations == [.subject("History")])
        #expect(list.view.subjectIDs == [7])
    }

    @Test func allSubjectsNoLongerGetsASubjectSwitchedOff() {
        let list = SubjectListFixture()
        list.loadOnce()
        let subject = list.openSubject(physics.id)
        subject.presenter.switchOffTapped()
        list.answer()
        list.presenter.didSelectCell(at: 4)
        #expect(list.view.destinations == [.allSubjects])
        #expect(list.view.currentPhases == [.junior])
        #expect(list.view.openSubjectIDs == [[1, 2, 3, 7]])
    }

    @Test func switchingOffTheLastOpenSubjectLeavesTheEmptyState() {
        let list = SubjectListFixture()
        list.backend.catalogue = SampleData.catalogue(count: 1)
        list.backend.settings = SampleData.settings(allOnUpTo: 1)
        list.loadOnce()
        #expect(list.view.emptyVisible == false)
        let subject = list.openSubject(1)
        subject.presenter.switchOffTapped()
        list.answer()
        #expect(list.view.cells == [.more])
        #expect(list.view.emptyVisible == true)
        #expect(list.view.listVisible == true)
        #expect(list.view.closeSubjectCount == 1)
    }

    @Test func aFailedSwitchOffChangesNothingOnTheList() {
        let list = SubjectListFixture()
        list.loadOnce()
        list.backend.inject(.status(500), on: .switchOff, once: true)
        let subject = list.openSubject(physics.id)
        subject.presenter.switchOffTapped()
        list.answer()
        #expect(subject.view.failure == .switchOff)
        #expect(list.view.shownCells.count == 1)
        #expect(list.view.titles == sampleTitles)
        #expect(list.view.closeSubjectCount == 0)
    }

    @Test func aLaterLoadShowsWhatTheServerKept() {
        let list = SubjectListFixture()
        list.loadOnce()
        let subject = list.openSubject(physics.id)
        subject.presenter.switchOffTapped()
        list.answer()
        list.presenter.pulledToRefresh()
        list.answer()
        #expect(list.view.shownCells.count == 3)
        #expect(list.view.titles == ["Math", "Chinese", "English", "History", "More"])
    }
}
