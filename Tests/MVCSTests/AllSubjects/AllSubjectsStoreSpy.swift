// A spy in the All Subjects controller's place: it records what its store reported, so the store is
// tested with no view at all.
@testable import MVCS

@MainActor
final class AllSubjectsStoreSpy: AllSubjectsStoreDelegate {
    private(set) var reports: [String] = []

    func allSubjectsStoreDidLoad(_ store: AllSubjectsStore) { reports.append("loaded") }
    func allSubjectsStoreDidFailToLoad(_ store: AllSubjectsStore) { reports.append("failed to load") }
}
