import Foundation

/// The one-step path: turns the raw catalogue straight into the cells of the open subjects, given
/// the user's settings, without building a ``Subject`` for anything it will not show.
///
/// The two-step path it is measured against is ``CatalogueReformer`` then ``OpenSubjects`` then
/// ``SubjectCellData/init(subject:)``; both give the same cells.
public struct SubjectCellsReformer: Reformer {
    private let switchedOn: Set<Int>
    private let phase: Phase

    public init(settings: UserSubjectSettings) {
        switchedOn = OpenSubjects.switchedOnIDs(settings.entries)
        phase = settings.currentPhase
    }

    public func reform(_ raw: Data) throws(ReformError) -> [SubjectCellData] {
        var cells: [SubjectCellData] = []
        try CatalogueWire.read(raw) { id, name, phases in
            guard switchedOn.contains(id), phases().contains(phase) else { return }
            cells.append(SubjectCellData(id: id, name: name))
        }
        return cells
    }
}
