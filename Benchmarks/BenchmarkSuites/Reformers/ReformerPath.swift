import Foundation
import SharedModel

/// The three ways from a raw catalogue to the cells of the open subjects.
enum ReformerPath: String, CaseIterable, Sendable {
    /// `SubjectCellsReformer`: raw bytes straight to cell data in one pass of the streaming
    /// `JSONReader`, building nothing it will not show.
    case oneStep = "one-step"
    /// Foundation's `JSONDecoder` into Decodable wire structs (``ReformerDecodableWire``), then
    /// `Subject` entities, `OpenSubjects.select`, and `SubjectCellData(subject:)` for each: the
    /// prototypes' two steps, with the entities in between.
    case twoStep = "two-step"
    /// The seed's dictionary reformer (``ReformerDictionaryCells``): `JSONSerialization` into
    /// `[String: Any]`, then the dictionary read into cells.
    case dictionary = "dictionary"

    /// The cells of the open subjects of `raw` under `settings`, this path's way. Building a
    /// reformer (which indexes the settings) is part of its path, as the two-step path indexes them
    /// inside `OpenSubjects.select`.
    @MainActor
    func cells(from raw: Data, settings: UserSubjectSettings) throws(ReformError) -> [SubjectCellData] {
        switch self {
        case .oneStep:
            return try SubjectCellsReformer(settings: settings).reform(raw)
        case .twoStep:
            let subjects = try ReformerDecodableWire.subjects(from: raw)
            return OpenSubjects.select(from: subjects, settings: settings).map(SubjectCellData.init(subject:))
        case .dictionary:
            return try ReformerDictionaryCells(settings: settings).reform(raw)
        }
    }
}
