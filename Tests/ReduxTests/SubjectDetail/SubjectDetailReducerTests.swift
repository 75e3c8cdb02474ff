// The subject detail reducer, exhaustively: every step states the whole next state and every effect.
// The answers are actions the test sends.
import SharedModel
import SharedViews
@testable import Redux
import Testing

@Suite("Subject detail reducer")
@MainActor
struct SubjectDetailReducerTests {
    var physics = ReducerTester<SubjectDetailReducer>(SubjectDetailState(subjectID: 4, name: "Physics"))
    let details = SampleData.details(of: SampleData.catalogue[3])

    /// The screen has appeared and its details have landed.
    mutating func loaded() {
        physics.send(.viewWillAppear, effects: [.loadDetails(subjectID: 4)]) {
            $0.hasAppeared = true
            $0.isLoading = true
        }
        physics.send(.detailsLoaded(.success(details))) {
            $0.isLoading = false
            $0.details = details
        }
    }

    @Test mutating func theDetailsLoadOnTheFirstAppearanceOnlyAndShowWhenTheyLand() {
        #expect(!physics.state.canSwitchOff)
        loaded()
        #expect(physics.state.canSwitchOff)
        physics.send(.viewWillAppear)
    }

    @Test mutating func aFailedLoadShowsTheErrorAndRetryLoadsAgain() {
        physics.send(.viewWillAppear, effects: [.loadDetails(subjectID: 4)]) {
            $0.hasAppeared = true
            $0.isLoading = true
        }
        physics.send(.retryTapped)
        physics.send(.detailsLoaded(.failure(.timedOut))) {
            $0.isLoading = false
            $0.failure = .load
        }
        #expect(!physics.state.canSwitchOff)

        physics.send(.retryTapped, effects: [.loadDetails(subjectID: 4)]) {
            $0.failure = nil
            $0.isLoading = true
        }
        physics.send(.detailsLoaded(.success(details))) {
            $0.isLoading = false
            $0.details = details
        }
        physics.send(.retryTapped)
    }

    @Test mutating func switchOffDisablesItselfAndAsksOnce() {
        physics.send(.switchOffTapped)
        loaded()

        physics.send(.switchOffTapped, effects: [.switchOff(subjectID: 4)]) { $0.isSwitching = true }
        #expect(!physics.state.canSwitchOff)
        physics.send(.switchOffTapped)
        physics.send(.switchOffAnswered(.success(()))) { $0.isSwitching = false }
    }

    @Test mutating func aFailedSwitchOffSaysWhyKeepsTheDetailsAndCanBeTriedAgain() {
        loaded()
        physics.send(.switchOffTapped, effects: [.switchOff(subjectID: 4)]) { $0.isSwitching = true }

        physics.send(.switchOffAnswered(.failure(.server(status: 503)))) {
            $0.isSwitching = false
            $0.failure = .switchOff
        }
        #expect(physics.state.canSwitchOff)
        physics.send(.retryTapped)

        physics.send(.switchOffTapped, effects: [.switchOff(subjectID: 4)]) {
            $0.failure = nil
            $0.isSwitching = true
        }
    }

    @Test("All Subjects takes a tap with Switch Off; the tap alone changes nothing here, as the list gives it what it needs")
    mutating func allSubjectsTakesATapWithSwitchOff() {
        #expect(!physics.state.canOpenAllSubjects)
        physics.send(.allSubjectsTapped)
        loaded()
        #expect(physics.state.canOpenAllSubjects)
        physics.send(.allSubjectsTapped)

        physics.send(.switchOffTapped, effects: [.switchOff(subjectID: 4)]) { $0.isSwitching = true }
        #expect(!physics.state.canOpenAllSubjects)
        physics.send(.switchOffAnswered(.failure(.noConnection))) {
            $0.isSwitching = false
            $0.failure = .switchOff
        }
        #expect(physics.state.canOpenAllSubjects)
    }

    @Test("Coming back from All Subjects takes it off and loads nothing")
    func comingBackFromAllSubjectsLoadsNothing() {
        var covered = ReducerTester<SubjectDetailReducer>(SubjectDetailState(
            subjectID: 4, name: "Physics", details: details, hasAppeared: true,
            destination: .allSubjects(currentPhase: .junior, openSubjectIDs: [1, 4])))

        covered.send(.viewWillAppear) { $0.destination = nil }
    }
}
