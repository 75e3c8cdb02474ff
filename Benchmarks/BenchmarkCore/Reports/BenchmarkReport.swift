import Foundation

/// Everything one benchmark run produced, with the conditions it ran under.
public struct BenchmarkReport: Sendable, Codable, Equatable {
    /// The schema this build writes. Readers accept older schemas and note a difference.
    public static let currentSchemaVersion = 1

    /// Schema version of this report.
    public var schemaVersion: Int
    /// Machine, toolchain and build.
    public var machine: MachineInfo
    /// Debug or release; repeated from ``machine`` at top level so it cannot be missed.
    public var buildConfiguration: BuildConfiguration
    /// When the run started, ISO 8601 in UTC.
    public var date: String
    /// The commit of the package it measured (``SourceRevision``); absent from reports written
    /// before it was recorded, and outside a git clone.
    public var revision: String?
    /// Whether this was a `--quick` smoke run.
    public var quick: Bool
    /// How allocations were counted, or why they were not.
    public var allocationCounting: String
    /// What counted instructions: the Valgrind (`valgrind-3.19.0`), or on macOS the kernel's
    /// retired-instruction count and the kernel (``RetiredInstructions/counting(kernel:)``); absent
    /// when they were not counted.
    public var instructionCounting: String?
    /// How busy the machine was at the run's start and end; absent from reports written before it
    /// was recorded, and where the system does not tell.
    public var machineLoad: MachineLoad?
    /// Free-form notes (warnings, glue-code issues), shown above the tables.
    public var notes: [String]
    /// The results, in the order the suites produced them.
    public var results: [BenchmarkResult]
    /// The source articles' claims judged from ``results``; absent from reports written before
    /// claims were judged, and never compared: the figures they rest on are.
    public var claims: [JudgedClaim]?

    /// Creates a report; `date` defaults to now.
    public init(
        schemaVersion: Int = BenchmarkReport.currentSchemaVersion,
        machine: MachineInfo,
        date: String = BenchmarkReport.timestamp(Date()),
        revision: String? = nil,
        quick: Bool,
        allocationCounting: String = AllocationCounter.methodDescription,
        instructionCounting: String? = nil,
        machineLoad: MachineLoad? = nil,
        notes: [String] = [],
        results: [BenchmarkResult],
        claims: [JudgedClaim]? = nil
    ) {
        self.schemaVersion = schemaVersion
        self.machine = machine
        self.buildConfiguration = machine.buildConfiguration
        self.date = date
        self.revision = revision
        self.quick = quick
        self.allocationCounting = allocationCounting
        self.instructionCounting = instructionCounting
        self.machineLoad = machineLoad
        self.notes = notes
        self.results = results
        self.claims = claims
    }

    /// Whether the report came from a debug build.
    public var isDebugBuild: Bool {
        buildConfiguration == .debug
    }

    /// How the report's instructions were counted, in words for a caption.
    public var instructionsCounted: String {
        Self.instructionsCounted(by: instructionCounting)
    }

    /// How instructions named by `counting` were counted, in words for a caption: `under Valgrind`,
    /// or `from the kernel's count of retired instructions` (macOS).
    public static func instructionsCounted(by counting: String?) -> String {
        RetiredInstructions.counted(counting) ? "from the kernel's count of retired instructions" : "under Valgrind"
    }

    /// `date` in ISO 8601, UTC, whole seconds (`2025-01-31T12:00:00Z`).
    public static func timestamp(_ date: Date) -> String {
        date.ISO8601Format()
    }

    /// Stable JSON: pretty-printed, keys sorted, so the same report always gives the same bytes.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Decodes a report written by ``jsonData()``.
    public static func decode(from data: Data) throws -> BenchmarkReport {
        try JSONDecoder().decode(BenchmarkReport.self, from: data)
    }

    /// Reads a report from a JSON file, or says in one line why it cannot.
    public static func load(contentsOf path: String) throws(ReportLoadError) -> BenchmarkReport {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .missing(path: path)
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path)
        }
        guard (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil else {
            throw .notJSON(path: path)
        }
        do {
            return try decode(from: data)
        } catch {
            throw .notAReport(path: path, detail: ReportLoadError.detail(of: error))
        }
    }
}
