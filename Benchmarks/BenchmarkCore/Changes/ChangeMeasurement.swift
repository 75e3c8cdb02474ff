/// Measures what each change cost each architecture from the git history: ``ChangeFigures`` says
/// which figures and by which rules.
///
/// It knows no architecture and no change: it is given the architectures as plain values, the
/// features of each change (a source file of any other feature that a change touches is ripple), and
/// the files outside an architecture's directories that its commit may touch as bookkeeping.
/// Deterministic: the same history gives the same figures, on any clone.
public struct ChangeMeasurement: Sendable {
    /// The history.
    public var repository: GitRepository
    /// The architectures, in the order each change lists them.
    public var architectures: [ArchitectureDirectories]
    /// Each change's features (the screens it adds or alters), by the change's id.
    public var features: [String: Set<Feature>]
    /// Files outside an architecture's directories that its commit re-records or edits on purpose
    /// (relative to the package root): the pending list and the generated outputs. An entry ending
    /// in `/` is a folder of generated files, every file under it bookkeeping.
    public var bookkeeping: Set<String>
    /// The feature rule, for the ripple.
    public var classifier: FeatureClassifier
    /// Edits of architectures' code that landed without a trailer, counted as maintenance.
    public var attributed: AttributedEdits

    /// How a view controller's file name ends: its changed lines are counted apart.
    public static let controllerSuffix = "ViewController.swift"
    /// The protocol whose conformance takes a request's answer: the model layer's `APIManagerDelegate`.
    public static let dataAccessName = "APIManagerDelegate"
    /// The model layer's API manager methods that send a request (`loadCatalogue`, `logIn`, ...) or
    /// read its answer with a reformer (`fetch`): a function that calls one is data code.
    public static let dataCalls = ["loadCatalogue", "loadDetails", "loadSettings", "switchOff", "logIn", "fetch"]

    /// Creates a measurement.
    public init(repository: GitRepository, architectures: [ArchitectureDirectories], features: [String: Set<Feature>],
                bookkeeping: Set<String> = [], classifier: FeatureClassifier = .standard,
                attributed: AttributedEdits = AttributedEdits()) {
        self.repository = repository
        self.architectures = architectures
        self.features = features
        self.bookkeeping = bookkeeping
        self.classifier = classifier
        self.attributed = attributed
    }

    /// Whether `path` is one of ``bookkeeping``'s files or under one of its folders.
    func isBookkeeping(_ path: String) -> Bool {
        bookkeeping.contains(path) || bookkeeping.contains { $0.hasSuffix("/") && path.hasPrefix($0) }
    }

    /// Every change in the history up to `revision` with what it cost each architecture, and what
    /// every other edit of an architecture's code since the first change cost it (maintenance).
    ///
    /// - Throws: ``ChangeHistoryError`` when git fails, a commit names an architecture not given,
    ///   names an architecture but no change or carries two values of a trailer, a change has no
    ///   feature or is missing from an architecture, or an edit is neither tagged nor attributed
    ///   (``maintenanceEdits(through:)``).
    public func measure(through revision: String = "HEAD") throws(ChangeHistoryError) -> ChangeFigures {
        let commits = try repository.changeCommits(through: revision)
        let names = Set(architectures.map(\.name))
        var order: [String] = []
        for commit in commits {
            if !order.contains(commit.change) {
                order.append(commit.change)
            }
            if let name = commit.architecture, !names.contains(name) {
                throw .unknownArchitecture(commit: commit.sha, name: name)
            }
        }
        var changes: [ChangeFigures.Change] = []
        for change in order {
            guard let screens = features[change], !screens.isEmpty else {
                throw .unknownChange(change)
            }
            let missing = architectures.filter { architecture in
                !commits.contains { $0.change == change && $0.architecture == architecture.name }
            }
            guard missing.isEmpty else {
                throw .incompleteChange(change: change, missing: missing.map(\.name))
            }
            var costs: [ChangeFigures.ArchitectureCost] = []
            for architecture in architectures {
                let own = commits.filter { $0.change == change && $0.architecture == architecture.name }
                costs.append(try cost(of: own, in: architecture, features: screens))
            }
            changes.append(ChangeFigures.Change(change: change, features: screens.sorted(), architectures: costs))
        }
        let edits = try maintenanceEdits(through: revision)
        var maintenance: [ChangeFigures.Maintenance] = []
        for architecture in architectures {
            maintenance.append(try upkeep(of: edits.filter { $0.architectures.contains(architecture.name) }.map(\.commit),
                                          in: architecture))
        }
        return ChangeFigures(changes: changes, maintenance: maintenance)
    }

