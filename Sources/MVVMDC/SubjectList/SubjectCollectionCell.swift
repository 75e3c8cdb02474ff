// Role: view
// The subject cell, given MVVM-DC's one way in: `bind(_:)` with its view model. It draws whatever it
// is given, so a reused cell or a new theme is just another bind.
import SharedViews

final class SubjectCollectionCell: SubjectCell {
    func bind(_ viewModel: SubjectCellViewModel) {
        display(title: viewModel.title, imageName: viewModel.imageName,
                highlightedImageName: viewModel.highlightedImageName)
        display(detail: viewModel.detail)
        applyColors(title: viewModel.titleColor, background: viewModel.backgroundColor)
        applyDetailColor(viewModel.detailColor)
    }
}
