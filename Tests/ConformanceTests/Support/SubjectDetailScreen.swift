import SharedModel
import Testing
import ViewKit

/// The subject detail screen pushed over a subject list (docs/SPEC.md §7.1), read and driven only through
/// what a user sees and does.
@MainActor
struct SubjectDetailScreen {
    let controller: ViewController
    private var root: View { controller.view }

    func loading() throws -> ActivityIndicatorView { try root.widget("subjectDetail.loading") }
    func descriptionLabel() throws -> Label { try root.widget("subjectDetail.description") }
    func chapters() throws -> Label { try root.widget("subjectDetail.chapters") }
    func errorLabel() throws -> Label { try root.widget("subjectDetail.error") }
    func retry() throws -> Button { try root.widget("subjectDetail.retry") }
    func switchOff() throws -> Button { try root.widget("subjectDetail.switchOff") }
    func switching() throws -> ActivityIndicatorView { try root.widget("subjectDetail.switching") }
    /// The screen's own background, as a user sees it.
    func background() throws -> Color? { try root.widget("subjectDetail.screen", as: View.self).shownBackground }

    /// What a user reads on the screen: the description, the chapters and the error, "" for each
    /// that does not show.
    func texts() throws -> [String] {
        [try descriptionLabel().shownText, try chapters().shownText, try errorLabel().shownText]
    }
}

@MainActor
extension SubjectListScreen {
    /// Selects the subject titled `title` on the list; its screen is then on top.
    @discardableResult
    func open(_ title: String) throws -> SubjectDetailScreen {
        try select(title)
        return try subjectDetailScreen()
    }

    /// The screen pushed over the list.
    func subjectDetailScreen() throws -> SubjectDetailScreen {
        let controllers = navigation?.viewControllers ?? []
        let top = try #require(controllers.count > 1 ? controllers.last : nil, "no screen over the list:\n\(rendering)")
        return SubjectDetailScreen(controller: top)
    }

    /// The titles on the navigation stack, bottom first.
    var titles: [String] { navigation?.titles ?? [] }
}

@MainActor
extension SubjectDetailScreen {
    /// The All Subjects button (docs/SPEC.md §7.7).
    func allSubjects() throws -> Button { try root.widget("subjectDetail.allSubjects") }
}

@MainActor
extension SubjectListScreen {
    /// Taps All Subjects on `subject`, the screen on top; the All Subjects screen is then on top.
    @discardableResult
    func openAllSubjects(from subject: SubjectDetailScreen) throws -> AllSubjectsScreen {
        try subject.allSubjects().simulateTap()
        let controllers = navigation?.viewControllers ?? []
        let top = try #require(controllers.count > 2 ? controllers.last : nil, "nothing over the subject:\n\(rendering)")
        return AllSubjectsScreen(controller: top)
    }
}
