import Architectures
import BenchmarkCore
import SharedModel
import SharedViews
import ViewKit

/// What stays alive when a screen goes while its requests fly (seed 002): the three ways a screen
/// can hear back, alone on the smallest screen (``LoadingScreen``), then the real login screen
/// and subject list of every architecture. Deterministic: the clock is a manual scheduler's.
@MainActor
public enum LifetimeSuite {
    /// The suite name.
    public nonisolated static let suite = "lifetime"

    /// The styles, then both screens of every architecture in `architectures`.
    public static func cases(architectures: [Architecture]) -> [any BenchmarkCase] {
        var cases: [any BenchmarkCase] = LoadingScreen.Style.allCases.map(styleCase)
        cases += architectures.map(loginCase)
        cases += architectures.map(subjectListCase)
        return cases
    }

    static let note = "lifetime: a screen pushed over a blank root, its requests sent, then popped while they fly; the "
        + "fake backend answers after 300 ms, and the manual scheduler then moves in ticks of 50 ms. alive after pop = "
        + "the screen object still exists just after the pop; ticks until freed = ticks until it no longer does (0: at "
        + "once); requests cancelled and answers after pop count the requests in flight at the pop; callbacks after pop "
        + "= answers the screen's own code handled once popped (measured on the benchmark's own loading screen only)."

    private static func styleCase(_ style: LoadingScreen.Style) -> LifetimeCase {
        LifetimeCase(
            identity: CaseIdentity(suite: suite, caseName: "pop-while-loading/\(style.rawValue)"),
            requestsInFlight: 1,
            note: note
        ) {
            let scheduler = ManualScheduler()
            let environment = AppEnvironment(scheduler: scheduler)
            let log = LoadingScreen.Log()
            let figures = PopWhileLoading(environment: environment, scheduler: scheduler) {
                LoadingScreen(style: style, environment: environment, log: log)
            }
            return (figures, log.answersAfterPop)
        }
    }

    private static func loginCase(_ architecture: Architecture) -> LifetimeCase {
        // Mid sign-in: good credentials typed and submitted, the login request out.
        screenCase(architecture, "login", requestsInFlight: 1, signedIn: false,
                   make: architecture.makeLoginScreen(environment:)) { screen in
            let credentials = SampleData.goodCredentials
            screen.view.find(LoginID.username, as: TextField.self)?.simulateTyping(credentials.username)
            screen.view.find(LoginID.password, as: TextField.self)?.simulateTyping(credentials.password)
            screen.view.find(LoginID.submit, as: Button.self)?.simulateTap()
        }
    }

    private static func subjectListCase(_ architecture: Architecture) -> LifetimeCase {
        // Both requests go out as the screen first appears.
        screenCase(architecture, "subject-list", requestsInFlight: 2, signedIn: true,
                   make: architecture.makeSubjectListScreen(environment:)) { _ in }
    }

    /// `pop-while-loading/<screen>` for `architecture`: the screen `make` builds, acted on by `start`.
    private static func screenCase(
        _ architecture: Architecture,
        _ screen: String,
        requestsInFlight: Int,
        signedIn: Bool,
        make: @escaping @MainActor (AppEnvironment) -> ViewController,
        start: @escaping @MainActor (ViewController) -> Void
    ) -> LifetimeCase {
        LifetimeCase(
            identity: CaseIdentity(suite: suite, caseName: "pop-while-loading/\(screen)", architecture: architecture.displayName),
            requestsInFlight: requestsInFlight,
            note: note
        ) {
            let scheduler = ManualScheduler()
            let environment = AppEnvironment(scheduler: scheduler)
            if signedIn {
                environment.signIn()
            }
            let figures = PopWhileLoading(environment: environment, scheduler: scheduler) {
                make(environment)
            } start: { screen in
                start(screen)
            }
            return (figures, nil)
        }
    }
}
