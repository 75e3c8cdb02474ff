/// The specification's literal words, typed here from the spec rather than taken from the model
/// layer, so that a check catches a wrong message wherever it comes from.
enum SpecText {
    static let loginTitle = "Log In"
    static let subjectListTitle = "Practice"
    static let allSubjectsTitle = "All Subjects"
    static let usernameRequired = "Username is required"
    static let usernameTooShort = "Username must be at least 6 characters"
    static let usernameTooLong = "Username must be at most 24 characters"
    static let passwordRequired = "Password is required"
    static let passwordTooShort = "Password must be at least 6 characters"
    static let passwordTooLong = "Password must be at most 24 characters"
    static let more = "More"
    static let moreImage = "subject-more"

    /// The description the fake server's sample data gives a subject, typed here as for the spec's words.
    static func subjectDescription(_ name: String) -> String {
        "Everything \(name) covers, one chapter at a time."
    }

    /// What `subjectDetail.chapters` shows for subject `id` of the sample data: 6 + id mod 11 chapters
    /// (Physics, id 4, has 10, as spec §7.1's example).
    static func chapters(ofSubject id: Int) -> String {
        "\(6 + id % 11) chapters"
    }

    /// The first rule `text` breaks, as the spec orders them (empty, fewer than 6, more than 24
    /// Characters), or `nil` when it is valid.
    static func usernameMessage(_ text: String) -> String? {
        message(text, required: usernameRequired, tooShort: usernameTooShort, tooLong: usernameTooLong)
    }

    /// The password's first broken rule, or `nil`.
    static func passwordMessage(_ text: String) -> String? {
        message(text, required: passwordRequired, tooShort: passwordTooShort, tooLong: passwordTooLong)
    }

    private static func message(_ text: String, required: String, tooShort: String, tooLong: String) -> String? {
        if text.isEmpty { return required }
        if text.count < 6 { return tooShort }
        if text.count > 24 { return tooLong }
        return nil
    }
}
