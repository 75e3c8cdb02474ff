import SharedModel
import Testing
import ViewKit

/// The All Subjects screen pushed over a subject list (docs/SPEC.md §7.5, §7.6), read only through
/// what a user sees.
@MainActor
struct AllSubjectsScreen {
    let controller: ViewController
    private var root: View { controller.view }

    func loading() throws -> ActivityIndicatorView { try root.widget("allSubjects.loading") }
    func errorLabel() throws -> Label { try root.widget("allSubjects.error") }
    func retry() throws -> Button { try root.widget("allSubjects.retry") }
    func background() throws -> Color? { try root.widget("allSubjects.screen", as: View.self).shownBackground }

    /// The subjects' rows a user reads, top first: each name, with the mark of an open subject.
    func rows() -> [String] {
        rowLabels().map(\.text)
    }

    /// The text colour of each row a user reads, top first.
    func rowColors() -> [Color] {
        rowLabels().map(\.textColor)
    }

    private func rowLabels() -> [Label] {
        // Rows are views of their own: a screen that makes them in its next update pass shows them then.
        UpdateCycle.flush()
        return root.allViews.compactMap { view in
            guard let label = view as? Label, label.accessibilityIdentifier?.hasPrefix("allSubjects.subject-") == true,
                  label.isVisibleInTree else { return nil }
            return label
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
