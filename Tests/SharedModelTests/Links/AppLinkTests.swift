import SharedModel
import Testing

/// The one link the app follows (docs/SPEC.md §7.4), read strictly: every other text says why not.
@Suite("App link")
struct AppLinkTests {
    @Test("practice://subject/<id> names the subject", arguments: [
        ("practice://subject/4", 4),
        ("PRACTICE://Subject/4", 4),
        ("practice://subject/0042", 42),
        ("practice://subject/9223372036854775807", Int.max),
    ])
    func subject(text: String, id: Int) throws {
        #expect(try AppLink(parsing: text) == .subject(id: id))
    }

    @Test("Anything else is refused with the reason", arguments: [
        ("", AppLinkError.notALink),
        ("subject/4", .notALink),
        ("practice:subject/4", .notALink),
        ("https://subject/4", .wrongScheme("https")),
        ("://subject/4", .wrongScheme("")),
        ("practice://", .unknownDestination("")),
        ("practice://subjects/4", .unknownDestination("subjects")),
        ("practice://login", .unknownDestination("login")),
        ("practice://subject", .badSubjectID("")),
        ("practice://subject/", .badSubjectID("/")),
        ("practice://subject/4/", .badSubjectID("/4/")),
        ("practice://subject/-4", .badSubjectID("/-4")),
        ("practice://subject/+4", .badSubjectID("/+4")),
        ("practice://subject/ 4", .badSubjectID("/ 4")),
        ("practice://subject/4?x=1", .badSubjectID("/4?x=1")),
        ("practice://subject/4#top", .badSubjectID("/4#top")),
        ("practice://subject/physics", .badSubjectID("/physics")),
        ("practice://subject/9223372036854775808", .badSubjectID("/9223372036854775808")),
    ])
    func refused(text: String, error: AppLinkError) {
        #expect(throws: error) { try AppLink(parsing: text) }
    }

    @Test("A refusal names the part that is wrong")
    func reasons() {
        #expect(AppLinkError.wrongScheme("https").description == #"the scheme is "https", not "practice""#)
        #expect(AppLinkError.badSubjectID("/x").description.contains(#""/x""#))
    }

    @Test("The subject an app start is for: the link's, or none for no link or one that does not read")
    func subjectID() {
        #expect(AppLink.subjectID(in: "practice://subject/4") == 4)
        #expect(AppLink.subjectID(in: nil) == nil)
        #expect(AppLink.subjectID(in: "practice://subject/four") == nil)
    }
}
