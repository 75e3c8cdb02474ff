/// Edits of architectures' code that landed after the first change without a trailer (renames and
/// review mends, before every such edit had to carry `Maintenance:`), each attributed once to
/// maintenance with its reason, in ``path``. The measurement counts them as it counts a commit with
/// a `Maintenance:` trailer; a history can no longer be changed, so this list is how they are told.
public struct AttributedEdits: Sendable, Equatable {
    /// The list, relative to the package root.
    public static let path = "Benchmarks/attributed-edits.txt"

    /// The reason of each attributed commit, by its full hash.
    public var reasons: [String: String]

    /// Creates a list.
    public init(reasons: [String: String] = [:]) {
        self.reasons = reasons
    }

    /// The list written as lines `<full commit hash> <reason>`; blank lines and lines starting with
    /// `#` say nothing.
    ///
    /// - Throws: ``ChangeHistoryError/badAttribution(path:reason:)`` for a line without a full hash
    ///   and a reason, or a commit listed twice.
    public static func parse(_ text: String) throws(ChangeHistoryError) -> AttributedEdits {
        var reasons: [String: String] = [:]
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else {
                continue
            }
            let parts = trimmed.split(separator: " ", maxSplits: 1)
            let sha = String(parts[0])
            guard sha.count == 40, sha.allSatisfy(\.isHexDigit), sha == sha.lowercased(), parts.count == 2,
                  !parts[1].allSatisfy({ $0 == " " }) else {
                throw .badAttribution(path: path, reason: "line \(number + 1) is not `<full commit hash> <reason>`")
            }
            guard reasons[sha] == nil else {
                throw .badAttribution(path: path, reason: "line \(number + 1) attributes \(sha) a second time")
            }
            reasons[sha] = String(parts[1])
        }
        return AttributedEdits(reasons: reasons)
    }
}
