import Architectures
import BenchmarkCore
import Foundation

/// The changes the app has gone through (new requirements, each landed as one commit and then one
/// commit per architecture), each with the features of the screens it alters, and how the package's
/// history is measured for them (``ChangeMeasurement``): every architecture of the catalogue with its
/// sources and its own unit tests, and the files an architecture's commit touches besides on purpose.
public enum ChangeCatalogue {
    /// Each change's id, as its commits' `Change:` trailer spells it, and the features whose
    /// screens it adds or alters: a source file of any other feature it touches is ripple.
    public static let features: [String: Set<Feature>] = [
        "subject-detail": [.subjectDetail],
        "cell-detail": [.subjectList],
        "refresh-and-return": [.login, .subjectList],
        "subject-link": [.shared, .login, .subjectList],
        "all-subjects": [.shared],
        "catalogue-screen": [.allSubjects],
        "catalogue-from-subject": [.subjectDetail],
        "catalogue-needs-more": [.allSubjects],
    ]

    /// The architectures a change is still pending in, one line each, which each architecture's
    /// commit edits.
    public static let pendingList = "Tests/ConformanceTests/Changes/PendingChanges.swift"
    /// The quick run CI compares against, which every commit that changes a figure records again.
    public static let baseline = "Benchmarks/baseline.json"

    /// What an architecture's commit touches outside its own directories on purpose: the pending
    /// list, and the generated outputs that carry fingerprints of the sources or figures read from
    /// them, which it records again, the compare page's drawings among them (while a change to
    /// what a screen shows lands, each architecture's commit moves it from one look to the other).
    /// (``ChangeFigures/path`` is recorded after a change's commits, never by one of them.)
    /// The choosing page, generated from the sources and the recorded figures, is one of them. The
    /// architectures' guides and the layout page, which name an architecture's files, are
    /// among them: a commit that adds, moves or removes a file says so where a reader looks for it.
    public static var bookkeeping: Set<String> {
        Set([pendingList, UnitTestFigures.path, ChainFigures.path, baseline, ComparePage.path, ComparePage.htmlPath, drawings,
             ChoosingPage.path, layoutPage])
            .union(Architecture.allCases.map(guide(of:)))
    }

    /// The page that maps every folder.
    static let layoutPage = "docs/layout.md"

    /// The guide to `architecture`: `docs/mvvm-c.md` for MVVM-C.
    static func guide(of architecture: Architecture) -> String {
        "docs/\(architecture.displayName.lowercased()).md"
    }

    /// The compare page's drawings, a folder.
    static var drawings: String {
        ComparePage.path.split(separator: "/").dropLast().joined(separator: "/") + "/" + ComparePage.drawingsFolder + "/"
    }

    /// `architecture` as the measurement sees it: its name, its sources and its own unit tests.
    public static func directories(of architecture: Architecture) -> ArchitectureDirectories {
        ArchitectureDirectories(name: architecture.displayName, sourceDirectory: architecture.sourceDirectory,
                                testDirectory: UnitTestFigures.testDirectory(of: architecture))
    }

    /// What each change cost each of `architectures`, and their maintenance, from the history of
    /// the package at `root` up to `revision`.
    ///
    /// - Throws: ``ChangeHistoryError``, first of all when `root` has no history to read (no `.git`,
    ///   no `git`, a shallow clone).
    public static func measure(root: String, through revision: String = "HEAD",
                               architectures: [Architecture] = Architecture.allCases) throws(ChangeHistoryError) -> ChangeFigures {
        try measurement(root: root, architectures: architectures).measure(through: revision)
    }

    /// Every edit of an architecture's code since the first change that is not its commit for a
    /// change, each tagged `Maintenance:` or attributed; refused otherwise. Unlike ``measure(root:through:architectures:)``
    /// it holds while a change is still landing.
    public static func maintenanceEdits(root: String, through revision: String = "HEAD")
        throws(ChangeHistoryError) -> [ChangeMeasurement.MaintenanceEdit] {
        try measurement(root: root, architectures: Architecture.allCases).maintenanceEdits(through: revision)
    }

    /// The measurement of the package at `root`, with its attributed edits.
    private static func measurement(root: String, architectures: [Architecture]) throws(ChangeHistoryError) -> ChangeMeasurement {
        ChangeMeasurement(
            repository: try GitRepository.open(root: root),
            architectures: architectures.map(directories(of:)),
            features: features,
            bookkeeping: bookkeeping,
            attributed: try attributedEdits(root: root)
        )
    }

    /// The list of attributed edits at `root` (``AttributedEdits/path``).
    static func attributedEdits(root: String) throws(ChangeHistoryError) -> AttributedEdits {
        let path = URL(fileURLWithPath: root).appendingPathComponent(AttributedEdits.path).path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .badAttribution(path: AttributedEdits.path, reason: "it is missing")
        }
        return try AttributedEdits.parse(String(decoding: data, as: UTF8.self))
    }

    /// The history the committed ``ChangeFigures/path`` must equal: measured up to the commit that
    /// last recorded it (`HEAD` while a new recording is not yet committed). Architecture commits
    /// made since then are measured by the next recording.
    public static func measureAsRecorded(root: String) throws(ChangeHistoryError) -> ChangeFigures {
        let repository = try GitRepository.open(root: root)
        let revision = try repository.lastRecording(of: ChangeFigures.path) ?? "HEAD"
        return try measure(root: root, through: revision)
    }
}
