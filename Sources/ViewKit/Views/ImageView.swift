/// Shows a named image, and another while highlighted. Plays the part of `UIImageView`.
@MainActor
public final class ImageView: View {
    public var imageName: String? {
        get { UpdateCycle.flush(); return storedImageName }
        set {
            let old = storedImageName
            storedImageName = newValue
            WidgetChangeProbe.report(self, "imageName", when: newValue != old)
        }
    }
    private var storedImageName: String? = nil
    public var highlightedImageName: String? {
        get { UpdateCycle.flush(); return storedHighlightedImageName }
        set {
            let old = storedHighlightedImageName
            storedHighlightedImageName = newValue
            WidgetChangeProbe.report(self, "highlightedImageName", when: newValue != old)
        }
    }
    private var storedHighlightedImageName: String? = nil

    override public var kindName: String { "Image" }
    override public var renderedAttributes: [String] {
        ["image=\(imageName ?? "none")", "highlighted=\(highlightedImageName ?? "none")"]
            + super.renderedAttributes
    }
}
