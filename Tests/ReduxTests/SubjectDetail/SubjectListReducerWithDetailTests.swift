// The subject list reducer with the subject detail screen on top, exhaustively: the screen's state is part
// of the subject list state, so every step states the whole of both, a switch-off that lands there
// changes the list here in the same step, and All Subjects tapped there gets what the list shows here.
import SharedModel
import SharedViews
@testable import Redux
import Testing

@Suite("Subject list reducer with the subject detail screen on top")
@MainActor
struct SubjectListReducerWithDetailTests {
    var subjectList = ReducerTester<SubjectListReducer>(SubjectListState(theme: .day))
    let math = SubjectCellData(kind: .subject(id: 1), title: "Math")
    let physics = SubjectCellData(kind: .subject(id: 4), title: "Physics")
    let details = SampleData.details(of: SampleData.catalogue[3])

    /// A subject list that has shown `subjects`, Physics last, then, with a refresh in flight if
    /// `refreshing`, Physics' detail screen on top, appeared and loading its details.
    mutating func openPhysics(amid subjects: [SubjectCellData], refreshing: Bool = false) {
        subjectList.send(.viewWillAppear, effects: [.loadSubjects]) {
            $0.hasAppeared = true
            $0.isLoading = true
        }
        subjectList.send(.subjectsLoaded(.success((currentPhase: .junior, subjects: subjects)))) {
            $0.isLoading = false
            $0.isListVisible = true
            $0.cells = subjects + [.more]
            $0.currentPhase = .junior
        }
        if refreshing {
            subjectList.send(.refreshPulled, effects: [.loadSubjects]) { $0.isRefreshing = true }
        }
        subjectList.send(.itemSelected(index: subjects.count - 1)) {
            $0.destination = .subjectDetail(SubjectDetailState(subjectID: 4, name: "Physics"))
        }
        subjectList.send(.subjectDetail(.viewWillAppear), effects: [.subjectDetail(.loadDetails(subjectID: 4))]) {
            $0.destination = .subjectDetail(SubjectDetailState(subjectID: 4, name: "Physics", isLoading: true,
                                                               hasAppeared: true))
        }
    }

    /// Then its details land.
    mutating func landPhysicsDetails() {
        subjectList.send(.subjectDetail(.detailsLoaded(.success(details)))) {
            $0.destination = .subjectDetail(SubjectDetailState(subjectID: 4, name: "Physics", details: details,
                                                               hasAppeared: true))
        }
    }

    /// Then its details land and the user taps Switch Off.
    mutating func switchOffPhysics() {
        landPhysicsDetails()
        subjectList.send(.subjectDetail(.switchOffTapped), effects: [.subjectDetail(.switchOff(subjectID: 4))]) {
            $0.destination = .subjectDetail(SubjectDetailState(subjectID: 4, name: "Physics", details: details,
                                                               isSwitching: true, hasAppeared: true))
        }
    }

    @Test("A switch-off that lands drops the subject from the list and takes the screen off, with no new load")
    mutating func aSwitchOffDropsTheSubjectAndTakesTheScreenOff() {
        openPhysics(amid: [math, physics])
        switchOffPhysics()

        subjectList.send(.subjectDetail(.switchOffAnswered(.success(())))) {
            $0.cells = [math, .more]
            $0.destination = nil
        }
        #expect(subjectList.state.subjectDetail == nil)
        // The pop brings the list on top again: it loads nothing.
        subjectList.send(.viewWillAppear)
    }

    @Test("More after a switch-off puts All Subjects on top without the subject among the open ones")
    mutating func allSubjectsAfterASwitchOffGetsTheListAsItShowsNow() {
        openPhysics(amid: [math, physics])
        switchOffPhysics()
        subjectList.send(.subjectDetail(.switchOffAnswered(.success(())))) {
            $0.cells = [math, .more]
            $0.destination = nil
        }
        subjectList.send(.viewWillAppear)

        subjectList.send(.itemSelected(index: 1)) {
            $0.destination = .allSubjects(currentPhase: .junior, openSubjectIDs: [1])
        }
    }

