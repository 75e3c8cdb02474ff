// Teaches: which subject list walks are generated: the starting points (each a state the spec has a
// rule about), the alphabets for exhaustive enumeration, and the event groups random walks draw
// from. Each choice is there for a rule of docs/SPEC.md §3, §7.1, §7.3 or §7.5; the subject detail screen's
// own starting points and alphabets are in `SubjectDetailScripts`.
import SharedModel

enum SubjectListScripts {
    // MARK: Answers

    static let catalogueOK = SubjectListEvent.catalogueAnswers(.body(.catalogue10))
    static let catalogueOffline = SubjectListEvent.catalogueAnswers(.noConnection)
    static let catalogueBroken = SubjectListEvent.catalogueAnswers(.body(.notJSON))
    static let allOn = SubjectListEvent.settingsAnswers(.body(.allOn))
    static let oneOn = SubjectListEvent.settingsAnswers(.body(.oneOn))
    static let noneOn = SubjectListEvent.settingsAnswers(.body(.noneOn))
    static let seniorTwoOn = SubjectListEvent.settingsAnswers(.body(.seniorTwoOn))
    static let settings500 = SubjectListEvent.settingsAnswers(.status(500))
    static let detailsOK = SubjectListEvent.detailsAnswers(.natural)
    static let detailsOffline = SubjectListEvent.detailsAnswers(.noConnection)
    static let detailsBroken = SubjectListEvent.detailsAnswers(.body(.detailsWrongType))
    static let switchOffOK = SubjectListEvent.switchOffAnswers(.natural)
    static let switchOffOffline = SubjectListEvent.switchOffAnswers(.noConnection)
    static let switchOff500 = SubjectListEvent.switchOffAnswers(.status(500))

    /// What `GET /subjects` can answer: every shape, empty, the backend's own data; every failure kind.
    static let catalogueSuccesses: [ServerAnswer] = [
        .body(.catalogue10), .body(.catalogue10v2), .body(.catalogue10legacy), .body(.catalogueEmpty), .natural,
    ]
    static let catalogueFailures: [ServerAnswer] = [
        .noConnection, .timeout, .status(500), .status(401), .status(503),
        .body(.notJSON), .body(.unexpectedJSON), .body(.catalogueWrongType), .body(.legacyBadID),
    ]
    /// What `GET /user/subjects` can answer. No time-out with answers landing later: the backend has
    /// one time-out interval for every route, so two time-outs sent together could not land apart;
    /// the catalogue's time-out stands for both (§3.4 treats every failure alike).
    static let settingsSuccesses: [ServerAnswer] = [
        .body(.allOn), .body(.oneOn), .body(.noneOn), .body(.latestWins), .body(.seniorTwoOn), .natural,
    ]
    static let settingsFailures: [ServerAnswer] = [
        .noConnection, .status(500), .status(401), .body(.notJSON), .body(.settingsWrongType),
    ]
    /// What `GET /subjects/<id>` can answer (§7.1): the backend's own details (a 404 for a subject
    /// its catalogue does not have), bodies that read, and every failure kind. A time-out is fine
    /// with answers landing later: nothing else is sent in the step that sends it.
    static let detailsSuccesses: [ServerAnswer] = [.natural, .body(.details4), .body(.detailsOneChapter)]
    static let detailsFailures: [ServerAnswer] = [
        .noConnection, .timeout, .status(404), .status(500), .body(.notJSON), .body(.unexpectedJSON),
        .body(.detailsWrongType), .body(.detailsNegativeChapters),
    ]
    /// What `POST /user/subjects` can answer (§7.1). Its status alone decides: a 200 whose body is
    /// not what the backend says is a success too, but only the backend's own answer switches the
    /// subject off on the server.
    static let switchOffSuccesses: [ServerAnswer] = [.natural, .body(.unexpectedJSON)]
    static let switchOffFailures: [ServerAnswer] = [.noConnection, .timeout, .status(500), .status(401), .status(400)]

    // MARK: Exhaustive, answers landing later

    static let manualStart = WalkStart(scheduler: .manual)

