// Role: glue
// MVVM's subject detail controller: a thin binder. It owns the view and the view model, binds the
// view model's outputs to the widgets and the view's events to the view model's inputs, and makes no
// decision of its own. What a switch-off means for the list beneath, and what All Subjects opens with,
// are not its business: the screen that pushed it binds to the view model's `switchedOff` and
// `goToAllSubjects`.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class SubjectDetailViewController: ViewController {
    private let viewModel: any SubjectDetailViewModelType
    private let screenView = SubjectDetailScreenView()
    /// The life-cycle event the view model hears, sent like any other event.
    private let willAppear = Signal<Void>()

    /// - Parameter viewModel: The screen's logic and state.
    init(viewModel: any SubjectDetailViewModelType) {
        self.viewModel = viewModel
        super.init()
        title = viewModel.outputs.title
    }

    override func loadView() {
        view = screenView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bindOutputs()
        bindInputs()
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        willAppear.send()
    }

    /// View model → view. Each binding first shows the current value, then every change.
    private func bindOutputs() {
        let outputs = viewModel.outputs
        let content = screenView.content
        outputs.isLoading.observe { [weak content] in content?.setLoading($0) }
        outputs.details.observe { [weak content] details in
            if let details {
                content?.showDetails(description: details.description, chapters: details.chapters)
            } else {
                content?.hideDetails()
            }
        }
        outputs.failure.observe { [weak content] in content?.showFailure($0) }
        outputs.isSwitching.observe { [weak content] in content?.setSwitching($0) }
        outputs.theme.observe { [weak content] theme in
            content?.applyColors(text: theme.subjectDetailTextColor, background: theme.subjectDetailBackgroundColor)
        }
    }

    /// View → view model: the view model's observers subscribe to the events.
    private func bindInputs() {
        let inputs = viewModel.inputs
        inputs.viewWillAppear.subscribe(to: willAppear)
        inputs.retryTapped.subscribe(to: screenView.retryTapped)
        inputs.switchOffTapped.subscribe(to: screenView.switchOffTapped)
        inputs.allSubjectsTapped.subscribe(to: screenView.allSubjectsTapped)
    }
}
