import Architectures
import SharedModel
import Testing
import ViewKit

/// One architecture's app started as a user starts it (docs/SPEC.md §7.4): from its icon or from a
/// link, with a session kept from an earlier launch or without, over a fake backend whose answers
/// land only when the test runs the manual scheduler, or at once. Read and driven only through what
/// a user sees and does.
@MainActor
final class LaunchedApp {
    let scheduler: ManualScheduler
    let environment: AppEnvironment
    let navigation: NavigationController
    private let window: Window

    /// Starts the app, after `prepare` has set the server up for the requests it sends at once.
    init(_ architecture: Architecture, link: String?, signedIn: Bool, timing: AnswerTiming = .later,
         prepare: (FakeBackend) -> Void = { _ in }) {
        let manual = ManualScheduler()
        scheduler = manual
        environment = AppEnvironment(scheduler: timing.scheduler(manual: manual))
        if signedIn { environment.signIn() }
        prepare(environment.backend)
        navigation = architecture.makeApp(environment: environment, link: link)
        window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
    }

    /// The app opened from `link` and brought to its loaded list by `approach` (§7, *every timing*):
    /// with a session kept, or through a login when the approach comes to the list again; after a
    /// first load that failed and Retry.
    static func opened(from link: String, _ architecture: Architecture, by approach: Approach) throws -> LaunchedApp {
        let signedIn = approach.way != .afterComingBack
        let app = LaunchedApp(architecture, link: link, signedIn: signedIn, timing: approach.timing) {
            if approach.way == .afterFailureAndRetry { $0.inject(.noConnection, on: .userSubjects, once: true) }
        }
        if !signedIn { try app.logIn() }
        app.settle()
        if approach.way == .afterFailureAndRetry {
            #expect(app.titles == ["Practice"], "the failed load leaves the list alone:\n\(app.rendering)")
            try app.widget("subjectList.retry", as: Button.self).simulateTap()
            app.settle()
        }
        return app
    }

    var backend: FakeBackend { environment.backend }
    /// The screens on the stack, bottom first, by their titles.
    var titles: [String] { navigation.titles }
    var rendering: String { navigation.renderScreen() }

    /// Lets every answer in flight land.
    func settle() { scheduler.runUntilIdle() }

    /// The widget `identifier` of the screen on top.
    func widget<W: View>(_ identifier: String, as type: W.Type = W.self) throws -> W {
        try #require(navigation.topViewController, "no screen shows").view.widget(identifier, as: type)
    }

    /// Types the good account's username and `password` into the login form on top and taps Log In.
    func logIn(password: String = SampleData.goodCredentials.password) throws {
        try widget("login.username", as: TextField.self).simulateTyping(SampleData.goodCredentials.username)
        try widget("login.password", as: TextField.self).simulateTyping(password)
        try widget("login.submit", as: Button.self).simulateTap()
    }

    /// The titles of the subject list's cells, as the screen on top shows them; none while it is hidden.
    func listTitles() throws -> [String] {
        let list = try widget("subjectList.list", as: CollectionView.self)
        guard list.isVisibleInTree else { return [] }
        return try list.visibleCells.map { try ShownCell(index: $0.index, cell: $0.cell).title }
    }

    /// The subject detail screen on top.
    func subjectDetail() throws -> SubjectDetailScreen {
        SubjectDetailScreen(controller: try #require(navigation.topViewController, "no screen shows"))
    }

    /// Opens All Subjects as a user does and returns it: More on the subject list on top (§7.5), or the
    /// All Subjects button of `subject` (§7.7).
    func openAllSubjects(from subject: SubjectDetailScreen? = nil) throws -> AllSubjectsScreen {
        let below = titles.count
        if let subject {
            try subject.allSubjects().simulateTap()
        } else {
            let list = try widget("subjectList.list", as: CollectionView.self)
            try #require(try list.selectCell(titled: "More"), "no More on screen:\n\(rendering)")
        }
        let top = try #require(titles.count > below ? navigation.topViewController : nil, "nothing pushed:\n\(rendering)")
        return AllSubjectsScreen(controller: top)
    }
}
