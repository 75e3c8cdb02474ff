import Foundation

/// The one-step path: turns the raw catalogue straight into the cells of the open subjects, given
/// the user's settings, in one pass of ``JSONReader`` over the bytes. It builds no ``Subject``, no
/// phase list and no name it will not show: phases are compared as bytes with the user's phase and
/// the phases the app knows (a cell keeps those as a ``PhaseSet``), and a name becomes a `String`
/// only for an open subject.
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
    /// The known phases' UTF-8 (all ASCII), in ``PhaseSet``'s order, for a comma-separated list.
    private static let knownUTF8: [(utf8: [UInt8], member: PhaseSet)] = PhaseSet.canonical.map {
        (Array($0.phase.rawValue.utf8), $0.member)
    }

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
    /// What the reformer keeps of a subject's phases: whether the user's phase is among them, and
    /// which of the phases the app knows are.
    struct Phases {
        var offered = false
        var known = PhaseSet()
    }

    /// The array's names against the user's phase and the known phases; every element is still checked.
    func readPhaseArray(_ reader: inout JSONReader) throws(JSONReaderError) -> Phases {
        var phases = Phases()
        try reader.beginArray()
        while try reader.nextElement() {
            let name = try reader.readStringToken()
            // Bytes compare exactly when both sides are plain ASCII; otherwise `Phase` equality
            // (Unicode canonical equivalence) decides, on the decoded name.
            let plain = name.isASCII && !name.hasEscapes
            if !phases.offered {
                phases.offered = plain && phaseIsASCII ? name.rawBytesEqual(phaseUTF8) : Phase(rawValue: name.string) == phase
            }
            if plain {
                phases.known.formUnion(Self.knownPhase(plain: name))
            } else {
                phases.known.formUnion(PhaseSet(Phase(rawValue: name.string)))
            }
        }
        return phases
    }

    /// The comma-separated names against the user's phase and the known phases.
    func readPhaseList(_ reader: inout JSONReader) throws(JSONReaderError) -> Phases {
        let list = try reader.readStringToken()
        guard list.isASCII, !list.hasEscapes else {
            let names = Phase.phases(inList: list.string)
            return Phases(offered: names.contains(phase), known: PhaseSet(names))
        }
        var phases = Phases()
        phases.offered = phaseIsASCII ? CatalogueReading.asciiList(list, contains: phaseUTF8)
            : Phase.phases(inList: list.string).contains(phase)
        for known in Self.knownUTF8 where CatalogueReading.asciiList(list, contains: known.utf8) {
            phases.known.formUnion(known.member)
        }
        return phases
    }

    /// The known phase a plain ASCII name spells, by its bytes: by length first, so most names are
    /// told apart by one comparison.
    @inline(__always)
    private static func knownPhase(plain name: JSONStringToken) -> PhaseSet {
        switch name.bytes.count {
        case 6:
            if StaticString("junior").withUTF8Buffer({ name.equals(utf8: $0) }) { return .junior }
            if StaticString("senior").withUTF8Buffer({ name.equals(utf8: $0) }) { return .senior }
            return []
        case 7:
            return StaticString("primary").withUTF8Buffer({ name.equals(utf8: $0) }) ? .primary : []
        default:
            return []
        }
    }

    func item(id: Int, name: JSONStringToken, phases: Phases) -> SubjectCellData? {
        guard phases.offered, switchedOn.contains(id) else {
            return nil
        }
        return SubjectCellData(kind: .subject(id: id), title: name.string, phases: phases.known)
    }
}
