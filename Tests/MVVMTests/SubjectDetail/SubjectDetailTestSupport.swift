// Test support for the subject detail screen: its events as signals the view model's inputs
// subscribe to, as the screen's controller subscribes them, and a maker of detail view models that
// lets a test watch the one a selection made.

@testable import MVVM
import SharedModel

/// A subject detail screen in miniature: its life cycle and the user's three actions.
@MainActor
final class SubjectDetailEvents {
    let willAppear = Signal<Void>()
    let retryTapped = Signal<Void>()
    let switchOffTapped = Signal<Void>()
    let allSubjectsTapped = Signal<Void>()

    init(driving viewModel: any SubjectDetailViewModelType) {
        viewModel.inputs.viewWillAppear.subscribe(to: willAppear)
        viewModel.inputs.retryTapped.subscribe(to: retryTapped)
        viewModel.inputs.switchOffTapped.subscribe(to: switchOffTapped)
        viewModel.inputs.allSubjectsTapped.subscribe(to: allSubjectsTapped)
    }

    func appear() { willAppear.send() }
    func retry() { retryTapped.send() }
    func switchOff() { switchOffTapped.send() }
    func tapAllSubjects() { allSubjectsTapped.send() }
}

/// Makes real subject detail view models for a subject list, as MVVM's assembly does, and keeps
/// the last one weakly, so a test can read it and see it go.
@MainActor
final class SubjectDetailViewModelMaker {
    private let environment: AppEnvironment
    private(set) weak var lastMade: SubjectDetailViewModel?

    init(environment: AppEnvironment) {
        self.environment = environment
    }

    func make(subjectID: Int, name: String) -> any SubjectDetailViewModelType {
        let made = SubjectDetailViewModel(subjectID: subjectID, name: name, environment: environment)
        lastMade = made
        return made
    }
}
