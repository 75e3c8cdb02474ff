/// A wireframe of what a navigation controller shows, as a self-contained SVG: the navigation bar
/// with the top screen's title, then every widget a user can see, top to bottom in tree order.
///
/// The headless kit has no frames or pixels, so the drawing lays widgets out itself: one row per
/// visible widget, a cell's image beside its title. It draws the state the plain-text rendering
/// lists (text, colours, enabled, animating, hidden), and an empty field's placeholder. A hidden widget, an empty label and a stopped activity indicator
/// draw nothing, as a user would see nothing. The comparison page shows screens with it.
@MainActor
public struct ScreenDrawing {
    /// The drawing's width in SVG units (a phone's width in points).
    public static let width = 320
    private static let margin = 16
    private static let navigationBarHeight = 44
    private static let minimumHeight = 400
    // The drawing's own lines and greys, which are not the screen's colours.
    private static let outline = "#8a8a8a"
    private static let separator = "#d0d0d0"
    private static let placeholder = "#9a9a9a"

    private var elements: [String] = []
    private var y: Int

    private init() {
        y = Self.navigationBarHeight + Self.margin
    }

    /// The SVG of the screen `navigation` shows now; `label` names it for screen readers.
    public static func svg(of navigation: NavigationController, label: String) -> String {
        var drawing = ScreenDrawing()
        let background = navigation.topViewController?.view.backgroundColor ?? .white
        if let view = navigation.topViewController?.view {
            drawing.draw(view)
        }
        let height = max(Self.minimumHeight, drawing.y + Self.margin)
        let back = navigation.viewControllers.dropLast().last.map { $0.title ?? "" }
        var lines = [
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" viewBox="0 0 \#(width) \#(height)" "#
                + #"role="img" aria-label="\#(escaped(label))" font-family="Helvetica, Arial, sans-serif" font-size="15">"#,
            #"<rect x="0.5" y="0.5" width="\#(width - 1)" height="\#(height - 1)" rx="12" fill="\#(hex(background))" stroke="\#(outline)"/>"#,
            #"<path d="M0.5 \#(navigationBarHeight) H\#(width - 1)" stroke="\#(separator)"/>"#,
            #"<text x="\#(width / 2)" y="28" text-anchor="middle" font-weight="bold">\#(escaped(navigation.topViewController?.title ?? ""))</text>"#,
        ]
        if let back {
            lines.append(#"<text x="\#(margin)" y="28" fill="\#(hex(.theme))">‹ \#(escaped(back))</text>"#)
        }
        if let button = navigation.topViewController?.navigationItem.rightBarButtonItem, !button.isHidden {
            let fill = button.isEnabled ? hex(.theme) : placeholder
            lines.append(#"<text x="\#(width - margin)" y="28" text-anchor="end" fill="\#(fill)">\#(escaped(button.title))</text>"#)
        }
        lines += drawing.elements
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Draws `view` and what it holds, unless it is hidden.
    private mutating func draw(_ view: View) {
        guard !view.isHidden else { return }
        let inset = Self.margin
        let wide = Self.width - 2 * Self.margin
        switch view {
        case let label as Label:
            for line in Self.wrapped(label.text) {
                text(line, x: inset, baseline: y + 17, color: label.textColor)
                y += 22
            }
            y += label.text.isEmpty ? 0 : 6
        case let field as TextField:
            let shown = field.isSecureTextEntry ? String(repeating: "•", count: field.text.count) : field.text
            elements.append(box(x: inset, width: wide, height: 36, fill: field.backgroundColor ?? .white, stroke: Self.outline,
                                enabled: field.isEnabled))
            if shown.isEmpty, let placeholder = field.placeholder {
                elements.append(#"<text x="\#(inset + 10)" y="\#(y + 23)" fill="\#(Self.placeholder)">\#(Self.escaped(placeholder))</text>"#)
            } else {
                text(shown, x: inset + 10, baseline: y + 23, color: field.textColor)
            }
            y += 46
        case let button as Button:
            // A button without a fill still reads as a button: outlined in its title's colour.
            let fill = button.backgroundColor ?? .clear
            elements.append(box(x: inset, width: wide, height: 40, fill: fill, stroke: fill == .clear ? Self.hex(button.titleColor) : nil,
                                enabled: button.isEnabled))
            elements.append(#"<text x="\#(Self.width / 2)" y="\#(y + 25)" text-anchor="middle" fill="\#(Self.hex(button.titleColor))">"#
                + Self.escaped(button.title) + "</text>")
            y += 50
        case let activity as ActivityIndicatorView:
            guard activity.isAnimating else { return }
            spinner()
        case let refresh as RefreshControl:
            guard refresh.isRefreshing else { return }
            spinner()
        case let cell as CollectionViewCell:
            drawCell(cell)
        default:
            for child in view.renderedChildren { draw(child) }
        }
    }

    /// A cell as a row: its background, each image as a square, its labels beside them, one under
    /// another (a title, then a smaller second line), so that no two share a line.
    private mutating func drawCell(_ cell: CollectionViewCell) {
        let visible = cell.allViews.filter(\.isVisibleInTree)
        let labels = visible.compactMap { $0 as? Label }.filter { !$0.text.isEmpty }
        let height = 44 + Self.cellLineSpacing * max(labels.count - 1, 0)
        elements.append(#"<rect x="1" y="\#(y)" width="\#(Self.width - 2)" height="\#(height)" fill="\#(Self.hex(cell.backgroundColor ?? .clear))"/>"#)
        elements.append(#"<path d="M\#(Self.margin) \#(y + height) H\#(Self.width - 1)" stroke="\#(Self.separator)"/>"#)
        var x = Self.margin
        for case let image as ImageView in visible {
            guard let name = image.imageName else { continue }
            elements.append(#"<rect x="\#(x)" y="\#(y + (height - 28) / 2)" width="28" height="28" rx="6" fill="\#(Self.hex(.lightGray))">"#
                + "<title>\(Self.escaped(name))</title></rect>")
            x += 40
        }
        // One label sits on the row's middle line; more stack from the top, the later ones smaller.
        var baseline = y + (labels.count > 1 ? 22 : 27)
        for (index, label) in labels.enumerated() {
            if index == 0 {
                text(label.text, x: x, baseline: baseline, color: label.textColor)
            } else {
                elements.append(#"<text x="\#(x)" y="\#(baseline)" font-size="12" fill="\#(Self.hex(label.textColor))">"#
                    + "\(Self.escaped(label.text))</text>")
            }
            baseline += Self.cellLineSpacing
        }
        y += height
    }

    /// The distance between two lines of a cell's labels.
    private static let cellLineSpacing = 18

    /// An activity indicator: twelve spokes, as UIKit draws one.
    private mutating func spinner() {
        let centre = (x: Self.width / 2, y: y + 16)
        for spoke in 0..<12 {
            let opacity = 0.25 + 0.75 * Double(spoke) / 11
            elements.append(#"<rect x="\#(centre.x - 1)" y="\#(centre.y - 14)" width="3" height="8" rx="1.5" fill="\#(Self.hex(.darkGray))" "#
                + #"opacity="\#((opacity * 100).rounded() / 100)" transform="rotate(\#(spoke * 30) \#(centre.x) \#(centre.y))"/>"#)
        }
        y += 42
    }

    private mutating func text(_ string: String, x: Int, baseline: Int, color: Color) {
        elements.append(#"<text x="\#(x)" y="\#(baseline)" fill="\#(Self.hex(color))">\#(Self.escaped(string))</text>"#)
    }

    /// A rounded rectangle at the current row; a disabled control is drawn faded, as UIKit dims it.
    private func box(x: Int, width: Int, height: Int, fill: Color, stroke: String?, enabled: Bool) -> String {
        #"<rect x="\#(x)" y="\#(y)" width="\#(width)" height="\#(height)" rx="8" fill="\#(Self.hex(fill))""#
            + (stroke.map { #" stroke="\#($0)""# } ?? "") + (enabled ? "" : #" opacity="0.55""#) + "/>"
    }

    /// The colour a token stands for in the drawing (the kit itself compares names only).
    static func hex(_ color: Color) -> String {
        switch color {
        case .clear: "none"
        case .white: "#ffffff"
        case .black: "#000000"
        case .lightRed: "#f6c6c6"
        case .lightGray: "#d9d9d9"
        case .darkGray: "#555555"
        case .charcoal: "#333333"
        case .theme: "#2f6fdb"
        }
    }

    /// `text` broken into lines at spaces, each short enough for the drawing's width (estimated:
    /// the drawing cannot measure glyphs); a word longer than a line keeps a line of its own.
    static func wrapped(_ text: String, lineLength: Int = 34) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !line.isEmpty, line.count + 1 + word.count > lineLength {
                lines.append(line)
                line = String(word)
            } else {
                line += line.isEmpty ? String(word) : " " + word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// `text` safe inside an SVG element or attribute: markup characters escaped, and what XML
    /// cannot carry (controls, line breaks included, and U+FFFE, U+FFFF) shown as U+FFFD. Scalar by
    /// scalar, so that a markup character joined to a combining mark is escaped too.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
