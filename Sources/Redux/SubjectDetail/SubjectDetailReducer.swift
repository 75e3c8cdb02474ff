// Role: logic
// The subject detail reducer: the rules of the subject detail screen, as one pure function from its
// state and an action to the next state and the effects to run. The subject list reducer runs it on the
// screen's part of the subject list state, and decides itself what a switch-off means for the list and
// what All Subjects tapped here is given. A test gives it actions and compares whole states.
import SharedModel
import SharedViews

enum SubjectDetailReducer: Reducer {
    static func reduce(_ state: inout SubjectDetailState, _ action: SubjectDetailAction) -> [SubjectDetailEffect] {
        switch action {
        case .viewWillAppear:
            // On top again: All Subjects, if it was over the screen, has been left. Only the first time loads.
            state.destination = nil
            guard !state.hasAppeared else { return [] }
            state.hasAppeared = true
            return load(&state)
        case .retryTapped:
            // Retry shows only after a failed load.
            guard state.failure == .load else { return [] }
            return load(&state)
        case .detailsLoaded(.success(let details)):
            state.isLoading = false
            state.details = details
            return []
        case .detailsLoaded(.failure):
            state.isLoading = false
            state.failure = .load
            return []
        case .switchOffTapped:
            guard state.canSwitchOff else { return [] }
            state.failure = nil
            state.isSwitching = true
            return [.switchOff(subjectID: state.subjectID)]
        case .allSubjectsTapped:
            // What All Subjects needs is the list's, not this screen's: the subject list reducer puts it on top.
            return []
        case .switchOffAnswered(.success):
            // The subject list reducer takes it from here: it drops the subject and takes this screen off.
            state.isSwitching = false
            return []
        case .switchOffAnswered(.failure):
            state.isSwitching = false
            state.failure = .switchOff
            return []
        }
    }

    /// Asks for the details, hiding a failed load's error and Retry.
    private static func load(_ state: inout SubjectDetailState) -> [SubjectDetailEffect] {
        state.failure = nil
        state.isLoading = true
        return [.loadDetails(subjectID: state.subjectID)]
    }
}

// Role: logic
/// Derived from the state, never stored: the reducer's guard, and the selector the view controller
/// reads from the subject list state.
extension SubjectDetailState {
    /// Switch Off shows once the details have landed, and takes a tap while no switch-off is in flight.
    var canSwitchOff: Bool { details != nil && !isSwitching }
    /// All Subjects shows and takes a tap with Switch Off: a switch-off in flight would pop the screen
    /// from under it.
    var canOpenAllSubjects: Bool { canSwitchOff }
}

extension SubjectListState {
    /// The subject detail screen's part of the subject list state, while the screen is on top.
    var subjectDetail: SubjectDetailState? {
        guard case .subjectDetail(let detail)? = destination else { return nil }
        return detail
    }
}
