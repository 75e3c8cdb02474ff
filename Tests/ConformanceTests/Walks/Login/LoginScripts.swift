// Teaches: which login walks are generated: the typed texts (boundary lengths, grapheme clusters,
// the same text again), the starting points, the alphabets for exhaustive enumeration, and the event
// groups random walks draw from. Each choice is there for a rule of docs/SPEC.md §2 or §7.3.
import SharedModel

enum LoginScripts {
    // MARK: Typed texts

    static let username = SampleData.goodCredentials.username
    static let password = SampleData.goodCredentials.password
    static let eAcute = "e\u{301}"          // one Character, two scalars
    static let family = "👨‍👩‍👧‍👦"              // one Character, seven scalars

    /// Every text a random walk may type: §2.2's boundaries in letters, combining accents and
    /// emoji, untrimmed spaces, a line break, and the account's own credentials.
    static let texts: [String] = [
        "", "a", "abcde", "abcdef", "abcd ", "      ", " abcd ", "abc\ndef", "wrong-pass",
        String(repeating: "x", count: 24), String(repeating: "x", count: 25),
        String(repeating: eAcute, count: 5), String(repeating: eAcute, count: 6),
        String(repeating: eAcute, count: 24), String(repeating: eAcute, count: 25),
        String(repeating: family, count: 5), String(repeating: family, count: 6),
        String(repeating: family, count: 25),
        username, password,
    ]

    // MARK: Events

    static func typeUsername(_ text: String) -> LoginEvent { .type(.username, .text(text)) }
    static func typePassword(_ text: String) -> LoginEvent { .type(.password, .text(text)) }

    static let goodUsername = typeUsername(username)
    static let goodPassword = typePassword(password)
    static let wrongPassword = typePassword("wrong-pass")
    /// Return in either field (§7.3): a tap on Log In from the password field while it is enabled,
    /// nothing otherwise.
    static let returns: [LoginEvent] = [.pressReturn(.password), .pressReturn(.username)]

    /// Every answer a login can get: the account check, both unreachable kinds, statuses, bodies.
    static let answers: [ServerAnswer] = [
        .natural, .noConnection, .timeout, .status(401), .status(400), .status(500), .status(503),
        .body(.notJSON), .body(.unexpectedJSON), .body(.tokenWrongType), .body(.emptyToken),
    ]

    // MARK: Exhaustive, answers landing later

    static let manualStart = WalkStart(scheduler: .manual)

    /// 13 events: right, short, too long (in emoji) and repeated usernames; right, wrong, empty and
    /// repeated passwords; the tap; the account check, the two failure families; back.
    static let manualAlphabet: [LoginEvent] = [
        goodUsername, typeUsername("abcde"), typeUsername(String(repeating: family, count: 25)),
        .type(.username, .sameAgain),
        goodPassword, wrongPassword, typePassword(""), .type(.password, .sameAgain),
        .tapSubmit,
        .loginAnswers(.natural), .loginAnswers(.noConnection), .loginAnswers(.status(500)),
        .back,
    ]

    static let manualPrefixes: [Prefix<LoginModel>] = [
        Prefix(name: "a fresh form", start: manualStart, events: []),
        Prefix(name: "the account typed", start: manualStart, events: [goodUsername, goodPassword]),
        // Return once the answer has landed (while the login waits the fields ignore it): with Log In
        // enabled, or a field made invalid first.
        Prefix(name: "a login in flight", start: manualStart, events: [goodUsername, goodPassword, .tapSubmit],
               extraAlphabet: returns),
        Prefix(name: "after wrong credentials", start: manualStart,
               events: [goodUsername, wrongPassword, .tapSubmit, .loginAnswers(.natural)]),
        Prefix(name: "after no connection", start: manualStart,
               events: [goodUsername, goodPassword, .tapSubmit, .loginAnswers(.noConnection)]),
        Prefix(name: "signed in, the subject list on top", start: manualStart,
               events: [goodUsername, goodPassword, .tapSubmit, .loginAnswers(.natural)]),
    ]

    static let exhaustiveManual: [Script<LoginModel>] = Exhaustive.scripts(
        LoginModel.self, prefixes: manualPrefixes, alphabet: manualAlphabet, depth: WalkBudget.manualDepth)

    // MARK: Exhaustive, answers landing at once

    static let immediateStart = WalkStart(scheduler: .immediate)

    /// 11 events: typing as above (without the emoji), the tap, back, and the server told to check
    /// the account, to be unreachable, or to fail with 500.
    static let immediateAlphabet: [LoginEvent] = [
        goodUsername, typeUsername("abcde"), .type(.username, .sameAgain),
        goodPassword, wrongPassword, .type(.password, .sameAgain),
        .tapSubmit, .back,
        .serverAnswers(.login, .natural), .serverAnswers(.login, .noConnection), .serverAnswers(.login, .status(500)),
    ]

    static let immediatePrefixes: [Prefix<LoginModel>] = [
        Prefix(name: "a fresh form", start: immediateStart, events: []),
        Prefix(name: "the account typed", start: immediateStart, events: [goodUsername, goodPassword]),
        Prefix(name: "after wrong credentials", start: immediateStart, events: [goodUsername, wrongPassword, .tapSubmit]),
        Prefix(name: "after no connection",
               start: WalkStart(scheduler: .immediate, standing: [.login: .noConnection]),
               events: [goodUsername, goodPassword, .tapSubmit]),
        // Back on the form, return with Log In enabled, or a field made invalid first.
        Prefix(name: "signed in at once, the subject list on top", start: immediateStart,
               events: [goodUsername, goodPassword, .tapSubmit], extraAlphabet: returns),
    ]

    static let exhaustiveImmediate: [Script<LoginModel>] = Exhaustive.scripts(
        LoginModel.self, prefixes: immediatePrefixes, alphabet: immediateAlphabet,
        depth: WalkBudget.immediateLoginDepth)

    // MARK: Random

    /// The groups a random walk draws from: first a group, then an event of it, among those that
    /// reach the app. The account's credentials have a group of their own, so walks do sign in.
    static func randomGroups(_ scheduler: SchedulerKind) -> [[LoginEvent]] {
        var groups: [[LoginEvent]] = [
            [goodUsername, goodPassword],
            texts.map(typeUsername) + [.type(.username, .sameAgain)],
            texts.map(typePassword) + [.type(.password, .sameAgain)],
            [LoginEvent.tapSubmit] + returns,
            [.back],
            [.toggleTheme],
        ]
        switch scheduler {
        case .manual:
            groups.append([.loginAnswers(.natural)])
            groups.append(answers.map { LoginEvent.loginAnswers($0) })
        case .immediate:
            groups.append([.serverAnswers(.login, .natural)])
            groups.append(answers.map { LoginEvent.serverAnswers(.login, $0) })
        }
        return groups
    }

    static func random(_ scheduler: SchedulerKind, count: Int, base: UInt64) -> [Script<LoginModel>] {
        let groups = randomGroups(scheduler)
        return RandomScripts.seeds(count: count, base: base).map { seed in
            RandomScripts.script(LoginModel.self, seed: seed, length: WalkBudget.randomLength,
                                 start: { generator in
                                     var start = WalkStart(scheduler: scheduler)
                                     if scheduler == .immediate, let answer = generator.pick(answers) {
                                         start.standing[.login] = answer
                                     }
                                     return start
                                 },
                                 groups: groups)
        }
    }
}
