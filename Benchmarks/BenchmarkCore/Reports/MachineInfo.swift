import Foundation

/// Where a benchmark ran: recorded in every report so results are only compared knowingly.
public struct MachineInfo: Sendable, Codable, Equatable {
    /// Swift compiler that built the binary, e.g. `Swift 6.3.1`.
    public var toolchain: String
    /// Operating system, e.g. `Debian GNU/Linux 12 (bookworm)`.
    public var operatingSystem: String
    /// Kernel or OS build string, e.g. `Linux 6.1.0 x86_64`.
    public var kernel: String
    /// CPU model name, or the machine architecture when the model is not known.
    public var cpu: String
    /// Logical cores available to the process.
    public var activeCores: Int
    /// Logical cores of the machine.
    public var totalCores: Int
    /// Debug or release.
    public var buildConfiguration: BuildConfiguration

    /// Creates a description from its parts.
    public init(
        toolchain: String,
        operatingSystem: String,
        kernel: String,
        cpu: String,
        activeCores: Int,
        totalCores: Int,
        buildConfiguration: BuildConfiguration
    ) {
        self.toolchain = toolchain
        self.operatingSystem = operatingSystem
        self.kernel = kernel
        self.cpu = cpu
        self.activeCores = activeCores
        self.totalCores = totalCores
        self.buildConfiguration = buildConfiguration
    }

    /// The machine this process runs on.
    ///
    /// Reads `/etc/os-release` and `/proc/cpuinfo` where they exist (on Darwin, the kernel's name for
    /// the CPU); needs no toolchain at run time.
    public static func current() -> MachineInfo {
        let process = ProcessInfo.processInfo
        return MachineInfo(
            toolchain: "Swift " + compilerVersion,
            operatingSystem: readOperatingSystemName() ?? process.operatingSystemVersionString,
            kernel: kernelDescription(),
            cpu: readCPUModel() ?? machineArchitecture,
            activeCores: process.activeProcessorCount,
            totalCores: process.processorCount,
            buildConfiguration: .current
        )
    }

    /// Whether this binary is a debug build, whose timings must not be trusted.
    public var isDebugBuild: Bool {
        buildConfiguration == .debug
    }

    /// The loud warning printed (to stderr) and embedded in reports of a debug build.
    public static let debugBuildWarning = """
        ************************************************************************
        WARNING: this is a DEBUG build. Timings are unoptimized and not
        representative; results are marked "debug". Use: swift run -c release bench
        ************************************************************************
        """

    /// One line per field, for report headers.
    public var summaryLines: [String] {
        [
            "Toolchain: \(toolchain)",
            "OS: \(operatingSystem) (\(kernel))",
            "CPU: \(cpu)",
            "Cores: \(activeCores) active of \(totalCores)",
            "Build: \(buildConfiguration.rawValue)",
        ]
    }

