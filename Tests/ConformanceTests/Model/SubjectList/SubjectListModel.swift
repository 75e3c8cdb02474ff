// Teaches: docs/SPEC.md §3 as code a learner can run: given the subject list's state and one event,
// the next state; given a state, the screen the spec demands. The waiting, visibility, precedence and
// colour rules are written here; which subjects a payload opens is the model layer's own rule
// (`CatalogueReformer`, `UserSubjectSettingsReformer`, `OpenSubjects.select`). The subject detail screen a
// selection pushes (§7.1) has its rules in `SubjectListModel+SubjectDetail.swift`, the All Subjects screen
// More pushes (§7.5) in `SubjectListModel+AllSubjects.swift`, the link the app may be opened with (§7.4)
// in `SubjectListModel+Link.swift`.
import SharedModel
import ViewKit

enum SubjectListModel: ScreenModel {
    /// §1: how many cells fit on screen.
    static let capacity = 8

    // MARK: Rule "subjectList.firstAppearance" (§3.3): loading animates, both requests go out at once.

    static func start(_ start: WalkStart) -> SubjectListState {
        var state = SubjectListState(scheduler: start.scheduler, standing: start.standing, theme: start.theme)
        // Rule "link.opensSubject" (§7.4): opened from a link, the app starts on the list, loading as
        // usual, and nothing is pushed yet: the link waits for the list to show.
        state.linkedSubjectID = start.linkedSubjectID
        state.launchLinkSubjectID = start.linkedSubjectID
        startLoad(showingSpinner: true, in: &state)
        return state
    }

    static func requests(in state: SubjectListState) -> [ModelRequest] { state.requests }

    // MARK: Rule "subjectList.reach" (§1, §3.4): hidden widgets, items off screen and a covered screen
    // ignore the user; an answer needs a request in flight. Rule "subjectDetail.reach" (§7.1): the subject
    // screen covers the list (whose answers still land); its Retry shows only after a failed load,
    // its Switch Off only with the details shown, and is disabled while a switch-off is in flight.
    // The catalogue's answers land the list's `GET /subjects`, or else All Subjects' (§7.5). Rule
    // "subjectList.refreshButton" (§7.3): Refresh shows only while the list is on top and is enabled
    // exactly when a pull could start.

    static func reaches(_ event: SubjectListEvent, in state: SubjectListState) -> Bool {
        let count = items(state).count
        let shown = window(first: state.firstVisible, count: count)
        switch event {
        case .catalogueAnswers:
            return state.scheduler == .manual && state.requests.inFlightIndex(of: .subjects) != nil
        case .settingsAnswers:
            return state.scheduler == .manual && state.requests.inFlightIndex(of: .userSubjects) != nil
        case .detailsAnswers:
            return state.scheduler == .manual && state.requests.inFlightIndex(of: .subjectDetails) != nil
        case .switchOffAnswers:
            return state.scheduler == .manual && state.requests.inFlightIndex(of: .switchOff) != nil
        case .tapRetry:
            return state.isOnTop && state.isErrorShown
        case .pullToRefresh, .tapRefresh:
            return state.isOnTop && canRefresh(state)
        case .toggleTheme:
            return true
        case .scroll(let target):
            let index = target.resolved(count: count)
            return state.isOnTop && state.open != nil && (0..<count).contains(index) && !shown.contains(index)
        case .select(let target):
            return state.isOnTop && state.open != nil && shown.contains(target.resolved(count: count))
        case .tapSubjectRetry:
            return state.subject?.details == .failed
        case .tapSwitchOff:
            return state.subject?.details.loaded != nil && !state.isSwitchingOff
        case .back:
            return !state.pushed.isEmpty
        case .serverAnswers(let route, let answer):
            return state.scheduler == .immediate && state.standing[route, default: .natural] != answer
        }
    }

    // MARK: One step

