// Teaches: reading a real screen into the same snapshot the model predicts, by accessibility
// identifier only, never by an architecture's types, and only what a user can perceive: nothing of a
// widget that is hidden or sits in a hidden view. A missing widget is written down, never a crash.
import SharedModel
import ViewKit

@MainActor
enum ScreenReader {
    /// The login screen at the bottom of `stack` (the screens the walk pushed, bottom first).
    static func login(stack: [ViewController], environment: AppEnvironment) -> LoginSnapshot {
        var missing: [String] = []
        let form = stack.first?.view
        func find<Widget: View>(_ identifier: String, _ type: Widget.Type) -> Widget? {
            let widget = form?.find(identifier, as: type)
            if widget == nil { missing.append(identifier) }
            return widget
        }
        let username = find(WidgetID.username, TextField.self)
        let password = find(WidgetID.password, TextField.self)
        let instruction = find(WidgetID.instruction, Label.self)
        let submit = find(WidgetID.submit, Button.self)
        let activity = find(WidgetID.activity, ActivityIndicatorView.self)
        return LoginSnapshot(
            navigation: stack.map { $0.title ?? "" },
            username: seen(username, field),
            password: seen(password, field),
            instruction: readable(instruction),
            submit: seen(submit, button),
            activitySpinning: spinning(activity),
            signedIn: environment.sessionStore.session != nil,
            requests: requests(environment.backend),
            missing: missing)
    }

    /// The subject list at the bottom of `stack` (the screens the walk pushed, bottom first), its
    /// Refresh button in `navigationView` (what the navigation controller shows) while the list is on top,
    /// and the subject detail screen or All Subjects when it is the one pushed on top.
    static func subjectList(
        stack: [ViewController], navigationView: View?, environment: AppEnvironment
    ) -> SubjectListSnapshot {
        var missing: [String] = []
        let screen = stack.first?.view
        func find<Widget: View>(_ identifier: String, _ type: Widget.Type) -> Widget? {
            let widget = screen?.find(identifier, as: type)
            if widget == nil { missing.append(identifier) }
            return widget
        }
        let list = find(WidgetID.list, CollectionView.self)
        let loading = find(WidgetID.loading, ActivityIndicatorView.self)
        let error = find(WidgetID.error, Label.self)
        let retry = find(WidgetID.retry, Button.self)
        let empty = find(WidgetID.empty, Label.self)
        if list != nil && list?.refreshControl == nil { missing.append(WidgetID.refresh) }
        let shownList = seen(list) { list in
            ListSnapshot(
                itemCount: list.numberOfItems,
                firstVisibleIndex: list.firstVisibleIndex,
                refreshing: list.refreshControl.map { $0.isRefreshing && $0.isVisibleInTree } ?? false,
                cells: list.visibleCells.map { cell(at: $0.index, $0.cell, missing: &missing) })
        }
        // The bar shows the top screen's button alone (§1, §7.3): Refresh only while the list is on top.
        var refreshButton = Seen<BarButtonSnapshot>.hidden
        if stack.count == 1 {
            let item = navigationView?.find(WidgetID.refreshButton, as: BarButtonItem.self)
            if item == nil { missing.append(WidgetID.refreshButton) }
            refreshButton = seen(item, barButton)
        }
        let subjectScreen = subject(stack: stack)
        missing += subjectScreen.missing
        let allSubjectsScreen = allSubjects(stack: stack)
        missing += allSubjectsScreen.missing
        return SubjectListSnapshot(
            navigation: stack.map { $0.title ?? "" },
            loadingSpinning: spinning(loading),
            list: shownList,
            error: readable(error),
            retry: seen(retry, button),
            empty: readable(empty),
            refreshButton: refreshButton,
            subject: subjectScreen.snapshot,
            allSubjects: allSubjectsScreen.snapshot,
            requests: requests(environment.backend),
            missing: missing)
    }

    /// The subject detail screen (§7.1), when the screen pushed on top of the subject list is one: its view tree holds
    /// `subjectDetail.screen`. Nil for any other pushed screen (All Subjects) and when nothing is pushed.
    static func subject(stack: [ViewController]) -> (snapshot: SubjectDetailSnapshot?, missing: [String]) {
        guard stack.count > 1, let top = stack.last, let screen = top.view.find(WidgetID.subjectScreen) else {
            return (nil, [])
        }
        var missing: [String] = []
        func find<Widget: View>(_ identifier: String, _ type: Widget.Type) -> Widget? {
            let widget = screen.find(identifier, as: type)
            if widget == nil { missing.append(identifier) }
            return widget
        }
        let loading = find(WidgetID.subjectLoading, ActivityIndicatorView.self)
        let description = find(WidgetID.subjectDescription, Label.self)
        let chapters = find(WidgetID.subjectChapters, Label.self)
        let error = find(WidgetID.subjectError, Label.self)
        let retry = find(WidgetID.subjectRetry, Button.self)
        let switchOff = find(WidgetID.switchOff, Button.self)
        let switching = find(WidgetID.switching, ActivityIndicatorView.self)
        let snapshot = SubjectDetailSnapshot(
            background: screen.isVisibleInTree ? screen.backgroundColor : nil,
            loadingSpinning: spinning(loading),
            descriptionText: text(description),
            chaptersText: text(chapters),
            error: readable(error),
            retry: seen(retry, button),
            switchOff: seen(switchOff, button),
            switchingSpinning: spinning(switching))
        return (snapshot, missing)
    }

