/// What a change cost each architecture as two authors wrote it: the first author's commit on the
/// history, and a second, independent implementation kept as a patch against that commit's parent
/// (``SecondAuthorFigures/folder``), both measured by the same recorder (``ChangeMeasurement``). How
/// far apart the two are is the spread: how much of a code-line figure is one author's choice.
///
/// Deterministic: the same history and patches give the same file, on any clone.
public struct SecondAuthorFigures: Codable, Sendable, Equatable {
    /// The committed file, relative to the package root.
    public static let path = "Benchmarks/second-authors.json"
    /// The folder of patches: `<change>/<architecture>.patch`, the architecture's display name in
    /// lower case (`mvvm-c.patch`), each with its `check.txt` (``SecondAuthorCheck``).
    public static let folder = "Benchmarks/second-authors"
    /// The command that writes ``path``.
    public static let command = "bash Benchmarks/measure-second-authors"

    /// One author's figures for one architecture's change, as ``ChangeFigures`` counts them.
    public struct Authored: Codable, Sendable, Equatable {
        /// Code lines added and removed in the architecture's sources.
        public var codeLinesAdded: Int
        public var codeLinesRemoved: Int
        /// Code lines added and removed in its unit tests.
        public var unitTestLinesAdded: Int
        public var unitTestLinesRemoved: Int
        /// Source files touched, and of them added.
        public var filesTouched: Int
        public var filesAdded: Int

        /// Creates the figures.
        public init(codeLinesAdded: Int, codeLinesRemoved: Int, unitTestLinesAdded: Int, unitTestLinesRemoved: Int,
                    filesTouched: Int, filesAdded: Int) {
            self.codeLinesAdded = codeLinesAdded
            self.codeLinesRemoved = codeLinesRemoved
            self.unitTestLinesAdded = unitTestLinesAdded
            self.unitTestLinesRemoved = unitTestLinesRemoved
            self.filesTouched = filesTouched
            self.filesAdded = filesAdded
        }

        /// The figures of one architecture's cost of a change.
        public init(_ cost: ChangeFigures.ArchitectureCost) {
            self.init(codeLinesAdded: cost.codeLinesAdded, codeLinesRemoved: cost.codeLinesRemoved,
                      unitTestLinesAdded: cost.unitTestLinesAdded, unitTestLinesRemoved: cost.unitTestLinesRemoved,
                      filesTouched: cost.filesTouched, filesAdded: cost.filesAdded)
        }

        /// Code lines added and removed in the sources.
        public var codeLinesChanged: Int { codeLinesAdded + codeLinesRemoved }
        /// Code lines added and removed in the unit tests.
        public var unitTestLinesChanged: Int { unitTestLinesAdded + unitTestLinesRemoved }
    }

    /// One architecture's change by both authors.
    public struct Pair: Codable, Sendable, Equatable {
        /// The architecture's display name.
        public var architecture: String
        /// The second author's patch, relative to the package root.
        public var patch: String
        /// The first author's commit, whose parent the patch applies to.
        public var firstCommit: String
        /// The first author's figures, from the history.
        public var first: Authored
        /// The second author's figures, from the patch applied to the same parent.
        public var second: Authored

        /// Creates a pair.
        public init(architecture: String, patch: String, firstCommit: String, first: Authored, second: Authored) {
            self.architecture = architecture
            self.patch = patch
            self.firstCommit = firstCommit
            self.first = first
            self.second = second
        }

        /// How far apart the two authors' source code lines changed are, as a share of the larger.
        public var codeLineSpread: Double { Self.spread(first.codeLinesChanged, second.codeLinesChanged) }
        /// The same of their unit-test lines changed.
        public var unitTestLineSpread: Double { Self.spread(first.unitTestLinesChanged, second.unitTestLinesChanged) }

        /// |a − b| over the larger of the two; 0 when both are 0.
        public static func spread(_ a: Int, _ b: Int) -> Double {
            let larger = max(a, b)
            return larger == 0 ? 0 : Double(abs(a - b)) / Double(larger)
        }
    }

    /// One change with a second author, its architectures in the order their commits landed.
    public struct Change: Codable, Sendable, Equatable {
        /// The change's id.
        public var change: String
        /// Each architecture's pair.
        public var pairs: [Pair]

        /// Creates a change.
        public init(change: String, pairs: [Pair]) {
            self.change = change
            self.pairs = pairs
        }
    }

    /// Every change with a second author, in the order they landed.
    public var changes: [Change]

    /// Creates the figures.
    public init(changes: [Change]) {
        self.changes = changes
    }

    /// Every pair's source code lines apart, summed, as a share of the larger figure of each pair,
    /// summed: the share of a code-line figure margins take as its uncertainty. Nil when no pair has
    /// a line.
    public var pooledCodeLineSpread: Double? {
        let pairs = changes.flatMap(\.pairs)
        let larger = pairs.map { max($0.first.codeLinesChanged, $0.second.codeLinesChanged) }.reduce(0, +)
        let apart = pairs.map { abs($0.first.codeLinesChanged - $0.second.codeLinesChanged) }.reduce(0, +)
        return larger == 0 ? nil : Double(apart) / Double(larger)
    }

    /// The most source code lines any pair was apart: the least uncertainty margins give a code-line
    /// figure. Nil when no pair is recorded.
    public var largestCodeLineDifference: Int? {
        changes.flatMap(\.pairs).map { abs($0.first.codeLinesChanged - $0.second.codeLinesChanged) }.max()
    }
}
