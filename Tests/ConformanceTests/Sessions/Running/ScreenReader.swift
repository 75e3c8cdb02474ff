// Teaches: reading a real screen into the same snapshot the model predicts, by accessibility
// identifier only, never by an architecture's types. A missing widget is written down, never a crash.
import SharedModel
import ViewKit

@MainActor
enum ScreenReader {
    static func login(navigation: NavigationController, environment: AppEnvironment) -> LoginSnapshot {
        var missing: [String] = []
        let form = navigation.viewControllers.first?.view
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
            navigation: navigation.titles,
            username: field(username),
            password: field(password),
            instruction: instruction?.text ?? "",
            submit: ButtonSnapshot(title: submit?.title ?? "", enabled: submit?.isEnabled ?? false,
                                   background: submit?.backgroundColor, titleColor: submit?.titleColor),
            activityAnimating: activity?.isAnimating ?? false,
            signedIn: environment.sessionStore.session != nil,
            requests: requests(environment.backend),
            missing: missing)
    }

    static func practice(navigation: NavigationController, environment: AppEnvironment) -> PracticeSnapshot {
        var missing: [String] = []
        let screen = navigation.viewControllers.first?.view
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
        var cells: [CellSnapshot] = []
        for (index, cell) in list?.visibleCells ?? [] {
            cells.append(self.cell(at: index, cell, missing: &missing))
        }
        return PracticeSnapshot(
            navigation: navigation.titles,
            loadingAnimating: loading?.isAnimating ?? false,
            refreshing: list?.refreshControl?.isRefreshing ?? false,
            listVisible: list?.isVisibleInTree ?? false,
            itemCount: list?.numberOfItems ?? 0,
            firstVisibleIndex: list?.firstVisibleIndex ?? 0,
            cells: cells,
            error: error.flatMap { $0.isVisibleInTree ? $0.text : nil },
            retry: retry.flatMap { $0.isVisibleInTree ? $0.title : nil },
            empty: empty.flatMap { $0.isVisibleInTree ? $0.text : nil },
            requests: requests(environment.backend),
            missing: missing)
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

    private static func field(_ textField: TextField?) -> FieldSnapshot {
        FieldSnapshot(text: textField?.text ?? "", background: textField?.backgroundColor,
                      enabled: textField?.isEnabled ?? false, secure: textField?.isSecureTextEntry ?? false)
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
