// Role: logic
// The subject list scene's interactor: the business logic. It decides when to load and whether the
// spinner turns, keeps what the last load found, follows the theme store, remembers the item the
// user selected for the router, drops the subject the subject detail scene's router passes back,
// follows the link once the first load succeeds, and keeps the subject to mark for All Subjects. Every
// outcome goes to the presenter as a Response.
import SharedModel

@MainActor
final class SubjectListInteractor: SubjectListDataStore {
    // Role: glue
    var presenter: (any SubjectListPresentationLogic)?
    private let worker: SubjectListWorker
    private let themeStore: ThemeStore
    private var themeObservation: ThemeObservation?

    // Role: state
    private var isLoading = false
    private var isRefreshing = false
    private var failed = false
    /// The items of the last successful load, the open subjects then More; nil until one succeeds.
    /// A failure keeps them.
    private var items: [SubjectCellData]?
    private var foundNoSubject = false
    private var hasAppeared = false
    private(set) var selectedItem: SubjectCellData?
    /// The user's current phase as the last successful load found it; nil until one succeeds. A
    /// failure keeps it.
    private(set) var currentPhase: Phase?
    /// The subjects the list shows now: those of the last successful load, less any dropped since.
    var openSubjectIDs: Set<Int> {
        Set((items ?? []).compactMap { item -> Int? in
            if case .subject(let id) = item.kind { id } else { nil }
        })
    }
    /// The subject the subject detail scene's router passed back, until the list drops it.
    var switchedOffSubjectID: Int?
    /// The linked subject the app or the login scene's router passed in, until the first load that
    /// succeeds follows the link.
    var linkedSubjectID: Int?
    /// The subject of the link the app was opened with, passed in with the linked subject but never
    /// dropped: the routers that open All Subjects, from More or from the subject screen above, pass it
    /// on for the catalogue to mark.
    var markedSubjectID: Int?

    // Role: assembly
    init(worker: SubjectListWorker, themeStore: ThemeStore) {
        self.worker = worker
        self.themeStore = themeStore
    }

    // Role: logic
    private func fetched(_ result: Result<(currentPhase: Phase, subjects: [SubjectCellData]), any Error>) {
        isLoading = false
        isRefreshing = false
        switch result {
        case .success(let loaded):
            items = loaded.subjects + [.more]
            currentPhase = loaded.currentPhase
            foundNoSubject = loaded.subjects.isEmpty
            presentSubjects(itemsArrived: true)
            followLink()
        case .failure:
            failed = true
            presentSubjects(itemsArrived: false)
        }
    }

    /// The link is followed once, when the list first shows: the linked subject is selected as a tap
    /// on its cell selects it, if the list shows it; otherwise the user stays on the list.
    private func followLink() {
        guard let id = linkedSubjectID else { return }
        linkedSubjectID = nil
        guard let item = items?.first(where: { $0.kind == .subject(id: id) }) else { return }
        selectedItem = item
        presenter?.presentSelection(SubjectList.SelectItem.Response())
    }

    private func presentSubjects(itemsArrived: Bool) {
        presenter?.presentSubjects(SubjectList.FetchSubjects.Response(
            isLoading: isLoading, isRefreshing: isRefreshing, failed: failed, items: items,
            foundNoSubject: foundNoSubject, itemsArrived: itemsArrived))
    }
}

// Role: logic
extension SubjectListInteractor: SubjectListBusinessLogic {
    /// Loading starts on the first appearance only, and again on Retry or a pull to refresh, which
    /// has its own indicator, so the spinner stays still.
    func fetchSubjects(_ request: SubjectList.FetchSubjects.Request) {
        switch request.trigger {
        case .firstAppearance:
            guard !hasAppeared else { return }
            hasAppeared = true
        case .retry, .refresh: break
        }
        failed = false
        if request.trigger == .refresh { isRefreshing = true } else { isLoading = true }
        presentSubjects(itemsArrived: false)
        worker.fetchSubjects { [weak self] result in self?.fetched(result) }
    }

    /// The current theme at once, then every change.
    func applyTheme(_ request: SubjectList.ApplyTheme.Request) {
        presenter?.presentTheme(SubjectList.ApplyTheme.Response(theme: themeStore.current))
        // Role: glue
        themeObservation = themeStore.observe { [weak self] theme in
            self?.presenter?.presentTheme(SubjectList.ApplyTheme.Response(theme: theme))
        }
    }

    // Role: logic
    func selectItem(_ request: SubjectList.SelectItem.Request) {
        guard let items, items.indices.contains(request.index) else { return }
        selectedItem = items[request.index]
        presenter?.presentSelection(SubjectList.SelectItem.Response())
    }

    /// A subject switched off on its detail screen leaves the items at once, with no new load; when
    /// it was the last open subject, the list is empty as after a load that found none.
    func dropSwitchedOffSubject(_ request: SubjectList.DropSwitchedOffSubject.Request) {
        guard let id = switchedOffSubjectID else { return }
        switchedOffSubjectID = nil
        items?.removeAll { $0.kind == .subject(id: id) }
        foundNoSubject = items == [.more]
        presentSubjects(itemsArrived: true)
    }
}