    /// A commit that edits architectures' code outside their changes, as maintenance.
    public struct MaintenanceEdit: Sendable, Equatable {
        /// The commit.
        public var commit: CommitTrailers
        /// The architectures whose sources or unit tests it touched, in the order given.
        public var architectures: [String]
        /// Why: its `Maintenance:` trailer, or its reason in ``AttributedEdits``.
        public var reason: String
    }

    /// Every commit from the first change's own commit up to `revision` that touches an
    /// architecture's sources or unit tests other than that architecture's commit for a change: each
    /// must carry a `Maintenance:` trailer or be attributed (``attributed``). No edit escapes the
    /// count: a change's figures are its commits', and these are counted apart, per architecture.
    ///
    /// - Throws: ``ChangeHistoryError/untaggedEdit(commit:architectures:)`` for an edit that is neither;
    ///   ``ChangeHistoryError/badAttribution(path:reason:)`` for an attributed commit in that range
    ///   that carries a trailer or edits no architecture's code; ``ChangeHistoryError/gitFailed(command:message:)``.
    public func maintenanceEdits(through revision: String = "HEAD") throws(ChangeHistoryError) -> [MaintenanceEdit] {
        guard let first = try repository.changeCommits(through: revision).first else {
            return []
        }
        let range = try repository.commitRange(from: first.sha, through: revision)
        let directories = architectures.flatMap { [$0.sourceDirectory, $0.testDirectory] }
        let touching = try repository.commits(touching: directories, through: revision).filter { range.contains($0.sha) }
        var edits: [MaintenanceEdit] = []
        for commit in touching {
            let base = try self.base(of: commit)
            let files = try repository.touchedFiles(from: base, to: commit.sha)
            let touched = architectures.filter { architecture in
                files.contains { file in
                    [file.path, file.pathBefore].contains { path in
                        ArchitectureDirectories.path(path, relativeTo: architecture.sourceDirectory) != nil
                            || ArchitectureDirectories.path(path, relativeTo: architecture.testDirectory) != nil
                    }
                }
            }.map(\.name)
            let others = touched.filter { commit.change == nil || $0 != commit.architecture }
            guard !others.isEmpty else {
                continue
            }
            let reason = commit.change == nil ? commit.maintenance ?? attributed.reasons[commit.sha] : nil
            guard let reason else {
                throw .untaggedEdit(commit: commit.sha, architectures: others)
            }
            if commit.maintenance != nil, attributed.reasons[commit.sha] != nil {
                throw .badAttribution(path: AttributedEdits.path,
                                      reason: "\(commit.sha) carries a `Maintenance:` trailer; it needs no attribution")
            }
            edits.append(MaintenanceEdit(commit: commit, architectures: others, reason: reason))
        }
        for sha in attributed.reasons.keys.sorted() where range.contains(sha) && !edits.contains(where: { $0.commit.sha == sha }) {
            throw .badAttribution(path: AttributedEdits.path,
                                  reason: "\(sha) is attributed but edits no architecture's code outside a change of its own")
        }
        return edits
    }

    /// What a commit's diff is taken against: its parent, or the empty tree for a root commit.
    private func base(of commit: CommitTrailers) throws(ChangeHistoryError) -> String {
        if let parent = commit.parent {
            return parent
        }
        return try repository.emptyTree()
    }

    /// What `commits` (maintenance edits, in history order) changed in `architecture`'s sources and
    /// unit tests.
    private func upkeep(of commits: [CommitTrailers], in architecture: ArchitectureDirectories) throws(ChangeHistoryError)
        -> ChangeFigures.Maintenance {
        var upkeep = ChangeFigures.Maintenance(architecture: architecture.name, commits: commits.map(\.sha))
        for commit in commits {
            let base = try self.base(of: commit)
            for file in try repository.touchedFiles(from: base, to: commit.sha) {
                if let relative = ArchitectureDirectories.path(file.path, relativeTo: architecture.sourceDirectory),
                   Self.isCounted(relative) {
                    let lines = try codeLines(of: file, from: base, to: commit.sha)
                    upkeep.codeLinesAdded += lines.added.count
                    upkeep.codeLinesRemoved += lines.removed.count
                } else if let relative = ArchitectureDirectories.path(file.path, relativeTo: architecture.testDirectory),
                          Self.isCounted(relative) {
                    let lines = try codeLines(of: file, from: base, to: commit.sha)
                    upkeep.unitTestLinesAdded += lines.added.count
                    upkeep.unitTestLinesRemoved += lines.removed.count
                }
            }
        }
        return upkeep
    }

    /// What is counted of one architecture's commits, across them.
    private struct Tally {
        var touched: Set<String> = []
        var added: Set<String> = []
        var removed: Set<String> = []
        var testsTouched: Set<String> = []
        var codeLinesAdded = 0
        var codeLinesRemoved = 0
        var roles: [Role: Int] = [:]
        var ripple: Set<String> = []
        var navigators: Set<String> = []
        var controllerLines = 0
        var dataLines = 0
        var testLinesAdded = 0
        var testLinesRemoved = 0
        var bookkeeping: Set<String> = []
        var outside: Set<String> = []

