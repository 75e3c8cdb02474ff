import Testing
import ViewKit

/// Finding widgets the way a user finds them: by what is on screen, through accessibility identifiers.
/// A missing widget fails the test with the whole screen's rendering, so the failure shows what was there.
extension View {
    @MainActor
    func widget<V: View>(_ identifier: String, as type: V.Type = V.self,
                         sourceLocation: SourceLocation = #_sourceLocation) throws -> V {
        try #require(find(identifier) as? V,
                     "no \(V.self) '\(identifier)' on screen:\n\(renderTree())", sourceLocation: sourceLocation)
    }
}

/// A weak reference, to prove that something was released.
struct Weak<T: AnyObject> {
    weak var object: T?
    init(_ object: T) { self.object = object }
}
