import SharedModel
import ViewKit

/// The screen a subject cell leads to. Outside the two features: every architecture pushes this one.
@MainActor
public final class SubjectViewController: ViewController {
    public init(subjectName: String) {
        super.init()
        title = subjectName
    }
}