        mutating func touch(_ file: TouchedFile) {
            touched.insert(file.path)
            switch file.status {
            case .added: added.insert(file.path)
            case .deleted: removed.insert(file.path)
            case .modified, .renamed: break
            }
        }
    }

    /// The figures of `commits`, one architecture's for one change, in history order.
    private func cost(of commits: [ChangeCommit], in architecture: ArchitectureDirectories,
                      features: Set<Feature>) throws(ChangeHistoryError) -> ChangeFigures.ArchitectureCost {
        var tally = Tally()
        var bases: [String] = []
        for commit in commits {
            let base: String
            if let parent = commit.parent {
                base = parent
            } else {
                base = try repository.emptyTree()
            }
            bases.append(base)
            let classesAfter = try sources(of: architecture, at: commit.sha).classes
            let classesBefore = try sources(of: architecture, at: base).classes
            for file in try repository.touchedFiles(from: base, to: commit.sha) {
                if let relative = ArchitectureDirectories.path(file.path, relativeTo: architecture.sourceDirectory) {
                    guard Self.isCounted(relative) else {
                        tally.touch(file)
                        continue
                    }
                    let lines = try codeLines(of: file, from: base, to: commit.sha)
                    // An edit that changed no code line (comments, blank lines, a move) touched nothing.
                    guard !lines.added.isEmpty || !lines.removed.isEmpty else {
                        continue
                    }
                    tally.touch(file)
                    let feature = (file.status == .deleted ? classesBefore[relative] : classesAfter[relative]) ?? .shared
                    if feature == .navigators {
                        tally.navigators.insert(file.path)
                    } else if feature != .shared, !features.contains(feature) {
                        tally.ripple.insert(file.path)
                    }
                    tally.codeLinesAdded += lines.added.count
                    tally.codeLinesRemoved += lines.removed.count
                    tally.dataLines += lines.data
                    if relative.hasSuffix(Self.controllerSuffix) {
                        tally.controllerLines += lines.added.count + lines.removed.count
                    }
                    for role in lines.added + lines.removed {
                        tally.roles[role, default: 0] += 1
                    }
                } else if let relative = ArchitectureDirectories.path(file.path, relativeTo: architecture.testDirectory) {
                    guard Self.isCounted(relative) else {
                        tally.testsTouched.insert(file.path)
                        continue
                    }
                    let lines = try codeLines(of: file, from: base, to: commit.sha)
                    guard !lines.added.isEmpty || !lines.removed.isEmpty else {
                        continue
                    }
                    tally.testsTouched.insert(file.path)
                    tally.testLinesAdded += lines.added.count
                    tally.testLinesRemoved += lines.removed.count
                } else if isBookkeeping(file.path) {
                    tally.bookkeeping.insert(file.path)
                } else {
                    tally.outside.insert(file.path)
                }
            }
        }
        let before = try sources(of: architecture, at: bases[0])
        let after = try sources(of: architecture, at: commits[commits.count - 1].sha)
        return ChangeFigures.ArchitectureCost(
            architecture: architecture.name,
            commits: commits.map(\.sha),
            bases: bases,
            filesTouched: tally.touched.count,
            filesAdded: tally.added.count,
            filesRemoved: tally.removed.count,
            testFilesTouched: tally.testsTouched.count,
            codeLinesAdded: tally.codeLinesAdded,
            codeLinesRemoved: tally.codeLinesRemoved,
            linesByRole: Role.allCases.compactMap { role in
                tally.roles[role].map { ChangeFigures.RoleLines(role: role, lines: $0) }
            },
            ripple: tally.ripple.sorted(),
            navigatorFiles: tally.navigators.sorted(),
            unitTestLinesAdded: tally.testLinesAdded,
            unitTestLinesRemoved: tally.testLinesRemoved,
            controllerLinesChanged: tally.controllerLines,
            dataLinesChanged: tally.dataLines,
            sourceLinesBefore: before.lines,
            featureLinesBefore: before.featureLines,
            featuresBefore: before.features,
            featureFileGrowth: before.featureFiles.keys.sorted().compactMap { path in
                guard let was = before.featureFiles[path], let now = after.featureFiles[path], now != was else { return nil }
                return ChangeFigures.FileGrowth(path: path, lines: now - was)
            },
            sourceLinesAfter: after.lines,
            sourceFilesAfter: after.files,
            largestFileLinesAfter: after.largest,
            bookkeeping: tally.bookkeeping.sorted(),
            outside: tally.outside.sorted()
        )
    }

