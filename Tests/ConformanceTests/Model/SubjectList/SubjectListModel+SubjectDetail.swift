// Teaches: docs/SPEC.md §7.1 as code: the subject detail screen a selection pushes over the subject list,
// what it sends, what each answer does to it, to the list beneath it and to the server, and what it
// shows. How details are read is the model layer's own rule (`SubjectDetailsReformer`, through
// `Payload.details`); the server's side is the fake backend's, restated: details from its own
// catalogue, and an `off` entry for every switch-off it answered itself, once the answer lands.
import SharedModel
import ViewKit

extension SubjectListModel {
    // MARK: Opening and leaving

    /// Rule "subjectDetail.appearing" (§7.1): the screen is pushed, titled with the subject's name; loading
    /// animates and nothing else shows; exactly one `GET /subjects/<id>` goes out.
    static func openSubject(_ subject: Subject, in state: inout SubjectListState) {
        state.pushed.append(subject.name)
        state.subject = SubjectDetailState(id: subject.id, name: subject.name)
        loadDetails(in: &state)
    }

    /// Sends the subject's details request: on appearing and on Retry, which hides the error and
    /// Retry and animates loading again.
    static func loadDetails(in state: inout SubjectListState) {
        guard var subject = state.subject else { return }
        subject.details = .loading
        state.subject = subject
        state.requests.append(ModelRequest(route: .subjectDetails, path: Route.subjectDetailsPath(id: subject.id)))
        // Rule "answers.atOnce": an answer that lands at once goes through the very same rules.
        if state.scheduler == .immediate {
            landDetails(state.standing[.subjectDetails, default: .natural], in: &state)
        }
    }

    /// Rule "screen.leaving" (§3.6, §7.1): popping the subject detail screen cancels at once what it still
    /// waits for; the list beneath is as it was, and the server is not changed.
    static func leaveSubject(in state: inout SubjectListState) {
        state.subject = nil
        state.requests.cancelInFlight([.subjectDetails, .switchOff])
    }

    // MARK: The details

    /// Rules "subjectDetail.details" and "subjectDetail.failure" (§7.1): the details show, or the error and Retry.
    static func landDetails(_ answer: ServerAnswer, in state: inout SubjectListState) {
        guard let index = state.requests.inFlightIndex(of: .subjectDetails), var subject = state.subject else { return }
        state.requests[index].state = .answered
        if let details = readDetails(answer, of: subject.id) {
            subject.details = .loaded(details)
        } else {
            subject.details = .failed
        }
        state.subject = subject
    }

    /// The details an answer carries, or nil: the load fails. Rule "subjectDetail.server": the backend
    /// answers from its own catalogue, `SampleData.catalogue`, whatever catalogue the list was served:
    /// a subject it does not have is a 404. A body is read as it is, whichever subject it names.
    static func readDetails(_ answer: ServerAnswer, of id: Int) -> SubjectDetails? {
        switch answer {
        case .natural: SampleData.catalogue.first(where: { $0.id == id }).map { SampleData.details(of: $0) }
        case .body(let payload): payload.details
        // Any non-2xx status fails; a 2xx carries the backend's error body, which is no details.
        case .status, .noConnection, .timeout: nil
        }
    }

    // MARK: Switching off

    /// Rule "subjectDetail.switchOff" (§7.1): at once Switch Off is disabled, switching animates, an earlier
    /// failure's message goes, and exactly one `POST /user/subjects` is sent.
    static func switchOff(in state: inout SubjectListState) {
        guard var subject = state.subject else { return }
        subject.isSwitchOffFailureShown = false
        state.subject = subject
        // `{"id":<id>,"status":"off"}`: the backend's log keeps the string fields only.
        state.requests.append(ModelRequest(route: .switchOff, fields: ["status": "off"]))
        if state.scheduler == .immediate {
            landSwitchOff(state.standing[.switchOff, default: .natural], in: &state)
        }
    }

    /// The switch-off in flight gets `answer`.
    static func landSwitchOff(_ answer: ServerAnswer, in state: inout SubjectListState) {
        guard let index = state.requests.inFlightIndex(of: .switchOff), var subject = state.subject else { return }
        state.requests[index].state = .answered
        // Rule "subjectDetail.server": only the server's own answer switches the subject off, when it lands;
        // an injected fault (even a 200 body) changes nothing on the server.
        if answer == .natural { state.switchedOff.append(subject.id) }
        if switchOffSucceeds(answer) {
            // Rule "subjectDetail.switchOffSuccess": back to the list, which loses the subject at once with
            // no request; the other cells keep their order and the window is clamped as a reload
            // clamps it (§1); with no open subject left, the empty state (rule "subjectList.empty").
            state.pushed.removeLast()
            state.subject = nil
            state.open?.removeAll { $0.id == subject.id }
            state.firstVisible = clamped(state.firstVisible, count: items(state).count)
        } else {
            // Rule "subjectDetail.switchOffFailure": the message without Retry; Switch Off enabled again; the
            // details stay; the list beneath is unchanged.
            subject.isSwitchOffFailureShown = true
            state.subject = subject
        }
    }

