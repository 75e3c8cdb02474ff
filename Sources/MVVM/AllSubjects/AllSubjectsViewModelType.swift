// Role: glue
// The All Subjects view model's boundary, in the inputs/outputs style: the screen's events go in
// through `inputs`, what the screen shows comes out through `outputs`.
import SharedModel

/// What happens to the All Subjects screen. Each input is an observer, which the controller
/// subscribes to the matching event.
@MainActor
protocol AllSubjectsViewModelInputs: AnyObject {
    /// The screen is about to appear; only the first time loads the catalogue.
    var viewWillAppear: Observer<Void> { get }
    /// The user tapped Retry, which shows only after a failed load.
    var retryTapped: Observer<Void> { get }
}

/// What the All Subjects screen shows: read-only, so a controller can bind to them but never write
/// the view model's state.
@MainActor
protocol AllSubjectsViewModelOutputs: AnyObject {
    /// The screen's title.
    var title: String { get }
    /// Whether the loading indicator animates: the catalogue is on its way.
    var isLoading: ReadOnlyObservable<Bool> { get }
    /// Whether the error label and Retry show: the last load failed.
    var isErrorVisible: ReadOnlyObservable<Bool> { get }
    /// The catalogue's subjects offered in the user's phase, in catalogue order; empty until it lands.
    var subjects: ReadOnlyObservable<[Subject]> { get }
    /// The subjects the user has open, whose rows are marked.
    var openSubjectIDs: Set<Int> { get }
    /// The subject of the link the app was opened from, whose row is marked as the link's; nil without one.
    var linkedSubjectID: Int? { get }
    /// The theme the screen is drawn in, following the model layer's theme store.
    var theme: ReadOnlyObservable<Theme> { get }
}

/// An All Subjects view model, seen from outside.
@MainActor
protocol AllSubjectsViewModelType: AnyObject {
    var inputs: any AllSubjectsViewModelInputs { get }
    var outputs: any AllSubjectsViewModelOutputs { get }
}
