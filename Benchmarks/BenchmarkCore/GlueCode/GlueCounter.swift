import Foundation

/// Counts source lines, files, types and protocols per architecture, feature and role, from the
/// role lines of the sources (see ``SwiftSourceScanner`` for what counts as a line, a role line and
/// a declaration, and ``FeatureClassifier`` for the feature rule).
///
/// Deterministic: files are visited in byte order of their paths, and nothing depends on the
/// clock, the locale or the order the file system lists directories in. Hidden files and
/// directories are skipped; symbolic links are not followed.
public struct GlueCounter: Sendable {
    /// Directory that architecture directories are relative to (usually the package root).
    public var root: String
    /// The architectures, in the order they are reported.
    public var architectures: [ArchitectureSource]
    /// The architecture others are compared with.
    public var baseline: String
    /// The feature rule.
    public var classifier: FeatureClassifier

    /// Creates a counter.
    public init(
        root: String,
        architectures: [ArchitectureSource],
        baseline: String = "MVC",
        classifier: FeatureClassifier = .standard
    ) {
        self.root = root
        self.architectures = architectures
        self.baseline = baseline
        self.classifier = classifier
    }

    /// Counts every architecture.
    ///
    /// - Throws: ``GlueCounterError`` if a directory is missing or a file is not UTF-8.
    public func count() throws(GlueCounterError) -> GlueCountReport {
        var counts: [ArchitectureGlueCount] = []
        var issues: [GlueCountIssue] = []
        for architecture in architectures {
            let directory = Self.join(root, architecture.directory)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw .directoryNotFound(architecture.directory)
            }
            let scanned = try Self.scan(architecture.directory, root: root)
            let features = classifier.classify(scanned)
            var files: [FileGlueCount] = []
            for source in scanned {
                let path = Self.join(architecture.directory, source.relative)
                let (file, fileIssues) = Self.countFile(source.scanned, path: path, feature: features[source.relative] ?? .shared)
                files.append(file)
                issues += fileIssues
            }
            counts.append(ArchitectureGlueCount(name: architecture.name, directory: architecture.directory, files: files))
        }
        return GlueCountReport(baseline: baseline, architectures: counts, issues: issues.sorted())
    }

    /// The role each line of `text` carries: that of the role line above it, ``Role/unassigned``
    /// before the first one or after one naming an unknown role.
    public static func rolesOfLines(_ text: String) -> [Role] {
        rolesOfLines(SwiftSourceScanner.scan(text))
    }

    /// The role each line of a scanned file carries, as ``rolesOfLines(_:)-swift.type.method`` says.
    public static func rolesOfLines(_ scanned: ScannedSource) -> [Role] {
        countedLines(scanned, path: "").roles
    }

    /// Each line's role, and what is wrong with the role lines.
    private static func countedLines(_ scanned: ScannedSource, path: String) -> (roles: [Role], issues: [GlueCountIssue]) {
        var issues: [GlueCountIssue] = []
        var roleOfLine: [Role] = []
        roleOfLine.reserveCapacity(scanned.lines.count)
        var current: Role?
        var sawDirective = false
        var codeBeforeRole = false
        for (index, line) in scanned.lines.enumerated() {
            switch line.directive {
            case .role(let role)?:
                current = role
                sawDirective = true
            case .unknown(let name)?:
                current = .unassigned
                sawDirective = true
                issues.append(GlueCountIssue(path: path, line: index + 1, kind: .unknownRole, detail: name))
            case nil:
                break
            }
            if line.hasCode, current == nil {
                codeBeforeRole = true
            }
            roleOfLine.append(current ?? .unassigned)
        }
        if !sawDirective {
            issues.insert(GlueCountIssue(path: path, line: nil, kind: .missingRoleLine), at: 0)
        } else if codeBeforeRole, let first = scanned.lines.firstIndex(where: \.hasCode) {
            issues.insert(GlueCountIssue(path: path, line: first + 1, kind: .codeBeforeRoleLine), at: 0)
        }
        return (roleOfLine, issues)
    }

    /// Counts one file's text. `path` is only used in the result and in issues.
    public static func countFile(_ text: String, path: String, feature: Feature) -> (FileGlueCount, [GlueCountIssue]) {
        countFile(SwiftSourceScanner.scan(text), path: path, feature: feature)
    }

    /// Counts one scanned file. `path` is only used in the result and in issues.
    static func countFile(_ scanned: ScannedSource, path: String, feature: Feature) -> (FileGlueCount, [GlueCountIssue]) {
        let (roleOfLine, issues) = countedLines(scanned, path: path)
        var lines: [Role: Int] = [:]
        var types: [Role: Int] = [:]
        var protocols: [Role: Int] = [:]
        for (index, line) in scanned.lines.enumerated() where line.hasCode {
            lines[roleOfLine[index], default: 0] += 1
        }
        for declaration in scanned.declarations {
            let role = declaration.line < roleOfLine.count ? roleOfLine[declaration.line] : .unassigned
            if declaration.isProtocol {
                protocols[role, default: 0] += 1
            } else {
                types[role, default: 0] += 1
            }
        }
        let present = Set(lines.keys).union(types.keys).union(protocols.keys).sorted()
        let shares = present.map { role in
            FileGlueCount.RoleShare(
                role: role,
                lines: lines[role] ?? 0,
                types: types[role] ?? 0,
                protocols: protocols[role] ?? 0
            )
        }
        return (FileGlueCount(path: path, feature: feature, roles: shares), issues)
    }

    /// Looks upward from `start` for the directory holding `Package.swift`.
    public static func packageRoot(from start: String) -> String? {
        var url = URL(fileURLWithPath: start).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url.path
            }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path {
                return nil
            }
            url = parent
        }
    }

    /// The Swift files under `directory`, relative to `root` like it, in byte order of their paths.
    ///
    /// - Throws: ``GlueCounterError/directoryNotFound(_:)`` if the directory is missing.
    public static func sourceFiles(in directory: String, root: String) throws(GlueCounterError) -> [String] {
        let base = URL(fileURLWithPath: root).appendingPathComponent(directory).path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: base, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .directoryNotFound(directory)
        }
        return swiftFiles(in: base).map { join(directory, $0) }
    }

    /// Every Swift file under `directory` (relative to `root`), scanned, in byte order of its path.
    static func scan(_ directory: String, root: String) throws(GlueCounterError) -> [(relative: String, scanned: ScannedSource)] {
        let base = URL(fileURLWithPath: root).appendingPathComponent(directory).path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: base, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .directoryNotFound(directory)
        }
        var result: [(relative: String, scanned: ScannedSource)] = []
        for relative in GlueCounter.swiftFiles(in: base) {
            guard let text = GlueCounter.readText(atPath: base + "/" + relative) else {
                throw .unreadableFile(directory + "/" + relative)
            }
            result.append((relative, SwiftSourceScanner.scan(text)))
        }
        return result
    }

    /// The UTF-8 text of a file. An empty file is answered without reading it: Foundation's file
    /// reading leaks a buffer on empty files, which sanitizer runs report.
    static func readText(atPath path: String) -> String? {
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size == 0 {
            return ""
        }
        return try? String(contentsOfFile: path, encoding: .utf8)
    }

    /// Relative paths of the `.swift` files under `directory`, sorted by their UTF-8 bytes.
    static func swiftFiles(in directory: String) -> [String] {
        var result: [String] = []
        collect(directory: directory, prefix: "", into: &result)
        return result.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    private static func collect(directory: String, prefix: String, into result: inout [String]) {
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: directory) else {
            return
        }
        for entry in entries where !entry.hasPrefix(".") {
            let full = join(directory, entry)
            let relative = prefix.isEmpty ? entry : prefix + "/" + entry
            guard let attributes = try? manager.attributesOfItem(atPath: full),
                  let type = attributes[.type] as? FileAttributeType
            else {
                continue
            }
            if type == .typeDirectory {
                collect(directory: full, prefix: relative, into: &result)
            } else if type == .typeRegular, entry.hasSuffix(".swift") {
                result.append(relative)
            }
        }
    }

    private static func join(_ base: String, _ component: String) -> String {
        if base.isEmpty || component.hasPrefix("/") {
            return component
        }
        return base.hasSuffix("/") ? base + component : base + "/" + component
    }
}