    /// Whether a switch-off answer means it worked: its status alone decides, its body is not read.
    static func switchOffSucceeds(_ answer: ServerAnswer) -> Bool {
        switch answer {
        case .natural: true   // the signed-in user's well-formed switch-off: 200
        case .body: true      // a 200, whatever its body
        case .status(let code): (200...299).contains(code)
        case .noConnection, .timeout: false
        }
    }

    /// Rule "subjectDetail.server": the server's own settings once the subjects `switchedOff` names were
    /// switched off, in order: each adds an `off` entry later than every entry before it, as the fake
    /// backend records it.
    static func serverSettings(switchedOff: [Int]) -> UserSubjectSettings {
        var entries = SampleData.settings.entries
        for id in switchedOff {
            let latest = entries.map(\.updatedTime).max() ?? 0
            entries.append(UserSubject(subjectID: id, status: .off, updatedTime: latest + 1))
        }
        return UserSubjectSettings(currentPhase: SampleData.settings.currentPhase, entries: entries)
    }

    // MARK: The screen

    /// What a user sees of the subject detail screen while it is on top, or nil when it is not (§1: only
    /// what is visible; a label only while it has words).
    static func subjectDetailScreen(_ state: SubjectListState) -> SubjectDetailSnapshot? {
        guard let subject = state.subject else { return nil }
        // Rule "subjectDetail.colours": the screen's background and its two labels' text wear the cells'
        // colours for the current theme, in every state.
        let colors = subjectColors(state.theme)
        let details = subject.details.loaded
        let switching = state.isSwitchingOff
        let failed = subject.details == .failed
        let error: String? = if failed {
            SpecWords.subjectLoadFailed
        } else if subject.isSwitchOffFailureShown {
            SpecWords.switchOffFailed
        } else {
            nil
        }
        return SubjectDetailSnapshot(
            background: colors.background,
            loadingSpinning: subject.details == .loading,
            descriptionText: details.flatMap { loaded in
                loaded.description.isEmpty ? nil : TextSnapshot(text: loaded.description, color: colors.text)
            },
            chaptersText: details.map { TextSnapshot(text: SpecWords.chapters($0.chapterCount), color: colors.text) },
            error: error,
            // Rule "subjectDetail.failure": Retry only with a failed load, as the list's Retry looks.
            retry: failed ? .shown(retryButton) : .hidden,
            // Rule "subjectDetail.switchOff": Switch Off shows with the details; disabled while switching.
            switchOff: details == nil ? .hidden : .shown(switchOffButton(enabled: !switching)),
            switchingSpinning: switching)
    }

    /// Rule "subjectDetail.colours" (§7.1): `day` black on white, `night` white on charcoal.
    static func subjectColors(_ theme: Theme) -> (text: Color, background: Color) {
        let colors = cellColors(theme)
        return (colors.title, colors.background)
    }

    /// What a user sees of Switch Off while it shows: white on the theme colour, or grey when disabled.
    static func switchOffButton(enabled: Bool) -> ButtonSnapshot {
        ButtonSnapshot(title: SpecWords.switchOff, enabled: enabled,
                       background: enabled ? .theme : .lightGray, titleColor: enabled ? .white : .darkGray)
    }
}

extension SubjectListModel {
    /// Whether `script` ever opens a subject detail screen (§7.1): a walk that never does checks
    /// nothing the change `subject-detail` asks for.
    static func opensSubjectDetail(_ script: Script<SubjectListModel>) -> Bool {
        ever(script) { $0.subject != nil }
    }

    /// Whether some state `script` passes through, at its start or after one of its events, meets
    /// `condition`. The start counts too: with answers that land at once, a link has opened its subject by
    /// then (§7.4).
    static func ever(_ script: Script<SubjectListModel>, _ condition: (SubjectListState) -> Bool) -> Bool {
        var state = start(script.start)
        if condition(state) { return true }
        for event in script.events {
            state = step(state, event)
            if condition(state) { return true }
        }
        return false
    }
}
