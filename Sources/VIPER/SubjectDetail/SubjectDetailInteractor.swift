// Role: logic
// VIPER's Interactor for the subject detail screen: the use cases "load a subject's details" and
// "switch a subject off", and the theme the screen follows. It owns both API managers and reads the
// details into an entity (SubjectDetails) with the shared reformer. It hands the presenter that entity
// and facts, never words, colours or screens.
import SharedModel

@MainActor
final class SubjectDetailInteractor {
    // Role: glue
    /// Weak: the presenter owns this interactor.
    weak var output: (any SubjectDetailInteractorOutput)?
    /// Strong: the interactor owns its API managers; releasing it cancels their requests.
    private let detailsManager: SubjectDetailsAPIManager
    private let switchOffManager: SwitchOffAPIManager
    private let themeStore: ThemeStore
    private var themeObservation: ThemeObservation?

    // Role: assembly
    init(detailsManager: SubjectDetailsAPIManager, switchOffManager: SwitchOffAPIManager, themeStore: ThemeStore) {
        self.detailsManager = detailsManager
        self.switchOffManager = switchOffManager
        self.themeStore = themeStore
        // Role: glue
        detailsManager.delegate = self
        switchOffManager.delegate = self
    }
}

// Role: glue
extension SubjectDetailInteractor: SubjectDetailInteractorInput {
    /// A new load replaces one still in flight: the manager cancels the old request.
    func loadDetails(subjectID id: Int) {
        detailsManager.loadDetails(subjectID: id)
    }

    /// The manager ignores a second call while one is in flight, so a switch-off is never sent twice.
    func switchOff(subjectID id: Int) {
        switchOffManager.switchOff(subjectID: id)
    }

    var currentTheme: Theme { themeStore.current }

    func observeTheme() {
        themeObservation = themeStore.observe { [weak self] theme in self?.output?.themeDidChange(to: theme) }
    }
}

// Role: glue
extension SubjectDetailInteractor: APIManagerDelegate {
    /// A switch-off's answer is its status alone: its body is not read.
    func apiManagerDidSucceed(_ manager: APIManager) {
        if manager === detailsManager {
            do {
                let details = try manager.fetch(with: SubjectDetailsReformer())
                output?.didLoad(details: details)
            } catch {
                output?.didFailToLoadDetails(with: error)
            }
        } else {
            output?.didSwitchOff()
        }
    }

    func apiManager(_ manager: APIManager, didFailWith error: APIError) {
        if manager === detailsManager {
            output?.didFailToLoadDetails(with: error)
        } else {
            output?.didFailToSwitchOff(with: error)
        }
    }
}
