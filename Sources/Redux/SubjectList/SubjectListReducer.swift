// Role: logic
// The Practice reducer: the rules of the Practice screen, as one pure function from the state and an
// action to the next state and the effects to run; only waiting for both answers lives in the effect
// runner, which sends one action once both have landed. A test gives it actions and compares whole
// states.
import SharedModel

enum SubjectListReducer: Reducer {
    static func reduce(_ state: inout SubjectListState, _ action: SubjectListAction) -> [SubjectListEffect] {
        switch action {
        case .viewDidLoad:
            return [.followTheme]
        case .viewWillAppear:
            // On top again: whatever was pushed has been left.
            state.destination = nil
            guard !state.hasAppeared else { return [] }
            state.hasAppeared = true
            return load(showingSpinner: true, &state)
        case .retryTapped:
            return load(showingSpinner: true, &state)
        case .refreshPulled:
            // A pull to refresh has its own indicator, so the loading one stays still.
            return load(showingSpinner: false, &state)
        case .subjectsLoaded(.success(let subjects)):
            state.cells = subjects + [.more]
            state.isEmptyVisible = subjects.isEmpty
            state.isListVisible = true
            finishLoading(&state)
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
            state.destination = switch cell.kind {
            case .subject: .subject(name: cell.title)
            case .more: .settings
            }
            return []
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
}
