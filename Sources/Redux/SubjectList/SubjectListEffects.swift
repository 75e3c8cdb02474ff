// Role: glue
// The subject list's effect runner: it loads through the model layer's two API managers (their
// delegate), waits for both answers and reads them with the one-step reformer, follows the theme
// store, and sends each outcome back as an action. It owns the subject detail screen's runner, hands it
// that screen's effects and sends its outcomes back as the subject list actions. Released with the store, it
// cancels every request in flight.
// Waiting for both answers is the one rule of the screen that lives here rather than in the reducer:
// the catalogue can be read only with the settings, so the reducer gets one action with the user's
// current phase and the cells.
import SharedModel

@MainActor
final class SubjectListEffects: EffectRunner {
    typealias Feature = SubjectListReducer

    private let catalogueManager: SubjectsAPIManager
    private let settingsManager: UserSubjectsAPIManager
    private let themeStore: ThemeStore
    private let subjectDetailEffects: SubjectDetailEffects
    private var themeObservation: ThemeObservation?
    private var send: (@MainActor (SubjectListAction) -> Void)?
    // Role: state
    /// The answers the load in progress still waits for.
    private var answers = AwaitedAnswers<ObjectIdentifier>()

    // Role: assembly
    init(environment: AppEnvironment) {
        catalogueManager = SubjectsAPIManager(transport: environment.transport)
        settingsManager = UserSubjectsAPIManager(transport: environment.transport, sessionStore: environment.sessionStore)
        themeStore = environment.themeStore
        subjectDetailEffects = SubjectDetailEffects(environment: environment)
        // Role: glue
        catalogueManager.delegate = self
        settingsManager.delegate = self
    }

    func connect(_ send: @escaping @MainActor (SubjectListAction) -> Void) {
        self.send = send
        subjectDetailEffects.connect { [weak self] action in self?.send?(.subjectDetail(action)) }
    }

    func run(_ effect: SubjectListEffect) {
        switch effect {
        case .loadSubjects:
            // Role: logic
            answers.expect([ObjectIdentifier(catalogueManager), ObjectIdentifier(settingsManager)])
            catalogueManager.loadCatalogue()
            settingsManager.loadSettings()
        // Role: glue
        case .followTheme:
            send?(.themeChanged(themeStore.current))
            themeObservation = themeStore.observe { [weak self] theme in self?.send?(.themeChanged(theme)) }
        case .subjectDetail(let effect):
            subjectDetailEffects.run(effect)
        }
    }

    // Role: logic
    private func managerAnswered(_ manager: APIManager) {
        guard answers.land(ObjectIdentifier(manager)) else { return }
        // Role: glue
        send?(.subjectsLoaded(Result {
            let settings = try settingsManager.fetch(with: UserSubjectSettingsReformer())
            let subjects = try catalogueManager.fetch(with: SubjectCellsReformer(settings: settings))
            return (currentPhase: settings.currentPhase, subjects: subjects)
        }))
    }
}

// Role: glue
extension SubjectListEffects: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) { managerAnswered(manager) }
    func apiManager(_ manager: APIManager, didFailWith error: APIError) { managerAnswered(manager) }
}