    /// All Subjects (§7.5), when the screen pushed on top of the subject list is not a subject detail
    /// screen: the only other screen the list pushes. Nil when nothing is pushed.
    static func allSubjects(stack: [ViewController]) -> (snapshot: AllSubjectsSnapshot?, missing: [String]) {
        guard stack.count > 1, let top = stack.last, top.view.find(WidgetID.subjectScreen) == nil else {
            return (nil, [])
        }
        var missing: [String] = []
        // The screen's root view is `allSubjects.screen`, wherever the architecture's view tree holds it.
        let root = top.view.find(WidgetID.allSubjectsScreen)
        if root == nil { missing.append(WidgetID.allSubjectsScreen) }
        let screen = root ?? top.view
        let loading = screen.find(WidgetID.allSubjectsLoading, as: ActivityIndicatorView.self)
        let error = screen.find(WidgetID.allSubjectsError, as: Label.self)
        let retry = screen.find(WidgetID.allSubjectsRetry, as: Button.self)
        if loading == nil { missing.append(WidgetID.allSubjectsLoading) }
        if error == nil { missing.append(WidgetID.allSubjectsError) }
        if retry == nil { missing.append(WidgetID.allSubjectsRetry) }
        // The subjects' rows a user can read, top first: however many the screen holds.
        let rows = screen.allViews.compactMap { view -> AllSubjectsSnapshot.Row? in
            guard let label = view as? Label, let identifier = label.accessibilityIdentifier,
                  identifier.hasPrefix(WidgetID.allSubjectsRowPrefix), let text = readable(label) else { return nil }
            return AllSubjectsSnapshot.Row(identifier: identifier, text: text, color: label.textColor)
        }
        let snapshot = AllSubjectsSnapshot(background: root.flatMap { $0.isVisibleInTree ? $0.backgroundColor : nil },
                                           loadingSpinning: spinning(loading), error: readable(error),
                                           retry: seen(retry, button), subjects: rows)
        return (snapshot, missing)
    }

    // MARK: What a user can perceive of a widget (§1)

    /// Hidden when the widget, or a view above it, is hidden (or it is missing); else what `read` sees.
    private static func seen<Widget: View, Shown>(_ widget: Widget?, _ read: (Widget) -> Shown) -> Seen<Shown> {
        guard let widget, widget.isVisibleInTree else { return .hidden }
        return .shown(read(widget))
    }

    /// A label's text when a user can read it: shown, and not empty.
    private static func readable(_ label: Label?) -> String? {
        seen(label, \.text).shown.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A label's words and their colour when a user can read them: shown, and not empty.
    private static func text(_ label: Label?) -> TextSnapshot? {
        guard let label, let words = readable(label) else { return nil }
        return TextSnapshot(text: words, color: label.textColor)
    }

    /// An activity indicator is seen only while it animates in view.
    private static func spinning(_ indicator: ActivityIndicatorView?) -> Bool {
        seen(indicator, \.isAnimating).shown ?? false
    }

    /// Every request the backend received, grouped per endpoint, in order.
    static func requests(_ backend: FakeBackend) -> RequestLogSnapshot {
        var log: [String: [RequestLogSnapshot.Entry]] = [:]
        for recorded in backend.requests {
            let endpoint = "\(recorded.request.method.rawValue) \(recorded.request.path)"
            log[endpoint, default: []].append(RequestLogSnapshot.Entry(state: recorded.state, fields: recorded.bodyFields))
        }
        return RequestLogSnapshot(byEndpoint: log)
    }

    private static func field(_ textField: TextField) -> FieldSnapshot {
        FieldSnapshot(text: textField.text, background: textField.backgroundColor,
                      enabled: textField.isEnabled, secure: textField.isSecureTextEntry)
    }

    private static func button(_ button: Button) -> ButtonSnapshot {
        ButtonSnapshot(title: button.title, enabled: button.isEnabled,
                       background: button.backgroundColor, titleColor: button.titleColor)
    }

    private static func barButton(_ button: BarButtonItem) -> BarButtonSnapshot {
        BarButtonSnapshot(title: button.title, enabled: button.isEnabled)
    }

    private static func cell(at index: Int, _ cell: View, missing: inout [String]) -> CellSnapshot {
        let title = cell.find(WidgetID.cellTitle, as: Label.self)
        let image = cell.find(WidgetID.cellImage, as: ImageView.self)
        if title == nil { missing.append("\(WidgetID.cellTitle) in cell #\(index)") }
        if image == nil { missing.append("\(WidgetID.cellImage) in cell #\(index)") }
        return CellSnapshot(index: index, title: title?.text ?? "", image: image?.imageName,
                            highlightedImage: image?.highlightedImageName, titleColor: title?.textColor,
                            background: cell.backgroundColor)
    }
}
