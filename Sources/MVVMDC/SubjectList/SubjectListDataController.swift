// Role: logic
// The Practice screen's data controller, the one its view controller talks to. It is composed of the
// model-related `SubjectsDataController`, sends both of its requests at once, and answers its caller
// once, when both have answered: only then does it take the new open subjects. It knows nothing about
// views; the state is there to read.
import SharedModel

@MainActor
final class SubjectListDataController {
    private let subjects: SubjectsDataController
    private var waiting: [CompletionCallback] = []
    private var catalogueAnswer: Result<Void, APIError>?
    private var settingsAnswer: Result<Void, APIError>?
    /// What there is to show now.
    private(set) var state = SubjectListState()

    init(subjects: SubjectsDataController) {
        self.subjects = subjects
    }

    /// Loads the open subjects while the user waits (first appearance, retry).
    func load(completion: @escaping CompletionCallback) {
        state.isLoading = true
        request(completion)
    }

    /// Loads them again while the subjects already shown stay (pull to refresh).
    func refresh(completion: @escaping CompletionCallback) {
        state.isRefreshing = true
        request(completion)
    }

    /// Sends both requests at once. A request made while another is in flight replaces it, and every
    /// caller still waiting hears the one answer.
    private func request(_ completion: @escaping CompletionCallback) {
        state.lastLoadFailed = false
        waiting.append(completion)
        catalogueAnswer = nil
        settingsAnswer = nil
        subjects.requestAllSubjects { [weak self] result in
            self?.catalogueAnswer = result.map { _ in }
            self?.finishIfBothAnswered()
        }
        subjects.requestUserSubjects { [weak self] result in
            self?.settingsAnswer = result.map { _ in }
            self?.finishIfBothAnswered()
        }
    }

    private func finishIfBothAnswered() {
        guard let catalogueAnswer, let settingsAnswer else { return }
        let result = catalogueAnswer.flatMap { settingsAnswer }
        switch result {
        case .success: state.openSubjects = subjects.openSubjects
        case .failure: state.lastLoadFailed = true
        }
        state.isLoading = false
        state.isRefreshing = false
        let callbacks = waiting
        waiting = []
        for callback in callbacks { callback(result) }
    }
}
