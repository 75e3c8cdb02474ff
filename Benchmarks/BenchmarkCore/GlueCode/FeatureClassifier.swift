/// Assigns a source file to a feature from its path.
///
/// The rule: take the path relative to the architecture's source directory, split it into
/// components and drop the `.swift` extension from the file name. Look at the components from the
/// file name outwards (file name, then its folder, then that folder's parent, ...). The first
/// component that contains a keyword of a feature (ignoring case) decides; if it contains keywords
/// of several features, the keyword that occurs first in it wins (`LoginToSubjectsRouter` is login),
/// and of keywords that start at the same place, the longest (`SubjectDetailViewController` holds
/// `subject` and `subjectdetail`, both at its start: it is the subject detail screen's). If no
/// component contains a keyword, the file is ``Feature/shared``.
///
/// Default keywords: `login` for login; `subject` (which covers `Subjects`) and `practice` (the
/// subject list's title) for the subject list; `subjectdetail` for the subject detail screen.
public struct FeatureClassifier: Sendable, Equatable {
    /// Lowercase keywords per feature; ``Feature/shared`` needs none.
    public var keywords: [Feature: [String]]

    /// Creates a classifier; keywords are compared in lowercase.
    public init(keywords: [Feature: [String]]) {
        self.keywords = keywords.mapValues { $0.map { $0.lowercased() } }
    }

    /// The rule described above.
    public static let standard = FeatureClassifier(keywords: [
        .login: ["login"],
        .subjectList: ["subject", "practice"],
        .subjectDetail: ["subjectdetail"],
    ])

    /// The feature of the file at `relativePath` (`/`-separated, relative to the architecture's
    /// source directory).
    public func classify(relativePath: String) -> Feature {
        var components = relativePath.split(separator: "/").map { String($0).lowercased() }
        if let last = components.last, last.hasSuffix(".swift") {
            components[components.count - 1] = String(last.dropLast(".swift".count))
        }
        for component in components.reversed() {
            if let feature = firstFeature(in: component) {
                return feature
            }
        }
        return .shared
    }

    /// The feature whose keyword starts earliest in `component`, the longest keyword of those that
    /// start there, if any.
    private func firstFeature(in component: String) -> Feature? {
        var best: (feature: Feature, offset: Int, length: Int)?
        for feature in Feature.allCases {
            for keyword in keywords[feature] ?? [] where !keyword.isEmpty {
                guard let offset = component.firstOffset(of: keyword) else {
                    continue
                }
                let length = keyword.count
                if let found = best, offset > found.offset || (offset == found.offset && length <= found.length) {
                    continue
                }
                best = (feature, offset, length)
            }
        }
        return best?.feature
    }
}

extension String {
    /// Character offset of the first occurrence of `needle`, Foundation-free.
    fileprivate func firstOffset(of needle: String) -> Int? {
        let haystack = Array(self)
        let pattern = Array(needle)
        guard !pattern.isEmpty, pattern.count <= haystack.count else {
            return nil
        }
        for start in 0...(haystack.count - pattern.count) where haystack[start..<(start + pattern.count)].elementsEqual(pattern) {
            return start
        }
        return nil
    }
}
