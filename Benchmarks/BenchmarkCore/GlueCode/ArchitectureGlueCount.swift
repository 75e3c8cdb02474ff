/// The counts of one architecture, kept per file so every aggregate is derived the same way.
public struct ArchitectureGlueCount: Sendable, Codable, Equatable {
    /// Display name.
    public var name: String
    /// Source directory relative to the root.
    public var directory: String
    /// Every `.swift` file under the directory, sorted by path.
    public var files: [FileGlueCount]

    /// Creates an architecture count.
    public init(name: String, directory: String, files: [FileGlueCount]) {
        self.name = name
        self.directory = directory
        self.files = files
    }

    /// Counts for `feature` (all features for `nil`) and `role` (all roles for `nil`).
    public func counts(feature: Feature? = nil, role: Role? = nil) -> CodeCounts {
        files
            .filter { feature == nil || $0.feature == feature }
            .map { $0.counts(role: role) }
            .filter { role == nil || $0.files > 0 }
            .reduce(CodeCounts.zero, +)
    }

    /// Glue lines over all lines (0...1) for `feature` (all for `nil`); `nil` when there are no
    /// lines.
    public func glueShare(feature: Feature? = nil) -> Double? {
        let all = counts(feature: feature).lines
        guard all > 0 else {
            return nil
        }
        return Double(counts(feature: feature, role: .glue).lines) / Double(all)
    }

    /// How clearly files keep to one role (0...1) for `feature` (all for `nil`): the share of lines
    /// in each file's majority role, weighted by lines. 1 when every file plays one role; `nil` when
    /// there are no lines.
    public func rolePurity(feature: Feature? = nil) -> Double? {
        let counted = files.filter { feature == nil || $0.feature == feature }
        let all = counted.reduce(0) { $0 + $1.counts(role: nil).lines }
        guard all > 0 else {
            return nil
        }
        let majority = counted.reduce(0) { $0 + ($1.roles.map(\.lines).max() ?? 0) }
        return Double(majority) / Double(all)
    }

    /// The source lines of the largest file of `feature` (all for `nil`); `nil` when it has no file.
    public func largestFileLines(feature: Feature? = nil) -> Int? {
        files.filter { feature == nil || $0.feature == feature }.map { $0.counts(role: nil).lines }.max()
    }

    /// The view controllers' glue lines over their lines (0...1) for `feature` (all for `nil`): the
    /// files whose name ends in `ViewController.swift`. `nil` when there is none.
    public func viewControllerGlueShare(feature: Feature? = nil) -> Double? {
        let controllers = files.filter { ($0.path.hasSuffix("ViewController.swift")) && (feature == nil || $0.feature == feature) }
        let lines = controllers.reduce(0) { $0 + $1.counts(role: nil).lines }
        guard lines > 0 else {
            return nil
        }
        return Double(controllers.reduce(0) { $0 + $1.counts(role: .glue).lines }) / Double(lines)
    }
}
