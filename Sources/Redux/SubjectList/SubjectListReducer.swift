// Role: logic
// The subject list reducer: the rules of the subject list, as one pure function from the state and an
// action to the next state and the effects to run; only waiting for both answers lives in the effect
// runner, which sends one action once both have landed. The first load that succeeds follows the
// link. While the subject detail screen is on top, its reducer runs on its part of the state, a
// switch-off that lands there drops the subject from the list here, and All Subjects tapped there gets
// the phase and the open subjects shown here. A test gives it actions and compares whole states.
import SharedModel

enum SubjectListReducer: Reducer {
    static func reduce(_ state: inout SubjectListState, _ action: SubjectListAction) -> [SubjectListEffect] {
        switch action {
        case .viewDidLoad:
            return [.followTheme]
        case .viewWillAppear:
            // On top again: whatever was pushed has been left, and the subject detail screen's requests
            // with it.
            let leftSubjectDetail = state.subjectDetail != nil
            state.destination = nil
            if leftSubjectDetail { return [.subjectDetail(.cancelRequests)] }
            guard !state.hasAppeared else { return [] }
            state.hasAppeared = true
            return load(showingSpinner: true, &state)
        case .retryTapped:
            return load(showingSpinner: true, &state)
        case .refreshPulled, .refreshTapped:
            // A pull to refresh has its own indicator, so the loading one stays still; Refresh is a pull.
            return load(showingSpinner: false, &state)
        case .subjectsLoaded(.success(let loaded)):
            state.cells = loaded.subjects + [.more]
            state.currentPhase = loaded.currentPhase
            state.isEmptyVisible = loaded.subjects.isEmpty
            state.isListVisible = true
            finishLoading(&state)
            followLink(&state)
            return []
        case .subjectsLoaded(.failure):
            state.isErrorVisible = true
            finishLoading(&state)
            return []
        case .themeChanged(let theme):
            state.theme = theme
            return []
        case .itemSelected(let index):
            guard state.cells.indices.contains(index) else { return [] }
            let cell = state.cells[index]
            switch cell.kind {
            case .subject(let id):
                state.destination = .subjectDetail(SubjectDetailState(subjectID: id, name: cell.title))
            case .more:
                // More is on the list only once a load has succeeded, so the phase is there.
                guard let currentPhase = state.currentPhase else { return [] }
                state.destination = .allSubjects(currentPhase: currentPhase, openSubjectIDs: state.openSubjectIDs)
            }
            return []
        case .subjectDetail(let action):
            // The screen's own rules on its part of the state; a switch-off that lands there changes
            // the list here in the same step, and All Subjects opened there reads the list here, since
            // one state holds both.
            guard var detail = state.subjectDetail else { return [] }
            let effects = SubjectDetailReducer.reduce(&detail, action)
            if case .allSubjectsTapped = action {
                openAllSubjects(over: &detail, state)
            }
            state.destination = .subjectDetail(detail)
            if case .switchOffAnswered(.success) = action {
                switchedOff(subjectID: detail.subjectID, &state)
            }
            return effects.map(SubjectListEffect.subjectDetail)
        }
    }

    /// Both requests at once; the list changes again only when both have answered.
    private static func load(showingSpinner: Bool, _ state: inout SubjectListState) -> [SubjectListEffect] {
        state.isErrorVisible = false
        if showingSpinner { state.isLoading = true } else { state.isRefreshing = true }
        return [.loadSubjects]
    }

    private static func finishLoading(_ state: inout SubjectListState) {
        state.isLoading = false
        state.isRefreshing = false
    }

    /// The link is followed once, when the list first shows: the linked subject's screen comes on top
    /// as a tap on its cell puts it there, if the list shows it; otherwise the user stays on the list.
    private static func followLink(_ state: inout SubjectListState) {
        guard let id = state.linkedSubjectID else { return }
        state.linkedSubjectID = nil
        guard let cell = state.cells.first(where: { $0.kind == .subject(id: id) }) else { return }
        state.destination = .subjectDetail(SubjectDetailState(subjectID: id, name: cell.title))
    }

    /// All Subjects comes over the subject detail screen with what More would give it now: the current
    /// phase and the open subjects the list shows, a refresh that landed beneath the screen included.
    private static func openAllSubjects(over detail: inout SubjectDetailState, _ state: SubjectListState) {
        // The detail screen opens only from a list that has loaded, so the phase is there.
        guard detail.canOpenAllSubjects, let currentPhase = state.currentPhase else { return }
        detail.destination = .allSubjects(currentPhase: currentPhase, openSubjectIDs: state.openSubjectIDs)
    }

    /// A subject switched off on its detail screen leaves the list at once, with no new load: the
    /// other cells keep their order, the empty state shows if only More is left, and the detail screen
    /// is taken off the top.
    private static func switchedOff(subjectID: Int, _ state: inout SubjectListState) {
        state.cells.removeAll { $0.kind == .subject(id: subjectID) }
        state.isEmptyVisible = state.cells == [.more]
        state.destination = nil
    }
}
