import Architectures

extension Architecture {
    /// The architecture's module, the last part of its source directory: `Sources/MVVMDC` gives
    /// `MVVMDC`. Its unit tests are the target `<module>Tests`.
    var moduleName: String {
        String(sourceDirectory.split(separator: "/").last ?? "")
    }

    /// The layers every architecture stands on, as modules: what its code calls besides its own.
    static let layerModules = ["SharedModel", "SharedViews", "ViewKit"]

    /// Their source directories: an edit there can change any architecture's measured figures.
    static var layerDirectories: [String] {
        layerModules.map { "Sources/\($0)" }
    }
}
