/// Shows a named image, and another while highlighted. Plays the part of `UIImageView`.
@MainActor
public final class ImageView: View {
    public var imageName: String? {
        didSet { WidgetChangeProbe.report(self, "imageName", when: imageName != oldValue) }
    }
    public var highlightedImageName: String? {
        didSet { WidgetChangeProbe.report(self, "highlightedImageName", when: highlightedImageName != oldValue) }
    }

    override public var kindName: String { "Image" }
    override public var renderedAttributes: [String] {
        ["image=\(imageName ?? "none")", "highlighted=\(highlightedImageName ?? "none")"]
            + super.renderedAttributes
    }
}
