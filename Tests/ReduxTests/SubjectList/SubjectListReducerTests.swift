// The subject list reducer, exhaustively: every step states the whole next state and every effect. The
// answers are actions the test sends.
import SharedModel
@testable import Redux
import Testing

@Suite("Subject list reducer")
@MainActor
struct SubjectListReducerTests {
    struct Failure: Error {}

    var subjectList = ReducerTester<SubjectListReducer>(SubjectListState(theme: .day))
    let subjects = [SubjectCellData(kind: .subject(id: 1), title: "Math"), SubjectCellData(kind: .subject(id: 4), title: "Physics")]

    /// A subject list that has appeared and shown `subjects`.
    mutating func loaded() {
        subjectList.send(.viewDidLoad, effects: [.followTheme])
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
    }

    @Test mutating func onlyTheFirstAppearanceLoads() {
        loaded()
        subjectList.send(.viewWillAppear)
    }

    @Test mutating func noOpenSubjectsShowsTheEmptyStateAndOnlyMore() {
        subjectList.send(.viewWillAppear, effects: [.loadSubjects]) {
            $0.hasAppeared = true
            $0.isLoading = true
        }
        subjectList.send(.subjectsLoaded(.success((currentPhase: .junior, subjects: [])))) {
            $0.isLoading = false
            $0.isListVisible = true
            $0.isEmptyVisible = true
            $0.cells = [.more]
            $0.currentPhase = .junior
        }
    }

    @Test("The bar's Refresh is a pull to refresh, enabled only while the list shows and no refresh is in flight")
    mutating func refreshIsAPull() {
        #expect(subjectList.state.isRefreshEnabled == false)
        loaded()
        #expect(subjectList.state.isRefreshEnabled)
        subjectList.send(.refreshTapped, effects: [.loadSubjects]) { $0.isRefreshing = true }
        #expect(subjectList.state.isRefreshEnabled == false)
        subjectList.send(.subjectsLoaded(.success((currentPhase: .junior, subjects: subjects)))) { $0.isRefreshing = false }
        #expect(subjectList.state.isRefreshEnabled)
    }

    @Test("B5 A failed refresh keeps the cells and shows the error and Retry")
    mutating func aFailedRefreshKeepsTheCells() {
        loaded()
        subjectList.send(.refreshPulled, effects: [.loadSubjects]) { $0.isRefreshing = true }
        subjectList.send(.subjectsLoaded(.failure(Failure()))) {
            $0.isRefreshing = false
            $0.isErrorVisible = true
        }
    }

    @Test("B6 Retry hides the error, animates loading and sends both requests again")
    mutating func retryHidesTheErrorAndStartsOver() {
        subjectList.send(.viewWillAppear, effects: [.loadSubjects]) {
            $0.hasAppeared = true
            $0.isLoading = true
        }
        subjectList.send(.subjectsLoaded(.failure(Failure()))) {
            $0.isLoading = false
            $0.isErrorVisible = true
        }
        subjectList.send(.retryTapped, effects: [.loadSubjects]) {
            $0.isErrorVisible = false
            $0.isLoading = true
        }
    }

    @Test mutating func aThemeChangeIsState() {
        subjectList.send(.themeChanged(.night)) { $0.theme = .night }
    }

    @Test("B9 Selecting a subject puts its screen on top; selecting More puts All Subjects")
    mutating func selectionIsState() {
        loaded()
        subjectList.send(.itemSelected(index: 1)) {
            $0.destination = .subjectDetail(SubjectDetailState(subjectID: 4, name: "Physics"))
        }
        subjectList.send(.viewWillAppear, effects: [.subjectDetail(.cancelRequests)]) { $0.destination = nil }
        subjectList.send(.itemSelected(index: 2)) { $0.destination = .allSubjects(currentPhase: .junior, openSubjectIDs: [1, 4]) }
        subjectList.send(.viewWillAppear) { $0.destination = nil }
        subjectList.send(.itemSelected(index: 3))
    }

    @Test("The first load that succeeds puts the linked subject's screen on top as a tap does, once; a failed one keeps the link")
    mutating func theFirstLoadThatSucceedsFollowsTheLink() {
        subjectList = ReducerTester(SubjectListState(theme: .day, linkedSubjectID: 4))
        subjectList.send(.viewWillAppear, effects: [.loadSubjects]) {
            $0.hasAppeared = true
            $0.isLoading = true
        }
        subjectList.send(.subjectsLoaded(.failure(Failure()))) {
            $0.isLoading = false
            $0.isErrorVisible = true
        }
        subjectList.send(.retryTapped, effects: [.loadSubjects]) {
            $0.isErrorVisible = false
            $0.isLoading = true
        }
        subjectList.send(.subjectsLoaded(.success((currentPhase: .junior, subjects: subjects)))) {
            $0.isLoading = false
            $0.isListVisible = true
            $0.cells = subjects + [.more]
            $0.currentPhase = .junior
            $0.linkedSubjectID = nil
            $0.destination = .subjectDetail(SubjectDetailState(subjectID: 4, name: "Physics"))
        }
        subjectList.send(.viewWillAppear, effects: [.subjectDetail(.cancelRequests)]) { $0.destination = nil }
        subjectList.send(.refreshPulled, effects: [.loadSubjects]) { $0.isRefreshing = true }
        subjectList.send(.subjectsLoaded(.success((currentPhase: .junior, subjects: subjects)))) { $0.isRefreshing = false }
    }

    @Test("A linked subject the list does not show leaves the user on the list, and the link is spent")
    mutating func aLinkedSubjectOffTheListPutsNothingOnTop() {
        subjectList = ReducerTester(SubjectListState(theme: .day, linkedSubjectID: 5))
        subjectList.send(.viewWillAppear, effects: [.loadSubjects]) {
            $0.hasAppeared = true
            $0.isLoading = true
        }
        subjectList.send(.subjectsLoaded(.success((currentPhase: .junior, subjects: subjects)))) {
            $0.isLoading = false
            $0.isListVisible = true
            $0.cells = subjects + [.more]
            $0.currentPhase = .junior
            $0.linkedSubjectID = nil
        }
    }

    @Test("More puts All Subjects on top with the current phase and the open subjects of the list's last successful load")
    mutating func allSubjectsGetsTheLastLoadsPhaseAndOpenSubjects() {
        loaded()
        let science = SubjectCellData(kind: .subject(id: 8), title: "Science")
        subjectList.send(.refreshPulled, effects: [.loadSubjects]) { $0.isRefreshing = true }
        subjectList.send(.subjectsLoaded(.success((currentPhase: .primary, subjects: [science])))) {
            $0.isRefreshing = false
            $0.cells = [science, .more]
            $0.currentPhase = .primary
        }
        subjectList.send(.refreshPulled, effects: [.loadSubjects]) { $0.isRefreshing = true }
        subjectList.send(.subjectsLoaded(.failure(Failure()))) {
            $0.isRefreshing = false
            $0.isErrorVisible = true
        }

        subjectList.send(.itemSelected(index: 1)) {
            $0.destination = .allSubjects(currentPhase: .primary, openSubjectIDs: [8])
        }
    }
}
