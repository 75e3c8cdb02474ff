// Role: glue
// The glue between one reused cell and the cell view model of whatever item it shows now. There is
// one per cell, not per item: cells are few and reused, items are many. Binding a new item first
// tears down the old binding, so a reused cell never shows, or sends events for, another item.
import SharedModel
import SharedViews
import ViewKit

@MainActor
final class SubjectCellCoordinator {
    private weak var cell: SubjectCell?
    /// The item the cell shows now. Weak: the list view model owns its cell view models.
    private(set) weak var viewModel: SubjectCellViewModel?
    /// The cell's subscription to its item's theme, ended on unbind.
    private var themeBinding: Observer<Theme>?

    init(cell: SubjectCell) {
        self.cell = cell
    }

    /// Shows `viewModel` in the cell, and keeps the cell's colours following its theme.
    func bind(to viewModel: SubjectCellViewModel) {
        unbind()
        self.viewModel = viewModel
        cell?.display(
            title: viewModel.title, imageName: viewModel.imageName, highlightedImageName: viewModel.highlightedImageName)
        cell?.display(detail: viewModel.detail)
        themeBinding = viewModel.theme.observe { [weak cell] theme in
            cell?.applyColors(title: theme.cellTitleColor, background: theme.cellBackgroundColor)
            cell?.applyDetailColor(theme.cellDetailColor)
        }
    }

    /// Ends the binding: the cell no longer follows, or speaks for, its last item.
    func unbind() {
        themeBinding?.unsubscribeAll()
        themeBinding = nil
        viewModel = nil
    }

    /// The user selected the cell: tell the screen where its item leads, up the view tree.
    func cellWasSelected() {
        guard let cell, let viewModel else { return }
        cell.route(SubjectCellSelected(destination: viewModel.destination))
    }
}
