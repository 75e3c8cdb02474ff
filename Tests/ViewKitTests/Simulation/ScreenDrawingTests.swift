import Testing
import ViewKit

/// The SVG wireframe of a screen: it draws what a user sees, nothing a user cannot see, and any
/// text safely.
@MainActor
struct ScreenDrawingTests {
    /// A screen titled `title` whose root view holds `widgets`, on a navigation stack.
    private func drawing(_ widgets: [View], title: String = "Screen") -> String {
        let screen = ViewController()
        screen.title = title
        for widget in widgets { screen.view.addSubview(widget) }
        return ScreenDrawing.svg(of: NavigationController(rootViewController: screen), label: "a screen")
    }

    private func label(_ text: String, color: Color = .black) -> Label {
        let label = Label()
        label.text = text
        label.textColor = color
        return label
    }

    @Test("The title, a label's text in its colour and a field's text are drawn")
    func drawsWhatIsShown() {
        let field = TextField()
        field.text = "student01"
        field.backgroundColor = .lightRed
        let svg = drawing([label("Hello", color: .darkGray), field], title: "Log In")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.contains(">Log In</text>"))
        #expect(svg.contains(##"fill="#555555">Hello</text>"##))
        #expect(svg.contains(##"fill="#f6c6c6""##), "the field's light red background")
        #expect(svg.contains(">student01</text>"))
    }

    @Test("Hidden widgets, widgets under a hidden view, empty labels and stopped indicators draw nothing")
    func drawsNothingUnseen() {
        let hidden = label("Hidden")
        hidden.isHidden = true
        let container = View()
        container.isHidden = true
        container.addSubview(label("Inside"))
        let stopped = ActivityIndicatorView()
        let empty = drawing([])
        #expect(drawing([hidden, container, label(""), stopped]) == empty)
        let spinning = ActivityIndicatorView()
        spinning.startAnimating()
        #expect(drawing([spinning]).matches(of: /rotate\(/).count == 12, "twelve spokes")
    }

    @Test("A secure field shows a dot per character, an empty field its placeholder")
    func fields() {
        let secure = TextField()
        secure.isSecureTextEntry = true
        secure.text = "secret"
        let empty = TextField()
        empty.placeholder = "Username"
        let svg = drawing([secure, empty])
        #expect(svg.contains(">••••••</text>"))
        #expect(!svg.contains("secret"))
        #expect(svg.contains(##"fill="#9a9a9a">Username</text>"##))
    }

    @Test("A disabled control is drawn faded; an enabled one is not")
    func disabledIsFaded() {
        let button = Button()
        button.title = "Go"
        button.backgroundColor = .theme
        #expect(!drawing([button]).contains("opacity=\"0.55\""))
        button.isEnabled = false
        #expect(drawing([button]).contains("opacity=\"0.55\""))
    }

    @Test("Text a user typed is escaped, control characters included, so the SVG stays well formed")
    func escapesText() {
        let svg = drawing([label("<b>&\"x\"\u{0}\n")], title: "a<b")
        #expect(svg.contains(">&lt;b&gt;&amp;&quot;x&quot;\u{FFFD}\u{FFFD}</text>"))
        #expect(svg.contains(">a&lt;b</text>"))
        #expect(!svg.contains("\u{0}"))
        // A markup character joined to a combining mark is one Character, and still escaped.
        let joined = drawing([label("<\u{301} \"\u{FE0F} \u{FFFF}")])
        #expect(joined.contains(">&lt;\u{301} &quot;\u{FE0F} \u{FFFD}</text>"))
    }

    @Test("A long label wraps at spaces; a word longer than a line keeps its own line")
    func wraps() {
        let long = String(repeating: "x", count: 40)
        let svg = drawing([label("Can't reach the server. Check your connection and try again. " + long)])
        #expect(svg.contains(">Can't reach the server. Check your</text>"))
        #expect(svg.contains(">connection and try again.</text>"))
        #expect(svg.contains(">\(long)</text>"))
    }

    @Test("A pushed screen shows the screen below's title as its back button")
    func backTitle() {
        let root = ViewController()
        root.title = "Practice"
        let navigation = NavigationController(rootViewController: root)
        let detail = ViewController()
        detail.title = "Math"
        navigation.pushViewController(detail)
        let svg = ScreenDrawing.svg(of: navigation, label: "detail")
        #expect(svg.contains(">‹ Practice</text>"))
        #expect(svg.contains(">Math</text>"))
    }

    @Test("Visible cells are drawn as rows: background, image, title")
    func cells() {
        let cell = CollectionViewCell(reuseIdentifier: "cell")
        cell.backgroundColor = .charcoal
        let image = ImageView()
        image.imageName = "subject-1"
        cell.addSubview(image)
        cell.addSubview(label("Math", color: .white))
        let svg = drawing([cell])
        #expect(svg.contains(##"fill="#333333""##))
        #expect(svg.contains("<title>subject-1</title>"))
        #expect(svg.contains(##"fill="#ffffff">Math</text>"##))
    }

    @Test("A cell's second line sits under its title, smaller, and the row grows to hold it")
    func cellWithTwoLines() throws {
        let cell = CollectionViewCell(reuseIdentifier: "cell")
        let image = ImageView()
        image.imageName = "subject-1"
        cell.addSubview(image)
        cell.addSubview(label("Math"))
        cell.addSubview(label("Primary · Junior · Senior", color: .darkGray))
        let svg = drawing([cell])
        let lines = svg.split(separator: "\n")
        let title = try #require(lines.first { $0.hasSuffix(">Math</text>") })
        let detail = try #require(lines.first { $0.hasSuffix(">Primary · Junior · Senior</text>") })
        let baseline = { (line: Substring) in line.firstMatch(of: /\sy="([0-9]+)"/).flatMap { Int($0.1) } }
        let titleY = try #require(baseline(title))
        let detailY = try #require(baseline(detail))
        #expect(detailY - titleY >= 15, "the second line must clear the title's 15-unit line")
        #expect(detail.contains(#"font-size="12""#))
        #expect(svg.contains(#"height="62""#), "one row of 44 and one more line of 18")
    }
}
