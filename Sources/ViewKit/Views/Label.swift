/// A read-only line of text. Plays the part of `UILabel`.
@MainActor
public final class Label: View {
    public var text = ""
    public var textColor: Color = .black

    override public var kindName: String { "Label" }
    override public var renderedAttributes: [String] {
        ["text=\(quoted(text))", "color=\(textColor.rawValue)"] + super.renderedAttributes
    }
}
