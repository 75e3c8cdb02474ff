import Architectures

extension Architecture {
    /// The architecture's module, the last part of its source directory: `Sources/MVVMDC` gives
    /// `MVVMDC`. Its unit tests are the target `<module>Tests`.
    var moduleName: String {
        String(sourceDirectory.split(separator: "/").last ?? "")
    }
}
