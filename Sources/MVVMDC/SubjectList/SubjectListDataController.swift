// Role: logic
// The subject list's data controller, the one its view controller talks to. It is composed of the
// model-related `SubjectsDataController`, sends both of its requests at once, and answers its caller
// once, when both have answered: only then does it take the new open subjects. It knows nothing about
// views; the state is there to read.
import SharedModel

@MainActor
final class SubjectListDataController {
    private let subjects: SubjectsDataController
    private var waiting: [CompletionCallback] = []
    /// The two requests of a load.
    private enum Request: Hashable, Sendable {
        case catalogue
        case settings
    }

    /// The answers the load in progress still waits for, and its first failure.
    private var answers = AwaitedAnswers<Request>()
    private var failure: APIError?
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

    /// Takes subject `id` out of the open subjects at once, with no new request: the user switched it off
    /// on its detail screen. A load in flight still lands as usual, with what the server said when asked.
    func removeOpenSubject(id: Int) {
        state.openSubjects?.removeAll { $0.id == id }
    }

    /// Sends both requests at once. A request made while another is in flight replaces it, and every
    /// caller still waiting hears the one answer.
    private func request(_ completion: @escaping CompletionCallback) {
        state.lastLoadFailed = false
        waiting.append(completion)
        failure = nil
        answers.expect([.catalogue, .settings])
        subjects.requestAllSubjects { [weak self] result in self?.answered(.catalogue, with: result) }
        subjects.requestUserSubjects { [weak self] result in self?.answered(.settings, with: result) }
    }

    private func answered<Value>(_ request: Request, with result: Result<Value, APIError>) {
        if case .failure(let error) = result, failure == nil { failure = error }
        if answers.land(request) { bothAnswered() }
    }

    private func bothAnswered() {
        let result: Result<Void, APIError> = failure.map { .failure($0) } ?? .success(())
        switch result {
        case .success:
            state.openSubjects = subjects.openSubjects
            state.currentPhase = subjects.userSubjects?.currentPhase
        case .failure: state.lastLoadFailed = true
        }
        state.isLoading = false
        state.isRefreshing = false
        let callbacks = waiting
        waiting = []
        for callback in callbacks { callback(result) }
    }
}
