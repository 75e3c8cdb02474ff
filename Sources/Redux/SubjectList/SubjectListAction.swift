// Role: glue
// Everything that can happen to the subject list, as a value, and the work its reducer may ask for.
import SharedModel

enum SubjectListAction {
    case viewDidLoad
    /// The screen is about to show: the first time, or on top again after the user came back.
    case viewWillAppear
    case retryTapped
    case refreshPulled
    /// The bar's Refresh button was tapped.
    case refreshTapped
    /// Both answers landed and were read: the user's current phase and the open subjects, or the first
    /// error.
    case subjectsLoaded(Result<(currentPhase: Phase, subjects: [SubjectCellData]), any Error>)
    case themeChanged(Theme)
    case itemSelected(index: Int)
    /// Something happened to the subject detail screen on top, whose state is part of this one.
    case subjectDetail(SubjectDetailAction)
}

/// The work the subject list reducer may ask for: the store's effect runner does it.
enum SubjectListEffect: Equatable {
    /// Send both requests, replacing a load in flight.
    case loadSubjects
    /// Send the theme now and on every change.
    case followTheme
    /// The subject detail screen's work, which its own runner does.
    case subjectDetail(SubjectDetailEffect)
}
