// The Practice reducer with the subject detail screen on top, exhaustively: the screen's state is part
// of the Practice state, so every step states the whole of both, and a switch-off that lands there
// changes the list here in the same step.
import SharedModel
import SharedViews
@testable import Redux
import Testing

@Suite("Practice reducer with the subject detail screen on top")
@MainActor
struct SubjectDetailPracticeReducerTests {
    var practice = ReducerTester<SubjectListReducer>(SubjectListState(theme: .day))
    let math = SubjectCellData(kind: .subject(id: 1), title: "Math")
    let physics = SubjectCellData(kind: .subject(id: 4), title: "Physics")
    let details = SampleData.details(of: SampleData.catalogue[3])

    /// A Practice screen that has shown `subjects`, Physics last, then Physics' detail screen on top,
    /// appeared and loading its details.
    mutating func openPhysics(amid subjects: [SubjectCellData]) {
        practice.send(.viewWillAppear, effects: [.loadSubjects]) {
            $0.hasAppeared = true
            $0.isLoading = true
        }
        practice.send(.subjectsLoaded(.success((currentPhase: .junior, subjects: subjects)))) {
            $0.isLoading = false
            $0.isListVisible = true
            $0.cells = subjects + [.more]
            $0.currentPhase = .junior
        }
        practice.send(.itemSelected(index: subjects.count - 1)) {
            $0.destination = .subjectDetail(SubjectDetailState(subjectID: 4, name: "Physics"))
        }
        practice.send(.subjectDetail(.viewWillAppear), effects: [.subjectDetail(.loadDetails(subjectID: 4))]) {
            $0.destination = .subjectDetail(SubjectDetailState(subjectID: 4, name: "Physics", isLoading: true,
                                                               hasAppeared: true))
        }
    }

    /// Then its details land and the user taps Switch Off.
    mutating func switchOffPhysics() {
        practice.send(.subjectDetail(.detailsLoaded(.success(details)))) {
            $0.destination = .subjectDetail(SubjectDetailState(subjectID: 4, name: "Physics", details: details,
                                                               hasAppeared: true))
        }
        practice.send(.subjectDetail(.switchOffTapped), effects: [.subjectDetail(.switchOff(subjectID: 4))]) {
            $0.destination = .subjectDetail(SubjectDetailState(subjectID: 4, name: "Physics", details: details,
                                                               isSwitching: true, hasAppeared: true))
        }
    }

    @Test("A switch-off that lands drops the subject from the list and takes the screen off, with no new load")
    mutating func aSwitchOffDropsTheSubjectAndTakesTheScreenOff() {
        openPhysics(amid: [math, physics])
        switchOffPhysics()

        practice.send(.subjectDetail(.switchOffAnswered(.success(())))) {
            $0.cells = [math, .more]
            $0.destination = nil
        }
        #expect(practice.state.subjectDetail == nil)
        // The pop brings the list on top again: it loads nothing.
        practice.send(.viewWillAppear)
    }

    @Test("More after a switch-off puts All Subjects on top without the subject among the open ones")
    mutating func allSubjectsAfterASwitchOffGetsTheListAsItShowsNow() {
        openPhysics(amid: [math, physics])
        switchOffPhysics()
        practice.send(.subjectDetail(.switchOffAnswered(.success(())))) {
            $0.cells = [math, .more]
            $0.destination = nil
        }
        practice.send(.viewWillAppear)

        practice.send(.itemSelected(index: 1)) {
            $0.destination = .settings(currentPhase: .junior, openSubjectIDs: [1])
        }
    }

    @Test mutating func switchingOffTheLastOpenSubjectLeavesTheEmptyState() {
        openPhysics(amid: [physics])
        switchOffPhysics()

        practice.send(.subjectDetail(.switchOffAnswered(.success(())))) {
            $0.cells = [.more]
            $0.isEmptyVisible = true
            $0.destination = nil
        }
    }

    @Test mutating func aFailedSwitchOffChangesNothingOnTheList() {
        openPhysics(amid: [math, physics])
        switchOffPhysics()

        practice.send(.subjectDetail(.switchOffAnswered(.failure(.noConnection)))) {
            $0.destination = .subjectDetail(SubjectDetailState(subjectID: 4, name: "Physics", details: details,
                                                               failure: .switchOff, hasAppeared: true))
        }
        #expect(practice.state.cells == [math, physics, .more])
    }

    @Test("Coming back cancels the screen's requests; an answer for a screen no longer on top changes nothing")
    mutating func comingBackCancelsTheScreensRequests() {
        openPhysics(amid: [math, physics])

        practice.send(.viewWillAppear, effects: [.subjectDetail(.cancelRequests)]) { $0.destination = nil }
        practice.send(.subjectDetail(.detailsLoaded(.success(details))))
        practice.send(.subjectDetail(.switchOffAnswered(.success(()))))
        practice.send(.viewWillAppear)
    }
}
