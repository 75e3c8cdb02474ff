import Architectures
import SharedModel
import SharedViews
import ViewKit

/// The events whose chains to the screen claim binding-lengthens-chains compares (seeds 000, 001,
/// 002, 003): each on a real screen of an architecture, made ready so that the event alone
/// changes what the user sees.
enum ChainEvent: String, CaseIterable, Sendable {
    /// One character typed into the empty username field of the login form.
    case keystroke
    /// Submit tapped on a valid form; the login answer is held back.
    case submit
    /// Both answers of the subject list's first load landing.
    case answerLanding = "answer-landing"
    /// The model layer's theme turning from day to night over a loaded subject list.
    case themeChange = "theme-change"
    /// The first subject selected on a loaded subject list.
    case cellSelection = "cell-selection"
    /// A loaded subject list pulled to refresh, and both new answers landing: the server now
    /// offers other subjects, so every visible cell must change.
    case pullToRefresh = "pull-to-refresh"
    /// The details answer landing on the subject screen opened from a loaded subject list.
    case detailLanding = "detail-landing"
    /// Switch Off tapped on a subject's screen, and its answer landing: the screen pops and the
    /// subject list drops the subject.
    case switchOff = "switch-off"

    /// The screen, ready: what the event does, and how to check the screen showed its result.
    @MainActor
    func prepare(_ architecture: Architecture) throws(CheckFailure) -> PreparedEvent {
        switch self {
        case .keystroke:
            let login = try LoginScreenDriver(host: ScreenHost(root: architecture.makeLoginScreen(
                environment: AppEnvironment(scheduler: ImmediateScheduler()))))
            return PreparedEvent(act: { login.username.simulateTyping("a") }, check: { () throws(CheckFailure) in
                // Only the touched field is judged yet (spec §2.3): the username's message shows.
                try login.host.expect(login.instruction.text, SpecText.usernameMessage("a"), "login.instruction")
                try login.host.expect(login.submit.isEnabled, false, "login.submit enabled")
            })
        case .submit:
            let environment = AppEnvironment(scheduler: ManualScheduler())
            let login = try LoginScreenDriver(host: ScreenHost(root: architecture.makeLoginScreen(environment: environment)))
            login.username.simulateTyping(SampleData.goodCredentials.username)
            login.password.simulateTyping(SampleData.goodCredentials.password)
            return PreparedEvent(act: { login.submit.simulateTap() }, check: { () throws(CheckFailure) in
                try login.host.expect(login.instruction.text, LoginMessages.signingIn, "login.instruction")
                try login.host.expect(login.activity.isAnimating, true, "login.activity animating")
                try login.host.expect(environment.backend.requests.count, 1, "requests sent")
            })
        case .answerLanding:
            let scheduler = ManualScheduler()
            let environment = AppEnvironment(scheduler: scheduler)
            environment.signIn()
            let subjectList = try SubjectListDriver(host: ScreenHost(root: architecture.makeSubjectListScreen(environment: environment)))
            return PreparedEvent(act: { _ = scheduler.runUntilIdle() }, check: { () throws(CheckFailure) in
                try subjectList.checkLoaded(.sampleData, theme: .day)
            })
        case .themeChange:
            let (environment, subjectList) = try Self.loadedSubjectList(architecture)
            return PreparedEvent(act: { environment.themeStore.apply(.night) }, check: { () throws(CheckFailure) in
                try subjectList.checkVisibleCells(.sampleData, theme: .night)
            })
        case .cellSelection:
            let (_, subjectList) = try Self.loadedSubjectList(architecture)
            let first = subjectList.list.visibleCells.first.flatMap { $0.cell.find(SubjectListID.cellTitle, as: Label.self)?.text }
            return PreparedEvent(act: { subjectList.list.simulateSelectItem(at: 0) }, check: { () throws(CheckFailure) in
                try subjectList.host.expect(subjectList.host.navigation.viewControllers.count, 2, "screens on the stack")
                try subjectList.host.expect(subjectList.host.navigation.topViewController?.title, first, "the pushed screen's title")
            })
        case .pullToRefresh:
            let scheduler = ManualScheduler()
            let environment = AppEnvironment(scheduler: scheduler)
            environment.signIn()
            let subjectList = try SubjectListDriver(host: ScreenHost(root: architecture.makeSubjectListScreen(environment: environment)))
            _ = scheduler.runUntilIdle()
            try subjectList.checkLoaded(.sampleData, theme: .day)
            let refreshed = ExpectedList.generated(count: 3, namePrefix: "Topic")
            environment.backend.catalogue = SampleData.catalogue(count: 3, namePrefix: "Topic")
            environment.backend.settings = SampleData.settings(allOnUpTo: 3)
            return PreparedEvent(act: {
                subjectList.list.simulatePullToRefresh()
                _ = scheduler.runUntilIdle()
            }, check: { () throws(CheckFailure) in
                try subjectList.checkLoaded(refreshed, theme: .day)
                try subjectList.host.expect(environment.backend.requests.count, 4, "requests sent (two loads of two)")
            })
        case .detailLanding:
            let (scheduler, subjectList, first) = try Self.openedSubject(architecture)
            return PreparedEvent(act: { _ = scheduler.runUntilIdle() }, check: { () throws(CheckFailure) in
                try SubjectDetailDriver(host: subjectList.host).checkLoaded(id: first.id, name: first.name)
            })
        case .switchOff:
            let (scheduler, subjectList, first) = try Self.openedSubject(architecture)
            _ = scheduler.runUntilIdle()
            let detail = try SubjectDetailDriver(host: subjectList.host)
            try detail.checkLoaded(id: first.id, name: first.name)
            let remaining = ExpectedList(openSubjects: Array(ExpectedList.sampleData.openSubjects.dropFirst()))
            return PreparedEvent(act: {
                detail.switchOff.simulateTap()
                _ = scheduler.runUntilIdle()
            }, check: { () throws(CheckFailure) in
                try subjectList.host.expect(subjectList.host.navigation.viewControllers.count, 1, "screens on the stack")
                try subjectList.checkLoaded(remaining, theme: .day)
            })
        }
    }

