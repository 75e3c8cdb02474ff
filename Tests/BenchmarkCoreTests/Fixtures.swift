@testable import BenchmarkCore

/// Small reports for the report and comparison tests.
enum Fixtures {
    static let machine = MachineInfo(
        toolchain: "Swift 6.3.1",
        operatingSystem: "Test OS 1",
        kernel: "Linux 6.1 x86_64",
        cpu: "Test CPU",
        activeCores: 2,
        totalCores: 2,
        buildConfiguration: .release
    )

    static let machineLoad = MachineLoad(atStart: .init(oneMinute: 0.5, fiveMinutes: 0.25, fifteenMinutes: 0.2),
                                         atEnd: .init(oneMinute: 1.5, fiveMinutes: 1.25, fifteenMinutes: 1))

    static let timeSpread = Spread(min: 90, p90: 120, max: 150, mad: 5, samples: 15, iterationsPerSample: 1000)

    /// A report with one figure of each kind, with values that can be varied.
    static func report(
        time: Double = 100,
        ratio: Double = 1.5,
        lines: Double = 120,
        allocations: Double? = 3,
        instructions: Double? = nil,
        quick: Bool = false,
        build: BuildConfiguration = .release
    ) -> BenchmarkReport {
        var machine = machine
        machine.buildConfiguration = build
        let counted = instructions.map { [Metric(name: "instructions per event", value: $0, unit: "instr", kind: .instructions)] }
        return BenchmarkReport(
            machine: machine,
            date: "2025-01-01T00:00:00Z",
            quick: quick,
            allocationCounting: "test",
            instructionCounting: instructions == nil ? nil : "valgrind-3.19.0",
            results: [
                BenchmarkResult(
                    suite: "propagation",
                    caseName: "login: type username",
                    architecture: "MVVM",
                    parameters: ["events": "10"],
                    metrics: [
                        Metric(name: "time per event", value: time, unit: "ns", kind: .time, spread: timeSpread),
                    ] + (counted ?? []) + [
                        Metric(name: "allocations per event", value: allocations, unit: "allocs", kind: .deterministic),
                        Metric(name: "vs MVC", value: ratio, unit: "×", kind: .ratio),
                    ]
                ),
                BenchmarkResult(
                    suite: "glue-code",
                    caseName: "all/all",
                    architecture: "MVVM",
                    metrics: [Metric(name: "lines", value: lines, unit: "lines", kind: .deterministic)]
                ),
            ]
        )
    }
}
