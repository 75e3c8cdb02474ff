// Role: assembly
// Clean Swift's entry point for the catalogue: each screen is a scene, put together by its
// configurator.
import SharedModel
import SharedViews
import ViewKit

/// Builds the two scenes of Clean Swift (VIP).
public enum VIPArchitecture: ScreenFactory {
    public static func makeLoginScreen(environment: AppEnvironment) -> ViewController {
        LoginConfigurator.makeScene(environment: environment)
    }

    public static func makeSubjectListScreen(environment: AppEnvironment) -> ViewController {
        SubjectListConfigurator.makeScene(environment: environment)
    }
}
