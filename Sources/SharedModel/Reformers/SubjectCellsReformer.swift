import Foundation

/// The one-step path: turns the raw catalogue straight into the cells of the open subjects, given
/// the user's settings, in one pass of ``JSONReader`` over the bytes. It builds no ``Subject``, no
/// phase list and no name it will not show: phases are compared with the user's phase as bytes, and
/// a name becomes a `String` only for an open subject.
///
/// The two-step path it is measured against is ``CatalogueReformer`` then ``OpenSubjects`` then
/// ``SubjectCellData/init(subject:)``; both give the same cells, and the same errors.
public struct SubjectCellsReformer: Reformer {
    private let switchedOn: SubjectIDSet
    private let phase: Phase
    // The phase's UTF-8, compared with the payload's bytes when both are ASCII; otherwise names are
    // compared as strings, which `Phase` equality (Unicode canonical equivalence) requires.
    private let phaseUTF8: [UInt8]
    private let phaseIsASCII: Bool

    public init(settings: UserSubjectSettings) {
        switchedOn = SubjectIDSet(switchedOnIn: settings.entries)
        phase = settings.currentPhase
        phaseUTF8 = Array(settings.currentPhase.rawValue.utf8)
        phaseIsASCII = phaseUTF8.allSatisfy { $0 < 0x80 }
    }

    public func reform(_ raw: Data) throws(ReformError) -> [SubjectCellData] {
        try CatalogueReading.read(raw, with: self)
    }
}

extension SubjectCellsReformer: CatalogueItemBuilder {
    /// Whether the user's phase is among the array's names; every element is still checked.
    func readPhaseArray(_ reader: inout JSONReader) throws(JSONReaderError) -> Bool {
        var offered = false
        try reader.beginArray()
        while try reader.nextElement() {
            let name = try reader.readStringToken()
            if !offered {
                offered = isCurrentPhase(name)
            }
        }
        return offered
    }

    /// Whether the user's phase is among the comma-separated names.
    func readPhaseList(_ reader: inout JSONReader) throws(JSONReaderError) -> Bool {
        let list = try reader.readStringToken()
        guard phaseIsASCII, list.isASCII, !list.hasEscapes else {
            return Phase.phases(inList: list.string).contains(phase)
        }
        return CatalogueReading.asciiList(list, contains: phaseUTF8)
    }

    func item(id: Int, name: JSONStringToken, phases offered: Bool) -> SubjectCellData? {
        guard offered, switchedOn.contains(id) else {
            return nil
        }
        return SubjectCellData(kind: .subject(id: id), title: name.string)
    }

    @inline(__always)
    private func isCurrentPhase(_ name: JSONStringToken) -> Bool {
        if phaseIsASCII, name.isASCII, !name.hasEscapes {
            return name.rawBytesEqual(phaseUTF8)
        }
        return Phase(rawValue: name.string) == phase
    }
}
