// A presenter under test: the real shared model layer over the fake backend, a manual scheduler that
// holds every answer until the test releases it, and a spy in place of the view.
@testable import MVP
import SharedModel

/// The login presenter, wired to a spy view, after its view has loaded.
@MainActor
struct LoginFixture {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let presenter: LoginPresenter
    let view = SpyLoginView()

    init(linkedSubjectID: Int? = nil) {
        environment = AppEnvironment(scheduler: scheduler)
        presenter = LoginPresenter(environment: environment, linkedSubjectID: linkedSubjectID)
        presenter.view = view
        presenter.viewDidLoad()
    }

    var backend: FakeBackend { environment.backend }

    func type(username: String, password: String) {
        presenter.usernameChanged(to: username)
        presenter.passwordChanged(to: password)
    }

    /// Types good credentials and taps submit; the request stays in flight.
    func submitGoodCredentials() {
        type(username: SampleData.goodCredentials.username, password: SampleData.goodCredentials.password)
        presenter.submitTapped()
    }

    /// Lets every answer in flight land.
    func answer() { scheduler.runUntilIdle() }
}

/// The subject list presenter of a signed-in user, wired to a spy view, after its view has loaded.
@MainActor
struct SubjectListFixture {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let presenter: SubjectListPresenter
    let view = SpySubjectListView()

    init(signedIn: Bool = true, linkedSubjectID: Int? = nil) {
        environment = AppEnvironment(scheduler: scheduler)
        if signedIn { environment.signIn() }
        presenter = SubjectListPresenter(environment: environment, linkedSubjectID: linkedSubjectID)
        presenter.view = view
        presenter.viewDidLoad()
    }

    var backend: FakeBackend { environment.backend }

    func answer() { scheduler.runUntilIdle() }

    /// Appears and lets the first load land.
    func loadOnce() {
        presenter.viewWillAppear()
        answer()
    }

    /// How many requests each endpoint of the list has received.
    var requestCounts: (subjects: Int, userSubjects: Int) {
        (backend.requests(to: .subjects).count, backend.requests(to: .userSubjects).count)
    }

    /// A subject's presenter reporting to this list's presenter, as the assembly wires them, with its
    /// details landed (and whatever else was in flight). The caller keeps both: the presenter holds
    /// its view and its delegate weakly.
    func openSubject(_ id: Int) -> (presenter: SubjectDetailPresenter, view: SpySubjectDetailView) {
        let subject = SubjectDetailPresenter(environment: environment, subjectID: id)
        let detailView = SpySubjectDetailView()
        subject.view = detailView
        subject.delegate = presenter
        subject.viewDidLoad()
        subject.viewWillAppear()
        answer()
        return (subject, detailView)
    }
}

/// The subject detail presenter of Physics for a signed-in user, wired to a spy view and a spy
/// delegate, after its view has loaded.
@MainActor
struct SubjectDetailFixture {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let presenter: SubjectDetailPresenter
    let view = SpySubjectDetailView()
    let delegate = SpySubjectDetailDelegate()

    init(signedIn: Bool = true, theme: Theme = .day) {
        environment = AppEnvironment(scheduler: scheduler, theme: theme)
        if signedIn { environment.signIn() }
        presenter = SubjectDetailPresenter(environment: environment, subjectID: physics.id)
        presenter.view = view
        presenter.delegate = delegate
        presenter.viewDidLoad()
    }

    var backend: FakeBackend { environment.backend }

    func answer() { scheduler.runUntilIdle() }

    /// Appears and lets the details land.
    func loadOnce() {
        presenter.viewWillAppear()
        answer()
    }
}

/// The All Subjects presenter of a junior-phase user with Math and Physics open, in an app opened from
/// a link to `linkedSubjectID`, if any, wired to a spy view, after its view has loaded.
@MainActor
struct AllSubjectsFixture {
    let scheduler = ManualScheduler()
    let environment: AppEnvironment
    let presenter: AllSubjectsPresenter
    let view = SpyAllSubjectsView()

    init(theme: Theme = .day, linkedSubjectID: Int? = nil) {
        environment = AppEnvironment(scheduler: scheduler, theme: theme)
        presenter = AllSubjectsPresenter(environment: environment, currentPhase: .junior, openSubjectIDs: [1, physics.id],
                                         linkedSubjectID: linkedSubjectID)
        presenter.view = view
        presenter.viewDidLoad()
    }

    var backend: FakeBackend { environment.backend }

    func answer() { scheduler.runUntilIdle() }

    /// Appears and lets the catalogue land.
    func loadOnce() {
        presenter.viewWillAppear()
        answer()
    }
}

/// The titles the sample data opens for the sample user, then More.
let sampleTitles = ["Math", "Chinese", "English", "Physics", "History", "More"]

/// The fourth subject of the sample data, open for the sample user; the server gives it 10 chapters.
let physics = SampleData.catalogue[3]
