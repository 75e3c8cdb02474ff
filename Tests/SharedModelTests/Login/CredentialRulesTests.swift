import SharedModel
import Testing

/// The login rules of SPEC section 2: lengths in Characters, no trimming, the exact messages.
struct CredentialRulesTests {
    private static let family = "👨‍👩‍👧‍👦"
    private static let composedE = "e\u{301}"

    @Test("Length rules, checked in the order empty, too short, too long", arguments: [
        ("", CredentialProblem?.some(.missing(.username))),
        ("a", .tooShort(.username)),
        ("abcde", .tooShort(.username)),
        ("abcdef", nil),
        (String(repeating: "x", count: 24), nil),
        (String(repeating: "x", count: 25), .tooLong(.username)),
        (String(repeating: "x", count: 200), .tooLong(.username)),
    ])
    func lengths(text: String, expected: CredentialProblem?) {
        #expect(CredentialRules.problem(with: text, as: .username) == expected)
        let passwordExpected: CredentialProblem? = switch expected {
        case .missing: .missing(.password)
        case .tooShort: .tooShort(.password)
        case .tooLong: .tooLong(.password)
        case nil: nil
        }
        #expect(CredentialRules.problem(with: text, as: .password) == passwordExpected)
    }

    @Test("Length is counted in grapheme clusters", arguments: [
        // e + combining acute counts once: 6 of them is 12 scalars but 6 characters.
        (String(repeating: composedE, count: 5), CredentialProblem?.some(.tooShort(.password))),
        (String(repeating: composedE, count: 6), nil),
        (String(repeating: composedE, count: 24), nil),
        (String(repeating: composedE, count: 25), .tooLong(.password)),
        // A family emoji (seven scalars joined) counts once.
        (String(repeating: family, count: 5), .tooShort(.password)),
        (String(repeating: family, count: 6), nil),
        (String(repeating: family, count: 24), nil),
        (String(repeating: family, count: 25), .tooLong(.password)),
        ("🇫🇷🇩🇪🇯🇵🇬🇧🇺🇸", .tooShort(.password)),
        ("🇫🇷🇩🇪🇯🇵🇬🇧🇺🇸🇮🇹", nil),
    ])
    func graphemes(text: String, expected: CredentialProblem?) {
        #expect(CredentialRules.problem(with: text, as: .password) == expected)
    }

    @Test("The grapheme cases really are longer in scalars than in characters")
    func graphemeCasesAreMeaningful() {
        #expect(Self.composedE.unicodeScalars.count == 2)
        #expect(Self.family.unicodeScalars.count == 7)
        #expect(Self.composedE.count == 1 && Self.family.count == 1)
    }

    @Test("Text is used exactly as typed: spaces count and nothing is trimmed", arguments: [
        ("      ", CredentialProblem?.none),
        ("     ", .tooShort(.username)),
        (" abcd ", nil),
        ("abcde ", nil),
        ("\tabcd", .tooShort(.username)),
        (" " + String(repeating: "x", count: 24), .tooLong(.username)),
        ("\n\n\n\n\n\n", nil),
    ])
    func noTrimming(text: String, expected: CredentialProblem?) {
        #expect(CredentialRules.problem(with: text, as: .username) == expected)
    }

    @Test("Messages are exactly the spec's", arguments: [
        (CredentialProblem.missing(.username), "Username is required"),
        (.tooShort(.username), "Username must be at least 6 characters"),
        (.tooLong(.username), "Username must be at most 24 characters"),
        (.missing(.password), "Password is required"),
        (.tooShort(.password), "Password must be at least 6 characters"),
        (.tooLong(.password), "Password must be at most 24 characters"),
    ])
    func messages(problem: CredentialProblem, message: String) {
        #expect(problem.message == message)
    }

    @Test("The limits are 6 and 24")
    func limits() {
        #expect(CredentialRules.minimumLength == 6)
        #expect(CredentialRules.maximumLength == 24)
    }

    @Test("problems(in:) lists the username's problem, then the password's")
    func problemsInOrder() {
        #expect(CredentialRules.problems(in: Credentials(username: "", password: "abc")) ==
                [.missing(.username), .tooShort(.password)])
        #expect(CredentialRules.problems(in: Credentials(username: "abc", password: "")) ==
                [.tooShort(.username), .missing(.password)])
        #expect(CredentialRules.problems(in: Credentials(username: "student01", password: String(repeating: "p", count: 25))) ==
                [.tooLong(.password)])
        #expect(CredentialRules.problems(in: SampleData.goodCredentials).isEmpty)
    }
}
