/// A tappable button with a title. Plays the part of `UIButton`.
@MainActor
public final class Button: Control {
    public var title = "" {
        didSet { WidgetChangeProbe.report(self, "title", when: title != oldValue) }
    }
    public var titleColor: Color = .black {
        didSet { WidgetChangeProbe.report(self, "titleColor", when: titleColor != oldValue) }
    }

    override public var kindName: String { "Button" }
    override public var renderedAttributes: [String] {
        ["title=\(quoted(title))", "titleColor=\(titleColor.rawValue)"] + super.renderedAttributes
    }
}
