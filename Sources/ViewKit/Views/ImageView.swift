/// Shows a named image, and another while highlighted. Plays the part of `UIImageView`.
@MainActor
public final class ImageView: View {
    public var imageName: String? {
        get { upToDate(storedImageName) }
        set { store(newValue, in: &storedImageName, as: "imageName") }
    }
    private var storedImageName: String? = nil
    public var highlightedImageName: String? {
        get { upToDate(storedHighlightedImageName) }
        set { store(newValue, in: &storedHighlightedImageName, as: "highlightedImageName") }
    }
    private var storedHighlightedImageName: String? = nil

    override public var kindName: String { "Image" }
    override public var renderedAttributes: [String] {
        ["image=\(imageName ?? "none")", "highlighted=\(highlightedImageName ?? "none")"]
            + super.renderedAttributes
    }
}
