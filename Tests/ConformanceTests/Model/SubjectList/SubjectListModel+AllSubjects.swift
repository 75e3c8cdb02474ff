// Teaches: docs/SPEC.md §7.5 as code: the All Subjects screen More pushes, what it is given, what it
// sends and what it shows. It is given the phase and the open subjects the list shows when More is
// selected; its request is sent when it is pushed, landed by the catalogue's answers (after the list's
// own `GET /subjects`, when that is still in flight too) and cancelled by going back. How a catalogue
// is read is the model layer's own rule (`CatalogueReformer`, through `readCatalogue`).
import SharedModel

extension SubjectListModel {
    // MARK: Opening and leaving

    /// Rules "allSubjects.catalogue" and "allSubjects.needs" (§7.5): More pushes All Subjects, given the
    /// current phase of the list's last successful load and the subjects the list shows open now (its
    /// last load's, less any switched off since); loading spins and exactly one `GET /subjects` goes out.
    static func openAllSubjects(in state: inout SubjectListState) {
        // More shows only once a load has succeeded, so the list has both.
        guard let phase = state.phase, let open = state.open else { return }
        state.pushed.append(SpecWords.allSubjectsTitle)
        state.allSubjects = AllSubjectsState(request: state.requests.count, phase: phase, openIDs: Set(open.map(\.id)),
                                             linkedID: state.launchLinkSubjectID)
        state.requests.append(ModelRequest(route: .subjects))
        // Rule "answers.atOnce": an answer that lands at once goes through the very same rules.
        if state.scheduler == .immediate {
            landAllSubjects(state.standing[.subjects, default: .natural], in: &state)
        }
    }

    /// Rules "allSubjects.catalogue" and "allSubjects.failure" (§7.5): All Subjects' `GET /subjects` gets
    /// `answer`: loading stops, and the catalogue read shows, or the error; the list beneath is unchanged.
    static func landAllSubjects(_ answer: ServerAnswer, in state: inout SubjectListState) {
        guard var screen = state.allSubjects, state.requests[screen.request].state == .inFlight else { return }
        state.requests[screen.request].state = .answered
        if let catalogue = readCatalogue(answer) {
            screen.catalogue = .loaded(catalogue)
        } else {
            screen.catalogue = .failed
        }
        state.allSubjects = screen
    }

    /// Rule "screen.leaving" (§3.6, §7.5): going back while the catalogue loads cancels its request.
    static func leaveAllSubjects(in state: inout SubjectListState) {
        if let index = state.allSubjects?.request, state.requests[index].state == .inFlight {
            state.requests[index].state = .cancelled
        }
        state.allSubjects = nil
    }

    // MARK: The screen

    /// What a user sees of All Subjects while it is on top, or nil when it is not (§1: only what is
    /// visible; a label only while it has words).
    static func allSubjectsScreen(_ state: SubjectListState) -> AllSubjectsSnapshot? {
        guard let screen = state.allSubjects else { return nil }
        // Rule "allSubjects.colours": the background and every row's text wear the cells' colours for
        // the current theme, in every state.
        let colors = subjectColors(state.theme)
        switch screen.catalogue {
        case .loading:
            return AllSubjectsSnapshot(background: colors.background, loadingSpinning: true, error: nil, retry: .hidden,
                                       subjects: [])
        case .loaded(let catalogue):
            // Rule "allSubjects.catalogue": a row per catalogue subject offered in the phase, in catalogue
            // order, its name, marked when open. Rule "allSubjects.needs": the phase and the open subjects
            // are those the list showed when More was selected. Rule "allSubjects.linked" (§7.8): the
            // subject of the link the app was opened with is marked too.
            let rows = catalogue.filter { $0.phases.contains(screen.phase) }.map { subject in
                AllSubjectsSnapshot.Row(
                    identifier: WidgetID.allSubjectsRow(subjectID: subject.id),
                    text: subject.name + (screen.openIDs.contains(subject.id) ? SpecWords.openMark : "")
                        + (subject.id == screen.linkedID ? SpecWords.linkedMark : ""),
                    color: colors.text)
            }
            return AllSubjectsSnapshot(background: colors.background, loadingSpinning: false, error: nil, retry: .hidden,
                                       subjects: rows.filter { !$0.text.isEmpty })
        case .failed:
            // Rules "allSubjects.failure" and "allSubjects.retry": the error with Retry, as the list's
            // Retry looks, and no row.
            return AllSubjectsSnapshot(background: colors.background, loadingSpinning: false,
                                       error: SpecWords.catalogueLoadFailed, retry: .shown(retryButton), subjects: [])
        }
    }

    /// Whether `script` ever pushes All Subjects: a walk that does checks what the change
    /// `all-subjects` asks for.
    static func opensAllSubjects(_ script: Script<SubjectListModel>) -> Bool {
        ever(script) { $0.allSubjects != nil }
    }
}
