import Architectures
import SharedModel
import ViewKit

/// The states of the screens a user meets, each reached on a real screen by doing what a user
/// does (typing, tapping) against the fake backend, and checked before it is drawn. The comparison
/// page draws each once, after checking every architecture draws it the same.
enum ScreenState: String, CaseIterable, Sendable {
    case loginEmpty = "login-empty"
    case loginInvalid = "login-invalid"
    case loginSigningIn = "login-signing-in"
    case loginFailed = "login-failed"
    case listLoading = "list-loading"
    case listLoaded = "list-loaded"
    case listEmpty = "list-empty"
    case listFailed = "list-failed"
    case subjectLoaded = "subject-loaded"
    case allSubjectsLoaded = "all-subjects-loaded"

    /// The login form's states, in the order a user meets them.
    static let loginStates: [ScreenState] = [.loginEmpty, .loginInvalid, .loginSigningIn, .loginFailed]
    /// The subject list's states.
    static let listStates: [ScreenState] = [.listLoading, .listLoaded, .listEmpty, .listFailed]
    /// The screens the list leads to, loaded.
    static let pushedStates: [ScreenState] = [.subjectLoaded, .allSubjectsLoaded]

    /// The screen and state in a few words, for a table's heading.
    var heading: String {
        switch self {
        case .loginEmpty: "Login: empty"
        case .loginInvalid: "Login: invalid"
        case .loginSigningIn: "Login: signing in"
        case .loginFailed: "Login: failed"
        case .listLoading: "Subject list: loading"
        case .listLoaded: "Subject list: loaded"
        case .listEmpty: "Subject list: empty"
        case .listFailed: "Subject list: failed"
        case .subjectLoaded: "Subject screen: loaded"
        case .allSubjectsLoaded: "All Subjects: loaded"
        }
    }

    /// What the drawing shows, in words (its caption and its label for screen readers).
    var caption: String {
        switch self {
        case .loginEmpty: "Login, empty: nothing typed, Log In disabled"
        case .loginInvalid: "Login, invalid: a username too short, its message shown"
        case .loginSigningIn: "Login, signing in: the answer is on its way"
        case .loginFailed: "Login, failed: the server refused the password"
        case .listLoading: "Subject list, loading: neither answer has landed"
        case .listLoaded: "Subject list, loaded: the open subjects, then More"
        case .listEmpty: "Subject list, empty: no subject is open"
        case .listFailed: "Subject list, failed: no connection, Retry offered"
        case .subjectLoaded: "Subject screen, loaded: the first subject's description and chapters, Switch Off offered"
        case .allSubjectsLoaded: "All Subjects, loaded: the catalogue for the list's phase, the open subjects ticked"
        }
    }

    /// The screen of `architecture` in this state, checked. The returned host keeps it on screen.
    @MainActor
    func show(_ architecture: Architecture) throws(CheckFailure) -> ScreenHost {
        let scheduler = ManualScheduler()
        let environment = AppEnvironment(scheduler: scheduler)
        let good = SampleData.goodCredentials
        switch self {
        case .loginEmpty:
            let login = try LoginScreenDriver(host: ScreenHost(root: architecture.makeLoginScreen(environment: environment)))
            // Nothing touched yet, so nothing judged (spec §2.3): no message, Log In disabled.
            try login.host.expect(login.instruction.text, "", "login.instruction")
            try login.host.expect(login.submit.isEnabled, false, "login.submit enabled")
            return login.host
        case .loginInvalid:
            let login = try LoginScreenDriver(host: ScreenHost(root: architecture.makeLoginScreen(environment: environment)))
            login.username.simulateTyping("stu")
            try login.host.expect(login.instruction.text, SpecText.usernameTooShort, "login.instruction")
            return login.host
        case .loginSigningIn:
            let login = try LoginScreenDriver(host: ScreenHost(root: architecture.makeLoginScreen(environment: environment)))
            login.username.simulateTyping(good.username)
            login.password.simulateTyping(good.password)
            login.submit.simulateTap()
            try login.host.expect(login.activity.isAnimating, true, "login.activity animating")
            return login.host
        case .loginFailed:
            let login = try LoginScreenDriver(host: ScreenHost(root: architecture.makeLoginScreen(environment: environment)))
            login.username.simulateTyping(good.username)
            login.password.simulateTyping("not-the-password")
            login.submit.simulateTap()
            _ = scheduler.runUntilIdle()
            try login.host.expect(login.instruction.text, LoginMessages.wrongCredentials, "login.instruction")
            return login.host
        case .listLoading:
            let subjectList = try Self.subjectList(architecture, environment: environment)
            try subjectList.host.expect(subjectList.loading.isAnimating, true, "subjectList.loading animating")
            return subjectList.host
        case .listLoaded:
            let subjectList = try Self.subjectList(architecture, environment: environment)
            _ = scheduler.runUntilIdle()
            try subjectList.checkLoaded(.sampleData, theme: .day)
            return subjectList.host
        case .listEmpty:
            environment.backend.settings = UserSubjectSettings(currentPhase: .junior, entries: [])
            let subjectList = try Self.subjectList(architecture, environment: environment)
            _ = scheduler.runUntilIdle()
            try subjectList.checkLoaded(ExpectedList(openSubjects: []), theme: .day)
            return subjectList.host
        case .listFailed:
            environment.backend.inject(.noConnection, on: .subjects)
            let subjectList = try Self.subjectList(architecture, environment: environment)
            _ = scheduler.runUntilIdle()
            try subjectList.host.expect(subjectList.error.isVisibleInTree, true, "subjectList.error visible")
            try subjectList.host.expect(subjectList.retry.isVisibleInTree, true, "subjectList.retry visible")
            return subjectList.host
        case .subjectLoaded:
            let subjectList = try Self.loadedSubjectList(architecture, environment: environment, scheduler: scheduler)
            subjectList.list.simulateSelectItem(at: 0)
            _ = scheduler.runUntilIdle()
            let first = ExpectedList.sampleData.openSubjects[0]
            try SubjectDetailDriver(host: subjectList.host).checkLoaded(id: first.id, name: first.name)
            return subjectList.host
        case .allSubjectsLoaded:
            let subjectList = try Self.loadedSubjectList(architecture, environment: environment, scheduler: scheduler)
            // More is the last item, after the open subjects.
            subjectList.list.simulateSelectItem(at: ExpectedList.sampleData.openSubjects.count)
            _ = scheduler.runUntilIdle()
            let navigation = subjectList.host.navigation
            try subjectList.host.expect(navigation.viewControllers.count, 2, "screens on the stack after More")
            try subjectList.host.expect(navigation.topViewController?.title, SpecText.allSubjectsTitle, "the screen More opens")
            return subjectList.host
        }
    }

    /// A signed-in user's subject list of `architecture`, its answers landed and checked.
    @MainActor
    private static func loadedSubjectList(_ architecture: Architecture, environment: AppEnvironment,
                                          scheduler: ManualScheduler) throws(CheckFailure) -> SubjectListDriver {
        let subjectList = try subjectList(architecture, environment: environment)
        _ = scheduler.runUntilIdle()
        try subjectList.checkLoaded(.sampleData, theme: .day)
        return subjectList
    }

    /// A signed-in user's subject list of `architecture`, shown: its two requests are sent.
    @MainActor
    private static func subjectList(_ architecture: Architecture, environment: AppEnvironment) throws(CheckFailure) -> SubjectListDriver {
        environment.signIn()
        return try SubjectListDriver(host: ScreenHost(root: architecture.makeSubjectListScreen(environment: environment)))
    }
}
