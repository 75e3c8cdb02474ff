/// An editable line of text, optionally secure. Plays the part of `UITextField`.
///
/// Setting ``text`` from code sends no event, as in UIKit; only a user typing sends `.editingChanged`.
@MainActor
public final class TextField: Control {
    public var text: String {
        get { UpdateCycle.flush(); return storedText }
        set {
            let old = storedText
            storedText = newValue
            WidgetChangeProbe.report(self, "text", when: newValue != old)
        }
    }
    private var storedText: String = ""
    public var textColor: Color {
        get { UpdateCycle.flush(); return storedTextColor }
        set {
            let old = storedTextColor
            storedTextColor = newValue
            WidgetChangeProbe.report(self, "textColor", when: newValue != old)
        }
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
