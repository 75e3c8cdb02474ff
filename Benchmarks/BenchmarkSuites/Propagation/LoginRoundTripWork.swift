import Architectures
import SharedModel
import ViewKit

/// One login round trip with answers landing at once: tap submit, the login answer lands, the same
/// architecture's subject list is pushed, appears, sends both requests and renders their
/// answers; then the user goes back, which pops (and releases) it, so the next tap starts from the
/// same login form. One iteration is one round trip, the pop included.
@MainActor
final class LoginRoundTripWork: MeasuredWork {
    private let environment: AppEnvironment
    private let host: ScreenHost
    private let login: LoginScreenDriver
    private let subjectListType: ViewController.Type
    /// The subject list the last round trip pushed, kept only to check what it showed.
    private var lastPushed: ViewController?

    init(architecture: Architecture) throws(CheckFailure) {
        environment = AppEnvironment(scheduler: ImmediateScheduler())
        host = ScreenHost(root: architecture.makeLoginScreen(environment: environment))
        login = try LoginScreenDriver(host: host)
        // The class of this architecture's subject list; made, never shown, so it sends nothing.
        subjectListType = type(of: architecture.makeSubjectListScreen(environment: environment))
        login.username.simulateTyping(SampleData.goodCredentials.username)
        login.password.simulateTyping(SampleData.goodCredentials.password)
        try login.check(expectedForm)
    }

    private var expectedForm: LoginFormExpectation {
        LoginFormExpectation(username: SampleData.goodCredentials.username, password: SampleData.goodCredentials.password)
    }

    func run(iterations: Int) {
        let backend = environment.backend
        let navigation = host.navigation
        let submit = login.submit
        for _ in 0..<iterations {
            backend.clearRecordedRequests()
            submit.simulateTap()
            lastPushed = navigation.topViewController
            navigation.simulateBack()
        }
    }

    func check() throws(CheckFailure) {
        // The last round trip: one login, then the subject list's two requests, all answered.
        let routes = environment.backend.requests.compactMap { $0.route }
        try host.expect(routes.count, 3, "the requests of one round trip")
        try host.expect(routes.first, .login, "the first request of a round trip")
        try host.expect(Set(routes.dropFirst()), [.subjects, .userSubjects], "the subject list's requests")
        try host.expect(environment.backend.requests.allSatisfy { $0.state == .answered }, true, "every request answered")
        guard let pushed = lastPushed, type(of: pushed) == subjectListType else {
            throw CheckFailure(
                "the screen pushed after login is \(lastPushed.map { "\(type(of: $0))" } ?? "none"), not \(subjectListType)",
                rendering: host.rendering
            )
        }
        try host.expect(pushed.title, SpecText.subjectListTitle, "the pushed screen's title")
        let subjectList = try SubjectListDriver(host: host, root: pushed.view)
        try subjectList.checkLoaded(.sampleData, theme: .day)
        // Back on the login form, which shows what it showed before the tap.
        try login.check(expectedForm)
    }
}
