import SharedModel
import ViewKit

/// The screen the More cell leads to, titled "All Subjects" (spec §7.5): every catalogue subject
/// offered in the user's current phase, in catalogue order, each one the user has open marked. It
/// loads the catalogue itself; the user's phase and open subjects it cannot know, so whoever opens it
/// supplies them, as the subject list last showed them. It stays until every architecture opens an
/// All Subjects of its own (change `catalogue-screen`, spec §7.6), and neither retries nor wears the theme.
@MainActor
public final class AllSubjectsViewController: ViewController {
    private let catalogueManager: SubjectsAPIManager
    private let currentPhase: Phase
    private let openSubjectIDs: Set<Int>
    private let screenView = AllSubjectsView()
    private var hasAppeared = false

    /// The catalogue screen of a user in `currentPhase` with the subjects `openSubjectIDs` open.
    public init(environment: AppEnvironment, currentPhase: Phase, openSubjectIDs: Set<Int>) {
        catalogueManager = SubjectsAPIManager(transport: environment.transport)
        self.currentPhase = currentPhase
        self.openSubjectIDs = openSubjectIDs
        super.init()
        title = SubjectListCopy.allSubjectsTitle
        catalogueManager.delegate = self
    }

    override public func loadView() {
        view = screenView
    }

    override public func viewWillAppear() {
        super.viewWillAppear()
        guard !hasAppeared else { return }
        hasAppeared = true
        screenView.loadingIndicator.startAnimating()
        catalogueManager.loadCatalogue()
    }
}

extension AllSubjectsViewController: APIManagerDelegate {
    public func apiManagerDidSucceed(_ manager: APIManager) {
        screenView.loadingIndicator.stopAnimating()
        do {
            let offered = try manager.fetch(with: CatalogueReformer()).filter { $0.phases.contains(currentPhase) }
            screenView.showRows(offered, open: openSubjectIDs)
        } catch {
            screenView.errorLabel.isHidden = false
        }
    }

    public func apiManager(_ manager: APIManager, didFailWith error: APIError) {
        screenView.loadingIndicator.stopAnimating()
        screenView.errorLabel.isHidden = false
    }
}
