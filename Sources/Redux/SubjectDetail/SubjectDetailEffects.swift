// Role: glue
// The subject detail screen's effect runner: it loads the details through the model layer's
// SubjectDetailsAPIManager and switches the subject off through SwitchOffAPIManager (the delegate of
// both), reads the details with SubjectDetailsReformer, and sends each outcome back as an action. The
// subject list runner owns it and hands it the screen's effects; told to cancel when the screen leaves,
// or released with the store, it cancels whatever is in flight.
import SharedModel

@MainActor
final class SubjectDetailEffects: EffectRunner {
    typealias Feature = SubjectDetailReducer

    private let detailsManager: SubjectDetailsAPIManager
    private let switchOffManager: SwitchOffAPIManager
    private var send: (@MainActor (SubjectDetailAction) -> Void)?

    // Role: assembly
    init(environment: AppEnvironment) {
        detailsManager = SubjectDetailsAPIManager(transport: environment.transport)
        switchOffManager = SwitchOffAPIManager(transport: environment.transport, sessionStore: environment.sessionStore)
        // Role: glue
        detailsManager.delegate = self
        switchOffManager.delegate = self
    }

    func connect(_ send: @escaping @MainActor (SubjectDetailAction) -> Void) {
        self.send = send
    }

    func run(_ effect: SubjectDetailEffect) {
        switch effect {
        case .loadDetails(let id):
            detailsManager.loadDetails(subjectID: id)
        case .switchOff(let id):
            switchOffManager.switchOff(subjectID: id)
        case .cancelRequests:
            detailsManager.cancel()
            switchOffManager.cancel()
        }
    }
}

// Role: glue
extension SubjectDetailEffects: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) {
        guard manager === detailsManager else {
            send?(.switchOffAnswered(.success(())))
            return
        }
        do {
            send?(.detailsLoaded(.success(try detailsManager.fetch(with: SubjectDetailsReformer()))))
        } catch {
            send?(.detailsLoaded(.failure(error)))
        }
    }

    func apiManager(_ manager: APIManager, didFailWith error: APIError) {
        if manager === detailsManager {
            send?(.detailsLoaded(.failure(error)))
        } else {
            send?(.switchOffAnswered(.failure(error)))
        }
    }
}
