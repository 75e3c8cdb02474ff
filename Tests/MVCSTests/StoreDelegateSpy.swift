// Spies in the controller's place: each records what its store reported, so a store is tested with
// no view at all.
@testable import MVCS
import SharedModel

@MainActor
final class LoginStoreSpy: LoginStoreDelegate {
    private(set) var reports: [String] = []

    func loginStoreDidLogIn(_ store: LoginStore) { reports.append("logged in") }
    func loginStore(_ store: LoginStore, didFailWith error: APIError) { reports.append("failed: \(error)") }
}

@MainActor
final class SubjectListStoreSpy: SubjectListStoreDelegate {
    private(set) var reports: [String] = []

    func subjectListStoreDidLoad(_ store: SubjectListStore) { reports.append("loaded") }
    func subjectListStoreDidFailToLoad(_ store: SubjectListStore) { reports.append("failed") }
}
