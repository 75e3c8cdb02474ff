import SharedModel
import Testing
import ViewKit

/// The All Subjects screen pushed over a subject list (docs/SPEC.md §7.5), read only through what a
/// user sees.
@MainActor
struct AllSubjectsScreen {
    let controller: ViewController
    private var root: View { controller.view }

    func loading() throws -> ActivityIndicatorView { try root.widget("allSubjects.loading") }
    func errorLabel() throws -> Label { try root.widget("allSubjects.error") }

    /// The subjects' rows a user reads, top first: each name, with the mark of an open subject.
    func rows() -> [String] {
        root.allViews.compactMap { view in
            guard let label = view as? Label, label.accessibilityIdentifier?.hasPrefix("allSubjects.subject-") == true,
                  label.isVisibleInTree else { return nil }
            return label.text
        }
    }
}

@MainActor
extension SubjectListScreen {
    /// Selects More on the list; the All Subjects screen is then on top.
    @discardableResult
    func openAllSubjects() throws -> AllSubjectsScreen {
        try select("More")
        let top = try #require(titles.count > 1 ? navigation?.viewControllers.last : nil, "nothing over the list:\n\(rendering)")
        return AllSubjectsScreen(controller: top)
    }
}
