// A spy in the subject detail controller's place: it records what its store reported, so the store is
// tested with no view at all.
@testable import MVCS

@MainActor
final class SubjectDetailStoreSpy: SubjectDetailStoreDelegate {
    private(set) var reports: [String] = []

    func subjectDetailStoreDidLoad(_ store: SubjectDetailStore) { reports.append("loaded") }
    func subjectDetailStoreDidFailToLoad(_ store: SubjectDetailStore) { reports.append("failed to load") }
    func subjectDetailStoreDidSwitchOff(_ store: SubjectDetailStore) { reports.append("switched off") }
    func subjectDetailStoreDidFailToSwitchOff(_ store: SubjectDetailStore) { reports.append("failed to switch off") }
}
