/// Data the fake backend starts with, and generators for catalogues of any size.
public enum SampleData {
    /// The account that can sign in.
    public static let goodCredentials = Credentials(username: "student01", password: "secret123")

    public static let catalogue: [Subject] = [
        Subject(id: 1, name: "Math", phases: [.primary, .junior, .senior]),
        Subject(id: 2, name: "Chinese", phases: [.primary, .junior, .senior]),
        Subject(id: 3, name: "English", phases: [.primary, .junior, .senior]),
        Subject(id: 4, name: "Physics", phases: [.junior, .senior]),
        Subject(id: 5, name: "Chemistry", phases: [.junior, .senior]),
        Subject(id: 6, name: "Biology", phases: [.junior, .senior]),
        Subject(id: 7, name: "History", phases: [.junior, .senior]),
        Subject(id: 8, name: "Science", phases: [.primary]),
    ]

    /// A junior-phase user with Math, Chinese, English, Physics and History open: Chemistry is off,
    /// Biology was switched off later, History was switched on later, Science is not offered in the
    /// junior phase, and id 99 is not in the catalogue.
    public static let settings = UserSubjectSettings(currentPhase: .junior, entries: [
        UserSubject(subjectID: 1, status: .on, updatedTime: 100),
        UserSubject(subjectID: 2, status: .on, updatedTime: 100),
        UserSubject(subjectID: 3, status: .on, updatedTime: 100),
        UserSubject(subjectID: 4, status: .on, updatedTime: 100),
        UserSubject(subjectID: 5, status: .off, updatedTime: 100),
        UserSubject(subjectID: 6, status: .on, updatedTime: 100),
        UserSubject(subjectID: 6, status: .off, updatedTime: 200),
        UserSubject(subjectID: 7, status: .on, updatedTime: 300),
        UserSubject(subjectID: 7, status: .off, updatedTime: 200),
        UserSubject(subjectID: 8, status: .on, updatedTime: 100),
        UserSubject(subjectID: 99, status: .on, updatedTime: 100),
    ])

    /// A catalogue of `count` subjects with ids 1...count, each offered in the junior phase, named
    /// `"<namePrefix> <id>"`.
    public static func catalogue(count: Int, namePrefix: String = "Subject") -> [Subject] {
        Array(lazyCatalogue(count: count, namePrefix: namePrefix))
    }

    /// The same subjects as ``catalogue(count:namePrefix:)``, each made when it is read: a server
    /// that writes 100,000 of them need not hold them all at once.
    public static func lazyCatalogue(count: Int, namePrefix: String = "Subject") -> LazyMapSequence<Range<Int>, Subject> {
        let extra: [Phase] = [.primary, .senior]
        return (0..<max(0, count)).lazy.map { index in
            Subject(id: index + 1, name: "\(namePrefix) \(index + 1)", phases: [.junior, extra[index % 2]])
        }
    }

    /// Junior-phase settings with subjects 1...count switched on: every subject of a
    /// ``catalogue(count:namePrefix:)`` of that count.
    public static func settings(allOnUpTo count: Int) -> UserSubjectSettings {
        UserSubjectSettings(currentPhase: .junior, entries: (0..<max(0, count)).map {
            UserSubject(subjectID: $0 + 1, status: .on, updatedTime: 1)
        })
    }

    /// Junior-phase settings with every subject of `catalogue` switched on.
    public static func settings(allOn catalogue: [Subject]) -> UserSubjectSettings {
        UserSubjectSettings(currentPhase: .junior, entries: catalogue.map {
            UserSubject(subjectID: $0.id, status: .on, updatedTime: 1)
        })
    }

    /// The details the server gives for `subject`: a description naming it and 6 to 16 chapters,
    /// worked out from its id so that any catalogue has them.
    public static func details(of subject: Subject) -> SubjectDetails {
        SubjectDetails(id: subject.id, name: subject.name,
                       description: "Everything \(subject.name) covers, one chapter at a time.",
                       chapterCount: 6 + subject.id % 11)
    }
}
