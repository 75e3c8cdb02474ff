// Role: glue
// Where the login scene can go, and the data store its router reads what to pass from.

@MainActor
protocol LoginRoutingLogic: AnyObject {
    func routeToSubjectList()
}

@MainActor
protocol LoginDataPassing: AnyObject {
    var dataStore: (any LoginDataStore)? { get }
}
