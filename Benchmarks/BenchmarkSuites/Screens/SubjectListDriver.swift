import SharedModel
import ViewKit

/// The subject list's widgets, found once by identifier, and the check of what it shows.
@MainActor
final class SubjectListDriver {
    let host: ScreenHost
    let root: View
    let list: CollectionView
    let loading: ActivityIndicatorView
    let error: Label
    let retry: Button
    let empty: Label

    /// The widgets of the subject list whose root view is `root` (the top screen by default).
    init(host: ScreenHost, root: View? = nil) throws(CheckFailure) {
        self.host = host
        let view: View
        if let root {
            view = root
        } else if let top = host.navigation.topViewController {
            view = top.view
        } else {
            throw CheckFailure("no screen is shown", rendering: host.rendering)
        }
        self.root = view
        list = try host.widget("subjectList.list", in: view)
        loading = try host.widget("subjectList.loading", in: view)
        error = try host.widget("subjectList.error", in: view)
        retry = try host.widget("subjectList.retry", in: view)
        empty = try host.widget("subjectList.empty", in: view)
    }

    /// Fails unless the screen shows a finished, successful load of `expected` with the cells
    /// coloured for `theme`: loading stopped, no error, no refresh in progress, the right number of
    /// items, and every visible cell showing the item at its index in the theme's colours.
    func checkLoaded(_ expected: ExpectedList, theme: Theme) throws(CheckFailure) {
        try expect(loading.isAnimating, false, "subjectList.loading animating")
        try expect(error.isVisibleInTree, false, "subjectList.error visible")
        try expect(retry.isVisibleInTree, false, "subjectList.retry visible")
        try expect(list.isVisibleInTree, true, "subjectList.list visible")
        try expect(list.refreshControl?.isRefreshing ?? false, false, "the refresh control refreshing")
        try expect(empty.isVisibleInTree, expected.openSubjects.isEmpty, "subjectList.empty visible")
        try expect(list.numberOfItems, expected.itemCount, "the number of items")
        try checkVisibleCells(expected, theme: theme)
    }

    /// Fails unless the visible cells are the window the list shows, each showing the item at its
    /// index in `theme`'s colours.
    func checkVisibleCells(_ expected: ExpectedList, theme: Theme) throws(CheckFailure) {
        let visible = list.visibleCells
        try expect(visible.map(\.index), Array(list.visibleRange), "the visible items")
        try expect(visible.count, min(CollectionView.visibleCapacity, expected.itemCount), "the number of visible cells")
        for (index, cell) in visible {
            let title: Label = try host.widget("subjectCell.title", in: cell)
            let image: ImageView = try host.widget("subjectCell.image", in: cell)
            let shown = ExpectedList.Cell(title: title.text, image: image.imageName, highlightedImage: image.highlightedImageName)
            try expect(shown, expected.cell(at: index), "cell #\(index)")
            try expect(title.textColor, theme.spec.title, "cell #\(index)'s title colour")
            try expect(cell.backgroundColor, Optional(theme.spec.background), "cell #\(index)'s background")
        }
    }

    private func expect<T: Equatable>(_ actual: T, _ expected: T, _ what: String) throws(CheckFailure) {
        guard actual == expected else {
            throw CheckFailure("\(what) is \(actual), the specification says \(expected)", rendering: root.renderTree())
        }
    }
}

extension Theme {
    /// The cell colours the specification gives each theme (§3.5): day is black on white, night
    /// white on charcoal.
    var spec: (title: Color, background: Color) {
        switch self {
        case .day: (.black, .white)
        case .night: (.white, .charcoal)
        }
    }
}
