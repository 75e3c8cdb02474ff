import BenchmarkCore
@testable import BenchmarkSuites

/// Small reports built by hand, for the summary and the claims: each names only the figures a test
/// needs, so a test reads as the figures it judges. A test suite adopts it to call them by name.
protocol ReportFixtures {}

extension ReportFixtures {
    func report(_ results: [BenchmarkResult]) -> BenchmarkReport {
        BenchmarkReport(
            machine: MachineInfo(toolchain: "Swift", operatingSystem: "OS", kernel: "K", cpu: "CPU", activeCores: 2,
                                 totalCores: 2, buildConfiguration: .release),
            date: "2025-01-01T00:00:00Z",
            quick: true,
            allocationCounting: "test",
            results: results
        )
    }

    func glue(_ architecture: String, lines: Double, glue: Double) -> [BenchmarkResult] {
        [
            BenchmarkResult(suite: "glue", caseName: "all/all", architecture: architecture, metrics: [
                Metric(name: "lines", value: lines, unit: "lines", kind: .deterministic),
            ]),
            BenchmarkResult(suite: "glue", caseName: "all/glue", architecture: architecture, metrics: [
                Metric(name: "lines", value: glue, unit: "lines", kind: .deterministic),
            ]),
        ]
    }

    /// The reformer paths of one payload: `ratios` are the JSONReader two-step path's, the
    /// JSONDecoder two-step path's and the dictionary path's time over one-step's, `allocations`
    /// one-step's, then those paths' in the same order.
    func reformer(
        _ payload: String, ratios: (Double, Double, Double), allocations: (Double, Double, Double, Double)
    ) -> [BenchmarkResult] {
        let paths: [(String, Double, Double)] = [
            ("one-step", 1, allocations.0), ("two-step-reader", ratios.0, allocations.1),
            ("two-step-decoder", ratios.1, allocations.2), ("dictionary", ratios.2, allocations.3),
        ]
        return paths.map { path, ratio, allocations in
            BenchmarkResult(suite: "reformers", caseName: "\(path)/\(payload)", metrics: [
                Metric(name: "allocations per payload", value: allocations, unit: "allocs", kind: .deterministic),
                Metric(name: "vs one-step", value: ratio, unit: "×", kind: .ratio),
            ])
        }
    }

    /// One glue-suite figure: `caseName` is `<feature>/<role>`, `metric` `lines`, `files`, `types`…
    func figure(_ caseName: String, _ architecture: String, _ metric: String, _ value: Double) -> BenchmarkResult {
        BenchmarkResult(suite: "glue", caseName: caseName, architecture: architecture, metrics: [
            Metric(name: metric, value: value, unit: metric, kind: .deterministic),
        ])
    }

    /// One glue-suite line count.
    func figure(_ caseName: String, _ architecture: String, _ lines: Double) -> BenchmarkResult {
        figure(caseName, architecture, "lines", lines)
    }

    /// What `change` cost one architecture, as the changes suite reports it: only the figures named.
    func changeCost(_ change: String, _ architecture: String, _ figures: [String: Double]) -> BenchmarkResult {
        BenchmarkResult(suite: "changes", caseName: change, architecture: architecture,
                        metrics: figures.keys.sorted().map { name in
                            Metric(name: name, value: figures[name], unit: "lines", kind: .deterministic)
                        })
    }

    /// An architecture's names across features, as the glue suite reports them.
    func crossing(_ architecture: String, types: Double, screens: Double) -> BenchmarkResult {
        BenchmarkResult(suite: "glue", caseName: "cross-feature", architecture: architecture, metrics: [
            Metric(name: "other-feature types named", value: types, unit: "names", kind: .deterministic),
            Metric(name: "destination screens named", value: screens, unit: "names", kind: .deterministic),
        ])
    }

    /// An architecture's unit-test figures over ten behaviours, and where its logic lines sit.
    func unitTests(_ architecture: String, coverage: Double, viewTests: Double, shareOutsideViews: Double) -> [BenchmarkResult] {
        [
            BenchmarkResult(suite: "unit-tests", caseName: "all", architecture: architecture, metrics: [
                Metric(name: "logic coverage", value: coverage, unit: "%", kind: .deterministic),
                Metric(name: "behaviours building views", value: viewTests, unit: "tests", kind: .deterministic),
            ]),
            figure("logic-placement", architecture, "logic share outside views", shareOutsideViews),
        ] + (1...10).map { number in
            BenchmarkResult(suite: "unit-test-behaviours", caseName: "B\(number)", architecture: architecture, metrics: [
                Metric(name: "views built", value: number <= Int(viewTests) ? 7 : 0, unit: "views", kind: .deterministic),
            ])
        }
    }

    /// One architecture's chain figures for one event.
    func chain(_ event: String, _ architecture: String, calls: Double, closures: Double) -> BenchmarkResult {
        BenchmarkResult(suite: "chains", caseName: event, architecture: architecture, metrics: [
            Metric(name: "calls", value: calls, unit: "calls", kind: .deterministic),
            Metric(name: "closures crossed", value: closures, unit: "closures", kind: .deterministic),
        ])
    }

    /// One row of the cell-coordinator suite at one moment (`landed` or `scrolled`).
    func coordinators(_ size: Int, _ row: String, phase: String = "scrolled", alive: Double, observers: Double,
                      bytes: Double) -> BenchmarkResult {
        BenchmarkResult(suite: "cell-coordinators", caseName: "\(size)/\(phase)", architecture: row, metrics: [
            Metric(name: "coordinators alive", value: alive, unit: "objects", kind: .deterministic),
            Metric(name: "theme observers alive", value: observers, unit: "observers", kind: .deterministic),
            Metric(name: "bytes per subject", value: bytes, unit: "B", kind: .memory),
        ])
    }

    /// One propagation case's median time for one architecture.
    func propagation(_ caseName: String, _ architecture: String, nanoseconds: Double) -> BenchmarkResult {
        let metric = caseName.hasPrefix("list-landing/") ? "time per landing" : "time per event"
        return BenchmarkResult(suite: "propagation", caseName: caseName, architecture: architecture, metrics: [
            Metric(name: metric, value: nanoseconds, unit: "ns", kind: .time),
        ])
    }

    /// A list landing and its first phase alone, per landing, for one architecture and size.
    /// `instructions`, when given, are the landing's and its first phase's instruction counts.
    func landing(_ architecture: String, subjects: Int, landing: Double, bytesToData: Double,
                 instructions: (landing: Double, bytesToData: Double)? = nil) -> [BenchmarkResult] {
        func counted(_ value: Double?) -> [Metric] {
            value.map { [Metric(name: "instructions per landing", value: $0, unit: "instructions", kind: .instructions)] } ?? []
        }
        return [
            BenchmarkResult(suite: "propagation", caseName: "list-landing/\(subjects)", architecture: architecture, metrics: [
                Metric(name: "time per landing", value: landing, unit: "ns", kind: .time),
            ] + counted(instructions?.landing)),
            BenchmarkResult(suite: "landing-phases", caseName: "bytes-to-data/\(subjects)", architecture: architecture, metrics: [
                Metric(name: "time per landing", value: bytesToData, unit: "ns", kind: .time),
            ] + counted(instructions?.bytesToData)),
        ]
    }

    /// The claims `report` judges, by id.
    func judged(_ report: BenchmarkReport) -> [String: JudgedClaim] {
        Dictionary(ClaimCatalogue.judge(report).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
