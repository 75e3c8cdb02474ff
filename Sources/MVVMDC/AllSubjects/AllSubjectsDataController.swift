// Role: logic
// The All Subjects screen's data controller, the one its view controller talks to. It is composed of
// the model-related `SubjectsDataController`, as the list's is, loads the catalogue through it and keeps
// the subjects offered in the user's phase. The phase and the open subjects only the list knows, and the
// link's subject only the app, so whoever opens the screen gives them. It knows nothing about views; the
// state is there to read.
import SharedModel

@MainActor
final class AllSubjectsDataController {
    /// The user's phase, whose subjects the screen shows.
    private let currentPhase: Phase
    private let subjects: SubjectsDataController
    /// What there is to show now.
    private(set) var state: AllSubjectsState

    /// `linkedSubjectID` is the subject of the link the app was opened from, if any, which the screen marks.
    init(currentPhase: Phase, openSubjectIDs: Set<Int>, linkedSubjectID: Int?, subjects: SubjectsDataController) {
        self.currentPhase = currentPhase
        self.subjects = subjects
        state = AllSubjectsState(openSubjectIDs: openSubjectIDs, linkedSubjectID: linkedSubjectID)
    }

    /// Loads the catalogue while the user waits (first appearance, retry) and keeps the subjects offered
    /// in the phase, in catalogue order.
    func load(completion: @escaping CompletionCallback) {
        state.isLoading = true
        state.lastLoadFailed = false
        subjects.requestAllSubjects { [weak self] result in
            guard let self else { return }
            state.isLoading = false
            switch result {
            case .success(let catalogue): state.subjects = catalogue.filter { $0.phases.contains(self.currentPhase) }
            case .failure: state.lastLoadFailed = true
            }
            completion(result.map { _ in })
        }
    }
}