    /// 15 events: the catalogue succeeds, is unreachable or unreadable; the settings open all, one or
    /// no subject, or fail; Retry, refresh, the theme, scrolling to either end, selecting (a subject,
    /// whose screen then loads), its details landing, back.
    static let manualAlphabet: [SubjectListEvent] = [
        catalogueOK, catalogueOffline, catalogueBroken, allOn, oneOn, noneOn, settings500,
        .tapRetry, .pullToRefresh, .toggleTheme, .scroll(to: .last), .scroll(to: .first), .select(.first), .back,
        detailsOK,
    ]

    static let loadedFull: [SubjectListEvent] = [catalogueOK, allOn]
    static let failedRefresh: [SubjectListEvent] = loadedFull + [.pullToRefresh, catalogueOK, settings500]

    static let manualPrefixes: [Prefix<SubjectListModel>] = [
        // §3.3: the first load, whichever answer lands first, whatever each says.
        Prefix(name: "the first load in flight", start: manualStart, events: []),
        // §3.4 refresh, §3.5 scrolling and the theme over more than a screenful.
        Prefix(name: "a full list loaded", start: manualStart, events: loadedFull),
        // §3.5 the night colours from the first cell on.
        Prefix(name: "a full list loaded at night", start: WalkStart(scheduler: .manual, theme: .night),
               events: loadedFull),
        // §3.4 retry after a first load failed.
        Prefix(name: "the first load failed", start: manualStart, events: [catalogueOffline, allOn]),
        // §3.4 a failure keeps the cells; retry and refresh from there. §7.3 Refresh in the bar too: it
        // refreshes, replaces a retry, and is disabled while its refresh is under way.
        Prefix(name: "a refresh failed over a full list", start: manualStart, events: failedRefresh,
               extraAlphabet: [.tapRefresh]),
        // §3.4 a pull to refresh while a retry loads replaces it.
        Prefix(name: "a retry loading over a full list", start: manualStart, events: failedRefresh + [.tapRetry]),
        // §3.3 the empty label, and what later loads (failed or not) do to it.
        Prefix(name: "no open subject", start: manualStart, events: [catalogueOK, noneOn]),
        // §3.5 cells left in the reuse pool when the list shrank must wear the current theme when the
        // list grows again: scrolled, shrunk to one subject, refreshing.
        Prefix(name: "a short list refreshing after a full one", start: manualStart,
               events: loadedFull + [.scroll(to: .last), .pullToRefresh, catalogueOK, oneOn, .pullToRefresh]),
        // §7.5 All Subjects in another phase than junior, some of its subjects open and some not: its
        // catalogue in every kind, back.
        Prefix(name: "All Subjects loading in the senior phase", start: manualStart,
               events: [catalogueOK, seniorTwoOn, .select(.last)]),
    ]

    static let exhaustiveManual: [Script<SubjectListModel>] = Exhaustive.scripts(
        SubjectListModel.self, prefixes: manualPrefixes, alphabet: manualAlphabet, depth: WalkBudget.manualDepth)

    // MARK: Exhaustive, answers landing at once

    static func immediateStart(_ catalogue: ServerAnswer, _ settings: ServerAnswer) -> WalkStart {
        WalkStart(scheduler: .immediate, standing: [.subjects: catalogue, .userSubjects: settings])
    }

    /// 11 events: Retry, refresh, the theme, scrolling, selecting, back, and the server told to
    /// change one answer.
    static let immediateAlphabet: [SubjectListEvent] = [
        .tapRetry, .pullToRefresh, .toggleTheme, .scroll(to: .last), .select(.first), .back,
        .serverAnswers(.subjects, .body(.catalogue10)), .serverAnswers(.subjects, .noConnection),
        .serverAnswers(.userSubjects, .body(.allOn)), .serverAnswers(.userSubjects, .body(.noneOn)),
        .serverAnswers(.userSubjects, .status(500)),
    ]

