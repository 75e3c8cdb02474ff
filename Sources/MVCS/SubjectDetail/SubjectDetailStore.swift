// Role: state
// MVCS's store for the subject detail screen: it owns the API managers of the subject's details and of
// its switch-off, sends each request, keeps what a successful load fetched (the details) and reports
// how each request ended to its controller by delegate. It decides nothing a user sees: the spinners
// and the messages stay in the controller, and what follows a switch-off is the opener's to decide.
import SharedModel

@MainActor
final class SubjectDetailStore {
    weak var delegate: (any SubjectDetailStoreDelegate)?
    /// The subject whose details the store fetches and which it switches off.
    let subjectID: Int
    private let detailsManager: SubjectDetailsAPIManager
    private let switchOffManager: SwitchOffAPIManager

    // Role: state
    /// The details of the last successful load; nil until one has landed.
    private(set) var details: SubjectDetails?

    // Role: assembly
    init(subjectID: Int, environment: AppEnvironment) {
        self.subjectID = subjectID
        detailsManager = SubjectDetailsAPIManager(transport: environment.transport)
        switchOffManager = SwitchOffAPIManager(transport: environment.transport, sessionStore: environment.sessionStore)
        // Role: glue
        detailsManager.delegate = self
        switchOffManager.delegate = self
    }

    // Role: logic
    /// Sends the details request; a load in flight is replaced. The delegate hears when it lands.
    func loadDetails() {
        detailsManager.loadDetails(subjectID: subjectID)
    }

    /// Asks the server to switch the subject off; a second call while one is in flight does nothing.
    func switchOff() {
        switchOffManager.switchOff(subjectID: subjectID)
    }

    private func detailsAnswered() {
        do {
            details = try detailsManager.fetch(with: SubjectDetailsReformer())
            delegate?.subjectDetailStoreDidLoad(self)
        } catch {
            delegate?.subjectDetailStoreDidFailToLoad(self)
        }
    }

    /// The switch-off's answer: its status alone says whether it worked.
    private func switchOffAnswered(succeeded: Bool) {
        if succeeded {
            delegate?.subjectDetailStoreDidSwitchOff(self)
        } else {
            delegate?.subjectDetailStoreDidFailToSwitchOff(self)
        }
    }
}

// Role: glue
extension SubjectDetailStore: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) { managerAnswered(manager, succeeded: true) }
    func apiManager(_ manager: APIManager, didFailWith error: APIError) { managerAnswered(manager, succeeded: false) }

    // Role: logic
    private func managerAnswered(_ manager: APIManager, succeeded: Bool) {
        if manager === detailsManager { detailsAnswered() } else { switchOffAnswered(succeeded: succeeded) }
    }
}
