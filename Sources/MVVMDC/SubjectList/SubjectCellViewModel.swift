// Role: state
// A subject cell's view model: what changes with the business (title, images, and the colours, which
// follow the theme). The title font and the layout never change, so they stay in the cell.
import SharedModel
import ViewKit

struct SubjectCellViewModel: Equatable {
    /// What the cell stands for, so a tap can say which subject (or More) was chosen.
    let item: SubjectCellData.Kind
    let title: String
    let imageName: String
    let highlightedImageName: String?
    /// The second line: the subject's phases, empty for More.
    let detail: String
    let titleColor: Color
    let detailColor: Color
    let backgroundColor: Color
}

// Role: logic
extension SubjectCellViewModel {
    /// A subject's cell in `theme`'s colours.
    static func make(with subject: Subject, theme: Theme) -> SubjectCellViewModel {
        make(with: SubjectCellData(subject: subject), theme: theme)
    }

    /// The More cell, last in the list, in `theme`'s colours.
    static func makeMore(theme: Theme) -> SubjectCellViewModel {
        make(with: .more, theme: theme)
    }

    private static func make(with data: SubjectCellData, theme: Theme) -> SubjectCellViewModel {
        SubjectCellViewModel(item: data.kind, title: data.title, imageName: data.imageName,
                             highlightedImageName: data.highlightedImageName, detail: data.detail,
                             titleColor: theme.cellTitleColor, detailColor: theme.cellDetailColor,
                             backgroundColor: theme.cellBackgroundColor)
    }
}
