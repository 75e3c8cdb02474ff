import Foundation

/// The return addresses of the calls that led to this point, and how to name them afterwards.
///
/// Capturing is cheap (addresses only); naming runs the toolchain's `llvm-symbolizer` once over
/// every address of a recording, with inlined frames, and `swift-demangle` over the names. Only
/// frames of the running executable are named: the package's modules are linked into it, the
/// system's libraries are not the code being traced. Where the executable is loaded is read from
/// Linux's `/proc/self/maps`.
public enum CallStack {
    /// Whether addresses can be named here: where the executable is loaded is read from
    /// `/proc/self/maps`, which only Linux has.
    public static var canNameFrames: Bool {
        #if os(Linux)
        true
        #else
        false
        #endif
    }

    /// The return addresses of the current thread's stack, innermost first.
    public static func capture() -> [UInt] {
        Thread.callStackReturnAddresses.map(\.uintValue)
    }

    /// The demangled function names at each address of the running executable, outermost call
    /// first (an address with inlined calls gives several); other addresses are left out.
    ///
    /// - Throws: ``ToolchainError`` if the executable cannot be found or a tool fails.
    public static func name(_ addresses: Set<UInt>, with toolchain: Toolchain) throws(ToolchainError) -> [UInt: [String]] {
        guard let executable = Bundle.main.executablePath.map({ URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }) else {
            throw ToolchainError("cannot find the running executable")
        }
        let mappings = try loadedRanges(of: executable)
        guard let base = mappings.map(\.lowerBound).min() else {
            throw ToolchainError("the executable \(executable) is not in /proc/self/maps")
        }
        // Addresses in the executable, one before each return address (the call itself), less
        // where it was loaded.
        var offsets: [(address: UInt, offset: UInt)] = []
        for address in addresses.sorted() where mappings.contains(where: { $0.contains(address) }) {
            offsets.append((address, address - base - 1))
        }
        guard !offsets.isEmpty else { return [:] }
        let input = offsets.map { "0x" + String($0.offset, radix: 16) }.joined(separator: "\n") + "\n"
        let output = try toolchain.run("llvm-symbolizer", ["--obj=\(executable)", "--inlining", "--functions=linkage"],
                                       input: input)
        // One block per address, blank-line separated: pairs of lines, function then place, the
        // innermost inlined call first.
        let blocks = output.components(separatedBy: "\n\n").map { block in
            block.split(separator: "\n").enumerated().filter { $0.offset.isMultiple(of: 2) }.map { String($0.element) }
        }.filter { !$0.isEmpty }
        guard blocks.count == offsets.count else {
            throw ToolchainError("llvm-symbolizer answered \(blocks.count) blocks for \(offsets.count) addresses")
        }
        let demangled = try toolchain.demangle(Array(Set(blocks.joined())))
        var result: [UInt: [String]] = [:]
        for (entry, block) in zip(offsets, blocks) {
            result[entry.address] = block.reversed().map { demangled[$0] ?? $0 }
        }
        return result
    }

    /// The address ranges `/proc/self/maps` shows mapped from `executable`.
    private static func loadedRanges(of executable: String) throws(ToolchainError) -> [Range<UInt>] {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else {
            throw ToolchainError("cannot read /proc/self/maps: naming frames needs Linux")
        }
        return maps.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[5...].joined(separator: " ") == executable else { return nil }
            let bounds = fields[0].split(separator: "-")
            guard bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16),
                  start < end else { return nil }
            return start..<end
        }
    }
}
