// Role: state
// What the subject detail screen shows of a subject once its details have landed, worded as the
// screen words it. The view model makes it; the controller hands it to the view as it is.

/// A subject's description and its number of chapters, ready to show.
struct SubjectDetailDisplay: Equatable {
    let description: String
    /// `1 chapter`, `10 chapters`.
    let chapters: String
}
