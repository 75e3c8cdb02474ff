// Role: glue
// The Practice view controller, only glue: on first appearance it asks its data controller to load;
// whenever the data controller answers or the theme changes it builds a fresh view model with the
// factory and binds it; it forwards the view's events and pushes the next screen.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class SubjectListViewController: ViewController {
    private let dataController: SubjectListDataController
    private let themeStore: ThemeStore
    private let subjectsView = SubjectsView()
    private var themeObservation: ThemeObservation?
    private var hasAppeared = false

    init(dataController: SubjectListDataController, themeStore: ThemeStore) {
        self.dataController = dataController
        self.themeStore = themeStore
        super.init()
        title = SubjectListCopy.title
    }

    override func loadView() {
        view = subjectsView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        subjectsView.delegate = self
        themeObservation = themeStore.observe { [weak self] _ in self?.render() }
        render()
    }

    // Role: logic
    /// Loading starts on the first appearance only.
    override func viewWillAppear() {
        super.viewWillAppear()
        guard !hasAppeared else { return }
        hasAppeared = true
        dataController.load { [weak self] _ in self?.render() }
        render()
    }

    // Role: glue
    /// Rebuilds the view model from the data controller's state and the current theme, and binds it.
    private func render() {
        subjectsView.bind(SubjectsViewModel.make(with: dataController.state, theme: themeStore.current))
    }

    // Role: navigation
    private func open(_ item: SubjectCellData.Kind, titled title: String) {
        switch item {
        case .subject: navigationController?.pushViewController(SubjectViewController(subjectName: title))
        case .more: navigationController?.pushViewController(SubjectSettingsViewController())
        }
    }
}

// Role: glue
extension SubjectListViewController: SubjectsViewDelegate {
    func subjectsView(_ subjectsView: SubjectsView, didSelect cell: SubjectCellViewModel) {
        open(cell.item, titled: cell.title)
    }

    func subjectsViewDidTapRetry(_ subjectsView: SubjectsView) {
        dataController.load { [weak self] _ in self?.render() }
        render()
    }

    func subjectsViewDidPullToRefresh(_ subjectsView: SubjectsView) {
        dataController.refresh { [weak self] _ in self?.render() }
        render()
    }
}
