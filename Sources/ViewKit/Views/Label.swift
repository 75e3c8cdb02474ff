/// A read-only line of text. Plays the part of `UILabel`.
@MainActor
public final class Label: View {
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

    override public var kindName: String { "Label" }
    override public var renderedAttributes: [String] {
        ["text=\(quoted(text))", "color=\(textColor.rawValue)"] + super.renderedAttributes
    }
}
