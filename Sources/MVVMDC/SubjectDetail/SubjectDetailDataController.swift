// Role: logic
// The subject detail screen's data controller, the one its view controller talks to. It is composed of
// the model-related `SubjectDetailsDataController`, loads the subject's details and switches the subject
// off through it, and keeps what there is to show. It knows nothing about views, nor about the list
// beneath: it answers its caller with a completion closure, and the state is there to read.
import SharedModel

@MainActor
final class SubjectDetailDataController {
    /// The subject the screen is about.
    let subjectID: Int
    private let details: SubjectDetailsDataController
    /// What there is to show now.
    private(set) var state = SubjectDetailState()

    init(subjectID: Int, details: SubjectDetailsDataController) {
        self.subjectID = subjectID
        self.details = details
    }

    /// Loads the subject's details while the user waits (first appearance, retry).
    func load(completion: @escaping CompletionCallback) {
        state.isLoading = true
        state.lastLoadFailed = false
        details.requestSubjectDetails(id: subjectID) { [weak self] result in
            guard let self else { return }
            state.isLoading = false
            switch result {
            case .success(let loaded): state.details = loaded
            case .failure: state.lastLoadFailed = true
            }
            completion(result.map { _ in })
        }
    }

    /// Switches the subject off; returns whether it started. While a switch-off is in flight a second
    /// one is refused and its completion never called. A failure is kept in ``state`` until the next try.
    @discardableResult
    func switchOff(completion: @escaping CompletionCallback) -> Bool {
        guard !state.isSwitchingOff else { return false }
        state.isSwitchingOff = true
        state.lastSwitchOffFailed = false
        return details.switchOffSubject(id: subjectID) { [weak self] result in
            guard let self else { return }
            state.isSwitchingOff = false
            if case .failure = result { state.lastSwitchOffFailed = true }
            completion(result)
        }
    }
}
