import Foundation

/// A copy of an executable without its debug information, for Valgrind.
///
/// Valgrind 3.19 cannot read the DWARF that Swift 6 writes ("Possibly corrupted debuginfo file")
/// and gives up; without it, Valgrind still reads the symbol table, which is all callgrind needs
/// to find ``InstructionWindow/boundary()``. Stripping changes no instruction of the program.
public enum StrippedExecutable {
    /// The tools that can strip, tried in order: binutils' and the toolchain's LLVM one.
    public static let strippers = ["objcopy", "llvm-objcopy"]

    /// Copies `path` to `directory`, without debug information, and returns the copy's path.
    ///
    /// - Throws: ``ToolchainError`` if no stripper is found or it fails.
    public static func make(from path: String, into directory: String,
                            environment: [String: String] = ProcessInfo.processInfo.environment) throws(ToolchainError) -> String {
        guard let stripper = strippers.lazy.compactMap({ ExecutableSearch.find($0, environment: environment) }).first else {
            throw ToolchainError("counting instructions needs objcopy (binutils) or llvm-objcopy on PATH to strip "
                + "debug information Valgrind cannot read")
        }
        let copy = directory + "/" + URL(fileURLWithPath: path).lastPathComponent
        let answer = try ChildProcess.run(stripper, ["--strip-debug", path, copy])
        guard answer.status == 0 else {
            throw ToolchainError("\(stripper) --strip-debug \(path) failed: \(answer.errors)")
        }
        return copy
    }
}
