// Role: assembly
// VIPER's entry point for the catalogue. Each screen is a module of five parts (View, Interactor,
// Presenter, Entity, Router) put together by its builder; the app's composition happens here, where
// the login module is told which builder makes the screen after a login. The entities are the shared
// model layer's (Credentials, Session, Subject, UserSubjectSettings): VIPER adds none of its own.
import SharedModel
import SharedViews
import ViewKit

/// Builds VIPER's two screens.
public enum VIPERArchitecture: ScreenFactory {
    public static func makeLoginScreen(environment: AppEnvironment) -> ViewController {
        LoginModuleBuilder(environment: environment,
                           subjectList: SubjectListModuleBuilder(environment: environment)).build()
    }

    public static func makeSubjectListScreen(environment: AppEnvironment) -> ViewController {
        SubjectListModuleBuilder(environment: environment).build()
    }
}
