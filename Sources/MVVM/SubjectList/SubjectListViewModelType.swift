// Role: glue
// The subject list view model's boundary, in the inputs/outputs style: the screen's events go in
// through `inputs`, what the screen shows comes out through `outputs`.

/// What happens to the subject list. Each input is an observer, which the controller subscribes
/// to the matching event.
@MainActor
protocol SubjectListViewModelInputs: AnyObject {
    /// The screen is about to appear; only the first time starts loading.
    var viewWillAppear: Observer<Void> { get }
    /// The user tapped Retry.
    var retryTapped: Observer<Void> { get }
    /// The user pulled the list to refresh.
    var refreshPulled: Observer<Void> { get }
    /// The user tapped Refresh: a pull to refresh.
    var refreshTapped: Observer<Void> { get }
    /// A subject was switched off on its own screen: it leaves the list at once, with no new load.
    var subjectSwitchedOff: Observer<Int> { get }
    /// All Subjects was asked for on a subject's screen over the list: where More leads now goes out
    /// on `goToAllSubjects`.
    var allSubjectsRequested: Observer<Void> { get }
}

/// What the subject list shows: read-only, so a controller can bind to them but never write
/// the view model's state.
@MainActor
protocol SubjectListViewModelOutputs: AnyObject {
    /// Whether the loading indicator animates: a first load or a retry (not a refresh) in flight.
    var isLoading: ReadOnlyObservable<Bool> { get }
    /// Whether a pull to refresh is in flight.
    var isRefreshing: ReadOnlyObservable<Bool> { get }
    /// Whether Refresh is enabled: the list shows and no refresh is in flight.
    var isRefreshEnabled: ReadOnlyObservable<Bool> { get }
    /// Whether the error label and Retry show: the last load failed.
    var isErrorVisible: ReadOnlyObservable<Bool> { get }
    /// Whether the list shows: once a load has succeeded, for good.
    var isListVisible: ReadOnlyObservable<Bool> { get }
    /// Whether the empty message shows: the last successful load found no open subject.
    var isEmptyVisible: ReadOnlyObservable<Bool> { get }
    /// One view model per item: the open subjects, then More. Empty until a load succeeds.
    var cells: ReadOnlyObservable<[SubjectCellViewModel]> { get }
    /// Fires once, when the list first shows and the linked subject is one of its cells: where that
    /// cell leads, to be shown as if the cell were selected.
    var goToLinkedSubject: ReadOnlySignal<SubjectCellViewModel.Destination> { get }
    /// Fires when All Subjects is asked for on a subject's screen: where More leads at that moment,
    /// with the phase and the open subjects the list shows then, to be shown as if More were selected.
    var goToAllSubjects: ReadOnlySignal<SubjectCellViewModel.Destination> { get }
}

/// A subject list view model, seen from outside.
@MainActor
protocol SubjectListViewModelType: AnyObject {
    var inputs: any SubjectListViewModelInputs { get }
    var outputs: any SubjectListViewModelOutputs { get }
}
