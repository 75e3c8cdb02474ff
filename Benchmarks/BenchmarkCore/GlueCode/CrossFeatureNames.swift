import Foundation

/// The types of another feature, and the screens outside both features, that a feature's own files
/// name: the coupling between screens that a router, a coordinator or a mediator exists to remove
/// (seed 002's calls across features). A file of the shared code (an architecture's assembly) or a
/// navigator (``Feature/navigators``) may name anything and is not looked at.
///
/// A file names a type when the type's name appears in its code (see ``SwiftSourceScanner``: not
/// in comments or strings). Each figure counts distinct pairs of file and name.
public struct CrossFeatureNames: Sendable, Equatable {
    /// One name of one file.
    public struct Reference: Sendable, Equatable, Comparable, CustomStringConvertible {
        /// The file, relative to the package root.
        public var path: String
        /// The type it names.
        public var name: String
        /// Whether the type is a screen outside both features rather than the other feature's.
        public var isDestination: Bool

        /// Creates a reference.
        public init(path: String, name: String, isDestination: Bool) {
            self.path = path
            self.name = name
            self.isDestination = isDestination
        }

        public static func < (lhs: Reference, rhs: Reference) -> Bool {
            (lhs.path, lhs.name) < (rhs.path, rhs.name)
        }

        public var description: String {
            "\(path) names \(name)" + (isDestination ? " (a screen outside both features)" : " (the other feature's)")
        }
    }

    /// The features whose files may name any screen, and whose types no screen's file naming
    /// couples it to another: the shared code (an architecture's assembly), and the navigators,
    /// which exist to name screens so that the screens need not name each other.
    static let unlooked: Set<Feature> = [.shared, .navigators]

    /// Every reference, in path and name order.
    public var references: [Reference]

    /// Pairs of a file and a type declared in the other feature's files.
    public var otherFeatureTypes: Int { references.filter { !$0.isDestination }.count }
    /// Pairs of a file and a screen outside both features.
    public var destinationScreens: Int { references.filter(\.isDestination).count }

    /// Creates the figures from references.
    public init(references: [Reference]) {
        self.references = references.sorted()
    }

    /// The references of one architecture's files, each with its feature, to the types the other
    /// feature's files declare and to `destinations`.
    public init(files: [(path: String, feature: Feature, scanned: ScannedSource)], destinations: Set<String>) {
        var declared: [Feature: Set<String>] = [:]
        for file in files {
            declared[file.feature, default: []].formUnion(file.scanned.declarations.map(\.name))
        }
        // A shared screen's name the architecture declares itself is its own type, which hides the shared one.
        let shared = destinations.subtracting(declared.values.reduce(into: Set<String>()) { $0.formUnion($1) })
        var references: [Reference] = []
        for file in files where !Self.unlooked.contains(file.feature) {
            // A name both features declare (a nested `Action`, say) is the file's own.
            let foreign = Feature.allCases
                .filter { $0 != file.feature && !Self.unlooked.contains($0) }
                .reduce(into: Set<String>()) { $0.formUnion(declared[$1] ?? []) }
                .subtracting(declared[file.feature] ?? [])
            for name in file.scanned.names {
                if foreign.contains(name) {
                    references.append(Reference(path: file.path, name: name, isDestination: false))
                } else if shared.contains(name) {
                    references.append(Reference(path: file.path, name: name, isDestination: true))
                }
            }
        }
        self.init(references: references)
    }

    /// The figures of the architecture whose sources are in `directory`, against the screens
    /// `destinationsDirectory` declares (the view controller types of the views every architecture
    /// shares); both relative to `root`.
    ///
    /// - Throws: ``GlueCounterError`` if a directory is missing or a file is not UTF-8.
    public static func count(
        directory: String, destinationsDirectory: String, root: String, classifier: FeatureClassifier = .standard
    ) throws(GlueCounterError) -> CrossFeatureNames {
        let destinations = try GlueCounter.scan(destinationsDirectory, root: root)
            .flatMap { $0.scanned.declarations.map(\.name) }
            .filter { $0.hasSuffix("ViewController") }
        let scanned = try GlueCounter.scan(directory, root: root)
        let features = classifier.classify(scanned)
        let files = scanned.map { file in
            (path: directory + "/" + file.relative, feature: features[file.relative] ?? .shared, scanned: file.scanned)
        }
        return CrossFeatureNames(files: files, destinations: Set(destinations))
    }
}
