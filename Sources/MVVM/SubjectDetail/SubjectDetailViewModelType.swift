// Role: glue
// The subject detail view model's boundary, in the inputs/outputs style: the screen's events go in
// through `inputs`; what the screen shows, and the news that the subject was switched off or that the
// user asked for All Subjects, come out through `outputs`.
import SharedModel
import SharedViews

/// What happens to the subject detail screen. Each input is an observer, which the controller
/// subscribes to the matching event.
@MainActor
protocol SubjectDetailViewModelInputs: AnyObject {
    /// The screen is about to appear; only the first time loads the details.
    var viewWillAppear: Observer<Void> { get }
    /// The user tapped Retry, which shows only after a failed load.
    var retryTapped: Observer<Void> { get }
    /// The user tapped Switch Off.
    var switchOffTapped: Observer<Void> { get }
    /// The user tapped All Subjects.
    var allSubjectsTapped: Observer<Void> { get }
}

/// What the subject detail screen shows, and what it has done that others may need to know:
/// read-only, so a controller can bind to them but never write the view model's state.
@MainActor
protocol SubjectDetailViewModelOutputs: AnyObject {
    /// The screen's title: the subject's name.
    var title: String { get }
    /// Whether the loading indicator animates: the details are on their way.
    var isLoading: ReadOnlyObservable<Bool> { get }
    /// The description and the chapters, with Switch Off beneath them; nil until the details land.
    var details: ReadOnlyObservable<SubjectDetailDisplay?> { get }
    /// What failed, if the error shows: a load (with Retry) or a switch-off (without).
    var failure: ReadOnlyObservable<SubjectDetailFailure?> { get }
    /// Whether a switch-off is in flight: Switch Off is disabled and its progress spins.
    var isSwitching: ReadOnlyObservable<Bool> { get }
    /// The theme the screen is drawn in, following the model layer's theme store.
    var theme: ReadOnlyObservable<Theme> { get }
    /// Fires with the subject's id once the server has switched it off.
    var switchedOff: ReadOnlySignal<Int> { get }
    /// Fires when the user asks for All Subjects, for the screen beneath to open: the phase and the
    /// open subjects it needs are the list's, not this screen's.
    var goToAllSubjects: ReadOnlySignal<Void> { get }
}

/// A subject detail view model, seen from outside.
@MainActor
protocol SubjectDetailViewModelType: AnyObject {
    var inputs: any SubjectDetailViewModelInputs { get }
    var outputs: any SubjectDetailViewModelOutputs { get }
}
