/// The phases the app knows, as a set: what a subject cell says of a subject's phases (spec §7.2).
///
/// One byte, so a cell keeps it at no cost; a phase the app does not know (a server adding
/// `"college"`) is not in the set, and so is not shown.
public struct PhaseSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let primary = PhaseSet(rawValue: 1 << 0)
    public static let junior = PhaseSet(rawValue: 1 << 1)
    public static let senior = PhaseSet(rawValue: 1 << 2)

    /// The known phases, in the app's canonical order, with the words a cell shows for each.
    static let canonical: [(phase: Phase, member: PhaseSet, word: String)] = [
        (.primary, .primary, "Primary"), (.junior, .junior, "Junior"), (.senior, .senior, "Senior"),
    ]

    /// The known phases among `phases`; the others are left out.
    public init(_ phases: some Sequence<Phase>) {
        var set = PhaseSet()
        for phase in phases {
            set.formUnion(PhaseSet(phase))
        }
        self = set
    }

    /// `phase` alone if the app knows it, else the empty set.
    public init(_ phase: Phase) {
        self = Self.canonical.first { $0.phase == phase }?.member ?? []
    }

    /// The phases in canonical order (primary, junior, senior), each as its word, joined by ` · `:
    /// `Junior · Senior`; empty for the empty set.
    public var detail: String {
        Self.canonical.filter { contains($0.member) }.map(\.word).joined(separator: " · ")
    }
}
