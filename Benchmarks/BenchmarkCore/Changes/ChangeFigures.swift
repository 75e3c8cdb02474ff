import Foundation

/// What each change cost each architecture, measured from the git history by
/// ``ChangeMeasurement`` (`bash Benchmarks/measure-changes`) and kept in ``path``; the benchmark
/// reads it back and reports it.
///
/// A change is a new requirement. It lands as one commit with the trailer `Change: <id>` (its
/// specification, shared support and conformance tests), then one commit per architecture with
/// `Change: <id>` and `Architecture: <display name>`, which makes it there. Each architecture's
/// commit is measured against its parent: what it touched in the architecture's sources and unit
/// tests, which lines, of which role, and the sources it leaves.
///
/// The file is recorded in a commit of its own once a change's architecture commits have landed
/// (a commit's hash depends on the files it holds, so an architecture's commit cannot name itself):
/// it holds the history up to the commit that recorded it, and names each commit it measured.
public struct ChangeFigures: Codable, Sendable, Equatable {
    /// The file, relative to the package root.
    public static let path = "Benchmarks/changes.json"
    /// The command that measures and writes it.
    public static let command = "bash Benchmarks/measure-changes"

    /// Changed code lines of one role.
    public struct RoleLines: Codable, Sendable, Equatable {
        /// The role, of the role line above the line in the version of the file it was judged in.
        public var role: Role
        /// Code lines added and removed in that role.
        public var lines: Int

        /// Creates an entry.
        public init(role: Role, lines: Int) {
            self.role = role
            self.lines = lines
        }
    }

    /// How many code lines one source file gained (or, below zero, lost) in a change.
    public struct FileGrowth: Codable, Sendable, Equatable {
        /// The file, relative to the package root.
        public var path: String
        /// Its code lines after the change less those before.
        public var lines: Int

        /// Creates an entry.
        public init(path: String, lines: Int) {
            self.path = path
            self.lines = lines
        }
    }

    /// What one change cost one architecture: its commit for the change (its commits, summed, if a
    /// fix followed) against the commit's parent.
    ///
    /// Files count in the architecture's source directory and unit-test directory apart, any kind
    /// of file. Lines count in Swift files only (not under a hidden folder, as in the glue
    /// count), and a line counts only if it holds code (``SwiftSourceScanner``: no blank or
    /// comment-only line, and no role line); an added line is judged in the new version of its
    /// file, a removed line in the old. A changed line is one removed and one added.
    public struct ArchitectureCost: Codable, Sendable, Equatable {
        /// Its display name.
        public var architecture: String
        /// Its commits for the change, in history order.
        public var commits: [String]
        /// The parent of each of its commits for the change, in history order: what the figures
        /// were measured against.
        public var bases: [String]
        /// Source files the commit touched: added, changed or deleted. A Swift file is touched only
        /// when a code line of it changed: an edit of comments or blank lines, or a move, touches nothing.
        public var filesTouched: Int
        /// Of those, the files it added.
        public var filesAdded: Int
        /// Of those, the files it deleted.
        public var filesRemoved: Int
        /// Unit-test files the commit touched, by the same rule, counted apart from the sources.
        public var testFilesTouched: Int
        /// Code lines added to its sources.
        public var codeLinesAdded: Int
        /// Code lines removed from its sources.
        public var codeLinesRemoved: Int
        /// The code lines added and removed in its sources, by the role each carries
        /// (``GlueCounter/rolesOfLines(_:)-swift.type.method``); roles with none left out, in role order.
        public var linesByRole: [RoleLines]
        /// The ripple: the source files it touched that belong to a screen (``FeatureClassifier``: by
        /// folder) none of the change's features is, relative to the package root, sorted. Navigators
        /// and shared code are never ripple.
        public var ripple: [String]
        /// The navigators it touched (``Feature/navigators``: routers, coordinators, the mediator and
        /// their protocols), relative to the package root, sorted.
        public var navigatorFiles: [String]
        /// Code lines added to its unit tests.
        public var unitTestLinesAdded: Int
        /// Code lines removed from its unit tests.
        public var unitTestLinesRemoved: Int
        /// Code lines added and removed in its view controllers (source files whose name ends in
        /// ``ChangeMeasurement/controllerSuffix``).
        public var controllerLinesChanged: Int
        /// Code lines added and removed in its data code (``ChangeMeasurement/dataCodeLines(of:)``:
        /// the functions that send requests or read answers, and the callbacks that take them),
        /// whichever file holds it.
        public var dataLinesChanged: Int
        /// Code lines of its sources before the change (at the parent of its first commit for it).
        public var sourceLinesBefore: Int
        /// Code lines, before the change, of its source files that belong to a screen
        /// (``FeatureClassifier``): its sources less the shared code (a binding kit, a store's
        /// machinery, the app's assembly) and the navigators, which no screen owns.
        public var featureLinesBefore: Int
        /// The screens with a source file before the change.
        public var featuresBefore: Int
        /// Each feature source file that was there before the change and whose code lines it
        /// changed in number: what it gained. Files it added or deleted, and shared code, are not
        /// here. Sorted by path.
        public var featureFileGrowth: [FileGrowth]
        /// Code lines of its sources after the change, every role: what the glue count calls lines.
        public var sourceLinesAfter: Int
        /// Swift files of its sources after the change.
        public var sourceFilesAfter: Int
        /// Code lines of its largest source file after the change.
        public var largestFileLinesAfter: Int
        /// Files outside its two directories that the commit touched, which it had to: the list of
        /// architectures a change is pending in, and the generated outputs it re-records. Sorted.
        public var bookkeeping: [String]
        /// Any other file outside its two directories the commit touched: none, if the commit
        /// keeps to its architecture. Sorted.
        public var outside: [String]

