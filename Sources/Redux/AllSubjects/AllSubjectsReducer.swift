// Role: logic
// The All Subjects reducer: the rules of the All Subjects screen, as one pure function from its state
// and an action to the next state and the effects to run. A test gives it actions and compares whole
// states.
import SharedModel

enum AllSubjectsReducer: Reducer {
    static func reduce(_ state: inout AllSubjectsState, _ action: AllSubjectsAction) -> [AllSubjectsEffect] {
        switch action {
        case .viewDidLoad:
            return [.followTheme]
        case .viewWillAppear:
            guard !state.hasAppeared else { return [] }
            state.hasAppeared = true
            return load(&state)
        case .retryTapped:
            // Retry shows only after a failed load.
            guard state.isErrorVisible else { return [] }
            return load(&state)
        case .catalogueLoaded(.success(let catalogue)):
            state.isLoading = false
            state.subjects = catalogue.filter { $0.phases.contains(state.currentPhase) }
            return []
        case .catalogueLoaded(.failure):
            state.isLoading = false
            state.isErrorVisible = true
            return []
        case .themeChanged(let theme):
            state.theme = theme
            return []
        }
    }

    /// Asks for the catalogue, hiding a failed load's error and Retry.
    private static func load(_ state: inout AllSubjectsState) -> [AllSubjectsEffect] {
        state.isErrorVisible = false
        state.isLoading = true
        return [.loadCatalogue]
    }
}