    /// The roles of the code lines `file`'s diff adds (judged in the new version) and removes (in
    /// the old), and how many of them are data code (``dataCodeLines(of:)``).
    private func codeLines(of file: TouchedFile, from base: String,
                           to commit: String) throws(ChangeHistoryError) -> (added: [Role], removed: [Role], data: Int) {
        let changed = try repository.changedLines(of: file, from: base, to: commit)
        var added: [Role] = []
        var data = 0
        if file.status != .deleted, !changed.added.isEmpty {
            let text = try repository.contents(of: file.path, at: commit)
            let lines = Self.codeRoles(of: text)
            let dataLines = Self.dataCodeLines(of: text)
            added = changed.added.compactMap { $0 >= 1 && $0 <= lines.count ? lines[$0 - 1] : nil }
            data += changed.added.filter { $0 >= 1 && $0 <= lines.count && lines[$0 - 1] != nil && dataLines.contains($0 - 1) }.count
        }
        var removed: [Role] = []
        if file.status != .added, !changed.removed.isEmpty {
            let text = try repository.contents(of: file.pathBefore, at: base)
            let lines = Self.codeRoles(of: text)
            let dataLines = Self.dataCodeLines(of: text)
            removed = changed.removed.compactMap { $0 >= 1 && $0 <= lines.count ? lines[$0 - 1] : nil }
            data += changed.removed.filter { $0 >= 1 && $0 <= lines.count && lines[$0 - 1] != nil && dataLines.contains($0 - 1) }.count
        }
        return (added, removed, data)
    }

    /// The zero-based lines of `text` that are data code: inside the braces of an
    /// ``dataAccessName`` conformance (the callbacks that take answers), or inside a function that
    /// calls one of ``dataCalls`` (sends a request or reads an answer).
    static func dataCodeLines(of text: String) -> Set<Int> {
        let scanned = SwiftSourceScanner.scan(text)
        let raw = text.split(separator: "\n", omittingEmptySubsequences: false)
        var data = Set<Int>()
        for scope in scanned.typeScopes where scope.inherited.contains(dataAccessName) {
            data.formUnion(scope.lines)
        }
        for function in scanned.functionScopes {
            let calls = function.lines.contains { index in
                index < raw.count && scanned.lines[index].hasCode
                    && dataCalls.contains { raw[index].contains(".\($0)(") }
            }
            if calls {
                data.formUnion(function.lines)
            }
        }
        return data
    }

    /// What `architecture`'s sources hold at `commit`: code lines, Swift files and the largest file's
    /// code lines; each Swift file's feature (``FeatureClassifier``), by path below the source directory;
    /// and of the files a screen owns (the shared code and the navigators left out), their code
    /// lines, how many screens they make and each one's code lines by path.
    private func sources(of architecture: ArchitectureDirectories, at commit: String) throws(ChangeHistoryError)
        -> (lines: Int, files: Int, largest: Int, featureLines: Int, features: Int, featureFiles: [String: Int],
            classes: [String: Feature]) {
        var lines = 0
        var files = 0
        var largest = 0
        var scanned: [(relative: String, scanned: ScannedSource)] = []
        var paths: [String: String] = [:]
        for path in try repository.files(under: architecture.sourceDirectory, at: commit) {
            guard let relative = ArchitectureDirectories.path(path, relativeTo: architecture.sourceDirectory),
                  Self.isCounted(relative)
            else {
                continue
            }
            let source = SwiftSourceScanner.scan(try repository.contents(of: path, at: commit))
            scanned.append((relative, source))
            paths[relative] = path
            let count = source.codeLineCount
            lines += count
            files += 1
            largest = max(largest, count)
        }
        let classes = classifier.classify(scanned)
        var features: Set<Feature> = []
        var featureFiles: [String: Int] = [:]
        for file in scanned {
            let feature = classes[file.relative] ?? .shared
            if feature != .shared, feature != .navigators {
                features.insert(feature)
                featureFiles[paths[file.relative] ?? file.relative] = file.scanned.codeLineCount
            }
        }
        return (lines, files, largest, featureFiles.values.reduce(0, +), features.count, featureFiles, classes)
    }

    /// Per line of `text`, its role if it holds code, nil if it is blank, only comments or a role line.
    static func codeRoles(of text: String) -> [Role?] {
        let scanned = SwiftSourceScanner.scan(text)
        let roles = GlueCounter.rolesOfLines(scanned)
        return scanned.lines.indices.map { scanned.lines[$0].hasCode ? roles[$0] : nil }
    }

    /// Whether a file below an architecture's directory has its lines counted: a Swift file not
    /// under a hidden folder, as the glue count reads a folder.
    static func isCounted(_ relative: String) -> Bool {
        relative.hasSuffix(".swift") && !relative.split(separator: "/").contains { $0.hasPrefix(".") }
    }
}
