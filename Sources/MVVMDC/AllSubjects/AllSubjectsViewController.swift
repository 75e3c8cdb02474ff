// Role: glue
// The All Subjects view controller, only glue: on first appearance it asks its data controller to load;
// whenever the data controller answers or the theme changes it builds a fresh view model with the
// factory and binds it; a tap on Retry is a new load.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class AllSubjectsViewController: ViewController {
    private let dataController: AllSubjectsDataController
    private let themeStore: ThemeStore
    private let allSubjectsContentView = AllSubjectsContentView()
    private var themeObservation: ThemeObservation?
    private var hasAppeared = false

    init(dataController: AllSubjectsDataController, themeStore: ThemeStore) {
        self.dataController = dataController
        self.themeStore = themeStore
        super.init()
        title = SubjectListCopy.allSubjectsTitle
    }

    override func loadView() {
        view = allSubjectsContentView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        allSubjectsContentView.delegate = self
        themeObservation = themeStore.observe { [weak self] _ in self?.render() }
        render()
    }

    // Role: logic
    /// The catalogue loads on the first appearance only.
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
        allSubjectsContentView.bind(AllSubjectsContentViewModel.make(with: dataController.state, theme: themeStore.current))
    }
}

// Role: glue
extension AllSubjectsViewController: AllSubjectsContentViewDelegate {
    func allSubjectsContentViewDidTapRetry(_ allSubjectsContentView: AllSubjectsContentView) {
        dataController.load { [weak self] _ in self?.render() }
        render()
    }
}