    static func step(_ state: SubjectListState, _ event: SubjectListEvent) -> SubjectListState {
        guard reaches(event, in: state) else { return state }
        var next = state
        switch event {
        case .catalogueAnswers(let answer):
            if state.listInFlightIndex(of: .subjects) != nil {
                land(answer, for: .subjects, in: &next)
            } else {
                landAllSubjects(answer, in: &next)
            }
        case .settingsAnswers(let answer):
            land(answer, for: .userSubjects, in: &next)
        case .detailsAnswers(let answer):
            landDetails(answer, in: &next)
        case .switchOffAnswers(let answer):
            landSwitchOff(answer, in: &next)
        case .tapRetry:
            // Rule "subjectList.retry" (§3.4): like the first load.
            startLoad(showingSpinner: true, in: &next)
        case .pullToRefresh, .tapRefresh:
            // Rule "subjectList.refresh" (§3.4): the refresh control shows progress, the cells stay. Rule
            // "subjectList.refreshButton" (§7.3): a tap on Refresh is a pull to refresh.
            next.isRefreshing = true
            startLoad(showingSpinner: false, in: &next)
        case .toggleTheme:
            next.theme = state.theme == .day ? .night : .day
        case .scroll(let target):
            let count = items(state).count
            next.firstVisible = scrolled(first: state.firstVisible, showing: target.resolved(count: count), count: count)
        case .select(let target):
            // Rule "subjectList.selection" (§3.5): a subject pushes its screen (§7.1), More All Subjects (§7.5).
            let all = items(state)
            let index = target.resolved(count: all.count)
            if all.indices.contains(index) {
                if let subject = all[index].subject {
                    openSubject(subject, in: &next)
                } else {
                    openAllSubjects(in: &next)
                }
            }
        case .tapSubjectRetry:
            // Rule "subjectDetail.failure" (§7.1): Retry hides the error and itself and loads again.
            loadDetails(in: &next)
        case .tapSwitchOff:
            switchOff(in: &next)
        case .back:
            // Rule "subjectList.appearOnce" (§3.3): appearing again after a pop loads nothing.
            next.pushed.removeLast()
            if state.subject != nil { leaveSubject(in: &next) }
            if state.allSubjects != nil { leaveAllSubjects(in: &next) }
        case .serverAnswers(let route, let answer):
            next.standing[route] = answer
        }
        return next
    }

    /// Sends both requests again. Rule "subjectList.newestLoadWins" (§3.4): a load started while another
    /// is in flight replaces it: the old requests are cancelled and their answers forgotten; a loading
    /// indicator already animating keeps animating until the newest answers land.
    private static func startLoad(showingSpinner: Bool, in state: inout SubjectListState) {
        state.isErrorShown = false
        if showingSpinner { state.isLoadingShown = true }
        state.requests.cancelInFlight([.subjects, .userSubjects])
        state.landed = [:]
        // Rule "subjectDetail.server" (§7.1): the server decides its settings answer now, with the
        // switch-offs it has answered so far, whenever that answer lands.
        state.switchedOffWhenAsked = state.switchedOff
        state.requests.append(ModelRequest(route: .subjects))
        state.requests.append(ModelRequest(route: .userSubjects))
        // Rule "answers.atOnce": answers that land at once go through the very same rules.
        if state.scheduler == .immediate {
            let catalogue = state.standing[.subjects, default: .natural]
            let settings = state.standing[.userSubjects, default: .natural]
            land(catalogue, for: .subjects, in: &state)
            land(settings, for: .userSubjects, in: &state)
        }
    }

    /// Rule "subjectList.waitForBoth" (§3.3): an answer changes nothing on screen until the other has
    /// landed too, whichever comes first, whatever each says.
    private static func land(_ answer: ServerAnswer, for route: Route, in state: inout SubjectListState) {
        guard let index = state.listInFlightIndex(of: route) else { return }
        state.requests[index].state = .answered
        state.landed[route] = answer
        guard state.listInFlightIndex(of: .subjects) == nil,
              state.listInFlightIndex(of: .userSubjects) == nil
        else { return }
        bothAnswered(in: &state)
    }

    /// Rules "subjectList.success" (§3.3) and "subjectList.failure" (§3.4).
    private static func bothAnswered(in state: inout SubjectListState) {
        state.isLoadingShown = false
        state.isRefreshing = false
        let asked = state.switchedOffWhenAsked
        let catalogue = state.landed[.subjects].flatMap { readCatalogue($0) }
        let settings = state.landed[.userSubjects].flatMap { readSettings($0, switchedOff: asked) }
        state.landed = [:]
        if let catalogue, let settings {
            state.open = OpenSubjects.select(from: catalogue, settings: settings)
            state.phase = settings.currentPhase
            // §1: a reload keeps the window where it was, as far as the new items allow.
            state.firstVisible = clamped(state.firstVisible, count: items(state).count)
            // §7.4: the list shows, so a link still waiting is followed now, or dropped.
            followLink(in: &state)
        } else {
            // A failure never takes away cells the user has seen: `open` stays as it was.
            state.isErrorShown = true
        }
    }

