// Role: assembly
// The Redux-style entry point for the catalogue: each screen is a store over its feature's reducer and
// effect runner, handed to its view controller.
import SharedModel
import SharedViews
import ViewKit

/// Builds the screens of the Redux-style store, and the app as it starts.
public enum ReduxArchitecture: ScreenFactory {
    public static func makeLoginScreen(environment: AppEnvironment) -> ViewController {
        makeLoginScreen(environment: environment, linkedSubjectID: nil)
    }

    public static func makeSubjectListScreen(environment: AppEnvironment) -> ViewController {
        makeSubjectListScreen(environment: environment, linkedSubjectID: nil, markedSubjectID: nil)
    }

    /// The link is initial state: the first screen's store starts with the linked subject to follow, and
    /// every All Subjects store of the run with the same subject to mark. The builders keep that one for
    /// the whole run, since the login and the subject list drop theirs.
    public static func makeApp(environment: AppEnvironment, link: String?) -> NavigationController {
        let linkedSubjectID = AppLink.subjectID(in: link)
        let first = environment.sessionStore.session == nil
            ? makeLoginScreen(environment: environment, linkedSubjectID: linkedSubjectID)
            : makeSubjectListScreen(environment: environment, linkedSubjectID: linkedSubjectID,
                                    markedSubjectID: linkedSubjectID)
        return NavigationController(rootViewController: first)
    }

    private static func makeLoginScreen(environment: AppEnvironment, linkedSubjectID: Int?) -> ViewController {
        let store = Store<LoginReducer>(initialState: LoginState(linkedSubjectID: linkedSubjectID),
                                        effects: LoginEffects(environment: environment))
        // The list follows what the login still holds, and marks in All Subjects what the app was opened with.
        return LoginViewController(store: store) {
            makeSubjectListScreen(environment: environment, linkedSubjectID: $0, markedSubjectID: linkedSubjectID)
        }
    }

    /// - Parameters:
    ///   - linkedSubjectID: The subject the list's first successful load is to open, if any.
    ///   - markedSubjectID: The subject of the link the app was opened with, which every All Subjects
    ///     the list or its subject screen opens marks; nil for a screen built alone.
    private static func makeSubjectListScreen(environment: AppEnvironment, linkedSubjectID: Int?,
                                              markedSubjectID: Int?) -> ViewController {
        let store = Store<SubjectListReducer>(initialState: SubjectListState(theme: environment.themeStore.current,
                                                                             linkedSubjectID: linkedSubjectID),
                                              effects: SubjectListEffects(environment: environment))
        return SubjectListViewController(store: store) {
            makeAllSubjectsScreen(environment: environment, currentPhase: $0, openSubjectIDs: $1,
                                  linkedSubjectID: markedSubjectID)
        }
    }

    private static func makeAllSubjectsScreen(environment: AppEnvironment, currentPhase: Phase,
                                              openSubjectIDs: Set<Int>, linkedSubjectID: Int?) -> ViewController {
        let store = Store<AllSubjectsReducer>(initialState: AllSubjectsState(currentPhase: currentPhase,
                                                                             openSubjectIDs: openSubjectIDs,
                                                                             linkedSubjectID: linkedSubjectID,
                                                                             theme: environment.themeStore.current),
                                              effects: AllSubjectsEffects(environment: environment))
        return AllSubjectsViewController(store: store)
    }
}
