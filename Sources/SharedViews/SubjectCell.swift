import SharedModel
import ViewKit

/// A cell of the Practice list: a title and an image. Architectures use it as it is or subclass it
/// to add their own way of being driven (a binding, a `bind(viewModel)`).
@MainActor
open class SubjectCell: CollectionViewCell {
    public let titleLabel = Label(identifier: SubjectListID.cellTitle)
    public let imageView = ImageView(identifier: SubjectListID.cellImage)

    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        addSubview(imageView)
        addSubview(titleLabel)
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
