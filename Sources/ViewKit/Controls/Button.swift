/// A tappable button with a title. Plays the part of `UIButton`.
@MainActor
public final class Button: Control {
    public var title: String {
        get { upToDate(storedTitle) }
        set { store(newValue, in: &storedTitle, as: "title") }
    }
    private var storedTitle: String = ""
    public var titleColor: Color {
        get { upToDate(storedTitleColor) }
        set { store(newValue, in: &storedTitleColor, as: "titleColor") }
    }
    private var storedTitleColor: Color = .black

    override public var kindName: String { "Button" }
    override public var renderedAttributes: [String] {
        ["title=\(quoted(title))", "titleColor=\(titleColor.rawValue)"] + super.renderedAttributes
    }
}
