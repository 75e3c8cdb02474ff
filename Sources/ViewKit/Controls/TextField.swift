/// An editable line of text, optionally secure. Plays the part of `UITextField`.
///
/// Setting ``text`` from code sends no event, as in UIKit; only a user typing sends `.editingChanged`.
@MainActor
public final class TextField: Control {
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
    public var placeholder: String?
    /// Secure entry: the rendering masks the text; the value itself is kept as typed.
    public var isSecureTextEntry = false

    override public var kindName: String { "TextField" }
    override public var renderedAttributes: [String] {
        let shown = isSecureTextEntry ? String(repeating: "•", count: text.count) : text
        return ["text=\(quoted(shown))"] + (isSecureTextEntry ? ["secure"] : []) + super.renderedAttributes
    }
}
