import MVVM
import SharedModel
import SharedViews
import ViewKit

/// A cell coordinator of the benchmark's ``CoordinatedList``, written as MVVM's
/// `SubjectCellCoordinator` is: it shows an item in a cell and keeps the cell's colours following
/// the theme, through the binding kit, until it is unbound. Benchmark only.
@MainActor
final class ListCellCoordinator {
    private weak var cell: SubjectCell?
    private var themeBinding: Observer<Theme>?

    /// Shows `item` in `cell`, following `theme`.
    func bind(_ item: SubjectCellData, to cell: SubjectCell, theme: Observable<Theme>) {
        unbind()
        self.cell = cell
        cell.display(title: item.title, imageName: item.imageName, highlightedImageName: item.highlightedImageName)
        themeBinding = theme.observe { [weak cell] theme in
            cell?.applyColors(title: theme.cellTitleColor, background: theme.cellBackgroundColor)
        }
    }

    /// Shows `item` in `cell` again, keeping the theme binding it has (an item's coordinator).
    func show(_ item: SubjectCellData, in cell: SubjectCell, theme: Theme) {
        self.cell = cell
        cell.display(title: item.title, imageName: item.imageName, highlightedImageName: item.highlightedImageName)
        cell.applyColors(title: theme.cellTitleColor, background: theme.cellBackgroundColor)
    }

    /// Whether it follows the theme now.
    var isBound: Bool { themeBinding != nil }

    /// Stops following the theme.
    func unbind() {
        themeBinding?.unsubscribeAll()
        themeBinding = nil
    }
}
