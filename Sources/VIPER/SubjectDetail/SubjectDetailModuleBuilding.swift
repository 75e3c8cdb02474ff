// Role: assembly
// How another module opens the subject detail screen: it holds this protocol, never the subject detail
// module's own types, and hands over the module output that will hear what happens there.
import ViewKit

/// Builds subject detail screens.
@MainActor
protocol SubjectDetailModuleBuilding {
    /// A new, wired subject detail screen for subject `id`, titled `name`, reporting to `moduleOutput`.
    func build(subjectID id: Int, name: String, moduleOutput: any SubjectDetailModuleOutput) -> ViewController
}
