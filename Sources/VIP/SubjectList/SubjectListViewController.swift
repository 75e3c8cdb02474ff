// Role: view
// The subject list scene's view controller: it owns the shared list view and is the collection's data
// source and delegate; it sends each user action and life-cycle event to the interactor as a Request,
// shows each ViewModel the presenter hands back (its display logic), and asks its router to move on
// when the presenter says an item was selected. Each time it appears it also asks the interactor to
// drop a subject switched off on the screen it comes back from.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class SubjectListViewController: ViewController {
    var interactor: (any SubjectListBusinessLogic)?
    var router: (any SubjectListRoutingLogic & SubjectListDataPassing)?
    private let content = SubjectListView()
    // Role: state
    /// The items on screen and the colours they wear, as the last view models gave them.
    private var cells: [SubjectCellData] = []
    private var colors: SubjectList.ApplyTheme.ViewModel?

    // Role: view
    override init() {
        super.init()
        title = SubjectListCopy.title
    }

    override func loadView() {
        view = content
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        content.collectionView.register(SubjectCell.self, forCellWithReuseIdentifier: SubjectListCopy.cellReuseIdentifier)
        navigationItem.rightBarButtonItem = content.refreshButton
        content.collectionView.isHidden = true
        // Role: glue
        content.collectionView.dataSource = self
        content.collectionView.delegate = self
        content.retryButton.addTarget(self, action: SubjectListViewController.retryPressed, for: .touchUpInside)
        content.collectionView.refreshControl?.addTarget(self, action: SubjectListViewController.refreshRequested, for: .valueChanged)
        content.refreshButton.addTarget(self, action: SubjectListViewController.refreshRequested, for: .primaryActionTriggered)
        interactor?.applyTheme(SubjectList.ApplyTheme.Request())
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        interactor?.fetchSubjects(SubjectList.FetchSubjects.Request(trigger: .firstAppearance))
        interactor?.dropSwitchedOffSubject(SubjectList.DropSwitchedOffSubject.Request())
    }

    private func retryPressed() { interactor?.fetchSubjects(SubjectList.FetchSubjects.Request(trigger: .retry)) }
    /// A pull, or a tap on the bar's Refresh: the same refresh.
    private func refreshRequested() { interactor?.fetchSubjects(SubjectList.FetchSubjects.Request(trigger: .refresh)) }
}

// Role: view
extension SubjectListViewController: SubjectListDisplayLogic {
    func displaySubjects(_ viewModel: SubjectList.FetchSubjects.ViewModel) {
        content.setLoading(viewModel.isLoading)
        content.setError(visible: viewModel.isErrorVisible)
        content.emptyLabel.isHidden = !viewModel.isEmptyVisible
        content.collectionView.isHidden = !viewModel.isListVisible
        content.refreshButton.isEnabled = viewModel.isRefreshEnabled
        // A pull has begun the control's progress already; the bar's Refresh has not.
        if viewModel.isRefreshing {
            content.collectionView.refreshControl?.beginRefreshing()
        } else {
            content.collectionView.refreshControl?.endRefreshing()
        }
        if let newCells = viewModel.newCells {
            cells = newCells
            content.collectionView.reloadData()
        }
    }

    func displayTheme(_ viewModel: SubjectList.ApplyTheme.ViewModel) {
        colors = viewModel
        for (_, cell) in content.collectionView.visibleCells {
            (cell as? SubjectCell)?.applyColors(title: viewModel.titleColor, background: viewModel.backgroundColor)
            (cell as? SubjectCell)?.applyDetailColor(viewModel.detailColor)
        }
    }

    func displaySelection(_ viewModel: SubjectList.SelectItem.ViewModel) {
        router?.routeToSelectedItem()
    }
}

// Role: view
extension SubjectListViewController: CollectionViewDataSource, CollectionViewDelegate {
    func numberOfItems(in collectionView: CollectionView) -> Int { cells.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SubjectListCopy.cellReuseIdentifier, for: index)
        if let cell = cell as? SubjectCell, cells.indices.contains(index) {
            let data = cells[index]
            cell.display(title: data.title, imageName: data.imageName, highlightedImageName: data.highlightedImageName)
            cell.display(detail: data.detail)
            if let colors {
                cell.applyColors(title: colors.titleColor, background: colors.backgroundColor)
                cell.applyDetailColor(colors.detailColor)
            }
        }
        return cell
    }

    // Role: glue
    func collectionView(_ collectionView: CollectionView, didSelectItemAt index: Int) {
        interactor?.selectItem(SubjectList.SelectItem.Request(index: index))
    }
}
