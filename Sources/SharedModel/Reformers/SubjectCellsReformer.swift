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
    // The user's phase as a known phase's member, when it is one: a plain name is then the user's
    // phase exactly when it is that known phase, so one comparison of the name serves both.
    private let phaseMember: PhaseSet

    public init(settings: UserSubjectSettings) {
        switchedOn = SubjectIDSet(switchedOnIn: settings.entries)
        phase = settings.currentPhase
        phaseUTF8 = Array(settings.currentPhase.rawValue.utf8)
        phaseIsASCII = phaseUTF8.allSatisfy { $0 < 0x80 }
        phaseMember = phaseIsASCII ? PhaseSet(settings.currentPhase) : []
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
    @inline(__always)
    func readPhaseArray(_ reader: inout JSONReader) throws(JSONReaderError) -> Phases {
        var phases = Phases()
        try reader.beginArray()
        while try reader.nextElement() {
            let name = try reader.readStringToken()
            // Bytes compare exactly when both sides are plain ASCII; otherwise `Phase` equality
            // (Unicode canonical equivalence) decides, on the decoded name.
            guard name.isASCII, !name.hasEscapes else {
                let decoded = Phase(rawValue: name.string)
                phases.offered = phases.offered || decoded == phase
                phases.known.formUnion(PhaseSet(decoded))
                continue
            }
            offer(plain: name, to: &phases)
        }
        return phases
    }

    @inline(__always)
    func readPhaseArray(plainly cursor: inout JSONPlainCursor) -> Phases? {
        var phases = Phases()
        guard cursor.stringArray({ name in offer(plain: name, to: &phases) }) else {
            return nil
        }
        return phases
    }

    /// The comma-separated names against the user's phase and the known phases.
    func phases(inList list: JSONStringToken) -> Phases {
        guard list.isASCII, !list.hasEscapes else {
            let names = Phase.phases(inList: list.string)
            return Phases(offered: names.contains(phase), known: PhaseSet(names))
        }
        var phases = Phases()
        CatalogueReading.forEachEntry(inASCIIList: list) { name in
            offer(plain: name, to: &phases)
        }
        return phases
    }

    /// Adds a plain ASCII phase name to `phases`: the known phase it is, and whether it is the
    /// user's phase.
    @inline(__always)
    private func offer(plain name: JSONStringToken, to phases: inout Phases) {
        let known = Self.knownPhase(plain: name)
        phases.known.formUnion(known)
        guard !phases.offered else {
            return
        }
        if !phaseMember.isEmpty {
            phases.offered = known == phaseMember
        } else if phaseIsASCII {
            phases.offered = name.rawBytesEqual(phaseUTF8)
        } else {
            phases.offered = Phase(rawValue: name.string) == phase
        }
    }

    /// The known phase a plain ASCII name spells, by its bytes: by length first, so most names are
    /// told apart by one comparison.
    @inline(__always)
    private static func knownPhase(plain name: JSONStringToken) -> PhaseSet {
        switch name.bytes.count {
        case 6:
            if name == "junior" { return .junior }
            if name == "senior" { return .senior }
            return []
        case 7:
            return name == "primary" ? .primary : []
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
