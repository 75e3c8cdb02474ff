import SharedTestSupport
import Testing
import ViewKit

/// The shared test support's login user, which the architectures' unit tests sign in with: it acts on
/// the form's widgets as a user does, in a user's order, and says which widget is missing.
@MainActor
struct LoginFormUserTests {
    private final class Log {
        var entries: [String] = []
    }

    private func form(without missing: String? = nil) -> (View, Log) {
        let log = Log()
        let form = View(identifier: "login.form")
        for identifier in ["login.username", "login.password"] where identifier != missing {
            let field = TextField(identifier: identifier)
            field.addAction(for: .editingChanged) { log.entries.append("\(identifier)=\(field.text)") }
            form.addSubview(field)
        }
        if missing != "login.submit" {
            let submit = Button(identifier: "login.submit")
            submit.addAction(for: .touchUpInside) { log.entries.append("tap") }
            form.addSubview(submit)
        }
        return (form, log)
    }

    @Test("Types the good account, then taps Log In")
    func logsInWithTheGoodAccount() throws {
        let (form, log) = form()
        try LoginFormUser.logIn(on: form)
        #expect(log.entries == ["login.username=student01", "login.password=secret123", "tap"])
    }

    @Test("Types the credentials it is given")
    func typesWhatItIsGiven() throws {
        let (form, log) = form()
        try LoginFormUser.logIn(on: form, username: "ann", password: "wrong-password")
        #expect(log.entries == ["login.username=ann", "login.password=wrong-password", "tap"])
    }

    @Test("Names the widget a form lacks, having typed only what came before it",
          arguments: [("login.username", [String]()), ("login.password", ["login.username=student01"]),
                      ("login.submit", ["login.username=student01", "login.password=secret123"])])
    func namesAMissingWidget(missing: String, typed: [String]) {
        let (form, log) = form(without: missing)
        #expect(throws: MissingWidget(identifier: missing)) { try LoginFormUser.logIn(on: form) }
        #expect(log.entries == typed)
    }
}
