/// Selects benchmark cases by name, for `--filter`.
///
/// A case's name is its ``identifier(suite:caseName:architecture:)``, `suite/case/architecture`
/// (e.g. `propagation/login: type username/MVVM`). A pattern with `*` (any run of characters) or `?`
/// (one character) is a glob that must match the whole name; any other pattern matches if it occurs
/// anywhere in the name. Matching ignores case. Several patterns select the union; no pattern
/// selects everything.
public struct BenchFilter: Sendable, Equatable {
    /// The patterns, as given.
    public var patterns: [String]

    /// Creates a filter from `--filter` values.
    public init(patterns: [String] = []) {
        self.patterns = patterns
    }

    /// Whether no pattern was given, so every case runs.
    public var selectsEverything: Bool {
        patterns.isEmpty
    }

    /// Whether the case named `identifier` is selected.
    public func matches(_ identifier: String) -> Bool {
        guard !patterns.isEmpty else {
            return true
        }
        let name = Array(identifier.lowercased())
        return patterns.contains { pattern in
            let lowered = pattern.lowercased()
            if lowered.contains("*") || lowered.contains("?") {
                return Self.glob(Array(lowered), matches: name)
            }
            return identifier.lowercased().contains(lowered)
        }
    }

    /// Whether the case is selected.
    public func matches(suite: String, caseName: String, architecture: String? = nil) -> Bool {
        matches(Self.identifier(suite: suite, caseName: caseName, architecture: architecture))
    }

    /// `suite/case`, plus `/architecture` when there is one.
    public static func identifier(suite: String, caseName: String, architecture: String?) -> String {
        [suite, caseName, architecture].compactMap { $0 }.joined(separator: "/")
    }

    /// Iterative glob matching with backtracking to the last `*`: linear in practice, no recursion.
    static func glob(_ pattern: [Character], matches text: [Character]) -> Bool {
        var patternIndex = 0
        var textIndex = 0
        var starIndex: Int?
        var resumeIndex = 0
        while textIndex < text.count {
            if patternIndex < pattern.count, pattern[patternIndex] == "*" {
                starIndex = patternIndex
                resumeIndex = textIndex
                patternIndex += 1
            } else if patternIndex < pattern.count,
                      pattern[patternIndex] == "?" || pattern[patternIndex] == text[textIndex] {
                patternIndex += 1
                textIndex += 1
            } else if let star = starIndex {
                patternIndex = star + 1
                resumeIndex += 1
                textIndex = resumeIndex
            } else {
                return false
            }
        }
        while patternIndex < pattern.count, pattern[patternIndex] == "*" {
            patternIndex += 1
        }
        return patternIndex == pattern.count
    }
}
