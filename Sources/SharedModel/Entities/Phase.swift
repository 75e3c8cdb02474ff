import Foundation

/// A school phase in which a subject can be offered.
///
/// A struct over the wire name rather than an enum: a phase the app does not know yet (a server
/// adding `"college"`) is kept as it is and simply matches nothing the user is in, instead of
/// turning a whole payload into an error.
public struct Phase: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public static let primary = Phase(rawValue: "primary")
    public static let junior = Phase(rawValue: "junior")
    public static let senior = Phase(rawValue: "senior")

    public var description: String { rawValue }

    /// The phases of a v2 catalogue's comma-separated `phase_list` (spec §3.1): `"junior, senior"` →
    /// [junior, senior]; blanks around names and empty names are dropped. Every reader of that
    /// shape applies this one rule.
    public static func phases(inList list: String) -> [Phase] {
        list.split(separator: ",").compactMap { part in
            let name = part.trimmingCharacters(in: .whitespaces)
            return name.isEmpty ? nil : Phase(rawValue: name)
        }
    }
}
