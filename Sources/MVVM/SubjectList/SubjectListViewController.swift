// Role: glue
// MVVM's subject list controller: a thin binder and the screen's mediator. It owns the view, the view
// model and the collection's coordinator, binds outputs to widgets and the view's events to inputs,
// and pushes the screen a selected cell asks for when its event arrives up the view tree, as it
// pushes the linked subject's when the view model says so. A subject's own screen it binds to the
// list: the subject's switch-off goes to the view model's input, and brings the user back here; its
// All Subjects goes to another, and comes back as where More leads, pushed over the subject.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class SubjectListViewController: ViewController {
    private let viewModel: any SubjectListViewModelType
    private let screenView = SubjectListScreenView()
    private let collectionCoordinator: SubjectCollectionCoordinator
    /// Makes the view model of the screen a selected subject leads to.
    private let makeSubjectDetailViewModel: @MainActor (_ subjectID: Int, _ name: String) -> any SubjectDetailViewModelType
    /// Builds the screen More leads to.
    private let makeAllSubjects: @MainActor (_ currentPhase: Phase, _ openSubjectIDs: Set<Int>) -> ViewController
    /// The life-cycle event the view model hears, sent like any other event.
    private let willAppear = Signal<Void>()

    /// - Parameters:
    ///   - viewModel: The screen's logic and state.
    ///   - makeSubjectDetailViewModel: Makes the view model of a subject's own screen, pushed when the
    ///     subject is selected.
    ///   - makeAllSubjects: Builds the All Subjects screen, pushed when More is selected or a subject's
    ///     screen asks for it, from the current phase and the open subjects More's cell view model carries.
    init(
        viewModel: any SubjectListViewModelType,
        makeSubjectDetailViewModel: @escaping @MainActor (_ subjectID: Int, _ name: String) -> any SubjectDetailViewModelType,
        makeAllSubjects: @escaping @MainActor (_ currentPhase: Phase, _ openSubjectIDs: Set<Int>) -> ViewController
    ) {
        self.viewModel = viewModel
        self.makeSubjectDetailViewModel = makeSubjectDetailViewModel
        self.makeAllSubjects = makeAllSubjects
        collectionCoordinator = SubjectCollectionCoordinator(collectionView: screenView.content.collectionView)
        super.init()
        title = SubjectListCopy.title
    }

    override func loadView() {
        view = screenView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Role: view
        navigationItem.rightBarButtonItem = screenView.content.refreshButton
        // Role: glue
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
        outputs.isErrorVisible.observe { [weak content] in content?.setError(visible: $0) }
        outputs.isListVisible.observe { [weak content] in content?.collectionView.isHidden = !$0 }
        outputs.isEmptyVisible.observe { [weak content] in content?.emptyLabel.isHidden = !$0 }
        outputs.isRefreshEnabled.observe { [weak content] in content?.refreshButton.isEnabled = $0 }
        outputs.isRefreshing.observe { [weak content] refreshing in
            if refreshing {
                content?.collectionView.refreshControl?.beginRefreshing()
            } else {
                content?.collectionView.refreshControl?.endRefreshing()
            }
        }
        outputs.cells.observe { [weak collectionCoordinator] in collectionCoordinator?.show($0) }
        outputs.goToLinkedSubject.observe { [weak self] in self?.show($0) }
        outputs.goToAllSubjects.observe { [weak self] in self?.show($0) }
    }

    /// View → view model: the view model's observers subscribe to the events.
    private func bindInputs() {
        let inputs = viewModel.inputs
        inputs.viewWillAppear.subscribe(to: willAppear)
        inputs.retryTapped.subscribe(to: screenView.retryTapped)
        inputs.refreshPulled.subscribe(to: screenView.refreshPulled)
        inputs.refreshTapped.subscribe(to: screenView.refreshTapped)
    }

    // Role: navigation
    /// Events routed up from the screen's views: a selected cell says where its item leads.
    override func handle(_ event: any RoutedEvent) -> Bool {
        guard let selection = event as? SubjectCellSelected else { return false }
        show(selection.destination)
        return true
    }

    /// Pushes the screen an item leads to: a selected cell's, the linked subject's, or More's when a
    /// subject's screen asks for All Subjects.
    private func show(_ destination: SubjectCellViewModel.Destination) {
        switch destination {
        case .subject(let id, let name): showSubjectDetail(subjectID: id, name: name)
        case .allSubjects(let currentPhase, let openSubjectIDs):
            navigationController?.pushViewController(makeAllSubjects(currentPhase, openSubjectIDs))
        }
    }

    /// Pushes a subject's own screen, bound to this one: once the subject is switched off there, this
    /// screen's view model drops it, and the user is back on the list; All Subjects tapped there asks
    /// this screen's view model, which knows the phase and the open subjects it needs.
    private func showSubjectDetail(subjectID: Int, name: String) {
        let detailViewModel = makeSubjectDetailViewModel(subjectID, name)
        // Role: glue
        viewModel.inputs.subjectSwitchedOff.subscribe(to: detailViewModel.outputs.switchedOff)
        viewModel.inputs.allSubjectsRequested.subscribe(to: detailViewModel.outputs.goToAllSubjects)
        detailViewModel.outputs.switchedOff.observe { [weak self] _ in self?.closeSubjectDetail() }
        // Role: navigation
        navigationController?.pushViewController(SubjectDetailViewController(viewModel: detailViewModel))
    }

    private func closeSubjectDetail() {
        navigationController?.popViewController()
    }
}
