/// A tappable button with a title. Plays the part of `UIButton`.
@MainActor
public final class Button: Control {
    public var title = ""
    public var titleColor: Color = .black

    override public var kindName: String { "Button" }
    override public var renderedAttributes: [String] {
        ["title=\(quoted(title))", "titleColor=\(titleColor.rawValue)"] + super.renderedAttributes
    }
}
