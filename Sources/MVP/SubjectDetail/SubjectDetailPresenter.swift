// Role: logic
// MVP's presenter for the subject detail screen. It owns both API managers and is their delegate,
// loads the details on the first appearance and on Retry, reads them with the shared reformer,
// switches the subject off, follows the theme, and tells its delegate, the list's presenter, once the
// subject is off and when the user asks for All Subjects. The view controller only shows what it is
// told and reports what the user does.
import SharedModel

/// Runs the subject detail screen: the details, their failure and retry, the theme, the switch-off
/// and the way to All Subjects.
@MainActor
final class SubjectDetailPresenter {
    /// The screen this presenter drives. Weak: the view controller owns its presenter, not the reverse.
    weak var view: (any SubjectDetailViewProtocol)?
    /// Hears of the switch-off: the list's presenter, which belongs to the list's screen, not to this one.
    weak var delegate: (any SubjectDetailPresenterDelegate)?

    private let subjectID: Int
    private let themeStore: ThemeStore
    private let detailsManager: SubjectDetailsAPIManager
    private let switchOffManager: SwitchOffAPIManager
    private var themeObservation: ThemeObservation?

    // Role: state
    private var hasAppeared = false

    // Role: assembly
    init(environment: AppEnvironment, subjectID: Int) {
        self.subjectID = subjectID
        themeStore = environment.themeStore
        detailsManager = SubjectDetailsAPIManager(transport: environment.transport)
        switchOffManager = SwitchOffAPIManager(transport: environment.transport, sessionStore: environment.sessionStore)
        // Role: glue
        detailsManager.delegate = self
        switchOffManager.delegate = self
    }

    // Role: logic
    /// The view is ready: it wears the theme from the start.
    func viewDidLoad() {
        followTheme()
    }

    /// The details load on the first appearance only.
    func viewWillAppear() {
        guard !hasAppeared else { return }
        hasAppeared = true
        loadDetails()
    }

    func retryTapped() { loadDetails() }

    /// One switch-off at a time: Switch Off greys and spins at once, and an earlier failure goes.
    func switchOffTapped() {
        guard !switchOffManager.isLoading else { return }
        view?.hideFailure()
        view?.showSwitching(true)
        switchOffManager.switchOff(subjectID: subjectID)
    }

    /// All Subjects needs the phase and the open subjects the list beneath shows now, which only the
    /// list's presenter keeps: it opens the screen. Not while a switch-off is in flight, whose landing
    /// pops this screen.
    func allSubjectsTapped() {
        guard !switchOffManager.isLoading else { return }
        delegate?.subjectDetailPresenterDidAskForAllSubjects(self)
    }

    private func loadDetails() {
        view?.hideFailure()
        view?.showLoading(true)
        detailsManager.loadDetails(subjectID: subjectID)
    }

    private func detailsLanded(_ details: SubjectDetails) {
        view?.showLoading(false)
        view?.showDetails(description: details.description, chapterCount: details.chapterCount)
    }

    private func detailsFailed() {
        view?.showLoading(false)
        view?.showLoadFailure()
    }

    /// The server has it off: the screen beneath decides what follows.
    private func switchedOff() {
        view?.showSwitching(false)
        delegate?.subjectDetailPresenter(self, didSwitchOffSubject: subjectID)
    }

    private func switchOffFailed() {
        view?.showSwitching(false)
        view?.showSwitchOffFailure()
    }

    // Role: glue
    private func followTheme() {
        view?.showTheme(themeStore.current)
        themeObservation = themeStore.observe { [weak self] theme in self?.view?.showTheme(theme) }
    }
}

extension SubjectDetailPresenter: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) {
        if manager === switchOffManager {
            switchedOff()
        } else {
            do {
                detailsLanded(try detailsManager.fetch(with: SubjectDetailsReformer()))
            } catch {
                detailsFailed()
            }
        }
    }

    func apiManager(_ manager: APIManager, didFailWith error: APIError) {
        if manager === switchOffManager { switchOffFailed() } else { detailsFailed() }
    }
}
