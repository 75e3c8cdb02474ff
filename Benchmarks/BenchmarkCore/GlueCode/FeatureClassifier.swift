/// Assigns each source file of an architecture to a feature by what the file is, never by its name.
///
/// The rule, for one architecture's files at one version:
/// 1. A **navigator** (``Feature/navigators``) is a file whose first role line is `navigation`
///    (a router, a coordinator, the mediator, an app-level flow: the objects that move between
///    screens), or a file that declares a protocol one of those files' types adopts (a router's
///    input, a coordinator's delegate): the object a claim says absorbs a move between screens is
///    never counted as the screen whose name it carries.
/// 2. Any other file in a screen's folder (the first folder below the architecture's source
///    directory, ``screenFolders``) belongs to that screen.
/// 3. Everything else is ``Feature/shared``: files at the top (the app's assembly) and in folders of
///    no screen (a binding kit, a store's machinery). A new screen's folder is shared until it is
///    named here, never filed under a screen whose words its file names happen to contain.
public struct FeatureClassifier: Sendable, Equatable {
    /// Each screen's folder name, directly below an architecture's source directory.
    public var screenFolders: [String: Feature]

    /// Creates a classifier.
    public init(screenFolders: [String: Feature]) {
        self.screenFolders = screenFolders
    }

    /// The folders every architecture keeps its screens in.
    public static let standard = FeatureClassifier(screenFolders: [
        "Login": .login,
        "SubjectList": .subjectList,
        "SubjectDetail": .subjectDetail,
        "AllSubjects": .allSubjects,
    ])

    /// The feature of each of `files` (path relative to the architecture's source directory, `/`
    /// separated, and the file scanned), which must be all of one architecture's Swift files at one
    /// version: a navigator's protocols may live in another file.
    public func classify(_ files: [(relative: String, scanned: ScannedSource)]) -> [String: Feature] {
        let navigators = Set(files.filter { Self.firstRole(of: $0.scanned) == .navigation }.map(\.relative))
        let adopted = Set(files.filter { navigators.contains($0.relative) }
            .flatMap { $0.scanned.typeScopes.flatMap(\.inherited) })
        var features: [String: Feature] = [:]
        for file in files {
            let declaresAdopted = file.scanned.declarations.contains { $0.isProtocol && adopted.contains($0.name) }
            features[file.relative] = navigators.contains(file.relative) || declaresAdopted
                ? .navigators : folderFeature(of: file.relative)
        }
        return features
    }

    /// The feature the folder of the file at `relativePath` gives: its screen, or ``Feature/shared``.
    public func folderFeature(of relativePath: String) -> Feature {
        let components = relativePath.split(separator: "/")
        guard components.count > 1, let feature = screenFolders[String(components[0])] else {
            return .shared
        }
        return feature
    }

    /// The role of the first role line of `scanned`, if it names a known role.
    static func firstRole(of scanned: ScannedSource) -> Role? {
        guard case .role(let role)? = scanned.lines.lazy.compactMap(\.directive).first else {
            return nil
        }
        return role
    }
}