    /// The compiler version, fixed at compile time so a built binary needs no toolchain to tell.
    public static let compilerVersion: String = {
        #if compiler(>=7.0)
        "7.0 or later"
        #elseif compiler(>=6.6.4)
        "6.6.4 or later"
        #elseif compiler(>=6.6.3)
        "6.6.3"
        #elseif compiler(>=6.6.2)
        "6.6.2"
        #elseif compiler(>=6.6.1)
        "6.6.1"
        #elseif compiler(>=6.6.0)
        "6.6.0"
        #elseif compiler(>=6.5.4)
        "6.5.4 or later"
        #elseif compiler(>=6.5.3)
        "6.5.3"
        #elseif compiler(>=6.5.2)
        "6.5.2"
        #elseif compiler(>=6.5.1)
        "6.5.1"
        #elseif compiler(>=6.5.0)
        "6.5.0"
        #elseif compiler(>=6.4.4)
        "6.4.4 or later"
        #elseif compiler(>=6.4.3)
        "6.4.3"
        #elseif compiler(>=6.4.2)
        "6.4.2"
        #elseif compiler(>=6.4.1)
        "6.4.1"
        #elseif compiler(>=6.4.0)
        "6.4.0"
        #elseif compiler(>=6.3.4)
        "6.3.4 or later"
        #elseif compiler(>=6.3.3)
        "6.3.3"
        #elseif compiler(>=6.3.2)
        "6.3.2"
        #elseif compiler(>=6.3.1)
        "6.3.1"
        #elseif compiler(>=6.3.0)
        "6.3.0"
        #elseif compiler(>=6.2.4)
        "6.2.4 or later"
        #elseif compiler(>=6.2.3)
        "6.2.3"
        #elseif compiler(>=6.2.2)
        "6.2.2"
        #elseif compiler(>=6.2.1)
        "6.2.1"
        #elseif compiler(>=6.2.0)
        "6.2.0"
        #elseif compiler(>=6.1.4)
        "6.1.4 or later"
        #elseif compiler(>=6.1.3)
        "6.1.3"
        #elseif compiler(>=6.1.2)
        "6.1.2"
        #elseif compiler(>=6.1.1)
        "6.1.1"
        #elseif compiler(>=6.1.0)
        "6.1.0"
        #elseif compiler(>=6.0.4)
        "6.0.4 or later"
        #elseif compiler(>=6.0.3)
        "6.0.3"
        #elseif compiler(>=6.0.2)
        "6.0.2"
        #elseif compiler(>=6.0.1)
        "6.0.1"
        #elseif compiler(>=6.0.0)
        "6.0.0"
        #elseif compiler(>=5.10.4)
        "5.10.4 or later"
        #elseif compiler(>=5.10.3)
        "5.10.3"
        #elseif compiler(>=5.10.2)
        "5.10.2"
        #elseif compiler(>=5.10.1)
        "5.10.1"
        #elseif compiler(>=5.10.0)
        "5.10.0"
        #elseif compiler(>=5.9.4)
        "5.9.4 or later"
        #elseif compiler(>=5.9.3)
        "5.9.3"
        #elseif compiler(>=5.9.2)
        "5.9.2"
        #elseif compiler(>=5.9.1)
        "5.9.1"
        #elseif compiler(>=5.9.0)
        "5.9.0"
        #else
        "older than 5.9"
        #endif
    }()

    /// `PRETTY_NAME` from os-release, the standard place on Linux.
    static func readOperatingSystemName() -> String? {
        for path in ["/etc/os-release", "/usr/lib/os-release"] {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                continue
            }
            if let name = osReleaseValue("PRETTY_NAME", in: text) ?? osReleaseValue("NAME", in: text) {
                return name
            }
        }
        return nil
    }

    /// The value of `key` in os-release syntax (`KEY=value` or `KEY="value"`).
    static func osReleaseValue(_ key: String, in text: String) -> String? {
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix(key + "=") else {
                continue
            }
            var value = trimmed.dropFirst(key.count + 1)
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = value.dropFirst().dropLast()
            }
            return value.isEmpty ? nil : String(value)
        }
        return nil
    }

    /// The first `model name` of /proc/cpuinfo (x86); other architectures may not have one. Darwin
    /// has no /proc: there the kernel names the CPU (`Apple M2`), so that reports from two models
    /// of one architecture are told apart, as `compare` needs for instruction counts.
    static func readCPUModel() -> String? {
        #if canImport(Darwin)
        var size = 0
        guard sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == 0, size > 0 else {
            return nil
        }
        var bytes = [UInt8](repeating: 0, count: size)
        guard sysctlbyname("machdep.cpu.brand_string", &bytes, &size, nil, 0) == 0 else {
            return nil
        }
        let model = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        return model.isEmpty ? nil : model
        #else
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
            return nil
        }
        return cpuModel(inCPUInfo: text)
        #endif
    }

    /// Parses the CPU model out of /proc/cpuinfo text.
    static func cpuModel(inCPUInfo text: String) -> String? {
        for key in ["model name", "Model", "cpu model", "Hardware"] {
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: ":", maxSplits: 1)
                guard parts.count == 2,
                      parts[0].trimmingCharacters(in: .whitespaces) == key
                else {
                    continue
                }
                let value = parts[1].trimmingCharacters(in: .whitespaces)
                if !value.isEmpty {
                    return value
                }
            }
        }
        return nil
    }

    private static func kernelDescription() -> String {
        var name = utsname()
        guard uname(&name) == 0 else {
            return "unknown kernel"
        }
        let system = string(fromCString: name.sysname)
        let release = string(fromCString: name.release)
        let machine = string(fromCString: name.machine)
        return "\(system) \(release) \(machine)"
    }

    private static var machineArchitecture: String {
        #if arch(x86_64)
        "x86_64"
        #elseif arch(arm64)
        "arm64"
        #else
        "unknown architecture"
        #endif
    }

    /// Reads a fixed-size C character array (a tuple in Swift) as a string.
    private static func string<Tuple>(fromCString tuple: Tuple) -> String {
        withUnsafeBytes(of: tuple) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
