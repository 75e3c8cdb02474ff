// Role: assembly
// VIPER's entry point for the catalogue. Each screen is a module of five parts (View, Interactor,
// Presenter, Entity, Router) put together by its builder; the app's composition happens here, where
// the login module is told which builder makes the screen after a login, the subject list module which
// builders make the subject detail screen and All Subjects, the subject detail module which builder
// makes All Subjects, and, in the app, that builder which subject the app's link names. The entities
// are the shared model layer's (Credentials, Session, Subject, UserSubjectSettings, SubjectDetails):
// VIPER adds none of its own.
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

    /// The app as it starts: the app's router, given the builders of both first screens, builds one. The
    /// link's subject is kept for the whole run by the one All Subjects builder every module of the app
    /// shares, so every All Subjects marks it, whatever the subject list does with the link.
    public static func makeApp(environment: AppEnvironment, link: String?) -> NavigationController {
        let subjectList = subjectListBuilder(environment: environment, linkedSubjectID: AppLink.subjectID(in: link))
        return AppRouter(sessionStore: environment.sessionStore,
                         login: LoginModuleBuilder(environment: environment, subjectList: subjectList),
                         subjectList: subjectList).makeRoot(link: link)
    }

    /// The subject list module, told which builders make the subject detail screen and All Subjects it opens;
    /// the subject detail screen opens All Subjects too, made by the same builder, which marks
    /// `linkedSubjectID`: none for the screens built alone, which have no link.
    private static func subjectListBuilder(environment: AppEnvironment,
                                           linkedSubjectID: Int? = nil) -> SubjectListModuleBuilder {
        let allSubjects = AllSubjectsModuleBuilder(environment: environment, linkedSubjectID: linkedSubjectID)
        return SubjectListModuleBuilder(environment: environment,
                                        subjectDetail: SubjectDetailModuleBuilder(environment: environment,
                                                                                  allSubjects: allSubjects),
                                        allSubjects: allSubjects)
    }
}
