// Role: navigation
// VIPER's app-level router, the root wireframe: it builds the first module and hands it the linked subject.
import SharedModel
import ViewKit

@MainActor
struct AppRouter {
    let sessionStore: SessionStore
    let login: LoginModuleBuilder
    let subjectList: any SubjectListModuleBuilding

    /// The stack the app starts with; `link` is the text the app was opened with, if any.
    func makeRoot(link: String?) -> NavigationController {
        let linkedSubjectID = AppLink.subjectID(in: link)
        let first = sessionStore.session == nil
            ? login.build(linkedSubjectID: linkedSubjectID)
            : subjectList.build(linkedSubjectID: linkedSubjectID)
        return NavigationController(rootViewController: first)
    }
}
