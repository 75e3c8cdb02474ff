// Role: glue
// MVVM's All Subjects controller: a thin binder. It owns the view and the view model, binds the view
// model's outputs to the widgets and the view's events to the view model's inputs, and makes no
// decision of its own.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class AllSubjectsViewController: ViewController {
    private let viewModel: any AllSubjectsViewModelType
    private let screenView = AllSubjectsScreenView()
    /// The life-cycle event the view model hears, sent like any other event.
    private let willAppear = Signal<Void>()

    /// - Parameter viewModel: The screen's logic and state.
    init(viewModel: any AllSubjectsViewModelType) {
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
        let openSubjectIDs = outputs.openSubjectIDs
        let linkedSubjectID = outputs.linkedSubjectID
        outputs.isLoading.observe { [weak content] in content?.setLoading($0) }
        outputs.subjects.observe { [weak content] in
            content?.showRows($0, open: openSubjectIDs, linked: linkedSubjectID)
        }
        outputs.isErrorVisible.observe { [weak content] in content?.showFailure($0) }
        outputs.theme.observe { [weak content] theme in
            content?.applyColors(text: theme.allSubjectsTextColor, background: theme.allSubjectsBackgroundColor)
        }
    }

    /// View → view model: the view model's observers subscribe to the events.
    private func bindInputs() {
        let inputs = viewModel.inputs
        inputs.viewWillAppear.subscribe(to: willAppear)
        inputs.retryTapped.subscribe(to: screenView.retryTapped)
    }
}
