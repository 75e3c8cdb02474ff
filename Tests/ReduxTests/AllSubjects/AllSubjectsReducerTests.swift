// The All Subjects reducer, exhaustively: every step states the whole next state and every effect.
// The answers are actions the test sends.
import SharedModel
@testable import Redux
import Testing

@Suite("All Subjects reducer")
@MainActor
struct AllSubjectsReducerTests {
    var allSubjects = ReducerTester<AllSubjectsReducer>(AllSubjectsState(currentPhase: .primary, openSubjectIDs: [1, 8],
                                                                         linkedSubjectID: nil, theme: .day))
    /// The sample catalogue's subjects offered in primary, in catalogue order: Math, Chinese, English, Science.
    let primarySubjects = [0, 1, 2, 7].map { SampleData.catalogue[$0] }

    /// The screen has appeared and asked for the catalogue.
    mutating func appeared() {
        allSubjects.send(.viewWillAppear, effects: [.loadCatalogue]) {
            $0.hasAppeared = true
            $0.isLoading = true
        }
    }

    @Test mutating func theCatalogueLoadsOnTheFirstAppearanceOnlyAndKeepsThePhasesSubjectsInOrder() {
        appeared()
        allSubjects.send(.viewWillAppear)
        allSubjects.send(.catalogueLoaded(.success(SampleData.catalogue))) {
            $0.isLoading = false
            $0.subjects = primarySubjects
        }
    }

    @Test mutating func aFailedLoadShowsTheErrorAndRetryLoadsAgain() {
        appeared()
        allSubjects.send(.retryTapped)
        allSubjects.send(.catalogueLoaded(.failure(.server(status: 500)))) {
            $0.isLoading = false
            $0.isErrorVisible = true
        }

        allSubjects.send(.retryTapped, effects: [.loadCatalogue]) {
            $0.isErrorVisible = false
            $0.isLoading = true
        }
        allSubjects.send(.catalogueLoaded(.success(SampleData.catalogue))) {
            $0.isLoading = false
            $0.subjects = primarySubjects
        }
        allSubjects.send(.retryTapped)
    }

    @Test mutating func theScreenFollowsTheTheme() {
        allSubjects.send(.viewDidLoad, effects: [.followTheme])
        allSubjects.send(.themeChanged(.night)) { $0.theme = .night }
    }
}
