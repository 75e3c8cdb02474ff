/// The endpoints the fake backend serves.
public enum Route: String, Sendable, CaseIterable {
    case login
    case subjects
    case userSubjects
    /// `GET /subjects/<id>`: one subject's details.
    case subjectDetails
    /// `POST /user/subjects`: switches one subject off for the signed-in user.
    case switchOff

    public var method: HTTPMethod {
        switch self {
        case .login, .switchOff: .post
        case .subjects, .userSubjects, .subjectDetails: .get
        }
    }

    /// The path; for ``subjectDetails`` the template, `/subjects/<id>` (see ``subjectDetailsPath(id:)``).
    public var path: String {
        switch self {
        case .login: "/auth/login"
        case .subjects: "/subjects"
        case .userSubjects, .switchOff: "/user/subjects"
        case .subjectDetails: "/subjects/<id>"
        }
    }

    /// The path of one subject's details.
    public static func subjectDetailsPath(id: Int) -> String { "/subjects/\(id)" }

    /// The subject id a details path names: decimal digits after `/subjects/`, or nil.
    public static func subjectID(inDetailsPath path: String) -> Int? {
        let prefix = "/subjects/"
        guard path.hasPrefix(prefix) else { return nil }
        return Subject.legacyID(fromUTF8: path.utf8.dropFirst(prefix.utf8.count))
    }

    /// The route a request is for, if the backend has one.
    public init?(_ request: HTTPRequest) {
        if request.method == .get, Route.subjectID(inDetailsPath: request.path) != nil {
            self = .subjectDetails
            return
        }
        guard let route = Route.allCases.first(where: {
            $0 != .subjectDetails && $0.method == request.method && $0.path == request.path
        }) else {
            return nil
        }
        self = route
    }
}
