import SharedModel
import ViewKit

/// A cell of the subject list: a title, a second line and an image. Architectures use it as it is
/// or subclass it to add their own way of being driven (a binding, a `bind(viewModel)`).
@MainActor
open class SubjectCell: CollectionViewCell {
    public let titleLabel = Label(identifier: SubjectListID.cellTitle)
    public let imageView = ImageView(identifier: SubjectListID.cellImage)
    /// The second line (spec §7.2): empty, so no one sees it, until the cell is given one; whoever
    /// configures the cell gives it one every time, an empty one for More.
    public let detailLabel = Label(identifier: SubjectListID.cellDetail)

    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        addSubview(imageView)
        addSubview(titleLabel)
        addSubview(detailLabel)
    }

    /// Shows `detail` on the second line; an empty one hides it.
    public func display(detail: String) {
        detailLabel.text = detail
        detailLabel.isHidden = detail.isEmpty
    }

    /// Colours the second line, in the theme's secondary colour.
    public func applyDetailColor(_ color: Color) {
        detailLabel.textColor = color
    }

    public func display(title: String, imageName: String, highlightedImageName: String?) {
        titleLabel.text = title
        imageView.imageName = imageName
        imageView.highlightedImageName = highlightedImageName
    }

    public func applyColors(title: Color, background: Color) {
        titleLabel.textColor = title
        backgroundColor = background
    }

    /// A reused cell starts blank, so a stale item can never show through.
    override open func prepareForReuse() {
        super.prepareForReuse()
        display(title: "", imageName: "", highlightedImageName: nil)
    }
}
