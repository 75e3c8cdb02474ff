import SharedModel
import ViewKit

/// The screen the More cell leads to, titled "All Subjects" (spec §7.5): every catalogue subject
/// offered in the user's current phase, in catalogue order, each one the user has open marked. It
/// loads the catalogue itself; the user's phase and open subjects it cannot know, so whoever opens it
/// supplies them, as the Practice list last showed them.
@MainActor
public final class SubjectSettingsViewController: ViewController {
    /// What the screen needs to show the catalogue; nil for the title-only screen.
    private struct Needs {
        let catalogueManager: SubjectsAPIManager
        let currentPhase: Phase
        let openSubjectIDs: Set<Int>
    }

    private let needs: Needs?
    private let screenView = SubjectSettingsView()
    private var hasAppeared = false

    /// The screen as it was before change `all-subjects`: its title and nothing else. It stays until
    /// every architecture supplies what the catalogue screen needs.
    override public init() {
        needs = nil
        super.init()
        title = SubjectListCopy.settingsTitle
    }

    /// The catalogue screen of a user in `currentPhase` with the subjects `openSubjectIDs` open.
    public init(environment: AppEnvironment, currentPhase: Phase, openSubjectIDs: Set<Int>) {
        needs = Needs(catalogueManager: SubjectsAPIManager(transport: environment.transport),
                      currentPhase: currentPhase, openSubjectIDs: openSubjectIDs)
        super.init()
        title = SubjectListCopy.settingsTitle
        needs?.catalogueManager.delegate = self
    }

    override public func loadView() {
        view = screenView
    }

    override public func viewWillAppear() {
        super.viewWillAppear()
        guard !hasAppeared, let needs else { return }
        hasAppeared = true
        screenView.loadingIndicator.startAnimating()
        needs.catalogueManager.loadCatalogue()
    }
}

extension SubjectSettingsViewController: APIManagerDelegate {
    public func apiManagerDidSucceed(_ manager: APIManager) {
        guard let needs else { return }
        screenView.loadingIndicator.stopAnimating()
        do {
            let offered = try manager.fetch(with: CatalogueReformer()).filter { $0.phases.contains(needs.currentPhase) }
            screenView.showRows(offered, open: needs.openSubjectIDs)
        } catch {
            screenView.errorLabel.isHidden = false
        }
    }

    public func apiManager(_ manager: APIManager, didFailWith error: APIError) {
        screenView.loadingIndicator.stopAnimating()
        screenView.errorLabel.isHidden = false
    }
}
