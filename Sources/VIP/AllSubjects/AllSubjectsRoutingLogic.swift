// Role: glue
// Where the All Subjects scene can go, and the data store its router offers the router that opens it.

/// Nowhere of its own: the navigation bar's back button leaves the scene.
@MainActor
protocol AllSubjectsRoutingLogic: AnyObject {}

@MainActor
protocol AllSubjectsDataPassing: AnyObject {
    var dataStore: (any AllSubjectsDataStore)? { get }
}
