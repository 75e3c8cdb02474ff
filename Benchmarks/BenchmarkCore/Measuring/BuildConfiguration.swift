/// Build configuration of the running binary.
public enum BuildConfiguration: String, Sendable, Codable, CaseIterable {
    /// Unoptimized build (`swift build`, `swift run`): timings are not representative.
    case debug
    /// Optimized build (`-c release`).
    case release

    /// The configuration this module was compiled in. SwiftPM defines `DEBUG` for debug builds of
    /// every target, so this matches the configuration of the whole product.
    public static var current: BuildConfiguration {
        #if DEBUG
        .debug
        #else
        .release
        #endif
    }
}
