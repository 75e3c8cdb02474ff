// Role: glue
// Where the subject list scene can go, and the data store its router reads what to pass from.

@MainActor
protocol SubjectListRoutingLogic: AnyObject {
    func routeToSelectedItem()
}

@MainActor
protocol SubjectListDataPassing: AnyObject {
    var dataStore: (any SubjectListDataStore)? { get }
}
