// Role: assembly
// VIPER's weak spot is assembly: five objects per screen and references in both directions. Strong
// references are set by initializers and cannot be forgotten; the three weak back-references
// (presenter → view, interactor → presenter, router → view controller) are set afterwards, by the
// builder, through a `connect` method that accepts one connection and refuses any other.
import Foundation

/// A back-reference of a VIPER module was connected a second time. The first connection is kept.
///
/// In every module the target of a back-reference owns, directly or not, the object holding it, so
/// a back-reference that is not nil has been connected, and connecting it again is a mistake in
/// assembly: two builders wiring the same parts, or one builder wiring them twice.
struct WiringError: Error, Hashable, CustomStringConvertible {
    /// The reference connected twice, as `Type.property`.
    let reference: String

    var description: String { "VIPER wiring: \(reference) was already connected; the new connection was refused" }

    /// Where builders report by default: one line on standard error. A refused connection leaves the
    /// module working as first wired, so the app goes on.
    @MainActor
    static func writeToStandardError(_ error: WiringError) {
        FileHandle.standardError.write(Data((error.description + "\n").utf8))
    }
}
