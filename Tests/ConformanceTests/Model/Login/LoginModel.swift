// Teaches: docs/SPEC.md §2 as code a learner can run: given the login screen's state and one event,
// the next state; given a state, the screen the spec demands. Each rule is a small function named for
// the spec's words (the rule names are listed in the spec's §6).
import SharedModel
import ViewKit

enum LoginModel: ScreenModel {
    // MARK: Rule "login.initial" (§2.3): empty, untouched, enabled; nothing in flight.

    static func start(_ start: WalkStart) -> LoginState {
        LoginState(scheduler: start.scheduler, standing: start.standing)
    }

    static func requests(in state: LoginState) -> [ModelRequest] { state.requests }

    // MARK: Rule "login.reach" (§1, §2.4): disabled widgets and a covered form ignore the user; an
    // answer needs a login in flight. A field takes return while it takes typing (§7.3), whether Log In
    // is enabled or not.

    static func reaches(_ event: LoginEvent, in state: LoginState) -> Bool {
        switch event {
        case .type, .pressReturn: state.isFormOnTop && !state.isSigningIn
        case .tapSubmit: state.isFormOnTop && canSubmit(state)
        case .loginAnswers: state.scheduler == .manual && state.isSigningIn
        case .back: state.stack.count > 1
        case .toggleTheme: true
        case .serverAnswers(let route, let answer):
            state.scheduler == .immediate && state.standing[route, default: .natural] != answer
        }
    }

    // MARK: One step

    static func step(_ state: LoginState, _ event: LoginEvent) -> LoginState {
        guard reaches(event, in: state) else { return state }
        var next = state
        switch event {
        case .type(let field, let typed):
            // Rule "login.anyTypingTouches": any typing, even the same text again, touches the field
            // and clears the last login's answer.
            next.setText(typed.resolved(current: state.text(of: field)), of: field)
            next.touched.insert(field)
            next.answerMessage = nil
        case .tapSubmit:
            submit(in: &next)
        case .pressReturn(let field):
            // Rule "login.returnSubmits" (§7.3): return in the password field is a tap on Log In while it
            // is enabled, and nothing otherwise; return in the username field does nothing.
            if field == .password && canSubmit(state) { submit(in: &next) }
        case .loginAnswers(let answer):
            land(answer, in: &next)
        case .back:
            // Rule "screen.leaving" (§3.6): the popped subject list cancels what it still waits for.
            next.stack.removeLast()
            next.requests.cancelInFlight([.subjects, .userSubjects])
        case .toggleTheme:
            break   // Rule "login.themeless": the form has no theme colours; the answer's message stays.
        case .serverAnswers(let route, let answer):
            next.standing[route] = answer
        }
        return next
    }

    /// Rule "login.submit" (§2.4.1): exactly one POST with the text as typed; the form waits.
    private static func submit(in state: inout LoginState) {
        state.answerMessage = nil
        state.requests.append(ModelRequest(
            route: .login, credentials: Credentials(username: state.username, password: state.password)))
        // Rule "answers.atOnce": an answer that lands at once goes through the very same rules.
        if state.scheduler == .immediate {
            land(state.standing[.login, default: .natural], in: &state)
        }
    }

    /// The login in flight gets `answer`.
    private static func land(_ answer: ServerAnswer, in state: inout LoginState) {
        guard let index = state.requests.inFlightIndex(of: .login) else { return }
        state.requests[index].state = .answered
        let sent = state.requests[index].credentials ?? Credentials(username: "", password: "")
        switch outcome(of: answer, sent: sent) {
        case .success:
            // Rule "login.success": session kept, form out of waiting, instruction empty, the subject list
            // pushed; it appears, so it sends both of its requests.
            state.signedIn = true
            state.answerMessage = nil
            state.stack.append(SpecWords.subjectListTitle)
            let fate: RecordedRequest.State = state.scheduler == .immediate ? .answered : .inFlight
            for route in [Route.subjects, .userSubjects] {
                state.requests.append(ModelRequest(route: route, state: fate))
            }
        case .failure(let message, let clearsPassword):
            // Rules "login.wrongCredentials" and "login.otherFailure".
            state.answerMessage = message
            if clearsPassword {
                state.password = ""
                state.touched.remove(.password)
            }
        }
    }