    static let immediatePrefixes: [Prefix<SubjectListModel>] = {
        // Every first-load outcome, landed at once.
        var prefixes: [Prefix<SubjectListModel>] = []
        for catalogue in [ServerAnswer.body(.catalogue10), .noConnection] {
            for settings in [ServerAnswer.body(.allOn), .body(.oneOn), .body(.noneOn), .status(500)] {
                prefixes.append(Prefix(name: "first load at once: \(catalogue), \(settings)",
                                       start: immediateStart(catalogue, settings), events: []))
            }
        }
        let full = immediateStart(.body(.catalogue10), .body(.allOn))
        // §7.3 Refresh in the bar, failing again or, once the server is told, succeeding.
        prefixes.append(Prefix(name: "a refresh failed at once over a full list", start: full,
                               events: [.serverAnswers(.userSubjects, .status(500)), .pullToRefresh],
                               extraAlphabet: [.tapRefresh]))
        prefixes.append(Prefix(name: "a short list after a theme change", start: full,
                               events: [.serverAnswers(.userSubjects, .body(.oneOn)), .pullToRefresh, .toggleTheme,
                                        .serverAnswers(.userSubjects, .body(.allOn))]))
        return prefixes
    }()

    static let exhaustiveImmediate: [Script<SubjectListModel>] = Exhaustive.scripts(
        SubjectListModel.self, prefixes: immediatePrefixes, alphabet: immediateAlphabet,
        depth: WalkBudget.immediateSubjectListDepth)

    // MARK: Random

    /// The groups a random walk draws from: first a group, then an event of it, among those that
    /// reach the app.
    static func randomGroups(_ scheduler: SchedulerKind) -> [[SubjectListEvent]] {
        var groups: [[SubjectListEvent]] = [
            [.tapRetry],
            [.pullToRefresh, .tapRefresh],
            [.toggleTheme],
            [.scroll(to: .first), .scroll(to: .last), .scroll(to: .index(4)), .scroll(to: .index(9))],
            [.select(.first), .select(.last), .select(.index(2)), .select(.index(7))],
            [.back],
            [.tapSubjectRetry],
            [.tapSwitchOff],
        ]
        switch scheduler {
        case .manual:
            groups += [
                catalogueSuccesses.map { SubjectListEvent.catalogueAnswers($0) },
                catalogueFailures.map { SubjectListEvent.catalogueAnswers($0) },
                settingsSuccesses.map { SubjectListEvent.settingsAnswers($0) },
                settingsFailures.map { SubjectListEvent.settingsAnswers($0) },
                detailsSuccesses.map { SubjectListEvent.detailsAnswers($0) },
                detailsFailures.map { SubjectListEvent.detailsAnswers($0) },
                switchOffSuccesses.map { SubjectListEvent.switchOffAnswers($0) },
                switchOffFailures.map { SubjectListEvent.switchOffAnswers($0) },
            ]
        case .immediate:
            groups += [
                catalogueSuccesses.map { SubjectListEvent.serverAnswers(.subjects, $0) },
                catalogueFailures.map { SubjectListEvent.serverAnswers(.subjects, $0) },
                settingsSuccesses.map { SubjectListEvent.serverAnswers(.userSubjects, $0) },
                (settingsFailures + [.timeout]).map { SubjectListEvent.serverAnswers(.userSubjects, $0) },
                detailsSuccesses.map { SubjectListEvent.serverAnswers(.subjectDetails, $0) },
                detailsFailures.map { SubjectListEvent.serverAnswers(.subjectDetails, $0) },
                switchOffSuccesses.map { SubjectListEvent.serverAnswers(.switchOff, $0) },
                switchOffFailures.map { SubjectListEvent.serverAnswers(.switchOff, $0) },
            ]
        }
        return groups
    }

    static func random(_ scheduler: SchedulerKind, count: Int, base: UInt64) -> [Script<SubjectListModel>] {
        let groups = randomGroups(scheduler)
        return RandomScripts.seeds(count: count, base: base).map { seed in
            RandomScripts.script(SubjectListModel.self, seed: seed, length: WalkBudget.randomLength,
                                 start: { generator in
                                     var start = WalkStart(scheduler: scheduler)
                                     start.theme = generator.below(2) == 0 ? .day : .night
                                     if scheduler == .immediate,
                                        let catalogue = generator.pick(catalogueSuccesses + catalogueFailures),
                                        let settings = generator.pick(settingsSuccesses + settingsFailures),
                                        let details = generator.pick(detailsSuccesses + detailsFailures),
                                        let switchOff = generator.pick(switchOffSuccesses + switchOffFailures) {
                                         start.standing = [.subjects: catalogue, .userSubjects: settings,
                                                           .subjectDetails: details, .switchOff: switchOff]
                                     }
                                     return start
                                 },
                                 groups: groups)
        }
    }
}
