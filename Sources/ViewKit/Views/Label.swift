/// A read-only line of text. Plays the part of `UILabel`.
@MainActor
public final class Label: View {
    public var text = "" {
        didSet { WidgetChangeProbe.report(self, "text", when: text != oldValue) }
    }
    public var textColor: Color = .black {
        didSet { WidgetChangeProbe.report(self, "textColor", when: textColor != oldValue) }
    }

    override public var kindName: String { "Label" }
    override public var renderedAttributes: [String] {
        ["text=\(quoted(text))", "color=\(textColor.rawValue)"] + super.renderedAttributes
    }
}
