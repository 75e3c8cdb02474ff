import Foundation

/// Finds a program the way a shell does: the first executable of that name in `PATH`.
public enum ExecutableSearch {
    /// The full path of `name` in `environment`'s `PATH`, or `nil`.
    public static func find(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let directories = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        for directory in directories where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        return nil
    }
}
