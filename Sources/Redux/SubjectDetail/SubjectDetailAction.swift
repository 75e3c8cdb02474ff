// Role: glue
// Everything that can happen to the subject detail screen, as a value: what the user does, what the
// screen's life cycle says, and what the effects bring back; and the work its reducer may ask for.
import SharedModel

enum SubjectDetailAction {
    /// The screen is about to show; only the first time loads.
    case viewWillAppear
    case retryTapped
    case switchOffTapped
    /// All Subjects was tapped: the subject list reducer puts it on top, with what the list shows.
    case allSubjectsTapped
    /// The details' answer, read with the reformer: the details, or why there are none.
    case detailsLoaded(Result<SubjectDetails, APIError>)
    /// The switch-off's answer: its status alone says whether it worked.
    case switchOffAnswered(Result<Void, APIError>)
}

/// The work the subject detail reducer may ask for: the store's effect runner does it.
enum SubjectDetailEffect: Equatable {
    /// Send `GET /subjects/<id>`, replacing a load in flight.
    case loadDetails(subjectID: Int)
    /// Send `POST /user/subjects` with the subject switched off.
    case switchOff(subjectID: Int)
    /// The screen has left: cancel whatever it still waits for.
    case cancelRequests
}
