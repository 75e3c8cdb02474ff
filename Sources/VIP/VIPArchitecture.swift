// Role: assembly
// Clean Swift's entry point for the catalogue: each screen is a scene, put together by its
// configurator.
import SharedModel
import SharedViews
import ViewKit

/// Builds the scenes of Clean Swift (VIP), and the app as it starts.
public enum VIPArchitecture: ScreenFactory {
    public static func makeLoginScreen(environment: AppEnvironment) -> ViewController {
        LoginConfigurator.makeScene(environment: environment)
    }

    public static func makeSubjectListScreen(environment: AppEnvironment) -> ViewController {
        SubjectListConfigurator.makeScene(environment: environment)
    }

    /// The first scene takes the linked subject into its data store, as a router passes data into the
    /// scene it opens: the subject list scene follows the link when its list first shows, the login scene
    /// hands it on to the subject list scene a login pushes. It goes in twice, for two uses that part: as
    /// the link to follow, which the list's first load follows or drops, and as the subject to mark, which
    /// every All Subjects of the run marks, so the scenes on the way there keep it and pass it on.
    public static func makeApp(environment: AppEnvironment, link: String?) -> NavigationController {
        let linkedSubjectID = AppLink.subjectID(in: link)
        let first: ViewController
        if environment.sessionStore.session == nil {
            let login = LoginConfigurator.makeScene(environment: environment)
            login.router?.dataStore?.linkedSubjectID = linkedSubjectID
            login.router?.dataStore?.markedSubjectID = linkedSubjectID
            first = login
        } else {
            let subjectList = SubjectListConfigurator.makeScene(environment: environment)
            subjectList.router?.dataStore?.linkedSubjectID = linkedSubjectID
            subjectList.router?.dataStore?.markedSubjectID = linkedSubjectID
            first = subjectList
        }
        return NavigationController(rootViewController: first)
    }
}
