import Testing
import ViewKit

/// The plain-text rendering: one widget a line, indented by depth, with kind, identifier and state.
@MainActor
struct RenderingTests {
    @Test("A small screen renders exactly")
    func smallTree() {
        let root = View(identifier: "login")
        root.backgroundColor = .white

        let username = TextField(identifier: "login.username")
        username.text = "student01"
        username.backgroundColor = .lightRed
        let password = TextField(identifier: "login.password")
        password.isSecureTextEntry = true
        password.text = "secret123"
        let instruction = Label(identifier: "login.instruction")
        instruction.text = #"Say "hi""#
        instruction.textColor = .darkGray
        let submit = Button(identifier: "login.submit")
        submit.title = "Log In"
        submit.titleColor = .darkGray
        submit.isEnabled = false
        submit.backgroundColor = .lightGray
        let activity = ActivityIndicatorView(identifier: "login.activity")
        activity.startAnimating()
        let form = View()
        form.isHidden = true
        let image = ImageView(identifier: "image")
        image.imageName = "subject-1"

        root.addSubview(username)
        root.addSubview(password)
        root.addSubview(form)
        form.addSubview(instruction)
        form.addSubview(image)
        root.addSubview(submit)
        root.addSubview(activity)

        #expect(root.renderTree() == """
            View login bg=white
              TextField login.username text="student01" bg=lightRed
              TextField login.password text="•••••••••" secure
              View hidden
                Label login.instruction text="Say \\"hi\\"" color=darkGray
                Image image image=subject-1 highlighted=none
              Button login.submit title="Log In" titleColor=darkGray disabled bg=lightGray
              Activity login.activity animating
            """)
    }

    @Test("A collection renders its window, refresh control and cells")
    func collection() {
        let collection = CollectionView(identifier: "list")
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = PlainSource(count: 2)
        collection.dataSource = source
        let refresh = RefreshControl(identifier: "refresh")
        collection.refreshControl = refresh
        refresh.beginRefreshing()
        collection.reloadData()
        #expect(collection.renderTree() == """
            Collection list items=2 first=0
              Refresh refresh refreshing
              Cell cell.0
              Cell cell.1
            """)
    }

    @Test("Text is quoted with quotes, backslashes and line breaks escaped, so a widget stays on one line", arguments: [
        ("plain", #""plain""#),
        (#"a "quote""#, #""a \"quote\"""#),
        (#"back\slash"#, #""back\\slash""#),
        ("two\nlines", #""two\nlines""#),
        ("cr\rtab\t", #""cr\rtab\t""#),
        ("", #""""#),
        ("Signing in\u{2026}", "\"Signing in\u{2026}\""),
    ])
    func quoting(text: String, rendered: String) {
        let label = Label()
        label.text = text
        #expect(label.renderTree() == "Label text=\(rendered) color=black")
        #expect(!label.renderTree().contains("\n"))
    }

    @Test("Secure text is masked with one • per character; plain text is shown", arguments: [
        ("", ""),
        ("abc", "•••"),
        ("e\u{301}\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "••"),
        ("with \"quote\"", "••••••••••••"),
    ])
    func secureMasking(text: String, mask: String) {
        let field = TextField(identifier: "pw")
        field.isSecureTextEntry = true
        field.text = text
        #expect(field.renderTree() == "TextField pw text=\"\(mask)\" secure")
        field.isSecureTextEntry = false
        #expect(field.renderTree().hasPrefix("TextField pw text=\"\(text.replacingQuotes())\""))
    }

    @Test("Each kind of widget has its name and defaults")
    func kinds() {
        let cases: [(View, String)] = [
            (View(), "View"),
            (Label(), #"Label text="" color=black"#),
            (TextField(), #"TextField text="""#),
            (Button(), #"Button title="" titleColor=black"#),
            (ActivityIndicatorView(), "Activity stopped"),
            (ImageView(), "Image image=none highlighted=none"),
            (RefreshControl(), "Refresh"),
            (CollectionView(), "Collection items=0 first=0"),
            (CollectionViewCell(reuseIdentifier: "x"), "Cell"),
        ]
        for (view, line) in cases {
            #expect(view.renderTree() == line)
        }
    }

    @Test("A hidden, disabled control with a background lists its states in a fixed order")
    func stateOrder() {
        let button = Button(identifier: "b")
        button.title = "T"
        button.isHidden = true
        button.isEnabled = false
        button.backgroundColor = .theme
        #expect(button.renderTree() == #"Button b title="T" titleColor=black disabled hidden bg=theme"#)
    }

    @Test("A navigation screen renders its titles, then the top screen's tree")
    func navigationScreen() {
        let root = ViewController()
        root.title = "Log In"
        let navigation = NavigationController(rootViewController: root)
        let top = ViewController()
        top.title = "Practice"
        let label = Label(identifier: "subjectList.empty")
        label.text = "None"
        top.view.addSubview(label)
        navigation.pushViewController(top)
        #expect(navigation.renderScreen() == """
            Navigation: [Log In] > [Practice]
            View
              Label subjectList.empty text="None" color=black
            """)
    }

    @Test("Colour tokens are names")
    func colourNames() {
        #expect(Color.allCases.map(\.rawValue) ==
                ["clear", "white", "black", "lightRed", "lightGray", "darkGray", "charcoal", "theme"])
    }
}

extension String {
    /// The text as the rendering quotes it, for the simple cases used here (quotes only).
    fileprivate func replacingQuotes() -> String {
        var out = ""
        for character in self {
            if character == "\"" { out += "\\\"" } else { out.append(character) }
        }
        return out
    }
}

/// A data source of plain cells named by index.
@MainActor
private final class PlainSource: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func numberOfItems(in collectionView: CollectionView) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: index)
        cell.accessibilityIdentifier = "cell.\(index)"
        return cell
    }
}
