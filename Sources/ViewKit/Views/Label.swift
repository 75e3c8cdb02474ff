/// A read-only line of text. Plays the part of `UILabel`.
@MainActor
public final class Label: View {
    public var text: String {
        get { upToDate(storedText) }
        set { store(newValue, in: &storedText, as: "text") }
    }
    private var storedText: String = ""
    public var textColor: Color {
        get { upToDate(storedTextColor) }
        set { store(newValue, in: &storedTextColor, as: "textColor") }
    }
    private var storedTextColor: Color = .black

    override public var kindName: String { "Label" }
    override public var renderedAttributes: [String] {
        ["text=\(quoted(text))", "color=\(textColor.rawValue)"] + super.renderedAttributes
    }
}
