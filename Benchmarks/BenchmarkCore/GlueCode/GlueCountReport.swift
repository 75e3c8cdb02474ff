/// Glue-code counts of every architecture, with the problems found in role lines.
public struct GlueCountReport: Sendable, Codable, Equatable {
    /// Name of the architecture others are compared with.
    public var baseline: String
    /// The architectures, in the order they were given.
    public var architectures: [ArchitectureGlueCount]
    /// Role-line problems, sorted by path and line.
    public var issues: [GlueCountIssue]

    /// Creates a report.
    public init(baseline: String, architectures: [ArchitectureGlueCount], issues: [GlueCountIssue]) {
        self.baseline = baseline
        self.architectures = architectures
        self.issues = issues
    }

    /// The architecture called `name`.
    public func architecture(named name: String) -> ArchitectureGlueCount? {
        architectures.first { $0.name == name }
    }

    /// `architecture`'s lines over the baseline's, for `role` (all roles for `nil`), over all
    /// features; `nil` if either is unknown or the baseline has no such lines.
    public func ratioToBaseline(_ architecture: String, role: Role? = nil) -> Double? {
        guard let counted = self.architecture(named: architecture),
              let base = self.architecture(named: baseline)
        else {
            return nil
        }
        let baseLines = base.counts(role: role).lines
        guard baseLines > 0 else {
            return nil
        }
        return Double(counted.counts(role: role).lines) / Double(baseLines)
    }

    /// The counts as benchmark results, all ``MetricKind/deterministic``.
    ///
    /// One result per feature (`all`, then each feature some architecture has a file of: a screen
    /// no architecture has built yet adds nothing) and role (`all`, each declared role, and
    /// `unassigned` only if some architecture has unassigned code), then per architecture; case names
    /// are `feature/role`. Each has `lines`, `files`, `types` and `protocols`; `…/all` results add
    /// `glue share` (%), and `all/all` adds `lines vs <baseline>` and `glue lines vs <baseline>`.
    public func benchmarkResults(suite: String = "glue-code") -> [BenchmarkResult] {
        let hasUnassigned = architectures.contains { $0.counts(role: .unassigned).lines > 0 || $0.counts(role: .unassigned).files > 0 }
        let roles: [Role?] = [nil] + Role.declared + (hasUnassigned ? [.unassigned] : [])
        let present = Set(architectures.flatMap { $0.files.map(\.feature) })
        let built = Feature.allCases.filter { present.contains($0) }
        let features: [Feature?] = [nil] + built
        var results: [BenchmarkResult] = []
        for feature in features {
            for role in roles {
                for architecture in architectures {
                    let counts = architecture.counts(feature: feature, role: role)
                    var metrics = [
                        Metric(name: "lines", value: Double(counts.lines), unit: "lines", kind: .deterministic),
                        Metric(name: "files", value: Double(counts.files), unit: "files", kind: .deterministic),
                        Metric(name: "types", value: Double(counts.types), unit: "types", kind: .deterministic),
                        Metric(name: "protocols", value: Double(counts.protocols), unit: "protocols", kind: .deterministic),
                    ]
                    if role == nil {
                        metrics.append(Metric(
                            name: "glue share",
                            value: architecture.glueShare(feature: feature).map { $0 * 100 },
                            unit: "%",
                            kind: .deterministic
                        ))
                        metrics.append(Metric(
                            name: "role purity",
                            value: architecture.rolePurity(feature: feature).map { $0 * 100 },
                            unit: "%",
                            kind: .deterministic
                        ))
                        metrics.append(Metric(
                            name: "largest file lines",
                            value: architecture.largestFileLines(feature: feature).map(Double.init),
                            unit: "lines",
                            kind: .deterministic
                        ))
                        metrics.append(Metric(
                            name: "view controller glue share",
                            value: architecture.viewControllerGlueShare(feature: feature).map { $0 * 100 },
                            unit: "%",
                            kind: .deterministic
                        ))
                    }
                    if role == nil, feature == nil {
                        metrics.append(Metric(
                            name: "lines vs \(baseline)",
                            value: ratioToBaseline(architecture.name),
                            unit: "×",
                            kind: .deterministic
                        ))
                        metrics.append(Metric(
                            name: "glue lines vs \(baseline)",
                            value: ratioToBaseline(architecture.name, role: .glue),
                            unit: "×",
                            kind: .deterministic
                        ))
                    }
                    results.append(BenchmarkResult(
                        suite: suite,
                        caseName: "\(feature?.rawValue ?? "all")/\(role?.rawValue ?? "all")",
                        architecture: architecture.name,
                        metrics: metrics
                    ))
                }
            }
        }
        return results
    }
}
