// Role: assembly
// MVP's entry point for the catalogue, and the one place where each screen's parts meet: the
// presenter is made first, the view controller gets it (and owns it), and the presenter gets the
// view back, weakly.
import SharedModel
import SharedViews
import ViewKit

/// Builds MVP's two screens: a passive view controller that owns its presenter.
public enum MVPArchitecture: ScreenFactory {
    public static func makeLoginScreen(environment: AppEnvironment) -> ViewController {
        assembleLogin(environment: environment).view
    }

    public static func makeSubjectListScreen(environment: AppEnvironment) -> ViewController {
        assembleSubjectList(environment: environment).view
    }

    /// The app as it starts: the first screen's presenter gets the linked subject, to open it or to
    /// hand it on. The presenters let it go once it is followed; the builders made here keep it for the
    /// whole run, so that every All Subjects marks it.
    public static func makeApp(environment: AppEnvironment, link: String?) -> NavigationController {
        let linkedSubjectID = AppLink.subjectID(in: link)
        let first: ViewController = environment.sessionStore.session == nil
            ? assembleLogin(environment: environment, linkedSubjectID: linkedSubjectID).view
            : assembleSubjectList(environment: environment, linkedSubjectID: linkedSubjectID,
                                  markedSubjectID: linkedSubjectID).view
        return NavigationController(rootViewController: first)
    }

    /// The login screen's parts, wired. The screen keeps the presenter; the caller usually keeps
    /// only the view. The subject list a successful login pushes gets the subject its presenter
    /// hands on, to open, and every one gets `linkedSubjectID` to mark: the presenter hands it on to
    /// the first only.
    static func assembleLogin(environment: AppEnvironment, linkedSubjectID: Int? = nil)
        -> (view: LoginViewController, presenter: LoginPresenter) {
        let presenter = LoginPresenter(environment: environment, linkedSubjectID: linkedSubjectID)
        let view = LoginViewController(presenter: presenter) { handedSubjectID in
            assembleSubjectList(environment: environment, linkedSubjectID: handedSubjectID,
                                markedSubjectID: linkedSubjectID).view
        }
        presenter.view = view
        return (view, presenter)
    }

    /// The subject list's parts, wired. Its presenter opens `linkedSubjectID` when the list first
    /// shows. Each subject's screen it opens reports to its presenter; All Subjects gets what the
    /// presenter hands on, and marks `markedSubjectID`, the subject of the link the app was opened
    /// with, whatever the presenter did with its own copy.
    static func assembleSubjectList(environment: AppEnvironment, linkedSubjectID: Int? = nil,
                                    markedSubjectID: Int? = nil)
        -> (view: SubjectListViewController, presenter: SubjectListPresenter) {
        let presenter = SubjectListPresenter(environment: environment, linkedSubjectID: linkedSubjectID)
        let view = SubjectListViewController(presenter: presenter) { subjectID, name in
            assembleSubjectDetail(environment: environment, subjectID: subjectID, name: name, delegate: presenter).view
        } makeAllSubjects: { currentPhase, openSubjectIDs in
            assembleAllSubjects(environment: environment, currentPhase: currentPhase, openSubjectIDs: openSubjectIDs,
                                linkedSubjectID: markedSubjectID).view
        }
        presenter.view = view
        return (view, presenter)
    }

    /// A subject's screen's parts, wired; its presenter tells `delegate` when the subject is switched off.
    static func assembleSubjectDetail(environment: AppEnvironment, subjectID: Int, name: String,
                                      delegate: any SubjectDetailPresenterDelegate)
        -> (view: SubjectDetailViewController, presenter: SubjectDetailPresenter) {
        let presenter = SubjectDetailPresenter(environment: environment, subjectID: subjectID)
        let view = SubjectDetailViewController(presenter: presenter, subjectName: name)
        presenter.view = view
        // Role: glue
        presenter.delegate = delegate
        // Role: assembly
        return (view, presenter)
    }

    /// All Subjects' parts, wired, for a user in `currentPhase` with the subjects `openSubjectIDs` open,
    /// in an app opened from a link to `linkedSubjectID`, if any.
    static func assembleAllSubjects(environment: AppEnvironment, currentPhase: Phase, openSubjectIDs: Set<Int>,
                                    linkedSubjectID: Int? = nil)
        -> (view: AllSubjectsViewController, presenter: AllSubjectsPresenter) {
        let presenter = AllSubjectsPresenter(environment: environment, currentPhase: currentPhase,
                                             openSubjectIDs: openSubjectIDs, linkedSubjectID: linkedSubjectID)
        let view = AllSubjectsViewController(presenter: presenter)
        presenter.view = view
        return (view, presenter)
    }
}