    /// A signed-in user's loaded subject list of `architecture` with its first subject selected:
    /// the subject screen is pushed and its details request waits on the returned scheduler.
    @MainActor
    private static func openedSubject(_ architecture: Architecture) throws(CheckFailure)
        -> (ManualScheduler, SubjectListDriver, (id: Int, name: String)) {
        let scheduler = ManualScheduler()
        let environment = AppEnvironment(scheduler: scheduler)
        environment.signIn()
        let subjectList = try SubjectListDriver(host: ScreenHost(root: architecture.makeSubjectListScreen(environment: environment)))
        _ = scheduler.runUntilIdle()
        try subjectList.checkLoaded(.sampleData, theme: .day)
        subjectList.list.simulateSelectItem(at: 0)
        let pending = environment.backend.requests.filter { $0.state == .inFlight }.map(\.request.path)
        let first = ExpectedList.sampleData.openSubjects[0]
        try subjectList.host.expect(pending, [Route.subjectDetailsPath(id: first.id)], "the requests waiting")
        return (scheduler, subjectList, first)
    }

    /// A signed-in user's subject list of `architecture`, its answers landed at once and checked.
    @MainActor
    private static func loadedSubjectList(_ architecture: Architecture) throws(CheckFailure) -> (AppEnvironment, SubjectListDriver) {
        let environment = AppEnvironment(scheduler: ImmediateScheduler())
        environment.signIn()
        let subjectList = try SubjectListDriver(host: ScreenHost(root: architecture.makeSubjectListScreen(environment: environment)))
        try subjectList.checkLoaded(.sampleData, theme: .day)
        return (environment, subjectList)
    }
}
