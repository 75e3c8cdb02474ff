/// A tappable button with a title. Plays the part of `UIButton`.
@MainActor
public final class Button: Control {
    public var title: String {
        get { UpdateCycle.flush(); return storedTitle }
        set {
            let old = storedTitle
            storedTitle = newValue
            WidgetChangeProbe.report(self, "title", when: newValue != old)
        }
    }
    private var storedTitle: String = ""
    public var titleColor: Color {
        get { UpdateCycle.flush(); return storedTitleColor }
        set {
            let old = storedTitleColor
            storedTitleColor = newValue
            WidgetChangeProbe.report(self, "titleColor", when: newValue != old)
        }
    }
    private var storedTitleColor: Color = .black

    override public var kindName: String { "Button" }
    override public var renderedAttributes: [String] {
        ["title=\(quoted(title))", "titleColor=\(titleColor.rawValue)"] + super.renderedAttributes
    }
}
