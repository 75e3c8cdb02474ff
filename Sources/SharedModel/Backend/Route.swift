/// The endpoints the fake backend serves.
public enum Route: String, Sendable, CaseIterable {
    case login
    case subjects
    case userSubjects

    public var method: HTTPMethod {
        switch self {
        case .login: .post
        case .subjects, .userSubjects: .get
        }
    }

    public var path: String {
        switch self {
        case .login: "/auth/login"
        case .subjects: "/subjects"
        case .userSubjects: "/user/subjects"
        }
    }

    /// The route a request is for, if the backend has one.
    public init?(_ request: HTTPRequest) {
        guard let route = Route.allCases.first(where: { $0.method == request.method && $0.path == request.path }) else {
            return nil
        }
        self = route
    }
}
