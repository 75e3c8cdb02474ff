import Testing
@testable import ViewKit

@MainActor
@Suite("The widget change probe", .serialized)
struct WidgetChangeProbeTests {
    @Test("Each change a user could see is reported once; setting the same value again is not a change")
    func changesAreReported() {
        var seen: [String] = []
        WidgetChangeProbe.observer = { widget, property in
            seen.append("\((widget as? View)?.accessibilityIdentifier ?? "navigation").\(property)")
        }
        defer { WidgetChangeProbe.observer = nil }
        let label = Label(identifier: "label")
        label.text = "Hello"
        label.text = "Hello"
        label.textColor = .white
        label.isHidden = true
        let button = Button(identifier: "button")
        button.isEnabled = false
        button.isEnabled = false
        let spinner = ActivityIndicatorView(identifier: "spinner")
        spinner.startAnimating()
        spinner.stopAnimating()
        let navigation = NavigationController(rootViewController: ViewController())
        navigation.pushViewController(ViewController())
        #expect(seen == ["label.text", "label.textColor", "label.isHidden", "button.isEnabled",
                         "spinner.isAnimating", "spinner.isAnimating", "navigation.stack"])
    }

    @Test("With no observer nothing is recorded and widgets behave the same")
    func noObserver() {
        WidgetChangeProbe.observer = nil
        let label = Label(identifier: "label")
        label.text = "Hello"
        #expect(label.text == "Hello")
    }
}