    @Test mutating func switchingOffTheLastOpenSubjectLeavesTheEmptyState() {
        openPhysics(amid: [physics])
        switchOffPhysics()

        subjectList.send(.subjectDetail(.switchOffAnswered(.success(())))) {
            $0.cells = [.more]
            $0.isEmptyVisible = true
            $0.destination = nil
        }
    }

    @Test mutating func aFailedSwitchOffChangesNothingOnTheList() {
        openPhysics(amid: [math, physics])
        switchOffPhysics()

        subjectList.send(.subjectDetail(.switchOffAnswered(.failure(.noConnection)))) {
            $0.destination = .subjectDetail(SubjectDetailState(subjectID: 4, name: "Physics", details: details,
                                                               failure: .switchOff, hasAppeared: true))
        }
        #expect(subjectList.state.cells == [math, physics, .more])
    }

    @Test("Coming back cancels the screen's requests; an answer for a screen no longer on top changes nothing")
    mutating func comingBackCancelsTheScreensRequests() {
        openPhysics(amid: [math, physics])

        subjectList.send(.viewWillAppear, effects: [.subjectDetail(.cancelRequests)]) { $0.destination = nil }
        subjectList.send(.subjectDetail(.detailsLoaded(.success(details))))
        subjectList.send(.subjectDetail(.switchOffAnswered(.success(()))))
        subjectList.send(.viewWillAppear)
    }

    @Test("All Subjects on the subject screen comes over it with the list's phase and open subjects; back loads nothing")
    mutating func allSubjectsGetsWhatTheListShows() {
        openPhysics(amid: [math, physics])
        subjectList.send(.subjectDetail(.allSubjectsTapped))
        landPhysicsDetails()

        subjectList.send(.subjectDetail(.allSubjectsTapped)) {
            $0.destination = .subjectDetail(SubjectDetailState(
                subjectID: 4, name: "Physics", details: details, hasAppeared: true,
                destination: .allSubjects(currentPhase: .junior, openSubjectIDs: [1, 4])))
        }
        subjectList.send(.subjectDetail(.viewWillAppear)) {
            $0.destination = .subjectDetail(SubjectDetailState(subjectID: 4, name: "Physics", details: details,
                                                               hasAppeared: true))
        }
    }

    @Test("A refresh that lands beneath the subject screen changes what its All Subjects gets")
    mutating func allSubjectsFollowsARefreshBeneath() {
        let science = SubjectCellData(kind: .subject(id: 8), title: "Science")
        openPhysics(amid: [math, physics], refreshing: true)
        landPhysicsDetails()
        subjectList.send(.subjectsLoaded(.success((currentPhase: .primary, subjects: [math, science])))) {
            $0.isRefreshing = false
            $0.cells = [math, science, .more]
            $0.currentPhase = .primary
        }

        subjectList.send(.subjectDetail(.allSubjectsTapped)) {
            $0.destination = .subjectDetail(SubjectDetailState(
                subjectID: 4, name: "Physics", details: details, hasAppeared: true,
                destination: .allSubjects(currentPhase: .primary, openSubjectIDs: [1, 8])))
        }
    }

    @Test("All Subjects takes no tap while a switch-off is in flight, and takes one after it fails")
    mutating func allSubjectsWaitsForTheSwitchOff() {
        openPhysics(amid: [math, physics])
        switchOffPhysics()
        subjectList.send(.subjectDetail(.allSubjectsTapped))

        subjectList.send(.subjectDetail(.switchOffAnswered(.failure(.noConnection)))) {
            $0.destination = .subjectDetail(SubjectDetailState(subjectID: 4, name: "Physics", details: details,
                                                               failure: .switchOff, hasAppeared: true))
        }
        subjectList.send(.subjectDetail(.allSubjectsTapped)) {
            $0.destination = .subjectDetail(SubjectDetailState(
                subjectID: 4, name: "Physics", details: details, failure: .switchOff, hasAppeared: true,
                destination: .allSubjects(currentPhase: .junior, openSubjectIDs: [1, 4])))
        }
    }
}
