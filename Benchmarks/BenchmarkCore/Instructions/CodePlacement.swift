/// Where Valgrind places the counted program's code and libraries in memory, and what a count does
/// about it.
///
/// Most counts do not depend on where the code lies. A few do: Observation keeps each object's
/// observers in a dictionary keyed by key path, and a key path hashes to the address of its
/// property's accessors, so where those land decides how often the dictionary's entries collide,
/// and with it the instructions of every change. With hashing seeded the same way in every run,
/// such a count is still exact for one binary, but any change elsewhere in the binary moves the
/// code and the count with it (by up to a tenth, seen on MVVM-Observation's events), so a figure
/// taken at one placement would compare the luck of two layouts, not two versions of the work.
///
/// So a case whose counted work hashed a key path or decoded JSON with `JSONDecoder`
/// (``dependsOnPlacement(_:)``: callgrind names the functions it ran) is counted at ``samples`` placements (``argument(_:)``, Valgrind's lowest
/// mapping address moved a few pages at a time): its figure is their median and the counts are kept
/// as its samples, so that `bench compare` tests a move against them as it tests a time's
/// (``NoiseTest``). Any other case is counted at one placement, as exact as ever: every case whose
/// two placements differed by more than ``tolerance`` in the runs that counted every case twice
/// hashed key paths, and `bench --check-placement` (run by `Benchmarks/check-path-independence`
/// in CI) still counts a second placement and fails a case whose count moves without them. Where
/// the counter cannot name functions (the kernel's count on macOS), every case is counted at two
/// placements, and at all of them when those two differ by more than ``tolerance``. Two
/// placements alone can agree by chance: a small table's entries collide or not, so a count has few
/// values, and two draws often land on the same one.
public enum CodePlacement {
    /// Placements a count that depends on its placement is taken at: enough that a move seen at
    /// every one of them passes the noise test over a whole quick comparison's figures.
    public static let samples = 12

    /// The largest relative difference between the first two placements' counts taken as no
    /// dependence: half the default instruction threshold. Counts that touch a few hashed objects
    /// move by a few tenths of a per cent between placements; only a move twice that could gate.
    public static let tolerance = 0.01

    /// Valgrind's lowest address for the program's mappings at placement `index` (from 0): 16 MB,
    /// then 17 pages further at each placement, so that every address the code lands at differs.
    public static func address(_ index: Int) -> UInt64 {
        0x100_0000 + UInt64(index) * 0x11000
    }

    /// The Valgrind option that places the program for `index`.
    public static func argument(_ index: Int) -> String {
        "--aspace-minaddr=0x" + String(address(index), radix: 16)
    }

    /// Whether the functions a counted window ran (callgrind's names, mangled) include a key path's
    /// hash: `AnyKeyPath`'s `hash(into:)` or `_rawHashValue(seed:)`.
    public static func hashesKeyPaths<Names: Sequence<String>>(_ functions: Names) -> Bool {
        functions.contains { $0.hasPrefix("$ss10AnyKeyPathC") && $0.lowercased().contains("hash") }
    }

    /// Whether the functions a counted window ran (callgrind's names, mangled) make its count depend
    /// on where the code lies: a key path's hash (``hashesKeyPaths(_:)``), or `JSONDecoder`, which
    /// looks up what it knows of each type by the address of the type's metadata. Its counts moved
    /// by 1.1% between two placements once code elsewhere in the binary grew (`--check-placement`).
    public static func dependsOnPlacement<Names: Sequence<String>>(_ functions: Names) -> Bool {
        let names = Array(functions)
        return hashesKeyPaths(names) || names.contains { $0.contains("11JSONDecoderC") }
    }

    /// Whether two placements' counts of one case differ by more than ``tolerance``.
    public static func matters(_ first: Double, _ second: Double) -> Bool {
        let larger = max(abs(first), abs(second))
        return larger > 0 && abs(first - second) / larger > tolerance
    }
}