    /// The catalogue an answer carries (§3.1), or nil: the load fails.
    static func readCatalogue(_ answer: ServerAnswer) -> [Subject]? {
        switch answer {
        case .natural: SampleData.catalogue
        case .body(let payload): payload.catalogue
        // Any non-2xx status fails; a 2xx carries the backend's error body, which is no catalogue.
        case .status, .noConnection, .timeout: nil
        }
    }

    /// The settings an answer carries (§3.1), or nil: the load fails. The server's own are
    /// `SampleData.settings` as the subjects in `switchedOff` left them (§7.1).
    static func readSettings(_ answer: ServerAnswer, switchedOff: [Int] = []) -> UserSubjectSettings? {
        switch answer {
        case .natural: serverSettings(switchedOff: switchedOff)
        case .body(let payload): payload.settings
        case .status, .noConnection, .timeout: nil
        }
    }

    // MARK: The list (§1, §3.3)

    /// Rule "subjectList.items" (§3.3): the open subjects, then More; nothing until a load has succeeded.
    static func items(_ state: SubjectListState) -> [ListItem] {
        guard let open = state.open else { return [] }
        return open.map(ListItem.init(subject:)) + [.more]
    }

    /// Rule "subjectList.window": the items on screen.
    static func window(first: Int, count: Int) -> Range<Int> {
        first..<max(first, min(count, first + capacity))
    }

    static func clamped(_ first: Int, count: Int) -> Int {
        min(max(0, first), max(0, count - capacity))
    }

    /// Scrolling moves the window the least distance that shows `index`.
    static func scrolled(first: Int, showing index: Int, count: Int) -> Int {
        var moved = first
        if index < moved { moved = index }
        if index >= moved + capacity { moved = index - capacity + 1 }
        return clamped(moved, count: count)
    }

    /// Rule "subjectList.cellColours" (§3.5): every cell on screen wears the current theme, however it
    /// came there (made, reused, recoloured).
    static func cellColors(_ theme: Theme) -> (title: Color, background: Color) {
        switch theme {
        case .day: (.black, .white)
        case .night: (.white, .charcoal)
        }
    }

    // MARK: The screen

    static func screen(_ state: SubjectListState) -> SubjectListSnapshot {
        let all = items(state)
        let colors = cellColors(state.theme)
        let cells = window(first: state.firstVisible, count: all.count).map { index in
            CellSnapshot(index: index, title: all[index].title, image: all[index].image,
                         highlightedImage: all[index].highlightedImage,
                         titleColor: colors.title, background: colors.background)
        }
        // Rule "subjectList.listVisible": hidden until a load succeeds, then shown for good, with its
        // refresh control; a user sees its cells only while it shows.
        let list = ListSnapshot(itemCount: all.count, firstVisibleIndex: state.firstVisible,
                                refreshing: state.isRefreshing, cells: cells)
        return SubjectListSnapshot(
            navigation: [SpecWords.subjectListTitle] + state.pushed,
            loadingSpinning: state.isLoadingShown,
            list: state.open == nil ? .hidden : .shown(list),
            error: state.isErrorShown ? SpecWords.loadFailed : nil,
            // Rule "subjectList.retryButton" (§3.3): Retry shows with the error, enabled, in the kit's
            // plain button colours.
            retry: state.isErrorShown ? .shown(retryButton) : .hidden,
            // Rule "subjectList.empty": exactly when the last successful load found no open subject.
            empty: state.open?.isEmpty == true ? SpecWords.empty : nil,
            // Rule "subjectList.refreshButton" (§7.3): the bar shows the top screen's button alone.
            refreshButton: state.isOnTop
                ? .shown(BarButtonSnapshot(title: SpecWords.refresh, enabled: canRefresh(state))) : .hidden,
            subject: subjectDetailScreen(state),
            allSubjects: allSubjectsScreen(state),
            requests: RequestLogSnapshot(state.requests),
            missing: [])
    }

    /// Rule "subjectList.refreshButton" (§7.3): a refresh could start: the list shows (a load has
    /// succeeded once) and no refresh is under way.
    static func canRefresh(_ state: SubjectListState) -> Bool {
        state.open != nil && !state.isRefreshing
    }

    /// What a user sees of Retry while it shows.
    static let retryButton = ButtonSnapshot(title: SpecWords.retry, enabled: true, background: nil, titleColor: .black)
}
