// Role: assembly
// VIPER's entry point for the catalogue. Each screen is a module of five parts (View, Interactor,
// Presenter, Entity, Router) put together by its builder; the app's composition happens here, where
// the login module is told which builder makes the screen after a login, the subject list module which
// builders make the subject detail screen and All Subjects, and the subject detail module which builder
// makes All Subjects. The entities are the shared model layer's (Credentials, Session, Subject,
// UserSubjectSettings, SubjectDetails): VIPER adds none of its own.
import SharedModel
import SharedViews
import ViewKit

/// Builds VIPER's two screens.
public enum VIPERArchitecture: ScreenFactory {
    public static func makeLoginScreen(environment: AppEnvironment) -> ViewController {
        LoginModuleBuilder(environment: environment, subjectList: subjectListBuilder(environment: environment)).build()
    }

    public static func makeSubjectListScreen(environment: AppEnvironment) -> ViewController {
        subjectListBuilder(environment: environment).build()
    }

    /// The app as it starts: the app's router, given the builders of both first screens, builds one.
    public static func makeApp(environment: AppEnvironment, link: String?) -> NavigationController {
        let subjectList = subjectListBuilder(environment: environment)
        return AppRouter(sessionStore: environment.sessionStore,
                         login: LoginModuleBuilder(environment: environment, subjectList: subjectList),
                         subjectList: subjectList).makeRoot(link: link)
    }

    /// The subject list module, told which builders make the subject detail screen and All Subjects it opens;
    /// the subject detail screen opens All Subjects too, made by the same builder.
    private static func subjectListBuilder(environment: AppEnvironment) -> SubjectListModuleBuilder {
        let allSubjects = AllSubjectsModuleBuilder(environment: environment)
        return SubjectListModuleBuilder(environment: environment,
                                        subjectDetail: SubjectDetailModuleBuilder(environment: environment,
                                                                                  allSubjects: allSubjects),
                                        allSubjects: allSubjects)
    }
}
