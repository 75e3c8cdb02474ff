import SharedModel
import ViewKit

/// The subject detail screen's widgets (spec §7.1), found once by identifier on the screen pushed
/// over the subject list, and the check of what it shows.
@MainActor
final class SubjectDetailDriver {
    let host: ScreenHost
    let root: View
    let loading: ActivityIndicatorView
    let description: Label
    let chapters: Label
    let error: Label
    let switchOff: Button

    /// The widgets of the screen on top of the navigation stack, which must be over the list.
    init(host: ScreenHost) throws(CheckFailure) {
        self.host = host
        let stack = host.navigation.viewControllers
        guard stack.count == 2, let top = stack.last else {
            throw CheckFailure("\(stack.count) screens on the stack, not the list and a subject's", rendering: host.rendering)
        }
        root = top.view
        loading = try host.widget("subjectDetail.loading", in: root)
        description = try host.widget("subjectDetail.description", in: root)
        chapters = try host.widget("subjectDetail.chapters", in: root)
        error = try host.widget("subjectDetail.error", in: root)
        switchOff = try host.widget("subjectDetail.switchOff", in: root)
    }

    /// Fails unless the screen is titled `name` and shows its landed details: loading stopped, the
    /// description and chapters the spec gives subject `id`, no error, Switch Off enabled.
    func checkLoaded(id: Int, name: String) throws(CheckFailure) {
        try host.expect(host.navigation.topViewController?.title, name, "the subject screen's title")
        try host.expect(loading.isAnimating, false, "subjectDetail.loading animating")
        try host.expect(description.isVisibleInTree ? description.text : nil, SpecText.subjectDescription(name),
                        "subjectDetail.description")
        try host.expect(chapters.isVisibleInTree ? chapters.text : nil, SpecText.chapters(ofSubject: id),
                        "subjectDetail.chapters")
        try host.expect(error.isVisibleInTree, false, "subjectDetail.error visible")
        try host.expect(switchOff.isVisibleInTree && switchOff.isEnabled, true, "subjectDetail.switchOff enabled")
    }
}
