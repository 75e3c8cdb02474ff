import Architectures
import Testing

/// A change to the app (docs/SPEC.md §7): a new requirement with its own conformance tests.
enum Change: String, CaseIterable, Sendable {
    /// §7.1: a subject detail screen that shares whether the subject is on with the subject list.
    case subjectDetail = "subject-detail"
    /// §7.2: a second line in every subject cell, naming the subject's phases.
    case cellDetail = "cell-detail"
    /// §7.3: a Refresh button on the subject list, and return in the password field submits.
    case refreshAndReturn = "refresh-and-return"
    /// §7.4: the app opened from `practice://subject/<id>` shows that subject over the subject list.
    case subjectLink = "subject-link"
    /// §7.5: All Subjects becomes a catalogue that needs the user's phase and open subjects.
    case allSubjects = "all-subjects"
    /// §7.6: All Subjects becomes each architecture's own screen, which retries and wears the theme.
    case catalogueScreen = "catalogue-screen"
    /// §7.7: the subject screen gains All Subjects, a second way into the catalogue.
    case catalogueFromSubject = "catalogue-from-subject"
    /// §7.8: All Subjects marks the subject of the link the app was opened with, which only the app holds.
    case catalogueNeedsMore = "catalogue-needs-more"

    /// The architectures that do not make the change yet. Each architecture's commit for the change
    /// removes its line, and nothing else here.
    var pending: Set<Architecture> {
        switch self {
        case .subjectDetail: [
        ]
        case .cellDetail: [
        ]
        case .refreshAndReturn: [
        ]
        case .subjectLink: [
        ]
        case .allSubjects: [
        ]
        case .catalogueScreen: [
        ]
        case .catalogueFromSubject: [
        ]
        case .catalogueNeedsMore: [
        ]
        }
    }
}

/// Runs `body`, a test of `change` for `architecture`. While the architecture is pending its failures
/// are a known issue, and a pass is a failure: the list must say what is true.
@MainActor
func checkChange(_ change: Change, in architecture: Architecture,
                 sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void) throws {
    guard change.pending.contains(architecture) else {
        try body()
        return
    }
    withKnownIssue("\(architecture) does not make change \(change.rawValue) yet", sourceLocation: sourceLocation) {
        try body()
    }
}
