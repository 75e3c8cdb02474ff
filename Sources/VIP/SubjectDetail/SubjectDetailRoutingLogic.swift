// Role: glue
// Where the subject detail scene can go, and the data store its router reads what to pass from.

@MainActor
protocol SubjectDetailRoutingLogic: AnyObject {
    func routeToSubjectList()
    func routeToAllSubjects()
}

@MainActor
protocol SubjectDetailDataPassing: AnyObject {
    var dataStore: (any SubjectDetailDataStore)? { get }
}
