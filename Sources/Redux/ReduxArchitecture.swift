// Role: assembly
// The Redux-style entry point for the catalogue: each screen is a store over its feature's reducer and
// effect runner, handed to its view controller.
import SharedModel
import SharedViews
import ViewKit

/// Builds the two screens of the Redux-style store.
public enum ReduxArchitecture: ScreenFactory {
    public static func makeLoginScreen(environment: AppEnvironment) -> ViewController {
        let store = Store<LoginReducer>(initialState: LoginState(), effects: LoginEffects(environment: environment))
        return LoginViewController(store: store) { makeSubjectListScreen(environment: environment) }
    }

    public static func makeSubjectListScreen(environment: AppEnvironment) -> ViewController {
        let store = Store<SubjectListReducer>(initialState: SubjectListState(theme: environment.themeStore.current),
                                              effects: SubjectListEffects(environment: environment))
        return SubjectListViewController(store: store)
    }
}