    /// How a login ends.
    enum Outcome: Equatable {
        case success
        case failure(message: String, clearsPassword: Bool)
    }

    /// Rule "login.outcome" (§2.4): what each answer means for the form.
    static func outcome(of answer: ServerAnswer, sent: Credentials) -> Outcome {
        let wrong = Outcome.failure(message: LoginMessages.wrongCredentials, clearsPassword: true)
        let unreachable = Outcome.failure(message: LoginMessages.noConnection, clearsPassword: false)
        let generic = Outcome.failure(message: LoginMessages.genericFailure, clearsPassword: false)
        return switch answer {
        case .natural: sent == SampleData.goodCredentials ? .success : wrong
        case .noConnection, .timeout: unreachable
        case .status(401): wrong
        case .status: generic   // any other status; a 2xx carries an error body, which is no session
        case .body(let payload): payload.session == nil ? generic : .success
        }
    }

    // MARK: The screen

    /// Rule "login.visible" (§1, §2.1): every widget of the form shows in every state; the activity
    /// indicator is seen only while it spins, and the instruction only when it has words.
    static func screen(_ state: LoginState) -> LoginSnapshot {
        let busy = state.isSigningIn
        let submitEnabled = canSubmit(state)
        let instruction = instruction(state)
        return LoginSnapshot(
            navigation: state.stack,
            username: .shown(FieldSnapshot(text: state.username, background: fieldColor(.username, state),
                                           enabled: !busy, secure: false)),
            password: .shown(FieldSnapshot(text: state.password, background: fieldColor(.password, state),
                                           enabled: !busy, secure: true)),
            instruction: instruction.isEmpty ? nil : instruction,
            submit: .shown(ButtonSnapshot(title: SpecWords.submitTitle, enabled: submitEnabled,
                                          background: submitEnabled ? .theme : .lightGray,
                                          titleColor: submitEnabled ? .white : .darkGray)),
            activitySpinning: busy,
            signedIn: state.signedIn,
            requests: RequestLogSnapshot(state.requests),
            missing: [])
    }

    /// Rule "login.validation" (§2.2), the model layer's own table.
    static func problem(_ field: CredentialField, _ state: LoginState) -> CredentialProblem? {
        CredentialRules.problem(with: state.text(of: field), as: field)
    }

    /// Rule "login.touched" (§2.3): only a touched field shows its problem.
    static func shownProblem(_ field: CredentialField, _ state: LoginState) -> CredentialProblem? {
        state.touched.contains(field) ? problem(field, state) : nil
    }

    /// Rule "login.instruction" (§2.3): in flight, then the answer, then the username, then the password.
    static func instruction(_ state: LoginState) -> String {
        if state.isSigningIn { return LoginMessages.signingIn }
        if let message = state.answerMessage { return message }
        if let problem = shownProblem(.username, state) { return problem.message }
        if let problem = shownProblem(.password, state) { return problem.message }
        return ""
    }

    /// Rule "login.fieldColour" (§2.3).
    static func fieldColor(_ field: CredentialField, _ state: LoginState) -> Color {
        shownProblem(field, state) == nil ? .white : .lightRed
    }

    /// Rule "login.submitEnabled" (§2.3): both valid, touched or not, and nothing in flight.
    static func canSubmit(_ state: LoginState) -> Bool {
        problem(.username, state) == nil && problem(.password, state) == nil && !state.isSigningIn
    }
}

extension LoginModel {
    /// Whether `script` ever presses return in a field: a walk that does checks what the change
    /// `refresh-and-return` asks for (§7.3).
    static func pressesReturn(_ script: Script<LoginModel>) -> Bool {
        script.events.contains { event in
            guard case .pressReturn = event else { return false }
            return true
        }
    }
}
