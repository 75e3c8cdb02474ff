// Role: glue
// Everything that can happen to the All Subjects screen, as a value: what the user does, what the
// screen's life cycle says, and what the effects bring back; and the work its reducer may ask for.
import SharedModel

enum AllSubjectsAction {
    case viewDidLoad
    /// The screen is about to show; only the first time loads.
    case viewWillAppear
    case retryTapped
    /// The catalogue's answer, read with the reformer: every subject of the catalogue, or why there are none.
    case catalogueLoaded(Result<[Subject], APIError>)
    case themeChanged(Theme)
}

/// The work the All Subjects reducer may ask for: the store's effect runner does it.
enum AllSubjectsEffect: Equatable {
    /// Send `GET /subjects`.
    case loadCatalogue
    /// Send the theme now and on every change.
    case followTheme
}
