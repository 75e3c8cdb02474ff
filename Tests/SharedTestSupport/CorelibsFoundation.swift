// Teaches: which Foundation the tests run against. Linux (and Windows) ship swift-corelibs-foundation,
// whose JSONSerialization is its own Swift code; Apple's platforms ship Apple's Foundation, whose
// JSONSerialization is NSJSONSerialization. A test pinned to one of them, down to what it accepts or
// the bytes it writes, says so with this flag rather than failing on the other.

/// Whether Foundation here is swift-corelibs-foundation, the Foundation of Linux.
public enum CorelibsFoundation {
    /// True where Foundation is swift-corelibs-foundation; false on Apple's platforms.
    public static var isPresent: Bool {
        #if canImport(Darwin)
        false
        #else
        true
        #endif
    }
}
