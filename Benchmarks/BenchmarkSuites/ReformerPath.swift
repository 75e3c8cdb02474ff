import Foundation
import SharedModel

/// The two ways from a raw catalogue to the cells of the open subjects.
enum ReformerPath: String, CaseIterable, Sendable {
    /// `SubjectCellsReformer`: raw bytes straight to cell data, skipping what it will not show.
    case oneStep = "one-step"
    /// `CatalogueReformer` to `Subject` entities, `OpenSubjects.select`, then
    /// `SubjectCellData(subject:)` for each: the entities in between.
    case twoStep = "two-step"

    /// The cells of the open subjects of `raw` under `settings`, this path's way. Building the
    /// one-step reformer (which indexes the settings) is part of its path, as the two-step path
    /// indexes them inside `OpenSubjects.select`.
    @MainActor
    func cells(from raw: Data, settings: UserSubjectSettings) throws(ReformError) -> [SubjectCellData] {
        switch self {
        case .oneStep:
            return try SubjectCellsReformer(settings: settings).reform(raw)
        case .twoStep:
            let subjects = try CatalogueReformer().reform(raw)
            return OpenSubjects.select(from: subjects, settings: settings).map(SubjectCellData.init(subject:))
        }
    }
}