        /// Creates an entry.
        public init(architecture: String, commits: [String], bases: [String], filesTouched: Int, filesAdded: Int, filesRemoved: Int,
                    testFilesTouched: Int, codeLinesAdded: Int, codeLinesRemoved: Int, linesByRole: [RoleLines], ripple: [String],
                    navigatorFiles: [String], unitTestLinesAdded: Int, unitTestLinesRemoved: Int, controllerLinesChanged: Int,
                    dataLinesChanged: Int,
                    sourceLinesBefore: Int, featureLinesBefore: Int, featuresBefore: Int, featureFileGrowth: [FileGrowth],
                    sourceLinesAfter: Int, sourceFilesAfter: Int, largestFileLinesAfter: Int,
                    bookkeeping: [String], outside: [String]) {
            self.architecture = architecture
            self.commits = commits
            self.bases = bases
            self.filesTouched = filesTouched
            self.filesAdded = filesAdded
            self.filesRemoved = filesRemoved
            self.testFilesTouched = testFilesTouched
            self.codeLinesAdded = codeLinesAdded
            self.codeLinesRemoved = codeLinesRemoved
            self.linesByRole = linesByRole
            self.ripple = ripple
            self.navigatorFiles = navigatorFiles
            self.unitTestLinesAdded = unitTestLinesAdded
            self.unitTestLinesRemoved = unitTestLinesRemoved
            self.controllerLinesChanged = controllerLinesChanged
            self.dataLinesChanged = dataLinesChanged
            self.sourceLinesBefore = sourceLinesBefore
            self.featureLinesBefore = featureLinesBefore
            self.featuresBefore = featuresBefore
            self.featureFileGrowth = featureFileGrowth
            self.sourceLinesAfter = sourceLinesAfter
            self.sourceFilesAfter = sourceFilesAfter
            self.largestFileLinesAfter = largestFileLinesAfter
            self.bookkeeping = bookkeeping
            self.outside = outside
        }

        /// Code lines added and removed in its sources.
        public var codeLinesChanged: Int {
            codeLinesAdded + codeLinesRemoved
        }

        /// Code lines added and removed in its unit tests.
        public var unitTestLinesChanged: Int {
            unitTestLinesAdded + unitTestLinesRemoved
        }

        /// Changed code lines in `role`.
        public func lines(role: Role) -> Int {
            linesByRole.first { $0.role == role }?.lines ?? 0
        }
    }

    /// One change and what it cost each architecture that has made it.
    public struct Change: Codable, Sendable, Equatable {
        /// Its id, as its commits' `Change:` trailer spells it, e.g. `subject-detail`.
        public var change: String
        /// The features whose screens it adds or alters (one, or more where a requirement spans
        /// screens), in declaration order: a source file of any other feature it touches is ripple.
        public var features: [Feature]
        /// Every architecture, in the order they were given to the measurement: a change is
        /// recorded once every one has made it.
        public var architectures: [ArchitectureCost]

        /// Creates an entry.
        public init(change: String, features: [Feature], architectures: [ArchitectureCost]) {
            self.change = change
            self.features = features
            self.architectures = architectures
        }
    }

    /// What one architecture's code cost outside its changes, from the first change on: the
    /// commits with a `Maintenance:` trailer, and those in ``AttributedEdits``, that touched its
    /// sources or unit tests. Counted as a change's lines are.
    public struct Maintenance: Codable, Sendable, Equatable {
        /// Its display name.
        public var architecture: String
        /// The commits, in history order.
        public var commits: [String]
        /// Code lines added to its sources.
        public var codeLinesAdded: Int
        /// Code lines removed from its sources.
        public var codeLinesRemoved: Int
        /// Code lines added to its unit tests.
        public var unitTestLinesAdded: Int
        /// Code lines removed from its unit tests.
        public var unitTestLinesRemoved: Int

        /// Creates an entry.
        public init(architecture: String, commits: [String] = [], codeLinesAdded: Int = 0, codeLinesRemoved: Int = 0,
                    unitTestLinesAdded: Int = 0, unitTestLinesRemoved: Int = 0) {
            self.architecture = architecture
            self.commits = commits
            self.codeLinesAdded = codeLinesAdded
            self.codeLinesRemoved = codeLinesRemoved
            self.unitTestLinesAdded = unitTestLinesAdded
            self.unitTestLinesRemoved = unitTestLinesRemoved
        }

        /// Code lines added and removed in its sources.
        public var codeLinesChanged: Int {
            codeLinesAdded + codeLinesRemoved
        }

        /// Code lines added and removed in its unit tests.
        public var unitTestLinesChanged: Int {
            unitTestLinesAdded + unitTestLinesRemoved
        }
    }

    /// The changes, in the order their first commit came.
    public var changes: [Change]
    /// Every architecture's maintenance, in the order the architectures were given.
    public var maintenance: [Maintenance]

    /// Creates the figures.
    public init(changes: [Change], maintenance: [Maintenance] = []) {
        self.changes = changes
        self.maintenance = maintenance
    }

    /// The figures as written in ``path`` under `root`.
    ///
    /// - Throws: ``ChangeHistoryError/unreadableFigures(path:reason:)`` when the file is missing or
    ///   is not these figures.
    public static func load(root: String) throws(ChangeHistoryError) -> ChangeFigures {
        let full = URL(fileURLWithPath: root).appendingPathComponent(path).path
        guard let data = FileManager.default.contents(atPath: full) else {
            throw .unreadableFigures(path: path, reason: "it is missing; run `\(command)`")
        }
        do {
            return try JSONDecoder().decode(ChangeFigures.self, from: data)
        } catch {
            throw .unreadableFigures(path: path, reason: "\(error); run `\(command)`")
        }
    }
}
