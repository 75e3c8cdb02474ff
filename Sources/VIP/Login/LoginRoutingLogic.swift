// Role: glue
// Where the login scene can go.

@MainActor
protocol LoginRoutingLogic: AnyObject {
    func routeToSubjectList()
}
