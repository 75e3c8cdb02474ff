import Foundation
import SharedModel

/// The two catalogues a list landing alternates between, of one size, encoded once (the server's
/// cost, not the app's), with what each shows and the settings that open every subject. Shared by
/// the landing and by its first phase alone, so both read exactly the same bytes.
///
/// Every name differs between the two ("Subject n", then "Topic n"), so that no architecture can
/// skip the work: an observable that drops an equal value, or a list that rebinds only what
/// changed, must still put new text in every visible cell.
@MainActor
struct LandingCatalogues {
    let subjectCount: Int
    /// The two catalogues' bytes, in the v1 shape.
    let bodies: [Data]
    /// What the subject list shows for each.
    let expected: [ExpectedList]
    /// Every subject of both switched on.
    let settings: UserSubjectSettings

    init(subjectCount: Int) {
        self.subjectCount = subjectCount
        let prefixes = ["Subject", "Topic"]
        // Written subject by subject, never held as a whole: the server's work, kept out of the
        // memory the landing is measured in.
        bodies = prefixes.map { FakeBackend.catalogueBody(SampleData.lazyCatalogue(count: subjectCount, namePrefix: $0), shape: .v1) }
        expected = prefixes.map { ExpectedList.generated(count: subjectCount, namePrefix: $0) }
        settings = SampleData.settings(allOnUpTo: subjectCount)
    }
}
