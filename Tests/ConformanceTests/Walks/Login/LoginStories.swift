// Teaches: the login behaviours the issue names, as fixed walks, and return in the form's fields
// (docs/SPEC.md §7.3).
import SharedModel

enum LoginStories {
    private static let good = LoginScripts.goodUsername
    private static let secret = LoginScripts.goodPassword

    static let all: [Story<LoginModel>] = [
        Story("after a failure, a later successful login leaves the instruction empty and the form reset",
              start: WalkStart(scheduler: .manual),
              events: [good, secret, .tapSubmit, .loginAnswers(.noConnection), .tapSubmit, .loginAnswers(.natural),
                       .back]),
        Story("after wrong credentials, typing the same text again clears the answer's message",
              start: WalkStart(scheduler: .manual),
              events: [good, LoginScripts.wrongPassword, .tapSubmit, .loginAnswers(.natural),
                       .type(.username, .sameAgain)]),
        Story("a login answered at once leaves the form reset",
              start: WalkStart(scheduler: .immediate),
              events: [good, secret, .tapSubmit, .back]),
        Story("a failure answered at once, then a success at once",
              start: WalkStart(scheduler: .immediate, standing: [.login: .noConnection]),
              events: [good, secret, .tapSubmit, .serverAnswers(.login, .natural), .tapSubmit, .back]),
        Story("a time-out, then the user types the same text again",
              start: WalkStart(scheduler: .manual),
              events: [good, secret, .tapSubmit, .loginAnswers(.timeout), .type(.password, .sameAgain)]),
        Story("return in the password field submits while Log In is enabled, and does nothing otherwise",
              start: WalkStart(scheduler: .manual),
              events: [good, LoginScripts.wrongPassword, .pressReturn(.username), .pressReturn(.password),
                       .loginAnswers(.natural), .pressReturn(.password), secret, .pressReturn(.password),
                       .loginAnswers(.natural), .back]),
        Story("return in the password field signs in at once",
              start: WalkStart(scheduler: .immediate),
              events: [good, secret, .pressReturn(.password), .back]),
    ]
}
