import Foundation
import SharedModel

/// The ways from a raw catalogue to the cells of the open subjects. The first two read with the
/// project's own `JSONReader`, so one against the other isolates what the intermediate entities
/// cost (seed 002's claim, judged as a design); the last two are what an app would otherwise use.
enum ReformerPath: String, CaseIterable, Sendable {
    /// `SubjectCellsReformer`: raw bytes straight to cell data in one pass of the streaming
    /// `JSONReader`, building nothing it will not show.
    case oneStep = "one-step"
    /// `CatalogueReformer` into `Subject` entities with the same `JSONReader`, then
    /// `OpenSubjects.select` and `SubjectCellData(subject:)` for each: bytes to entities to cells.
    case twoStepReader = "two-step-reader"
    /// Foundation's `JSONDecoder` into Decodable wire structs (``ReformerDecodableWire``), then
    /// `Subject` entities, `OpenSubjects.select`, and `SubjectCellData(subject:)` for each: the
    /// prototypes' two steps, with the entities in between.
    case twoStepDecoder = "two-step-decoder"
    /// The seed's dictionary reformer (``ReformerDictionaryCells``): `JSONSerialization` into
    /// `[String: Any]`, then the dictionary read into cells.
    case dictionary = "dictionary"

    /// Whether this path reads with `JSONReader`, and so must accept and refuse exactly what the
    /// one-step path does, with the same error.
    var readsWithJSONReader: Bool {
        self == .oneStep || self == .twoStepReader
    }

    /// The cells of the open subjects of `raw` under `settings`, this path's way. Building a
    /// reformer (which indexes the settings) is part of its path, as the two-step paths index them
    /// inside `OpenSubjects.select`.
    func cells(from raw: Data, settings: UserSubjectSettings) throws(ReformError) -> [SubjectCellData] {
        switch self {
        case .oneStep:
            return try SubjectCellsReformer(settings: settings).reform(raw)
        case .twoStepReader:
            let subjects = try CatalogueReformer().reform(raw)
            return OpenSubjects.select(from: subjects, settings: settings).map(SubjectCellData.init(subject:))
        case .twoStepDecoder:
            let subjects = try ReformerDecodableWire.subjects(from: raw)
            return OpenSubjects.select(from: subjects, settings: settings).map(SubjectCellData.init(subject:))
        case .dictionary:
            return try ReformerDictionaryCells(settings: settings).reform(raw)
        }
    }
}
