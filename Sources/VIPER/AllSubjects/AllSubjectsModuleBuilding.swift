// Role: assembly
// How another module opens All Subjects: it holds this protocol, never the All Subjects module's own
// types, and hands over what the screen cannot know itself: the user's phase and open subjects.
import SharedModel
import ViewKit

/// Builds All Subjects screens.
@MainActor
protocol AllSubjectsModuleBuilding {
    /// A new, wired All Subjects of a user in `currentPhase` with the subjects `openSubjectIDs` open.
    func build(currentPhase: Phase, openSubjectIDs: Set<Int>) -> ViewController
}
